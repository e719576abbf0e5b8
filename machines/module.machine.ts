import { assign, fromPromise, setup } from 'xstate';
import { asksForInterests, pickupZoneMatches } from '../src/domain/module-wording.ts';

/** A module as the picker offers it: what is stored (`module` key) plus its zone ids. */
export interface ModuleOption {
  id: number;
  module_name: string;
  module_type: string;
  icon_full_url?: string;
  zones: number[];
}

/** The stored module (storage key `module`). */
export interface CurrentModule {
  id: number;
  module_name: string;
  module_type: string;
  icon_full_url?: string;
}

/** The parts of the rental cart the rule reads: each line's provider pickup zones. */
export interface RentalCartSnapshot {
  carts: { provider?: { pickup_zone_id?: (number | string)[] | null } | null }[];
}

export interface ModuleContext {
  current: CurrentModule | null;
  /** Module ids already covered by the saved interests. */
  interestModuleIds: number[];
  chosen: ModuleOption | null;
  /** Closing the picker with no module stored yet: 'A module must be selected to continue.' */
  mustSelect: boolean;
  error: string | null;
}

export type ModuleEvent = { type: 'CHOOSE'; module: ModuleOption } | { type: 'DISMISS' };

/** Placeholder logic: a forgotten binding fails loudly. */
const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/**
 * Module choice (spec part 2 §4): store the module, toast 'A Module has been selected.', go to /home — or to
 * /interest for a module the saved interests do not cover (never parcel). Choosing a rental module checks the
 * rental cart first: kept when its provider's pickup zone is one of the module's zones ('Location set
 * successfully'), otherwise cleared ('Your cart has been cleared as the selected zone does not support the
 * previous pickup point.'). Closing the picker with no module stored keeps it open with 'A module must be
 * selected to continue.'
 */
export const moduleMachine = setup({
  types: {
    context: {} as ModuleContext,
    input: {} as { current: CurrentModule | null; interestModuleIds: number[] },
    events: {} as ModuleEvent,
  },
  actors: {
    loadRentalCart: fromPromise<RentalCartSnapshot, { moduleId: number }>(notProvided('loadRentalCart')),
    clearRentalCart: fromPromise<unknown, { moduleId: number }>(notProvided('clearRentalCart')),
  },
  actions: {
    setChosen: assign({
      chosen: ({ event }) => (event.type === 'CHOOSE' ? event.module : null),
      mustSelect: false,
      error: null,
    }),
    commitChoice: assign({
      current: ({ context }) =>
        context.chosen
          ? {
              id: context.chosen.id,
              module_name: context.chosen.module_name,
              module_type: context.chosen.module_type,
              icon_full_url: context.chosen.icon_full_url,
            }
          : context.current,
    }),
    flagMustSelect: assign({ mustSelect: true }),
    setError: assign({ error: ({ event }) => errorText((event as { error?: unknown }).error) }),
    storeModule: () => {},
    showSelectedToast: () => {},
    showLocationSetToast: () => {},
    showCartClearedToast: () => {},
    showError: () => {},
    goToInterests: () => {},
    goToHome: () => {},
    closePicker: () => {},
  },
  guards: {
    isRentalModule: ({ event }) => event.type === 'CHOOSE' && event.module.module_type === 'rental',
    rentalCartIsEmpty: ({ event }) => ((event as { output?: RentalCartSnapshot }).output?.carts ?? []).length === 0,
    pickupZoneMatchesModule: ({ context, event }) => {
      const carts = (event as { output?: RentalCartSnapshot }).output?.carts ?? [];
      const zones = context.chosen?.zones ?? [];
      return carts.every((line) => pickupZoneMatches(line.provider?.pickup_zone_id, zones));
    },
    needsInterests: ({ context }) =>
      !!context.chosen &&
      asksForInterests(context.chosen.module_type) &&
      !context.interestModuleIds.includes(context.chosen.id),
    hasStoredModule: ({ context }) => context.current !== null,
  },
}).createMachine({
  id: 'module',
  context: ({ input }) => ({
    current: input.current,
    interestModuleIds: input.interestModuleIds,
    chosen: null,
    mustSelect: false,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHOOSE: [
          { guard: 'isRentalModule', target: 'checkingRentalCart', actions: 'setChosen' },
          { target: 'selected', actions: 'setChosen' },
        ],
        DISMISS: [
          { guard: 'hasStoredModule', target: 'idle', actions: 'closePicker' },
          { target: 'idle', actions: 'flagMustSelect' },
        ],
      },
    },
    checkingRentalCart: {
      invoke: {
        id: 'loadRentalCart',
        src: 'loadRentalCart',
        input: ({ context }) => ({ moduleId: context.chosen?.id ?? 0 }),
        onDone: [
          { guard: 'rentalCartIsEmpty', target: 'selected' },
          { guard: 'pickupZoneMatchesModule', target: 'selected', actions: 'showLocationSetToast' },
          { target: 'clearingRentalCart' },
        ],
        onError: { target: 'idle', actions: ['setError', 'showError'] },
      },
    },
    clearingRentalCart: {
      invoke: {
        id: 'clearRentalCart',
        src: 'clearRentalCart',
        input: ({ context }) => ({ moduleId: context.chosen?.id ?? 0 }),
        onDone: { target: 'selected', actions: 'showCartClearedToast' },
        onError: { target: 'idle', actions: ['setError', 'showError'] },
      },
    },
    selected: {
      entry: ['commitChoice', 'storeModule', 'showSelectedToast'],
      always: [
        { guard: 'needsInterests', target: 'idle', actions: 'goToInterests' },
        { target: 'idle', actions: 'goToHome' },
      ],
    },
  },
});

function errorText(error: unknown): string | null {
  return error instanceof Error ? error.message : typeof error === 'string' ? error : null;
}
