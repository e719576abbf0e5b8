// Geo services of the 6amMart config API (reference §2): reverse geocode, place autocomplete, place details and
// zone lookup. Each takes an AbortSignal so the location machine can cancel a stale lookup when it restarts.
import { api, unwrap } from './client.ts';
import {
  parseLatLng,
  type LatLng,
  type PlaceDetails,
  type PlaceSuggestion,
  type SavedAddress,
} from '../../domain/geo.ts';
import { readPlaceDetails, readSuggestions } from './places-format.ts';
import { ApiError, unreadableAnswer } from './errors.ts';
import { objectOf } from './lenient.ts';

/** GET /api/v1/config/geocode-api: the first result's formatted address (Google Geocoding shape). */
export async function reverseGeocode(latLng: LatLng, signal?: AbortSignal): Promise<string> {
  const data = await unwrap(
    api.GET('/api/v1/config/geocode-api', { params: { query: { lat: latLng.lat, lng: latLng.lng } }, signal }),
  );
  const address = data.results?.[0]?.formatted_address;
  if (!address) throw new Error('No address found for this point.');
  return address;
}

/**
 * A place-search answer as an object: one without JSON (6amMart 3.5 offline answers 200 with an empty body, which
 * openapi-fetch reads as nothing or fails to parse) is the worded "place search is not available".
 */
async function placesAnswer<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const data = await unwrap(call).catch((error: unknown) => {
    if (error instanceof ApiError || (error instanceof Error && error.name === 'AbortError')) throw error;
    throw unreadableAnswer(200, PLACE_SEARCH_FAILURE);
  });
  if (!objectOf(data)) throw unreadableAnswer(200, PLACE_SEARCH_FAILURE);
  return data;
}
const PLACE_SEARCH_FAILURE = 'common.placeSearchUnavailable';

/** GET /api/v1/config/place-api-autocomplete: suggestions (Places API (New) or, from older backends, legacy). */
export async function placeAutocomplete(text: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  const data = await placesAnswer(
    api.GET('/api/v1/config/place-api-autocomplete', { params: { query: { search_text: text } }, signal }),
  );
  return readSuggestions(data);
}

/** GET /api/v1/config/place-api-details: where the place is and its formatted address. */
export async function placeDetails(placeId: string, signal?: AbortSignal): Promise<PlaceDetails> {
  const data = await placesAnswer(
    api.GET('/api/v1/config/place-api-details', { params: { query: { placeid: placeId } }, signal }),
  );
  return readPlaceDetails(data);
}

/** GET /api/v1/config/get-zone-id: the zone ids (JSON array string, kept exactly as returned) containing a point. */
export async function lookupZone(latLng: LatLng, signal?: AbortSignal): Promise<{ zoneId: string }> {
  const data = await unwrap(
    api.GET('/api/v1/config/get-zone-id', { params: { query: { lat: latLng.lat, lng: latLng.lng } }, signal }),
  );
  return { zoneId: data.zone_id };
}

/** GET /api/v1/customer/address/list (signed in): the customer's saved addresses for the location picker. */
export async function fetchSavedAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  const data = await unwrap(
    api.GET('/api/v1/customer/address/list', { params: { query: { limit: 50, offset: 1 } }, signal }),
  );
  return (data.addresses ?? []).flatMap((a) => {
    const latLng = parseLatLng({ lat: a.latitude, lng: a.longitude });
    return latLng ? [{ id: a.id, addressType: a.address_type ?? 'other', address: a.address ?? '', latLng }] : [];
  });
}
