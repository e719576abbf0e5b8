import { assign, setup } from 'xstate';

/**
 * Language change (spec part 2 §4): a confirm dialog; then store the choice, show a toast, set the text
 * direction (rtl for ar), and reload the page.
 */
export const languageMachine = setup({
  types: {
    context: {} as { current: string; pending: string | null },
    input: {} as { current: string },
    events: {} as { type: 'CHOOSE'; code: string } | { type: 'CONFIRM' } | { type: 'CANCEL' },
  },
  actions: {
    setPending: assign({ pending: ({ event }) => (event.type === 'CHOOSE' ? event.code : null) }),
    clearPending: assign({ pending: null }),
    commitChoice: assign({ current: ({ context }) => context.pending ?? context.current, pending: null }),
    storeChoice: () => {},
    applyDirection: () => {},
    showChangedToast: () => {},
    reloadPage: () => {},
  },
  guards: {
    isOtherLanguage: ({ context, event }) => event.type === 'CHOOSE' && event.code !== context.current,
  },
  delays: {
    toastBeforeReload: 800,
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({ current: input.current, pending: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHOOSE: { guard: 'isOtherLanguage', target: 'confirming', actions: 'setPending' },
      },
    },
    confirming: {
      on: {
        CONFIRM: { target: 'applying', actions: ['commitChoice', 'storeChoice', 'applyDirection', 'showChangedToast'] },
        CANCEL: { target: 'idle', actions: 'clearPending' },
      },
    },
    applying: {
      after: { toastBeforeReload: { target: 'reloading' } },
    },
    reloading: {
      type: 'final',
      entry: 'reloadPage',
    },
  },
});
