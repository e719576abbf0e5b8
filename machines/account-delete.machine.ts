import { emit, setup } from 'xstate';
import { emitFailed, type FailedEvent } from './shared/failure.ts';
import { notProvided } from './shared/not-provided.ts';

/** What DELETE customer/remove-account answered: deleted, or refused (on-going orders) with its first message. */
export type RemoveAnswer = { deleted: true } | { deleted: false; message: string };

/**
 * Delete account (spec part 2 §4 "Delete account", §8): a confirm dialog; then the account is removed; success
 * clears the session (token, cart) and goes to /; a refusal (on-going orders or trips) or a failure shows the first
 * error message and the customer stays signed in.
 */
export const accountDeleteMachine = setup({
  types: {
    events: {} as { type: 'DELETE' } | { type: 'CONFIRM' } | { type: 'CANCEL' },
    /** Tells the view: 'refused' shows the server's first message; 'failed' shows the error; 'deleted' leaves. */
    emitted: {} as { type: 'deleted' } | { type: 'refused'; message: string } | FailedEvent,
    /** 'open': the confirm dialog shows; 'busy': the account is being removed. */
    tags: {} as 'open' | 'busy',
  },
  actions: {
    /** Bound by the context: remove the token. */
    endSession: () => {},
    /** Bound by the context: drop the cart, wishlist and profile from the cache. */
    clearAccountData: () => {},
    emitDeleted: emit({ type: 'deleted' as const }),
    emitRefused: emit((_, params: { message: string }) => ({ type: 'refused' as const, message: params.message })),
    emitFailed: emitFailed(),
  },
  guards: {
    wasDeleted: (_, params: { answer: RemoveAnswer }) => params.answer.deleted,
  },
  actors: {
    removeAccount: notProvided<RemoveAnswer>('removeAccount'),
  },
}).createMachine({
  id: 'account-delete',
  description:
    'Delete account: a confirm dialog, then the account is removed; success clears the token and the cart and goes to /; a refusal shows the first error message.',
  initial: 'idle',
  states: {
    idle: {
      description: 'The profile page; Delete Account opens the confirm dialog.',
      on: { DELETE: { target: 'confirming' } },
    },
    confirming: {
      description: 'Are you sure you want to delete your account? With Yes and No.',
      tags: ['open'],
      on: {
        CONFIRM: { target: 'deleting' },
        CANCEL: { target: 'idle' },
      },
    },
    deleting: {
      description: 'The account is being removed; the buttons are disabled.',
      tags: ['open', 'busy'],
      invoke: {
        id: 'removeAccount',
        src: 'removeAccount',
        onDone: [
          { guard: { type: 'wasDeleted', params: ({ event }) => ({ answer: event.output }) }, target: 'deleted' },
          {
            target: 'idle',
            actions: {
              type: 'emitRefused',
              params: ({ event }) => ({ message: event.output.deleted ? '' : event.output.message }),
            },
          },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'emitFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    deleted: {
      description: 'The account is gone: the token is removed, the cart cleared and the app goes to /.',
      tags: ['busy'],
      entry: ['endSession', 'clearAccountData', 'emitDeleted'],
      type: 'final',
    },
  },
});
