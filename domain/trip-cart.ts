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
const isOtherProvider = (cart: TripCart, vehicle: TripVehicle) =>
  cart.lines.length > 0 && cart.lines.some((l) => l.provider_id !== vehicle.provider_id);

/** Another trip type than the cart's. */
const isOtherTripType = (cart: TripCart, trip: TripRequest) =>
  cart.trip !== null && cart.lines.length > 0 && cart.trip.rental_type !== trip.rental_type;

/** An hourly trip for another number of hours than the cart's estimated_hours. */
const isOtherDuration = (cart: TripCart, trip: TripRequest) =>
  cart.trip !== null &&
  cart.lines.length > 0 &&
  trip.rental_type === 'hourly' &&
  cart.trip.rental_type === 'hourly' &&
  cart.trip.estimated_hours !== trip.estimated_hours;

/** What adding a vehicle with a searched trip meets in the cart, the first that applies. */
export type TripCartConflict = 'otherProvider' | 'otherTripType' | 'otherDuration';

/**
 * The one trip-cart conflict rule, read on both sides: the storefront's chart asks before going on (a dialog per
 * conflict), the server refuses another provider and another trip type with their worded 403.
 */
export function tripCartConflict(cart: TripCart, vehicle: TripVehicle, trip: TripRequest): TripCartConflict | null {
  if (isOtherProvider(cart, vehicle)) return 'otherProvider';
  if (isOtherTripType(cart, trip)) return 'otherTripType';
  if (isOtherDuration(cart, trip)) return 'otherDuration';
  return null;
}

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

// --- The search's trip (part 2 §3 "Search state", §9) ------------------------------------------------------

/** Recent destinations kept: up to 5, the oldest dropped. */
export const RECENT_DESTINATIONS_MAX = 5;

/** `point` first, without an earlier copy of it, at most 5. */
export function withRecentDestination(list: TripPoint[], point: TripPoint): TripPoint[] {
  const same = (p: TripPoint) => p.lat === point.lat && p.lng === point.lng;
  return [point, ...list.filter((p) => !same(p))].slice(0, RECENT_DESTINATIONS_MAX);
}

/** Trip hours (destination_time) from the route's seconds, rounded down. */
export const tripHoursOf = (seconds: number) => Math.floor(seconds / 3600);

/** Distance stored in km (meters / 1000). */
export const kmOf = (meters: number) => meters / 1000;

/** The distance as shown: 3 decimals. */
export const formatKm = (km: number) => km.toFixed(3);

/** Whether the pickup is now ('Pickup Now'): no chosen time, or one not in the future ('Schedule at' otherwise). */
export const isPickupNow = (pickup: Date | null, now: Date) => pickup === null || pickup.getTime() <= now.getTime();

const pad = (n: number) => String(n).padStart(2, '0');

/** The pickup time as sent: "year-month-day hh:mm AM/PM" in the shop's time zone. */
export function pickupTimeText(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const h = Number(parts.hour);
  return `${parts.year}-${parts.month}-${parts.day} ${pad(h % 12 === 0 ? 12 : h % 12)}:${parts.minute} ${h < 12 ? 'AM' : 'PM'}`;
}
