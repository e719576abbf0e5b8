// The trip cart's rules (spec part 2 §3 "Rental cart", §4 "Rental trip type", §5, §7, §8): what adding a vehicle
// with a searched trip meets in the cart (another provider, another trip type, another duration), the quantity
// limit, and update-user-data's answer listing the cart ids whose vehicles lack the new trip type. Pure: the
// trip-cart machine's guards read these; the binding turns the server's cart into a TripCart.

export type RentalType = 'hourly' | 'distance_wise';

/** A pickup or destination point as the trip calls send it. */
export interface TripPoint {
  lat: number;
  lng: number;
  location_name: string;
}

/** The trip the customer searched: sent with add-to-cart and update-user-data. */
export interface TripRequest {
  rental_type: RentalType;
  /** Hourly trips: hours (whole hours). */
  estimated_hours: number;
  /** Distance-wise trips: km. */
  distance: number;
  /** Distance-wise trips: hours of the route (floor of seconds / 3600). */
  destination_time: number;
  /** "YYYY-MM-DD hh:mm AM/PM". */
  pickup_time: string;
  pickup_location: TripPoint;
  destination_location: TripPoint | null;
}

/** The vehicle being added (what the rules read). */
export interface TripVehicle {
  id: number;
  provider_id: number;
  /** How many of this vehicle the provider has (total_vehicles / total_vehicle_count). */
  total_vehicles: number;
}

/** One cart line (what the rules read). */
export interface TripCartLine {
  id: number;
  vehicle_id: number;
  provider_id: number;
  quantity: number;
  total_vehicles: number;
}

/** The cart's trip (user_data). */
export interface CartTrip {
  id: number;
  rental_type: RentalType;
  estimated_hours: number;
}

export interface TripCart {
  lines: TripCartLine[];
  trip: CartTrip | null;
}

export const emptyTripCart: TripCart = { lines: [], trip: null };

export const isTripCartEmpty = (cart: TripCart) => cart.lines.length === 0;

/** A vehicle of another provider than the cart's. */
export const isOtherProvider = (cart: TripCart, vehicle: TripVehicle) =>
  cart.lines.length > 0 && cart.lines.some((l) => l.provider_id !== vehicle.provider_id);

/** Another trip type than the cart's. */
export const isOtherTripType = (cart: TripCart, trip: TripRequest) =>
  cart.trip !== null && cart.lines.length > 0 && cart.trip.rental_type !== trip.rental_type;

/** An hourly trip for another number of hours than the cart's estimated_hours. */
export const isOtherDuration = (cart: TripCart, trip: TripRequest) =>
  cart.trip !== null &&
  cart.lines.length > 0 &&
  trip.rental_type === 'hourly' &&
  cart.trip.rental_type === 'hourly' &&
  cart.trip.estimated_hours !== trip.estimated_hours;

/** The cart's line of a vehicle, if any. */
export const lineOfVehicle = (cart: TripCart, vehicleId: number) => cart.lines.find((l) => l.vehicle_id === vehicleId);

/** A quantity above the vehicle's total count is refused ('You can't add more than {n} quantities of this vehicle.'). */
export const exceedsVehicleCount = (quantity: number, totalVehicles: number) => quantity > totalVehicles;

/**
 * update-user-data refuses a trip type some cart vehicles lack by answering a bare array of their cart ids
 * (part 2 §7, §8). The ids from a failed call's body (an ApiError carries `body`), or null when it is not that list.
 */
export function conflictingCartIds(error: unknown): number[] | null {
  const body = typeof error === 'object' && error !== null && 'body' in error ? error.body : error;
  if (!Array.isArray(body) || body.length === 0) return null;
  return body.every((id) => typeof id === 'number') ? (body as number[]) : null;
}
