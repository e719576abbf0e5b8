import { assertEvent, assign, emit, setup } from 'xstate';
import { failWithMessage, type ErrorEvent } from './shared/failure.ts';
import { notProvided } from './shared/not-provided.ts';
import { asksForInterests, pickupZoneMatches } from '../domain/module-wording.ts';

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

/** What the machine tells its view (`actor.on(type, …)`): toasts, where to go, close the picker. */
export type ModuleEmitted =
  | { type: 'selected' }
  | { type: 'locationSet' }
  | { type: 'cartCleared' }
  | ErrorEvent
  | { type: 'goToInterests' }
  | { type: 'goToHome' }
  | { type: 'closePicker' };

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
    emitted: {} as ModuleEmitted,
    /** 'busy' while the chosen module's rental cart is checked or cleared. */
    tags: {} as 'busy',
  },
  actors: {
    loadRentalCart: notProvided<RentalCartSnapshot, { moduleId: number }>('loadRentalCart'),
    clearRentalCart: notProvided<unknown, { moduleId: number }>('clearRentalCart'),
  },
  actions: {
    setChosen: assign(({ event }) => {
      assertEvent(event, 'CHOOSE');
      return { chosen: event.module, mustSelect: false, error: null };
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
    failWith: failWithMessage(),
    /** Bound by the context: write the `module` storage key. */
    storeModule: () => {},
    showSelectedToast: emit({ type: 'selected' as const }),
    showLocationSetToast: emit({ type: 'locationSet' as const }),
    showCartClearedToast: emit({ type: 'cartCleared' as const }),
    goToInterests: emit({ type: 'goToInterests' as const }),
    goToHome: emit({ type: 'goToHome' as const }),
    closePicker: emit({ type: 'closePicker' as const }),
  },
  guards: {
    isRentalModule: ({ event }) => {
      assertEvent(event, 'CHOOSE');
      return event.module.module_type === 'rental';
    },
    rentalCartIsEmpty: (_, params: { cart: RentalCartSnapshot }) => params.cart.carts.length === 0,
    pickupZoneMatchesModule: ({ context }, params: { cart: RentalCartSnapshot }) => {
      const zones = context.chosen?.zones ?? [];
      return params.cart.carts.every((line) => pickupZoneMatches(line.provider?.pickup_zone_id, zones));
    },
    needsInterests: ({ context }) =>
      !!context.chosen &&
      asksForInterests(context.chosen.module_type) &&
      !context.interestModuleIds.includes(context.chosen.id),
    hasStoredModule: ({ context }) => context.current !== null,
  },
}).createMachine({
  id: 'module',
  description:
    'Module choice: store the module, "A Module has been selected.", then /home or /interest; a rental module checks the rental cart first.',
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
      description:
        "The picker (or rail) offers the zone's modules; closing it with no module stored keeps it open with 'A module must be selected to continue.'",
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
      description: "A rental module: the rental cart is read to compare its pickup zones with the module's zones.",
      tags: ['busy'],
      invoke: {
        id: 'loadRentalCart',
        src: 'loadRentalCart',
        input: ({ context }) => ({ moduleId: context.chosen?.id ?? 0 }),
        onDone: [
          { guard: { type: 'rentalCartIsEmpty', params: ({ event }) => ({ cart: event.output }) }, target: 'selected' },
          {
            guard: { type: 'pickupZoneMatchesModule', params: ({ event }) => ({ cart: event.output }) },
            target: 'selected',
            actions: 'showLocationSetToast',
          },
          { target: 'clearingRentalCart' },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    clearingRentalCart: {
      description: "The rental cart's pickup point is outside the module's zones: the cart is cleared.",
      tags: ['busy'],
      invoke: {
        id: 'clearRentalCart',
        src: 'clearRentalCart',
        input: ({ context }) => ({ moduleId: context.chosen?.id ?? 0 }),
        onDone: { target: 'selected', actions: 'showCartClearedToast' },
        onError: {
          target: 'idle',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    selected: {
      description:
        "The module is stored and 'A Module has been selected.' shows; then /interest for a module the saved interests do not cover, else /home.",
      tags: ['busy'],
      entry: ['commitChoice', 'storeModule', 'showSelectedToast'],
      always: [
        { guard: 'needsInterests', target: 'idle', actions: 'goToInterests' },
        { target: 'idle', actions: 'goToHome' },
      ],
    },
  },
});
