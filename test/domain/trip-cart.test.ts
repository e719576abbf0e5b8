import { describe, expect, it } from 'vitest';
import {
  conflictingCartIds,
  formatKm,
  isPickupNow,
  kmOf,
  pickupTimeText,
  tripCartConflict,
  tripHoursOf,
  withRecentDestination,
  type TripCart,
  type TripRequest,
} from '../../domain/trip-cart.ts';

const cart: TripCart = {
  lines: [{ id: 1, vehicle_id: 10, provider_id: 1, quantity: 1, total_vehicles: 2 }],
  trip: { id: 7, rental_type: 'hourly', estimated_hours: 3 },
};
const trip = (over: Partial<TripRequest>): TripRequest => ({
  rental_type: 'hourly',
  estimated_hours: 3,
  distance: 0,
  destination_time: 0,
  pickup_time: '',
  pickup_location: { lat: 0, lng: 0, location_name: '' },
  destination_location: null,
  ...over,
});
const point = (n: number) => ({ lat: n, lng: n, location_name: `P${n}` });

describe('trip cart rules', () => {
  it('tells another provider, another trip type and another hourly duration apart, in that order', () => {
    const same = { id: 11, provider_id: 1, total_vehicles: 1 };
    const other = { id: 20, provider_id: 2, total_vehicles: 1 };
    expect(tripCartConflict(cart, other, trip({ rental_type: 'distance_wise' }))).toBe('otherProvider');
    expect(tripCartConflict(cart, same, trip({ rental_type: 'distance_wise' }))).toBe('otherTripType');
    expect(tripCartConflict(cart, same, trip({ estimated_hours: 5 }))).toBe('otherDuration');
    expect(tripCartConflict(cart, same, trip({ estimated_hours: 3 }))).toBeNull();
    expect(tripCartConflict({ lines: [], trip: null }, other, trip({ estimated_hours: 5 }))).toBeNull();
  });

  it("reads update-user-data's bare array of conflicting cart ids, and nothing else", () => {
    expect(conflictingCartIds({ body: [3, 4] })).toEqual([3, 4]);
    expect(conflictingCartIds({ body: { errors: [{ code: 'x', message: 'y' }] } })).toBeNull();
    expect(conflictingCartIds(new Error('x'))).toBeNull();
    expect(conflictingCartIds({ body: [] })).toBeNull();
  });

  it('keeps at most 5 recent destinations, newest first, the oldest dropped', () => {
    let list = [1, 2, 3, 4, 5].map(point).reverse();
    list = withRecentDestination(list, point(6));
    expect(list.map((p) => p.location_name)).toEqual(['P6', 'P5', 'P4', 'P3', 'P2']);
    expect(withRecentDestination(list, point(3)).map((p) => p.location_name)).toEqual(['P3', 'P6', 'P5', 'P4', 'P2']);
  });

  it('hours = floor(seconds / 3600); km = meters / 1000 shown with 3 decimals', () => {
    expect(tripHoursOf(7199)).toBe(1);
    expect(tripHoursOf(7200)).toBe(2);
    expect(formatKm(kmOf(12345))).toBe('12.345');
    expect(formatKm(kmOf(500))).toBe('0.500');
  });

  it("'Pickup Now' when the time is not in the future; sent as year-month-day hh:mm AM/PM", () => {
    const now = new Date('2026-11-22T06:00:00Z');
    expect(isPickupNow(null, now)).toBe(true);
    expect(isPickupNow(new Date('2026-11-22T05:59:00Z'), now)).toBe(true);
    expect(isPickupNow(new Date('2026-11-22T06:01:00Z'), now)).toBe(false);
    // 06:00 UTC is 12:00 in Dhaka (UTC+6); 18:05 UTC is 00:05 the next day
    expect(pickupTimeText(now, 'Asia/Dhaka')).toBe('2026-11-22 12:00 PM');
    expect(pickupTimeText(new Date('2026-11-22T18:05:00Z'), 'Asia/Dhaka')).toBe('2026-11-23 12:05 AM');
    expect(pickupTimeText(new Date('2026-11-22T03:30:00Z'), 'Asia/Dhaka')).toBe('2026-11-22 09:30 AM');
  });
});
