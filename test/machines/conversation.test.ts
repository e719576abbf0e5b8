import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import {
  conversationMachine,
  mergeMessages,
  MESSAGE_MAX,
  type MessagePage,
  type MessagesRequest,
  type SendRequest,
} from '../../machines/conversation.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import {
  afterSend,
  answered,
  conversationPaths,
  message,
  newest,
  noAnswer,
  older,
  page,
  photo,
} from './conversation.paths.ts';

const settle = () => new Promise((r) => setTimeout(r, 5));
const ids = (c: { messages: { id: number }[] }) => c.messages.map((m) => m.id).join(',');
const loaded = (c: { messages: { id: number }[] }) => /^(1,)?2,3(,4)?(,5)?$/.test(ids(c));

const ready = (composer: string, history: string, tags: string[] = []): [string, StateExpectation] => [
  `ready.composer.${composer}|ready.history.${history}`,
  {
    tags: [
      'ready',
      ...tags,
      ...(history === 'loadingOlder' ? ['loadingOlder'] : []),
      ...(history === 'olderFailed' ? ['olderFailed'] : []),
    ],
    holds: (c) =>
      loaded(c) &&
      c.target.conversation_id === 5 &&
      (history !== 'olderFailed' || c.olderError instanceof Error) &&
      (composer !== 'refused' || (c.error instanceof Error && (c.draft !== '' || c.images.length > 0))) &&
      (composer !== 'queued' || (c.error as { code?: string }).code === 'network'),
  },
];

const expected: Record<string, StateExpectation> = {
  loading: { tags: ['loading'], holds: (c) => c.messages.length === 0 || loaded(c) },
  loadFailed: { tags: ['loadFailed'], holds: (c) => c.error instanceof Error },
  ...Object.fromEntries(
    ['idle', 'loadingOlder', 'olderFailed'].flatMap((h) => [
      ready('editing', h),
      ready('sending', h, ['sending']),
      ready('refused', h, ['refused']),
      ready('queued', h, ['queued']),
    ]),
  ),
};

function run(
  send: (input: SendRequest) => Promise<MessagePage>,
  load: (input: MessagesRequest) => Promise<MessagePage> = async ({ page: n }) => (n === 1 ? newest : older),
) {
  const sent: SendRequest[] = [];
  const loads: MessagesRequest[] = [];
  const told: string[] = [];
  let follow: ((e: EventObject) => void) | null = null;
  const actor = createActor(
    conversationMachine.provide({
      actors: {
        loadMessages: fromPromise(({ input }: { input: MessagesRequest }) => (loads.push(input), load(input))),
        sendMessage: fromPromise(({ input }: { input: SendRequest }) => (sent.push(input), send(input))),
        follow: fromCallback(({ sendBack }) => void (follow = sendBack)),
      },
    }),
    { input: { target: { vendor_id: 2 } } },
  );
  actor.on('sent', () => void told.push('sent'));
  actor.on('failed', (e) => void told.push(`failed:${(e.error as Error).message}`));
  actor.start();
  return { actor, sent, loads, told, stream: (e: EventObject & Record<string, unknown>) => follow!(e) };
}

describe('conversation machine', () => {
  const paths = transitionPaths(conversationPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(conversationPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(conversationPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it('merges pages oldest first, each message once', () => {
    expect(mergeMessages(newest.messages, [...older.messages, ...newest.messages]).map((m) => m.id)).toEqual([1, 2, 3]);
    expect(mergeMessages([message(3, 'old text')], [message(3, 'new text')])[0]!.message).toBe('new text');
  });

  it('sends the trimmed text and the images to the party, then to the conversation it opened; each message a new attempt', async () => {
    const { actor, sent, told } = run(async () => afterSend);
    await settle();
    expect(actor.getSnapshot().can({ type: 'SEND' })).toBe(false); // nothing to send yet
    actor.send({ type: 'TYPE', text: '  Two bottles, please.  ' });
    const image = photo();
    actor.send({ type: 'ADD_IMAGES', files: [image] });
    actor.send({ type: 'SEND' });
    actor.send({ type: 'SEND' }); // a double press sends once
    await settle();
    expect(sent).toEqual([
      { target: { conversation_id: 5 }, text: 'Two bottles, please.', images: [image], attempt: 1 },
    ]);
    expect(told).toEqual(['sent']);
    const { context } = actor.getSnapshot();
    expect([context.draft, context.images, ids(context), context.attempt]).toEqual(['', [], '2,3,4', 2]);
    actor.send({ type: 'TYPE', text: 'Thanks' });
    actor.send({ type: 'SEND' });
    await settle();
    expect(sent.map((s) => s.attempt)).toEqual([1, 2]);
  });

  it('a message of only spaces is not sent; a longer text is cut at the limit', async () => {
    const { actor, sent } = run(async () => afterSend);
    await settle();
    actor.send({ type: 'TYPE', text: '   ' });
    actor.send({ type: 'SEND' });
    await settle();
    expect(sent).toEqual([]);
    actor.send({ type: 'TYPE', text: 'x'.repeat(MESSAGE_MAX + 5) });
    expect(actor.getSnapshot().context.draft).toHaveLength(MESSAGE_MAX);
  });

  it('a refused message stays with its reason; Try again sends it with the same attempt, a change makes a new one', async () => {
    let refuse = true;
    const { actor, sent, told } = run(async () => {
      if (refuse) throw new Error('Too many messages. Please wait a minute.');
      return afterSend;
    });
    await settle();
    actor.send({ type: 'TYPE', text: 'Two bottles, please.' });
    actor.send({ type: 'SEND' });
    await settle();
    expect(actor.getSnapshot().hasTag('refused')).toBe(true);
    expect(actor.getSnapshot().context.draft).toBe('Two bottles, please.');
    expect(told).toEqual(['failed:Too many messages. Please wait a minute.']);
    actor.send({ type: 'RETRY' });
    await settle();
    refuse = false;
    actor.send({ type: 'TYPE', text: 'Two bottles of milk, please.' });
    actor.send({ type: 'SEND' });
    await settle();
    expect(sent.map((s) => [s.text, s.attempt])).toEqual([
      ['Two bottles, please.', 1],
      ['Two bottles, please.', 1],
      ['Two bottles of milk, please.', 2],
    ]);
    expect(actor.getSnapshot().context.draft).toBe('');
  });

  it('a message without an answer waits for the connection and goes again with the same attempt (one message)', async () => {
    let online = false;
    const { actor, sent, told } = run(async () => {
      if (!online) throw noAnswer();
      return afterSend;
    });
    await settle();
    actor.send({ type: 'TYPE', text: 'Two bottles, please.' });
    actor.send({ type: 'SEND' });
    await settle();
    expect(actor.getSnapshot().hasTag('queued')).toBe(true);
    expect(told).toEqual([]); // no error toast: the box says it waits
    online = true;
    actor.send({ type: 'ONLINE' });
    await settle();
    expect(sent.map((s) => s.attempt)).toEqual([1, 1]);
    expect(actor.getSnapshot().context.draft).toBe('');
    expect(told).toEqual(['sent']);
  });

  it('loads older pages while some remain; the stream merges new messages', async () => {
    const { actor, loads, stream } = run(async () => afterSend);
    await settle();
    actor.send({ type: 'LOAD_OLDER' });
    await settle();
    expect(ids(actor.getSnapshot().context)).toBe('1,2,3');
    expect(actor.getSnapshot().context.hasOlder).toBe(false);
    actor.send({ type: 'LOAD_OLDER' }); // nothing older
    await settle();
    expect(loads.map((l) => l.page)).toEqual([1, 2]);
    stream({ type: 'RECEIVED', page: answered });
    expect(ids(actor.getSnapshot().context)).toBe('1,2,3,4,5');
    expect(actor.getSnapshot().context.hasOlder).toBe(false); // a newer page does not bring the older ones back
  });

  it('a conversation not yet opened loads empty, and its first message opens it', async () => {
    const empty: MessagePage = { ...page([], 0), conversation: null };
    const { actor, sent } = run(
      async () => afterSend,
      async () => empty,
    );
    await settle();
    expect(actor.getSnapshot().context.target).toEqual({ vendor_id: 2 });
    expect(actor.getSnapshot().context.hasOlder).toBe(false);
    actor.send({ type: 'TYPE', text: 'Hello' });
    actor.send({ type: 'SEND' });
    await settle();
    expect(sent[0]!.target).toEqual({ vendor_id: 2 });
    expect(actor.getSnapshot().context.target).toEqual({ conversation_id: 5 });
  });
});
