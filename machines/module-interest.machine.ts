import { assign, fromPromise, setup } from 'xstate';

export interface ModuleInterestContext {
  moduleId: number;
  signedIn: boolean;
  /** Chosen category ids. */
  selected: number[];
  error: string | null;
}

export type ModuleInterestEvent =
  | { type: 'TOGGLE'; categoryId: number }
  | { type: 'SAVE' }
  | { type: 'SKIP' }
  /** The token came or went (e.g. signed in from the navbar while on /interest). */
  | { type: 'SESSION'; signedIn: boolean };

/**
 * The /interest step (spec part 2 §2): the customer picks favourite categories of the chosen module. Save keeps
 * them locally (always) and, when signed in, on the account (customer update-interest); Skip goes on without
 * them. Both end on /home. A failed account save shows the server's message and keeps the choice.
 */
/** Placeholder logic: a forgotten binding fails loudly. */
const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export const moduleInterestMachine = setup({
  types: {
    context: {} as ModuleInterestContext,
    input: {} as { moduleId: number; signedIn: boolean; selected?: number[] },
    events: {} as ModuleInterestEvent,
  },
  actors: {
    saveInterests: fromPromise<{ message?: string } | undefined, { moduleId: number; categoryIds: number[] }>(
      notProvided('saveInterests'),
    ),
  },
  actions: {
    toggleCategory: assign({
      selected: ({ context, event }) => {
        if (event.type !== 'TOGGLE') return context.selected;
        return context.selected.includes(event.categoryId)
          ? context.selected.filter((id) => id !== event.categoryId)
          : [...context.selected, event.categoryId];
      },
      error: null,
    }),
    setSignedIn: assign({
      signedIn: ({ context, event }) => (event.type === 'SESSION' ? event.signedIn : context.signedIn),
    }),
    setError: assign({
      error: ({ event }) => {
        const error = (event as { error?: unknown }).error;
        return error instanceof Error ? error.message : null;
      },
    }),
    storeLocally: () => {},
    storeSkipped: () => {},
    showSavedMessage: () => {},
    showError: () => {},
    goToHome: () => {},
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
    canSaveToAccount: ({ context }) => context.selected.length > 0 && context.signedIn,
  },
}).createMachine({
  id: 'module-interest',
  context: ({ input }) => ({
    moduleId: input.moduleId,
    signedIn: input.signedIn,
    selected: input.selected ?? [],
    error: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        TOGGLE: { actions: 'toggleCategory' },
        SAVE: [
          { guard: 'canSaveToAccount', target: 'saving', actions: 'storeLocally' },
          { guard: 'hasSelection', target: 'done', actions: ['storeLocally', 'showSavedMessage'] },
        ],
        SKIP: { target: 'done', actions: 'storeSkipped' },
        SESSION: { actions: 'setSignedIn' },
      },
    },
    saving: {
      invoke: {
        id: 'saveInterests',
        src: 'saveInterests',
        input: ({ context }) => ({ moduleId: context.moduleId, categoryIds: context.selected }),
        onDone: { target: 'done', actions: 'showSavedMessage' },
        onError: { target: 'choosing', actions: ['setError', 'showError'] },
      },
    },
    done: {
      type: 'final',
      entry: 'goToHome',
    },
  },
});
