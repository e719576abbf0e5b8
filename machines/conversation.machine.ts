import { assertEvent, assign, emit, setup } from 'xstate';
import type { components } from '../openapi/storefront.d.ts';
import type { ChatTarget } from '../domain/chat.ts';
import { isNoAnswer } from '../domain/no-answer.ts';
import type { ImageProblem } from '../domain/uploads.ts';
import { imageAttachmentActions, isHeldImage, type ImageAttachmentEvent } from './shared/image-attachments.ts';
import { failWith, setError, type FailedEvent } from './shared/failure.ts';
import { notProvided, notProvidedCallback } from './shared/not-provided.ts';

export type ChatMessage = components['schemas']['ChatMessage'];
export type Conversation = components['schemas']['Conversation'];
export type MessagePage = components['schemas']['MessagePage'];

/** The longest message the server takes (SendMessageBody.message). */
export const MESSAGE_MAX = 1000;

export interface ConversationInput {
  target: ChatTarget;
}

/** What a load of messages asks for: the conversation (or party) and the page (1: the newest). */
export interface MessagesRequest {
  target: ChatTarget;
  page: number;
}

/** What Send sends: where, the text and images, and the attempt (the binding keeps one Idempotency-Key per attempt). */
export interface SendRequest {
  target: ChatTarget;
  text: string;
  images: readonly Blob[];
  attempt: number;
}

interface Context {
  /** Who the conversation is with; once it exists, its id. */
  target: ChatTarget;
  conversation: Conversation | null;
  /** The messages loaded, oldest first, each once. */
  messages: ChatMessage[];
  /** The pages of older messages loaded (1: the newest page). */
  pages: number;
  /** Whether the server holds older messages than those loaded. */
  hasOlder: boolean;
  /** Whether the customer may write here (the server's `status`). */
  canWrite: boolean;
  /** The message being written: kept while it is sent, when it is refused and while it waits for the connection. */
  draft: string;
  images: Blob[];
  imageProblem: ImageProblem | null;
  /** The message's attempt: a message sent again after a lost answer keeps it (one effect); a new or changed one not. */
  attempt: number;
  /** Why the messages could not be loaded, or why the message was refused (the server's words are shown). */
  error: unknown;
  /** Why older messages could not be loaded. */
  olderError: unknown;
}

type Events =
  | ImageAttachmentEvent
  | { type: 'TYPE'; text: string }
  | { type: 'SEND' }
  | { type: 'RETRY' }
  | { type: 'ONLINE' }
  | { type: 'LOAD_OLDER' }
  /** The live stream (or a poll) brought this conversation's newest messages. */
  | { type: 'RECEIVED'; page: MessagePage };

/** The messages of both lists, each once, oldest first. */
export function mergeMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(held.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

const olderRemain = (page: MessagePage, pages: number) => pages * page.limit < page.total_size;

/**
 * A conversation with a store, a delivery man or support: its newest messages load first, older
 * ones on demand (scrolling up); the customer writes text and up to 3 images and sends them. A refused message stays
 * in the box with the server's reason and goes again on Try again; a message sent without a connection waits for it
 * and goes again by itself with the same attempt (one effect); what the live stream brings is merged as it comes.
 */
export const conversationMachine = setup({
  types: {
    context: {} as Context,
    input: {} as ConversationInput,
    events: {} as Events,
    emitted: {} as { type: 'sent' } | FailedEvent,
    /**
     * 'loading' / 'loadFailed': the first page; 'ready': the messages show; 'sending'; 'refused': the server refused
     * the message (reason shown); 'queued': no connection, the message waits; 'loadingOlder' / 'olderFailed'.
     */
    tags: {} as 'loading' | 'loadFailed' | 'ready' | 'sending' | 'refused' | 'queued' | 'loadingOlder' | 'olderFailed',
  },
  actions: {
    takeNewest: assign(({ context }, params: { page: MessagePage }) => ({
      messages: mergeMessages(context.messages, params.page.messages),
      conversation: params.page.conversation ?? context.conversation,
      target: params.page.conversation ? { conversation_id: params.page.conversation.id } : context.target,
      canWrite: params.page.status,
      hasOlder: context.pages > 1 ? context.hasOlder : olderRemain(params.page, 1),
    })),
    takeOlder: assign(({ context }, params: { page: MessagePage }) => ({
      messages: mergeMessages(context.messages, params.page.messages),
      pages: context.pages + 1,
      hasOlder: params.page.messages.length > 0 && olderRemain(params.page, context.pages + 1),
      olderError: null,
    })),
    setText: assign(({ event }) => {
      assertEvent(event, 'TYPE');
      return { draft: event.text.slice(0, MESSAGE_MAX) };
    }),
    ...imageAttachmentActions<Context, Events>(),
    /** The message was sent: the box empties and the next message is a new attempt. */
    clearDraft: assign(({ context }) => ({
      draft: '',
      images: [],
      imageProblem: null,
      attempt: context.attempt + 1,
      error: null,
    })),
    /** The refused message was changed: it is a new attempt (the server would refuse its old key with a new body). */
    nextAttempt: assign(({ context }) => ({ attempt: context.attempt + 1, error: null })),
    clearError: assign({ error: null }),
    tellSent: emit({ type: 'sent' as const }),
    failWith: failWith(),
    setError: setError(),
    setOlderError: assign((_, params: { error: unknown }) => ({ olderError: params.error })),
  },
  guards: {
    canSend: ({ context }) => context.canWrite && (context.draft.trim() !== '' || context.images.length > 0),
    hasOlder: ({ context }) => context.hasOlder,
    wasUnanswered: (_, params: { error: unknown }) => isNoAnswer(params.error),
    isHeldImage,
  },
  actors: {
    loadMessages: notProvided<MessagePage, MessagesRequest>('loadMessages'),
    sendMessage: notProvided<MessagePage, SendRequest>('sendMessage'),
    follow: notProvidedCallback<{ target: ChatTarget }>('follow'),
  },
}).createMachine({
  id: 'conversation',
  description:
    'A conversation with a store, a delivery man or support: the newest messages, older ones on demand, a box for text and up to 3 images; a refused message stays with its reason for Try again; one sent offline waits for the connection and goes again by itself (same attempt: one message); the live stream merges new messages.',
  context: ({ input }) => ({
    target: input.target,
    conversation: null,
    messages: [],
    pages: 1,
    hasOlder: false,
    canWrite: true,
    draft: '',
    images: [],
    imageProblem: null,
    attempt: 1,
    error: null,
    olderError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The newest messages are loading (skeleton bubbles).',
      tags: ['loading'],
      invoke: {
        id: 'loadNewest',
        src: 'loadMessages',
        input: ({ context }) => ({ target: context.target, page: 1 }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'takeNewest', params: ({ event }) => ({ page: event.output }) }, 'clearError'],
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      description: 'The messages could not be loaded: the reason shows with Try again.',
      tags: ['loadFailed'],
      on: { RETRY: 'loading' },
    },
    ready: {
      description: 'The messages show, oldest at the top; the box below takes a message.',
      tags: ['ready'],
      type: 'parallel',
      invoke: { id: 'follow', src: 'follow', input: ({ context }) => ({ target: context.target }) },
      on: {
        RECEIVED: { actions: { type: 'takeNewest', params: ({ event }) => ({ page: event.page }) } },
      },
      states: {
        composer: {
          description: 'The box under the messages and what became of the last message sent.',
          initial: 'editing',
          states: {
            editing: {
              description:
                'The box: text (Enter sends, Shift+Enter a new line) and images; Send is enabled once there is something to send.',
              on: {
                TYPE: { actions: 'setText' },
                ADD_IMAGES: { actions: 'addImages' },
                REMOVE_IMAGE: { guard: 'isHeldImage', actions: 'removeImage' },
                SEND: { guard: 'canSend', target: 'sending' },
              },
            },
            sending: {
              description: 'The message is being sent: the box and Send are disabled, the text stays in view.',
              tags: ['sending'],
              invoke: {
                id: 'sendMessage',
                src: 'sendMessage',
                input: ({ context }) => ({
                  target: context.target,
                  text: context.draft.trim(),
                  images: context.images,
                  attempt: context.attempt,
                }),
                onDone: {
                  target: 'editing',
                  actions: [
                    { type: 'takeNewest', params: ({ event }) => ({ page: event.output }) },
                    'clearDraft',
                    'tellSent',
                  ],
                },
                onError: [
                  {
                    guard: { type: 'wasUnanswered', params: ({ event }) => ({ error: event.error }) },
                    target: 'queued',
                    actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                  },
                  {
                    target: 'refused',
                    actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
            queued: {
              description:
                'No connection: the message waits in the box ("Waiting for a connection…") and goes again by itself when the browser is back online, with the same attempt (the server makes one message of it); Send now tries at once.',
              tags: ['queued'],
              on: { ONLINE: 'sending', RETRY: 'sending' },
            },
            refused: {
              description:
                'The server refused the message: its reason shows under the box; the text and images stay for Try again or a change.',
              tags: ['refused'],
              on: {
                RETRY: 'sending',
                TYPE: { target: 'editing', actions: ['setText', 'nextAttempt'] },
                ADD_IMAGES: { target: 'editing', actions: ['addImages', 'nextAttempt'] },
                REMOVE_IMAGE: { guard: 'isHeldImage', target: 'editing', actions: ['removeImage', 'nextAttempt'] },
              },
            },
          },
        },
        history: {
          description: 'The older messages above the loaded ones.',
          initial: 'idle',
          states: {
            idle: {
              description: 'Scrolling to the top (or "Earlier messages") loads the page before, while there is one.',
              on: { LOAD_OLDER: { guard: 'hasOlder', target: 'loadingOlder' } },
            },
            loadingOlder: {
              description: 'Older messages are loading above the others.',
              tags: ['loadingOlder'],
              invoke: {
                id: 'loadOlder',
                src: 'loadMessages',
                input: ({ context }) => ({ target: context.target, page: context.pages + 1 }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'takeOlder', params: ({ event }) => ({ page: event.output }) },
                },
                onError: {
                  target: 'olderFailed',
                  actions: { type: 'setOlderError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            olderFailed: {
              description: 'Older messages could not be loaded: the reason shows above the messages with Try again.',
              tags: ['olderFailed'],
              on: { LOAD_OLDER: 'loadingOlder' },
            },
          },
        },
      },
    },
  },
});
