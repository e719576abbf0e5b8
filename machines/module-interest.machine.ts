import { assertEvent, assign, emit, setup } from 'xstate';
import { failWithMessage, type ErrorEvent } from './shared/failure.ts';
import { notProvided } from './shared/not-provided.ts';

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

/** What the machine tells its view (`actor.on(type, …)`). */
export type ModuleInterestEmitted = { type: 'saved'; message: string | null } | ErrorEvent | { type: 'goToHome' };

/**
 * The /interest step (spec part 2 §2): the customer picks favourite categories of the chosen module. Save keeps
 * them locally (always) and, when signed in, on the account (customer update-interest); Skip goes on without
 * them. Both end on /home. A failed account save shows the server's message and keeps the choice.
 */
export const moduleInterestMachine = setup({
  types: {
    context: {} as ModuleInterestContext,
    input: {} as { moduleId: number; signedIn: boolean; selected?: number[] },
    events: {} as ModuleInterestEvent,
    emitted: {} as ModuleInterestEmitted,
    tags: {} as 'busy',
  },
  actors: {
    saveInterests: notProvided<{ message?: string } | undefined, { moduleId: number; categoryIds: number[] }>(
      'saveInterests',
    ),
  },
  actions: {
    toggleCategory: assign(({ context, event }) => {
      assertEvent(event, 'TOGGLE');
      return {
        selected: context.selected.includes(event.categoryId)
          ? context.selected.filter((id) => id !== event.categoryId)
          : [...context.selected, event.categoryId],
        error: null,
      };
    }),
    setSignedIn: assign(({ event }) => {
      assertEvent(event, 'SESSION');
      return { signedIn: event.signedIn };
    }),
    failWith: failWithMessage(),
    /** Bound by the context: keep the choice in local storage. */
    storeLocally: () => {},
    /** Bound by the context: remember that the step was skipped. */
    storeSkipped: () => {},
    /** Tells the view: the server's message (or 'saved') as a success toast. */
    showSavedMessage: emit((_, params: { message: string | null }) => ({
      type: 'saved' as const,
      message: params.message,
    })),
    goToHome: emit({ type: 'goToHome' as const }),
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
    canSaveToAccount: ({ context }) => context.selected.length > 0 && context.signedIn,
  },
}).createMachine({
  id: 'module-interest',
  description:
    'The /interest step: pick favourite categories of the chosen module, then Save or Skip; both end on /home.',
  context: ({ input }) => ({
    moduleId: input.moduleId,
    signedIn: input.signedIn,
    selected: input.selected ?? [],
    error: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The categories of the module as chips; Save needs at least one chosen; Skip goes on without them.',
      on: {
        TOGGLE: { actions: 'toggleCategory' },
        SAVE: [
          { guard: 'canSaveToAccount', target: 'saving', actions: 'storeLocally' },
          {
            guard: 'hasSelection',
            target: 'done',
            actions: ['storeLocally', { type: 'showSavedMessage', params: { message: null } }],
          },
        ],
        SKIP: { target: 'done', actions: 'storeSkipped' },
        SESSION: { actions: 'setSignedIn' },
      },
    },
    saving: {
      description: 'Signed in: the choice is saved on the account (update-interest).',
      tags: ['busy'],
      invoke: {
        id: 'saveInterests',
        src: 'saveInterests',
        input: ({ context }) => ({ moduleId: context.moduleId, categoryIds: context.selected }),
        onDone: {
          target: 'done',
          actions: { type: 'showSavedMessage', params: ({ event }) => ({ message: event.output?.message ?? null }) },
        },
        onError: {
          target: 'choosing',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      description: 'The choice is kept (or skipped): /home.',
      type: 'final',
      entry: 'goToHome',
    },
  },
});
