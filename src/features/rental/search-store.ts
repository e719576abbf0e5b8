// The rental search's state (spec part 2 §3 "Search state"): pickup and destination, trip type, duration (hours)
// or distance (km, with the route's hours), the pickup date. Kept for the tab (sessionStorage) so the search,
// vehicle and cart pages share it; recent destinations (up to 5) are kept in localStorage.
import { useSyncExternalStore } from 'react';
import { BUSINESS_TIME_ZONE } from '../../../domain/time-zone.ts';
import {
  isPickupNow,
  pickupTimeText,
  withRecentDestination,
  type RentalType,
  type TripPoint,
  type TripRequest,
} from '../../../domain/trip-cart.ts';
import { session } from '../../session/storage.ts';

export interface RentalSearch {
  pickup: TripPoint | null;
  destination: TripPoint | null;
  tripType: RentalType;
  /** Hourly: whole hours (at least 1). */
  hours: number;
  /** Distance-wise: km from the distance service (or the straight-line fallback). */
  distanceKm: number;
  /** Distance-wise: the route's hours (floor of seconds / 3600). */
  routeHours: number;
  /** ISO time of a scheduled pickup; null = now. */
  pickupAt: string | null;
}

const SEARCH_KEY = 'rental-search';
const RECENT_KEY = 'rental-recent-destinations';

const storedPickup = (): TripPoint | null => {
  const at = session.latLng();
  return at ? { lat: at.lat, lng: at.lng, location_name: session.location() ?? '' } : null;
};

const initial = (): RentalSearch => ({
  pickup: storedPickup(),
  destination: null,
  tripType: 'hourly',
  hours: 1,
  distanceKm: 0,
  routeHours: 0,
  pickupAt: null,
});

/**
 * The search a server render shows, and the browser hydrates with (docs/architecture.md, "A page request"): the
 * stored location's, as the server reads it. Once per page in the browser (a server snapshot is read again on every
 * render); per request on the server.
 */
let atStart: RentalSearch | null = null;
const serverSnapshot = () => (typeof document === 'undefined' ? initial() : (atStart ??= initial()));

const samePoint = (a: TripPoint | null, b: TripPoint | null) =>
  a === b || (!!a && !!b && a.lat === b.lat && a.lng === b.lng && a.location_name === b.location_name);

/**
 * The tab's own search (sessionStorage), else the search of the stored location — the very object the page was
 * hydrated with while it says the same, so that a tab without a search of its own is not drawn a second time after
 * hydration (a changed snapshot makes React render again at once, in one task).
 */
function read(): RentalSearch {
  try {
    const raw = globalThis.sessionStorage?.getItem(SEARCH_KEY);
    if (raw) return { ...initial(), ...(JSON.parse(raw) as Partial<RentalSearch>) };
  } catch {
    /* unreadable: the starting search */
  }
  const start = initial();
  return atStart && samePoint(atStart.pickup, start.pickup) ? atStart : start;
}

let current: RentalSearch | null = null;
const listeners = new Set<() => void>();
const snapshot = () => (current ??= read());

export function setRentalSearch(patch: Partial<RentalSearch>) {
  current = { ...snapshot(), ...patch };
  globalThis.sessionStorage?.setItem(SEARCH_KEY, JSON.stringify(current));
  if (patch.destination) {
    const recent = withRecentDestination(recentDestinations(), patch.destination);
    globalThis.localStorage?.setItem(RECENT_KEY, JSON.stringify(recent));
  }
  listeners.forEach((l) => l());
}

/** Forgets the search (tests; a new location). */
export function resetRentalSearch() {
  current = null;
  globalThis.sessionStorage?.removeItem(SEARCH_KEY);
  listeners.forEach((l) => l());
}

export function recentDestinations(): TripPoint[] {
  try {
    return JSON.parse(globalThis.localStorage?.getItem(RECENT_KEY) ?? '[]') as TripPoint[];
  } catch {
    return [];
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

export const useRentalSearch = () => useSyncExternalStore(subscribe, snapshot, serverSnapshot);

/** The search as a page opening now reads it (its route loader's): the tab's in the browser, the start's on the server. */
export const rentalSearchNow = () => (typeof document === 'undefined' ? initial() : snapshot());

/** A distance-wise trip with both ends: its km and route hours come from the distance service. */
export const needsTripDistance = (search: RentalSearch) =>
  search.tripType === 'distance_wise' && !!search.pickup && !!search.destination;

/** The trip the cart calls send for the search (the pickup time in shop time, now when not scheduled). */
export function tripRequestOf(search: RentalSearch, now = new Date()): TripRequest {
  const at = search.pickupAt ? new Date(search.pickupAt) : null;
  return {
    rental_type: search.tripType,
    estimated_hours: search.tripType === 'hourly' ? search.hours : 0,
    distance: search.tripType === 'distance_wise' ? search.distanceKm : 0,
    destination_time: search.tripType === 'distance_wise' ? search.routeHours : 0,
    pickup_time: pickupTimeText(isPickupNow(at, now) ? now : at!, BUSINESS_TIME_ZONE),
    pickup_location: search.pickup ?? storedPickup() ?? { lat: 0, lng: 0, location_name: '' },
    destination_location: search.destination,
  };
}
