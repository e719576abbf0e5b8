import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The conversation machine's graph paths replayed through the inbox (/profile?page=inbox&vendor=2, "Chat with store")
// against the fake API: TYPE is typing in the Message box, ADD_IMAGES files chosen under "Add images", REMOVE_IMAGE a
// thumbnail's Remove, SEND the Send button, RETRY "Try again" (refused) or "Send now" (waiting for a connection),
// ONLINE the browser's online event, LOAD_OLDER "Earlier messages", RECEIVED an event of the live stream (whose
// refresh of the newest page is answered); the held message/details and message/send calls are answered as the
// path's done / error events say. After every step the screen declared for the state must show.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { conversationMachine, type ChatMessage, type MessagePage } from '../../../machines/conversation.machine.ts';
import { ProfilePage } from '../../../src/features/account/profile-page.tsx';
import { error, json, noAnswer, type FakeApi, type FakeRequest } from '../../support/fake-api.ts';
import { describePath, machineCoverage, replaySteps, stateKey } from '../../support/machine-paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { answered, conversationPaths, newest } from '../../machines/conversation.paths.ts';
import {
  conversationApi,
  conversationRoute,
  MESSAGE_DETAILS as DETAILS,
  MESSAGE_SEND as SEND,
  MESSAGE_STREAM as STREAM,
} from './account-fixtures.ts';
const newestPage = (r: FakeRequest) => r.query.get('offset') === '1';
const olderPage = (r: FakeRequest) => r.query.get('offset') === '2';

let api: FakeApi;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'token-abc');
  api = conversationApi();
});

afterEach(() => {
  // the stream and the refreshes still held end with the test
  while (api.waiting(STREAM)) api.release(STREAM, error(404, 'gone', 'gone'));
});

async function open() {
  return renderWithProviders(<p>elsewhere</p>, {
    route: conversationRoute,
    routes: [{ path: '/profile', element: <ProfilePage /> }],
  });
}

const box = () => screen.getByRole('textbox', { name: 'Message' });
const log = () => screen.getByRole('log', { name: 'Messages with Fresh Basket' });

/** The multipart form the app sent, read back as FormData. */
const sentForm = (request: FakeRequest) =>
  new Response(request.body as string, {
    headers: { 'content-type': request.headers.get('content-type')! },
  }).formData();

async function answer(route: string, reply: Parameters<FakeApi['release']>[1], which?: (r: FakeRequest) => boolean) {
  await waitFor(() => expect(api.waiting(route, which)).toBeGreaterThan(0));
  await act(async () => api.release(route, reply, which));
}

async function drive(event: EventObject & Record<string, any>) {
  const user = userEvent.setup();
  switch (event.type) {
    case 'TYPE':
      await user.clear(box());
      return user.type(box(), event.text as string);
    case 'ADD_IMAGES':
      return act(
        async () => void fireEvent.change(screen.getByLabelText('Add images'), { target: { files: event.files } }),
      );
    case 'REMOVE_IMAGE':
      return user.click(screen.getByRole('button', { name: `Remove image ${(event.index as number) + 1}` }));
    case 'SEND':
      return user.click(screen.getByRole('button', { name: 'Send' }));
    case 'RETRY':
      return user.click(
        screen.queryByRole('button', { name: 'Send now' }) ?? screen.getByRole('button', { name: 'Try again' }),
      );
    case 'ONLINE':
      return act(async () => void window.dispatchEvent(new Event('online')));
    case 'LOAD_OLDER':
      return user.click(screen.getByRole('button', { name: 'Earlier messages' }));
    case 'RECEIVED': {
      // the live stream tells of a new message in conversation 5; the conversation asks for its newest page
      const frame = 'id: 9\nevent: message\ndata: {"conversation_id":5}\n\n';
      await answer(STREAM, { body: frame, headers: { 'content-type': 'text/event-stream' } });
      return answer(DETAILS, json(event.page as MessagePage), newestPage);
    }
    case 'xstate.done.actor.loadNewest':
      return answer(DETAILS, json(event.output), newestPage);
    case 'xstate.error.actor.loadNewest':
      return answer(DETAILS, error(403, 'rate', (event.error as Error).message), newestPage);
    case 'xstate.done.actor.loadOlder':
      return answer(DETAILS, json(event.output), olderPage);
    case 'xstate.error.actor.loadOlder':
      return answer(DETAILS, error(403, 'rate', (event.error as Error).message), olderPage);
    case 'xstate.done.actor.sendMessage':
      return answer(SEND, json({ ...(event.output as MessagePage), message: 'successfully sent!' }));
    case 'xstate.error.actor.sendMessage':
      return (event.error as { code?: string }).code === 'network'
        ? answer(SEND, noAnswer())
        : answer(SEND, error(403, 'message', (event.error as Error).message));
    default:
      throw new Error(`no user action for ${event.type}`);
  }
}

interface Facts {
  event: EventObject & Record<string, any>;
  context: {
    messages: ChatMessage[];
    draft: string;
    images: Blob[];
    hasOlder: boolean;
    attempt: number;
    target: Record<string, number>;
    error: Error;
  };
}

/** The Idempotency-Key each attempt was sent with: one key per attempt, another for each new attempt. */
let keys: Map<number, string>;

async function expectReady(composer: string, history: string, { context }: Facts) {
  await waitFor(() =>
    expect(
      within(log())
        .queryAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(
      expect.arrayContaining(context.messages.filter((m) => m.message).map((m) => expect.stringContaining(m.message!))),
    ),
  );
  const texts = context.messages.map((m) => m.message);
  for (const text of texts) expect(within(log()).getAllByText(text!)).toHaveLength(1); // each message once
  expect(box()).toHaveValue(context.draft);
  expect(screen.queryAllByRole('button', { name: /^Remove image/ })).toHaveLength(context.images.length);
  switch (composer) {
    case 'editing':
      await waitFor(() => expect(box()).toBeEnabled());
      if (context.draft.trim() || context.images.length)
        expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
      else expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
      expect(screen.queryByText(/Too many messages|Waiting for a connection/)).toBeNull();
      break;
    case 'sending': {
      await waitFor(() => expect(api.waiting(SEND)).toBe(1));
      const request = api.calls(SEND).at(-1)!;
      const form = await sentForm(request);
      expect(form.get('message')).toBe(context.draft.trim() || null);
      if ('conversation_id' in context.target) expect(form.get('conversation_id')).toBe('5');
      else expect([form.get('receiver_type'), form.get('receiver_id')]).toEqual(['vendor', '2']);
      expect(form.getAll('image[]')).toHaveLength(context.images.length);
      const key = request.headers.get('Idempotency-Key')!;
      expect(key).toBeTruthy();
      if (keys.has(context.attempt)) expect(key).toBe(keys.get(context.attempt));
      else expect([...keys.values()]).not.toContain(key);
      keys.set(context.attempt, key);
      expect(box()).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
      break;
    }
    case 'refused':
      expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toContain(context.error.message);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(box()).toBeEnabled();
      break;
    case 'queued':
      expect(await screen.findByText(/Waiting for a connection/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send now' })).toBeEnabled();
      expect(screen.queryByText('Failed to fetch')).toBeNull();
      break;
  }
  const older = screen.queryByRole('button', { name: /Earlier messages|Loading earlier messages/ });
  switch (history) {
    case 'idle':
      if (context.hasOlder) expect(older).toBeEnabled();
      else expect(older).toBeNull();
      break;
    case 'loadingOlder':
      expect(screen.getByRole('button', { name: 'Loading earlier messages…' })).toBeDisabled();
      break;
    case 'olderFailed':
      expect(await screen.findByText(/Could not load earlier messages\. Too many requests/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Earlier messages' })).toBeEnabled();
      break;
  }
}

async function expectState(state: string, facts: Facts) {
  if (state === 'loading') {
    expect(await screen.findByRole('status', { name: 'Loading messages…' })).toBeInTheDocument();
    await waitFor(() => expect(api.waiting(DETAILS, newestPage)).toBe(1));
    const request = api.calls(DETAILS).at(-1)!;
    expect(request.query.get('vendor_id')).toBe('2');
    return;
  }
  if (state === 'loadFailed') {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the messages.');
    expect(alert).toHaveTextContent((facts.event.error as Error).message);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    return;
  }
  const [composer, history] = state.split('|').map((part) => part.split('.').at(-1)!);
  await expectReady(composer!, history!, facts);
}

describe('the inbox (conversation paths replayed through the view)', () => {
  const paths = viewPaths(conversationPaths);

  it('the replayed paths take every transition of the machine', () => {
    const coverage = machineCoverage(conversationPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))(
    '%s',
    async (_name, path) => {
      keys = new Map();
      const steps = replaySteps({ machine: conversationMachine, input: conversationPaths.input }, path);
      await open();
      await screen.findByRole('heading', { name: 'Fresh Basket' });
      await expectState('loading', { event: { type: 'xstate.init' }, context: {} as Facts['context'] });
      for (const step of steps) {
        await drive(step.event as EventObject & Record<string, any>);
        await expectState(stateKey(step.after), {
          event: step.event as never,
          context: step.after.context as Facts['context'],
        });
      }
    },
    60_000,
  );

  it('a new message on the stream reloads the newest page once; a read (the reload’s own) reloads nothing', async () => {
    await open();
    await answer(DETAILS, json(newest), newestPage);
    await screen.findByRole('log', { name: 'Messages with Fresh Basket' });
    const frames =
      'id: 9\nevent: message\ndata: {"conversation_id":5}\n\nid: 10\nevent: read\ndata: {"conversation_id":5}\n\n';
    await answer(STREAM, { body: frames, headers: { 'content-type': 'text/event-stream' } });
    await answer(DETAILS, json(answered), newestPage);
    expect(await screen.findByText('On their way!')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(api.calls(DETAILS).filter(newestPage)).toHaveLength(2); // the first load and one reload
  });
});
