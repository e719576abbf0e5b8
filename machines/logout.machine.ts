import { emit, setup } from 'xstate';
import { notProvided } from './shared/not-provided.ts';

/**
 * Logout (spec part 2 §4): a confirm dialog ('Are you sure you want to logout?'); then after about 0.5 s the
 * server session is revoked (when the backend has a logout call), the token removed, the cart cleared, a success
 * toast shown ('Logout successful') and the app goes to /home (or / from the landing page). A failed or slow
 * revoke call never keeps the user signed in: error and timeout end the session too.
 */
export const logoutMachine = setup({
  types: {
    events: {} as { type: 'LOGOUT' } | { type: 'CONFIRM' } | { type: 'CANCEL' },
    /** Tells the view: show 'Logout successful'; leave the page. */
    emitted: {} as { type: 'loggedOut' } | { type: 'leavePage' },
    /** 'open': the confirm dialog shows; 'busy': logging out. */
    tags: {} as 'open' | 'busy',
  },
  actions: {
    /** Bound by the context: remove the token. */
    endSession: () => {},
    /** Bound by the context: drop the cart, wishlist and profile from the cache. */
    clearCart: () => {},
    showLoggedOutToast: emit({ type: 'loggedOut' as const }),
    leavePage: emit({ type: 'leavePage' as const }),
  },
  actors: {
    revokeSession: notProvided<unknown>('revokeSession'),
  },
  delays: {
    logoutDelay: 500,
    revokeTimeout: 4000,
  },
}).createMachine({
  id: 'logout',
  description: "Logout: confirm, then end the session after about 0.5 s, toast 'Logout successful' and leave the page.",
  initial: 'idle',
  states: {
    idle: {
      description: 'Signed in; Logout opens the confirm dialog.',
      on: {
        LOGOUT: { target: 'confirming' },
      },
    },
    confirming: {
      description: "'Are you sure you want to logout?'",
      tags: ['open'],
      on: {
        CONFIRM: { target: 'waiting' },
        CANCEL: { target: 'idle' },
      },
    },
    waiting: {
      description: 'About 0.5 s before the session ends.',
      tags: ['open', 'busy'],
      after: { logoutDelay: { target: 'revoking' } },
    },
    revoking: {
      description: 'The server session is revoked; an error or a slow answer ends the session too.',
      tags: ['open', 'busy'],
      invoke: {
        id: 'revokeSession',
        src: 'revokeSession',
        onDone: { target: 'signedOut' },
        onError: { target: 'signedOut' },
      },
      after: { revokeTimeout: { target: 'signedOut' } },
    },
    signedOut: {
      description:
        "The token is removed, the cart cleared, 'Logout successful' shown and the app goes to /home (or / from the landing page).",
      entry: ['endSession', 'clearCart', 'showLoggedOutToast', 'leavePage'],
      always: { target: 'idle' },
    },
  },
});
