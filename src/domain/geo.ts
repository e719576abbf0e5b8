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
