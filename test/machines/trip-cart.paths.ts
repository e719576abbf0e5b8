import { tripCartMachine } from '../../machines/trip-cart.machine.ts';
import type { TripCartContext } from '../../machines/trip-cart.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';
import type { SnapshotFrom } from 'xstate';
import {
  cartAfterAdd,
  cartWithTrip,
  conflictError,
  distance12,
  hatchback,
  hourly3,
  hourly5,
  hourlyOnly,
  jeep,
  sedan,
  van,
  withoutLines,
  withQuantity,
} from './trip-cart-fixtures.ts';

type Snap = SnapshotFrom<typeof tripCartMachine>;
const ctx = (s: unknown) => (s as Snap).context;

/** What adding meets: the same trip, another provider, another duration, another trip type. */
export const addVariants = [
  { vehicle: sedan, trip: hourly3 },
  { vehicle: hatchback, trip: hourly3 },
  { vehicle: jeep, trip: hourly3 },
  { vehicle: sedan, trip: hourly5 },
  { vehicle: van, trip: distance12 },
];

/** The cart ids the server refuses for the pending trip type (hourly-only vehicles on a distance-wise trip). */
export const conflictsFor = (c: TripCartContext) =>
  c.pending?.trip.rental_type === 'distance_wise'
    ? c.cart.lines.filter((l) => hourlyOnly.has(l.vehicle_id)).map((l) => l.id)
    : [];

export const tripCartPaths: MachinePathConfig = {
  machine: withInertActors(tripCartMachine),
  input: { cart: { lines: [], trip: null } },
  variants: {
    ADD: addVariants,
    CHANGE_QUANTITY: (s) => {
      const first = ctx(s).cart.lines[0];
      return first
        ? [
            { cart_id: first.id, quantity: first.quantity + 1 },
            { cart_id: first.id, quantity: first.quantity - 1 },
          ]
        : [];
    },
    CART_CHANGED: [{ cart: { lines: [], trip: null } }],
    'xstate.done.actor.addToCart': (s) => {
      const p = ctx(s).pending!;
      return [{ output: cartAfterAdd(ctx(s).cart, p.vehicle, p.trip) }];
    },
    'xstate.error.actor.addToCart': [{ error: new Error('The provider is closed at the pickup time.') }],
    'xstate.done.actor.clearForProvider': [{ output: { lines: [], trip: null } }],
    'xstate.error.actor.clearForProvider': [{ error: new Error('Unauthorized') }],
    'xstate.done.actor.updateTrip': (s) =>
      conflictsFor(ctx(s)).length ? [] : [{ output: cartWithTrip(ctx(s).cart, ctx(s).pending!.trip) }],
    'xstate.error.actor.updateTrip': (s) => {
      const ids = conflictsFor(ctx(s));
      return ids.length
        ? [{ error: conflictError(ids) }]
        : [{ error: new Error('Pickup point is outside the provider pickup zone.') }];
    },
    'xstate.done.actor.removeLines': (s) => [{ output: withoutLines(ctx(s).cart, ctx(s).conflicts) }],
    'xstate.error.actor.removeLines': [{ error: new Error('Cart item not found.') }],
    'xstate.done.actor.updateLine': (s) => {
      const change = ctx(s).lineChange!;
      return [{ output: withQuantity(ctx(s).cart, change.cart_id, change.quantity) }];
    },
    'xstate.error.actor.updateLine': [{ error: new Error('Vehicle not available at the pickup time.') }],
    'xstate.done.actor.removeLine': (s) => [{ output: withoutLines(ctx(s).cart, [ctx(s).lineChange!.cart_id]) }],
    'xstate.error.actor.removeLine': [{ error: new Error('Cart item not found.') }],
    'xstate.done.actor.resetCart': [{ output: { lines: [], trip: null } }],
    'xstate.error.actor.resetCart': [{ error: new Error('Unauthorized') }],
  },
  // What the guards read, coarsely (one path per transition, not per cart): the lines, the cart's trip type and
  // whether a line is at its vehicle count.
  serializeContext: (c: TripCartContext) => [
    Math.min(c.cart.lines.length, 2),
    c.cart.lines.some((l) => hourlyOnly.has(l.vehicle_id)),
    c.cart.trip?.rental_type,
    c.cart.lines.some((l) => l.quantity >= l.total_vehicles),
  ],
};
