// Geo values shared by the location flow, its API functions and its views (pure; no app imports).

export interface LatLng {
  lat: number;
  lng: number;
}

/** A place autocomplete suggestion (Places API (New) `placePrediction`). */
export interface PlaceSuggestion {
  placeId: string;
  mainText: string;
  secondaryText: string;
}

/** A chosen place: where it is and its formatted address. */
export interface PlaceDetails {
  latLng: LatLng;
  address: string;
}

/** A customer's saved address, as the location picker offers it. */
export interface SavedAddress {
  id: number;
  addressType: string;
  address: string;
  latLng: LatLng;
}

/** Map zoom limits (spec part 1 §9: zoom 1–21, default 17). */
export const mapZoom = { min: 1, max: 21, default: 17 } as const;

/** Clamps a zoom level into 1–21. */
export const clampZoom = (zoom: number) => Math.min(mapZoom.max, Math.max(mapZoom.min, Math.round(zoom)));

/** Parses a lat/lng pair given as strings or numbers (config.default_location sends strings); null when invalid. */
export function parseLatLng(value: { lat: unknown; lng: unknown } | null | undefined): LatLng | null {
  if (!value) return null;
  const lat = Number(value.lat);
  const lng = Number(value.lng);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** Two points closer than ~1 cm are the same spot (the map echoes its own moves). */
export const samePoint = (a: LatLng | null, b: LatLng | null) =>
  !!a && !!b && Math.abs(a.lat - b.lat) < 1e-7 && Math.abs(a.lng - b.lng) < 1e-7;

/** "23.780800, 90.412500": coordinates as a fallback address. */
export const formatLatLng = (p: LatLng) => `${p.lat.toFixed(6)}, ${p.lng.toFixed(6)}`;

/** Earth radius of the straight-line fallback (spec part 2 §9: 6378137 m). */
export const EARTH_RADIUS_M = 6378137;

const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in metres between two points (haversine, R = 6378137 m). */
export function straightLineMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The straight-line fallback distance in km (metres / 1000), used when the distance service has no route. */
export const straightLineKm = (from: LatLng, to: LatLng) =>
  straightLineMeters(from.lat, from.lng, to.lat, to.lng) / 1000;

/** A polygon ring of [lat, lng] points. */
export type Ring = [number, number][];

/** Ray casting: whether [lat, lng] lies inside the ring (points on an edge count as inside). */
export function pointInPolygon(lat: number, lng: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [yi, xi] = ring[i]!;
    const [yj, xj] = ring[j]!;
    // on the edge
    const cross = (lng - xi) * (yj - yi) - (lat - yi) * (xj - xi);
    if (
      Math.abs(cross) < 1e-12 &&
      lng >= Math.min(xi, xj) &&
      lng <= Math.max(xi, xj) &&
      lat >= Math.min(yi, yj) &&
      lat <= Math.max(yi, yj)
    )
      return true;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Approximate area in square metres (shoelace on an equirectangular projection; fine at city scale). */
export function polygonAreaM2(ring: Ring): number {
  if (ring.length < 3) return 0;
  const lat0 = rad(ring.reduce((s, p) => s + p[0], 0) / ring.length);
  const project = ([lat, lng]: [number, number]) => [
    EARTH_RADIUS_M * rad(lng) * Math.cos(lat0),
    EARTH_RADIUS_M * rad(lat),
  ];
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = project(ring[i]!);
    const [x2, y2] = project(ring[(i + 1) % ring.length]!);
    sum += x1! * y2! - x2! * y1!;
  }
  return Math.abs(sum) / 2;
}
