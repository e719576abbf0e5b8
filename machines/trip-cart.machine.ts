import { assertEvent, assign, emit, setup } from 'xstate';
import { notProvided } from './shared/not-provided.ts';
import {
  conflictingCartIds,
  emptyTripCart,
  exceedsVehicleCount,
  isTripCartEmpty,
  lineOfVehicle,
  tripCartConflict,
  type TripCart,
  type TripRequest,
  type TripVehicle,
} from '../domain/trip-cart.ts';

/** The vehicle being added with the searched trip (kept while a dialog asks). */
export interface PendingVehicle {
  vehicle: TripVehicle;
  trip: TripRequest;
}

export interface TripCartContext {
  cart: TripCart;
  pending: PendingVehicle | null;
  /** The cart ids whose vehicles lack the new trip type (update-user-data's answer). */
  conflicts: number[];
  /** The line whose quantity is changing or which is being removed. */
  lineChange: { cart_id: number; quantity: number } | null;
}

export interface TripCartInput {
  /** The trip cart as the server last answered it. */
  cart: TripCart;
}

export type TripCartEvent =
  | { type: 'ADD'; vehicle: TripVehicle; trip: TripRequest }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'REMOVE_CONFLICTS' }
  | { type: 'CHANGE_QUANTITY'; cart_id: number; quantity: number }
  | { type: 'CLEAR' }
  | { type: 'CART_CHANGED'; cart: TripCart };

/** The trip cart's messages (keys of the `rental.messages` catalogue). */
export type TripCartMessage = 'vehicleAdded' | 'quantityLimit' | 'tripUpdated' | 'lineRemoved';

export type TripCartEmitted =
  | { type: 'toast'; tone: 'success' | 'error'; message: TripCartMessage; params?: Record<string, number> }
  | { type: 'toast'; tone: 'error'; text: string };

export type AddVehicleInput = { vehicle_id: number; quantity: number; trip: TripRequest };
export type UpdateTripInput = { user_data_id: number; trip: TripRequest };
export type RemoveLinesInput = { cart_ids: number[] };
export type UpdateLineInput = { cart_id: number; quantity: number };
export type RemoveLineInput = { cart_id: number };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What an ADD meets in the cart (the guards of the three dialogs read it in their order). */
const addConflict = (c: TripCartContext, event: TripCartEvent) => {
  assertEvent(event, 'ADD');
  return tripCartConflict(c.cart, event.vehicle, event.trip);
};

/** The pending request (the states that read it are entered only with one). */
const pendingOf = (c: TripCartContext): PendingVehicle =>
  c.pending ?? {
    vehicle: { id: 0, provider_id: 0, total_vehicles: 0 },
    trip: {
      rental_type: 'hourly',
      estimated_hours: 0,
      distance: 0,
      destination_time: 0,
      pickup_time: '',
      pickup_location: { lat: 0, lng: 0, location_name: '' },
      destination_location: null,
    },
  };

/**
 * The rental trip cart (spec part 2 §2 rental dialogs, §4 "Rental trip type", §5, §7, §8): adding a vehicle with
 * the searched trip when the cart is empty or holds the same trip adds it ('The vehicle successfully added to your
 * cart.'); a vehicle of another provider, another trip type or (hourly) another duration asks first; a trip type
 * some cart vehicles lack lists them for removal; quantities stop at the vehicle's total count; the cart can be
 * reset after a confirmation; removing the last vehicle clears the cached cart.
 */
export const tripCartMachine = setup({
  types: {
    context: {} as TripCartContext,
    input: {} as TripCartInput,
    events: {} as TripCartEvent,
    emitted: {} as TripCartEmitted,
  },
  actions: {
    takePending: assign(({ event }) => {
      assertEvent(event, 'ADD');
      return { pending: { vehicle: event.vehicle, trip: event.trip } };
    }),
    dropPending: assign({ pending: null, conflicts: [] }),
    takeCart: assign((_, params: { cart: TripCart }) => ({ cart: params.cart })),
    takeChangedCart: assign(({ event }) => {
      assertEvent(event, 'CART_CHANGED');
      return { cart: event.cart };
    }),
    takeConflicts: assign((_, params: { error: unknown }) => ({ conflicts: conflictingCartIds(params.error) ?? [] })),
    takeOneMore: assign(({ context, event }) => {
      assertEvent(event, 'ADD');
      const line = lineOfVehicle(context.cart, event.vehicle.id);
      return { lineChange: { cart_id: line?.id ?? 0, quantity: (line?.quantity ?? 0) + 1 } };
    }),
    takeQuantity: assign(({ event }) => {
      assertEvent(event, 'CHANGE_QUANTITY');
      return { lineChange: { cart_id: event.cart_id, quantity: event.quantity } };
    }),
    takeRemoval: assign(({ event }) => {
      assertEvent(event, 'CHANGE_QUANTITY');
      return { lineChange: { cart_id: event.cart_id, quantity: 0 } };
    }),
    dropLineChange: assign({ lineChange: null }),
    /** Bound in the context: the cached cart list becomes empty (the badge, the drawer and the panel read it). */
    clearCachedCart: () => {},
    emitVehicleAdded: emit({ type: 'toast' as const, tone: 'success' as const, message: 'vehicleAdded' as const }),
    emitTripUpdated: emit({ type: 'toast' as const, tone: 'success' as const, message: 'tripUpdated' as const }),
    emitLineRemoved: emit({ type: 'toast' as const, tone: 'success' as const, message: 'lineRemoved' as const }),
    emitQuantityLimit: emit((_, params: { n: number }) => ({
      type: 'toast' as const,
      tone: 'error' as const,
      message: 'quantityLimit' as const,
      params: { n: params.n },
    })),
    emitServerError: emit((_, params: { error: unknown }) => ({
      type: 'toast' as const,
      tone: 'error' as const,
      text: errorText(params.error),
    })),
  },
  guards: {
    isOtherProvider: ({ context, event }) => addConflict(context, event) === 'otherProvider',
    isOtherTripType: ({ context, event }) => addConflict(context, event) === 'otherTripType',
    isOtherDuration: ({ context, event }) => addConflict(context, event) === 'otherDuration',
    isInCartAtVehicleCount: ({ context, event }) => {
      assertEvent(event, 'ADD');
      const line = lineOfVehicle(context.cart, event.vehicle.id);
      return !!line && exceedsVehicleCount(line.quantity + 1, event.vehicle.total_vehicles);
    },
    isInCart: ({ context, event }) => {
      assertEvent(event, 'ADD');
      return !!lineOfVehicle(context.cart, event.vehicle.id);
    },
    isAboveVehicleCount: ({ context, event }) => {
      assertEvent(event, 'CHANGE_QUANTITY');
      const line = context.cart.lines.find((l) => l.id === event.cart_id);
      return !!line && exceedsVehicleCount(event.quantity, line.total_vehicles);
    },
    isBelowOne: ({ event }) => {
      assertEvent(event, 'CHANGE_QUANTITY');
      return event.quantity < 1;
    },
    isConflictList: (_, params: { error: unknown }) => conflictingCartIds(params.error) !== null,
    isCartEmpty: ({ context }) => isTripCartEmpty(context.cart),
    hasVehicles: ({ context }) => !isTripCartEmpty(context.cart),
    isAnswerEmpty: (_, params: { cart: TripCart }) => isTripCartEmpty(params.cart),
    isPendingInCart: ({ context }) => !!lineOfVehicle(context.cart, pendingOf(context).vehicle.id),
  },
  actors: {
    addToCart: notProvided<TripCart, AddVehicleInput>('addToCart'),
    clearCart: notProvided<TripCart, void>('clearCart'),
    updateTrip: notProvided<TripCart, UpdateTripInput>('updateTrip'),
    removeLines: notProvided<TripCart, RemoveLinesInput>('removeLines'),
    updateLine: notProvided<TripCart, UpdateLineInput>('updateLine'),
    removeLine: notProvided<TripCart, RemoveLineInput>('removeLine'),
  },
}).createMachine({
  id: 'trip-cart',
  description:
    'The rental trip cart. Adding a vehicle when the cart is empty or has the same trip settings adds it directly. A different provider opens a provider check dialog; on Yes the cart is cleared and the new vehicle added. A different trip type opens a trip-type change dialog; on Yes the user data is updated, then vehicles lacking the new trip type are listed for removal (Remove & Continue), then the vehicle is added. For hourly trips with a different duration than the cart’s estimated_hours, the duration dialog opens first. Increasing quantity beyond total_vehicles is blocked. Removing the last cart item clears the cached cart list.',
  // the cart as the server last answered it, with nothing pending, conflicting or changing
  context: ({ input }) => ({ cart: input.cart, pending: null, conflicts: [], lineChange: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The trip cart as the server answered it; vehicles can be added, changed, removed or reset.',
      tags: ['idle'],
      on: {
        ADD: [
          { guard: 'isOtherProvider', target: 'confirmingProvider', actions: 'takePending' },
          { guard: 'isOtherTripType', target: 'confirmingTripType', actions: 'takePending' },
          { guard: 'isOtherDuration', target: 'confirmingDuration', actions: 'takePending' },
          {
            guard: 'isInCartAtVehicleCount',
            actions: {
              type: 'emitQuantityLimit',
              params: ({ event }) => ({ n: event.type === 'ADD' ? event.vehicle.total_vehicles : 0 }),
            },
          },
          { guard: 'isInCart', target: 'updatingLine', actions: 'takeOneMore' },
          { target: 'adding', actions: 'takePending' },
        ],
        CHANGE_QUANTITY: [
          {
            guard: 'isAboveVehicleCount',
            actions: {
              type: 'emitQuantityLimit',
              params: ({ context, event }) => ({
                n:
                  context.cart.lines.find((l) => event.type === 'CHANGE_QUANTITY' && l.id === event.cart_id)
                    ?.total_vehicles ?? 0,
              }),
            },
          },
          { guard: 'isBelowOne', target: 'removingLine', actions: 'takeRemoval' },
          { target: 'updatingLine', actions: 'takeQuantity' },
        ],
        CLEAR: { guard: 'hasVehicles', target: 'confirmingReset' },
        CART_CHANGED: { actions: 'takeChangedCart' },
      },
    },
    confirmingProvider: {
      description:
        'Selecting a vehicle from another provider will remove all vehicles from the cart and add the new one.',
      tags: ['dialog', 'providerDialog'],
      on: {
        CONFIRM: { target: 'clearingForProvider' },
        CANCEL: { target: 'idle', actions: 'dropPending' },
      },
    },
    clearingForProvider: {
      description: 'Yes: the cart is cleared before the new vehicle is added.',
      tags: ['busy', 'providerDialog'],
      invoke: {
        id: 'clearForProvider',
        src: 'clearCart',
        onDone: {
          target: 'adding',
          actions: { type: 'takeCart', params: ({ event }) => ({ cart: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: ['dropPending', { type: 'emitServerError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    confirmingTripType: {
      description: 'Do you want to change trip type',
      tags: ['dialog', 'tripTypeDialog'],
      on: {
        CONFIRM: { target: 'updatingTrip' },
        CANCEL: { target: 'idle', actions: 'dropPending' },
      },
    },
    confirmingDuration: {
      description: 'Do you want to change trip duration',
      tags: ['dialog', 'durationDialog'],
      on: {
        CONFIRM: { target: 'updatingTrip' },
        CANCEL: { target: 'idle', actions: 'dropPending' },
      },
    },
    updatingTrip: {
      description:
        'On Yes the user data is updated with the new trip (type, hours or km); a list of conflicting cart vehicles answers when some lack the new trip type.',
      tags: ['busy'],
      invoke: {
        id: 'updateTrip',
        src: 'updateTrip',
        input: ({ context }) => ({ user_data_id: context.cart.trip?.id ?? 0, trip: pendingOf(context).trip }),
        onDone: {
          target: 'tripUpdated',
          actions: { type: 'takeCart', params: ({ event }) => ({ cart: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isConflictList', params: ({ event }) => ({ error: event.error }) },
            target: 'listingConflicts',
            actions: { type: 'takeConflicts', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'idle',
            actions: ['dropPending', { type: 'emitServerError', params: ({ event }) => ({ error: event.error }) }],
          },
        ],
      },
    },
    tripUpdated: {
      description: 'The cart has the new trip: the vehicle is added (or, already in the cart, keeps its line).',
      always: [
        { guard: 'isPendingInCart', target: 'idle', actions: ['dropPending', 'emitTripUpdated'] },
        { target: 'adding' },
      ],
    },
    listingConflicts: {
      description: 'The cart vehicles lacking the new trip type are listed for removal: Remove & Continue.',
      tags: ['dialog', 'conflictList'],
      on: {
        REMOVE_CONFLICTS: { target: 'removingConflicts' },
        CANCEL: { target: 'idle', actions: 'dropPending' },
      },
    },
    removingConflicts: {
      description: 'Removing the listed vehicles from the cart.',
      tags: ['busy', 'conflictList'],
      invoke: {
        id: 'removeLines',
        src: 'removeLines',
        input: ({ context }) => ({ cart_ids: context.conflicts }),
        onDone: {
          target: 'conflictsRemoved',
          actions: { type: 'takeCart', params: ({ event }) => ({ cart: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: ['dropPending', { type: 'emitServerError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    conflictsRemoved: {
      description:
        'The listed vehicles are gone: an empty cart takes the vehicle with its trip; otherwise the trip is updated again.',
      always: [{ guard: 'isCartEmpty', target: 'adding' }, { target: 'updatingTrip' }],
    },
    adding: {
      description: 'Adding the vehicle with the searched trip (quantity 1).',
      tags: ['busy'],
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ context }) => ({
          vehicle_id: pendingOf(context).vehicle.id,
          quantity: 1,
          trip: pendingOf(context).trip,
        }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'takeCart', params: ({ event }) => ({ cart: event.output }) },
            'dropPending',
            'emitVehicleAdded',
          ],
        },
        onError: {
          target: 'idle',
          actions: ['dropPending', { type: 'emitServerError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    updatingLine: {
      description: "Changing a vehicle's quantity (never above its total count).",
      tags: ['busy'],
      invoke: {
        id: 'updateLine',
        src: 'updateLine',
        input: ({ context }) => context.lineChange ?? { cart_id: 0, quantity: 0 },
        onDone: {
          target: 'idle',
          actions: [{ type: 'takeCart', params: ({ event }) => ({ cart: event.output }) }, 'dropLineChange'],
        },
        onError: {
          target: 'idle',
          actions: ['dropLineChange', { type: 'emitServerError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    removingLine: {
      description: 'Removing a vehicle from the cart; removing the last one clears the cached cart list.',
      tags: ['busy'],
      invoke: {
        id: 'removeLine',
        src: 'removeLine',
        input: ({ context }) => ({ cart_id: context.lineChange?.cart_id ?? 0 }),
        onDone: [
          {
            guard: { type: 'isAnswerEmpty', params: ({ event }) => ({ cart: event.output }) },
            target: 'idle',
            actions: [
              { type: 'takeCart', params: () => ({ cart: emptyTripCart }) },
              'clearCachedCart',
              'dropLineChange',
              'emitLineRemoved',
            ],
          },
          {
            target: 'idle',
            actions: [
              { type: 'takeCart', params: ({ event }) => ({ cart: event.output }) },
              'dropLineChange',
              'emitLineRemoved',
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: ['dropLineChange', { type: 'emitServerError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    confirmingReset: {
      description: 'Are you sure want to reset ?',
      tags: ['dialog', 'resetDialog'],
      on: {
        CONFIRM: { target: 'resetting' },
        CANCEL: { target: 'idle' },
      },
    },
    resetting: {
      description: 'Emptying the trip cart; the cached cart list is cleared.',
      tags: ['busy', 'resetDialog'],
      invoke: {
        id: 'resetCart',
        src: 'clearCart',
        onDone: {
          target: 'idle',
          actions: [{ type: 'takeCart', params: () => ({ cart: emptyTripCart }) }, 'clearCachedCart'],
        },
        onError: {
          target: 'idle',
          actions: { type: 'emitServerError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
