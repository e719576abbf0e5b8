import { assign, emit, setup } from 'xstate';
import { notProvidedCallback } from './shared/not-provided.ts';

/** How often a backend without the live stream (a real 6amMart one) is asked again. */
export const CHAT_POLL_MS = 10_000;
/** The longest wait before the stream is opened again after a drop (1 s, 2 s, 4 s … then this). */
export const CHAT_MAX_BACKOFF_MS = 30_000;

/** What the stream actor is given: the last event seen, so the server resumes after it (nothing lost or doubled). */
export interface ChatStreamInput {
  lastEventId: string;
}

interface Context {
  /** Drops in a row since the stream last opened: the wait before the next try doubles with each. */
  attempt: number;
  /** The id of the last event received ('' before any). */
  lastEventId: string;
  /** The stream has opened at least once: a later failure is a drop, not a backend without it. */
  everOpened: boolean;
}

type Events =
  /** The stream answered and is open. */
  | { type: 'OPENED' }
  /** An event of the stream (`kind`: message, read or notification), of a conversation (null: of none). */
  | { type: 'RECEIVED'; id: string; conversationId: number | null; kind: string }
  /** The stream closed, failed or could not be opened (a refused preflight of another origin too). */
  | { type: 'DROPPED' }
  /** The backend has no stream (404): it is polled. */
  | { type: 'UNSUPPORTED' }
  /** The browser is online again: a wait for the next try ends now. */
  | { type: 'ONLINE' };

/**
 * The signed-in customer's chat, live: one stream per tab (Server-Sent Events of the embedded API).
 * Every event tells the listeners that a conversation changed (`changed`); a drop is followed by a new try after a
 * back-off (1 s, doubling, at most 30 s; at once when the browser comes back online) that resumes from the last
 * event id; a backend without the stream (404, or a stream that could not be opened once: a real 6amMart backend on
 * another origin refuses its preflight) is polled every 10 s.
 */
export const chatLiveMachine = setup({
  types: {
    context: {} as Context,
    events: {} as Events,
    /** `kind`: the stream event's type (message, read, notification), or `poll` (maybe anything changed). */
    emitted: {} as { type: 'changed'; conversationId: number | null; kind: string },
    /** 'connecting': opening the stream; 'live': open; 'reconnecting': waiting after a drop; 'polling': no stream. */
    tags: {} as 'connecting' | 'live' | 'reconnecting' | 'polling',
  },
  actions: {
    opened: assign({ attempt: 0, everOpened: true }),
    remember: assign((_, params: { id: string }) => (params.id ? { lastEventId: params.id } : {})),
    countDrop: assign(({ context }) => ({ attempt: context.attempt + 1 })),
    tellChanged: emit((_, params: { conversationId: number | null; kind: string }) => ({
      type: 'changed' as const,
      conversationId: params.conversationId,
      kind: params.kind,
    })),
  },
  guards: {
    neverOpened: ({ context }) => !context.everOpened,
  },
  delays: {
    backoff: ({ context }) => Math.min(1000 * 2 ** (context.attempt - 1), CHAT_MAX_BACKOFF_MS),
    poll: CHAT_POLL_MS,
  },
  actors: {
    stream: notProvidedCallback<ChatStreamInput>('stream'),
  },
}).createMachine({
  id: 'chat-live',
  description:
    "The customer's chat, live: one stream per tab; each event tells the inbox, the open conversation and the navbar's badge; a drop is tried again after a back-off (1 s doubling to 30 s) from the last event id; a backend without the stream (404, or a first open that fails) is polled.",
  context: { attempt: 0, lastEventId: '', everOpened: false },
  initial: 'streaming',
  states: {
    streaming: {
      description: 'The stream is asked for (from the last event id) and then read.',
      invoke: { id: 'stream', src: 'stream', input: ({ context }) => ({ lastEventId: context.lastEventId }) },
      initial: 'connecting',
      states: {
        connecting: {
          description: 'Opening the stream.',
          tags: ['connecting'],
          on: { OPENED: { target: 'open', actions: 'opened' } },
        },
        open: {
          description: 'The stream is open: new messages and reads arrive as they happen.',
          tags: ['live'],
        },
      },
      on: {
        RECEIVED: {
          actions: [
            { type: 'remember', params: ({ event }) => ({ id: event.id }) },
            {
              type: 'tellChanged',
              params: ({ event }) => ({ conversationId: event.conversationId, kind: event.kind }),
            },
          ],
        },
        DROPPED: [
          {
            guard: 'neverOpened',
            target: 'polling',
            description: 'The stream could not be opened even once: the backend has none that this page may read.',
          },
          { target: 'waiting', actions: 'countDrop' },
        ],
        UNSUPPORTED: 'polling',
      },
    },
    waiting: {
      description:
        'The stream dropped: a new try after the back-off (1 s, 2 s, 4 s … 30 s), at once when the browser is online again. The conversation says it is reconnecting.',
      tags: ['reconnecting'],
      after: { backoff: 'streaming' },
      on: { ONLINE: 'streaming' },
    },
    polling: {
      description:
        'The backend has no live stream (a real 6amMart one: 404, or its preflight refused): the conversations are asked for again every 10 s.',
      tags: ['polling'],
      after: {
        poll: {
          target: 'polling',
          reenter: true,
          actions: { type: 'tellChanged', params: { conversationId: null, kind: 'poll' } },
        },
      },
    },
  },
});
