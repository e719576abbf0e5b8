// The trip cart's context and its starting value, apart from the statechart (trip-cart.machine.ts): the rental views
// read them before the statechart (and XState) has loaded (src/features/rental/trip-cart-at-rest.ts), so this module
// must not import XState.
import type { TripCart, TripRequest, TripVehicle } from '../domain/trip-cart.ts';

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

/** The trip cart as the server last answered it, with nothing pending, conflicting or changing. */
export const startingTripCartContext = (cart: TripCart): TripCartContext => ({
  cart,
  pending: null,
  conflicts: [],
  lineChange: null,
});
