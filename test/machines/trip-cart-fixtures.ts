// Vehicles, trips and a tiny trip-cart server (the test's reading of spec part 2 §4, §7) for the trip-cart paths.
import type { TripCart, TripCartLine, TripRequest, TripVehicle } from '../../domain/trip-cart.ts';

const point = (location_name: string, lat: number, lng: number) => ({ lat, lng, location_name });
const gulshan = point('Gulshan 1, Dhaka', 23.7806, 90.4193);
const banani = point('Banani, Dhaka', 23.7937, 90.4066);

/** Provider 1 has the sedan (2 of them), the hatchback (1, hourly only) and the van; provider 2 has the jeep. */
export const sedan: TripVehicle = { id: 10, provider_id: 1, total_vehicles: 2 };
export const hatchback: TripVehicle = { id: 11, provider_id: 1, total_vehicles: 1 };
export const van: TripVehicle = { id: 12, provider_id: 1, total_vehicles: 3 };
export const jeep: TripVehicle = { id: 20, provider_id: 2, total_vehicles: 1 };
export const vehicles = [sedan, hatchback, van, jeep];

/** Vehicles offering only one trip type (the server answers update-user-data with their cart ids). */
export const hourlyOnly = new Set([hatchback.id]);

export const hourly3: TripRequest = {
  rental_type: 'hourly',
  estimated_hours: 3,
  distance: 0,
  destination_time: 0,
  pickup_time: '2026-11-23 10:00 AM',
  pickup_location: gulshan,
  destination_location: null,
};
export const hourly5: TripRequest = { ...hourly3, estimated_hours: 5 };
export const distance12: TripRequest = {
  rental_type: 'distance_wise',
  estimated_hours: 0,
  distance: 12.5,
  destination_time: 1,
  pickup_time: '2026-11-23 10:00 AM',
  pickup_location: gulshan,
  destination_location: banani,
};

const lineId = (vehicleId: number) => 100 + vehicleId;

/** The server's cart after adding `vehicle` for `trip` (the first line sets the trip). */
export function cartAfterAdd(cart: TripCart, vehicle: TripVehicle, trip: TripRequest): TripCart {
  const line: TripCartLine = {
    id: lineId(vehicle.id),
    vehicle_id: vehicle.id,
    provider_id: vehicle.provider_id,
    quantity: 1,
    total_vehicles: vehicle.total_vehicles,
  };
  return {
    lines: [...cart.lines, line],
    trip: cart.trip ?? { id: 7, rental_type: trip.rental_type, estimated_hours: trip.estimated_hours },
  };
}

export const cartWith = (...entries: [TripVehicle, number][]): TripCart =>
  entries.reduce<TripCart>(
    (cart, [v, q]) => {
      const next = cartAfterAdd(cart, v, hourly3);
      next.lines[next.lines.length - 1]!.quantity = q;
      return next;
    },
    { lines: [], trip: null },
  );

export const cartWithTrip = (cart: TripCart, trip: TripRequest): TripCart => ({
  ...cart,
  trip: { id: cart.trip?.id ?? 7, rental_type: trip.rental_type, estimated_hours: trip.estimated_hours },
});

export const withoutLines = (cart: TripCart, ids: number[]): TripCart => {
  const lines = cart.lines.filter((l) => !ids.includes(l.id));
  return lines.length ? { lines, trip: cart.trip } : { lines: [], trip: null };
};

export const withQuantity = (cart: TripCart, id: number, quantity: number): TripCart => ({
  ...cart,
  lines: cart.lines.map((l) => (l.id === id ? { ...l, quantity } : l)),
});

/** update-user-data's refusal: a bare array of the cart ids whose vehicles lack the trip type. */
export const conflictError = (ids: number[]) => Object.assign(new Error('Forbidden'), { status: 403, body: ids });
