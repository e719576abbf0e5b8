// The distance of a distance-wise trip (spec part 2 §3 "Search state" distanceData, §9): GET /config/distance-api
// answers a Routes API matrix element; the km are its metres / 1000 and the trip hours floor(seconds / 3600). When the
// service finds no route (condition ZERO_RESULTS, or no distance) the straight line (earth radius 6378137 m) is used.
import type { components } from '../../openapi/storefront.d.ts';
import { kmOf, tripHoursOf } from '../../domain/trip-cart.ts';
import { straightLineKm, type LatLng } from '../../domain/geo.ts';
import { api, unwrap } from './client.ts';

export type RouteMatrixElement = components['schemas']['RouteMatrixElement'];

export interface TripDistance {
  /** Kilometres (not rounded; shown with 3 decimals). */
  km: number;
  /** Hours of the route, rounded down (0 on the straight-line fallback). */
  hours: number;
  /** The distance service had no route: the straight line was used. */
  straightLine: boolean;
}

/** "1234s" → 1234 (Routes API durations); anything else → 0. */
const secondsOf = (duration: string | undefined) => {
  const n = Number.parseFloat(duration ?? '');
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** The trip's distance from the service's matrix element, or the straight line when it has no route. */
export function tripDistanceOf(element: RouteMatrixElement, from: LatLng, to: LatLng): TripDistance {
  if (element.condition === 'ZERO_RESULTS' || typeof element.distanceMeters !== 'number')
    return { km: straightLineKm(from, to), hours: 0, straightLine: true };
  return { km: kmOf(element.distanceMeters), hours: tripHoursOf(secondsOf(element.duration)), straightLine: false };
}

/** GET /api/v1/config/distance-api (driving) between pickup and destination. */
export async function fetchTripDistance(from: LatLng, to: LatLng, signal?: AbortSignal): Promise<TripDistance> {
  const element = await unwrap(
    api.GET('/api/v1/config/distance-api', {
      params: {
        query: {
          origin_lat: from.lat,
          origin_lng: from.lng,
          destination_lat: to.lat,
          destination_lng: to.lng,
          mode: 'DRIVE',
        },
      },
      signal,
    }),
  );
  return tripDistanceOf(element, from, to);
}
