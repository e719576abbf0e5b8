import { assertEvent, assign, emit, setup } from 'xstate';

/**
 * Language change (spec part 2 §4): a confirm dialog; then store the choice, show a toast, set the text
 * direction (rtl for ar), and reload the page.
 */
export const languageMachine = setup({
  types: {
    context: {} as { current: string; pending: string | null },
    input: {} as { current: string },
    events: {} as { type: 'CHOOSE'; code: string } | { type: 'CONFIRM' } | { type: 'CANCEL' },
    /** Tells the view: show the 'changed' toast; reload the page. */
    emitted: {} as { type: 'changed' } | { type: 'reload' },
    /** 'open': the confirm dialog shows; 'busy': the choice is being applied. */
    tags: {} as 'open' | 'busy',
  },
  actions: {
    setPending: assign(({ event }) => {
      assertEvent(event, 'CHOOSE');
      return { pending: event.code };
    }),
    clearPending: assign({ pending: null }),
    commitChoice: assign({ current: ({ context }) => context.pending ?? context.current, pending: null }),
    /** Bound by the context: store the language and the text direction. */
    storeChoice: () => {},
    /** Bound by the context: set <html lang dir>. */
    applyDirection: () => {},
    showChangedToast: emit({ type: 'changed' as const }),
    reloadPage: emit({ type: 'reload' as const }),
  },
  guards: {
    isOtherLanguage: ({ context, event }) => {
      assertEvent(event, 'CHOOSE');
      return event.code !== context.current;
    },
  },
  delays: {
    toastBeforeReload: 800,
  },
}).createMachine({
  id: 'language',
  description: 'Language change: confirm, store the choice, toast, set the text direction and reload.',
  context: ({ input }) => ({ current: input.current, pending: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The language in use; choosing another one asks for confirmation.',
      on: {
        CHOOSE: { guard: 'isOtherLanguage', target: 'confirming', actions: 'setPending' },
      },
    },
    confirming: {
      description: 'The confirm dialog: change the language?',
      tags: ['open'],
      on: {
        CONFIRM: { target: 'applying', actions: ['commitChoice', 'storeChoice', 'applyDirection', 'showChangedToast'] },
        CANCEL: { target: 'idle', actions: 'clearPending' },
      },
    },
    applying: {
      description: 'The choice is stored, the text direction set (rtl for ar) and a toast shown before the reload.',
      tags: ['open', 'busy'],
      after: { toastBeforeReload: { target: 'reloading' } },
    },
    reloading: {
      description: 'The page reloads in the new language.',
      tags: ['busy'],
      type: 'final',
      entry: 'reloadPage',
    },
  },
});
