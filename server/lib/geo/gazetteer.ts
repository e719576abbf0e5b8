// Geocoding and place search over the seeded gazetteer (table `places`), answered in the shapes of Google's Geocoding
// and Places APIs that 6amMart's clients read.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { places } from '../../db/schema/catalogue.ts';
import { straightLineMeters } from '../../../domain/geo.ts';
import { notFound } from '../http/errors.ts';

/** Reverse geocoding gives up farther than this from every known place. */
const GEOCODE_RADIUS_M = 50_000;
const MAX_SUGGESTIONS = 5;

type PlaceRow = typeof places.$inferSelect;

const addressComponents = (p: PlaceRow) => {
  const [area = '', cityLine = ''] = p.secondary.split(',').map((s) => s.trim());
  const postal = /\d{4}$/.exec(cityLine)?.[0];
  const city = cityLine.replace(/\s*\d{4}$/, '') || area;
  return [
    { long_name: p.name, short_name: p.name, types: [p.kind] },
    { long_name: area, short_name: area, types: ['sublocality', 'political'] },
    { long_name: city, short_name: city, types: ['locality', 'political'] },
    ...(postal ? [{ long_name: postal, short_name: postal, types: ['postal_code'] }] : []),
    { long_name: 'Bangladesh', short_name: 'BD', types: ['country', 'political'] },
  ];
};

/** The three places nearest the point, or ZERO_RESULTS when the nearest is farther than 50 km. */
export async function reverseGeocode(db: Db, lat: number, lng: number) {
  const all = await db.select().from(places);
  const ranked = all
    .map((p) => ({ p, d: straightLineMeters(lat, lng, p.latitude, p.longitude) }))
    .sort((a, b) => a.d - b.d);
  const nearest = ranked[0];
  if (!nearest || nearest.d > GEOCODE_RADIUS_M) return { results: [], status: 'ZERO_RESULTS' as const };
  return {
    status: 'OK' as const,
    results: ranked.slice(0, 3).map(({ p }) => ({
      formatted_address: p.formattedAddress,
      place_id: p.placeId,
      types: [p.kind],
      geometry: { location: { lat: p.latitude, lng: p.longitude }, location_type: 'GEOMETRIC_CENTER' },
      address_components: addressComponents(p),
    })),
  };
}

/** How well a place matches the typed text: name start, a word's start, inside the name, in the area; -1 not at all. */
function matchScore(p: PlaceRow, text: string): number {
  const name = p.name.toLowerCase();
  const words = name.split(/[^a-z0-9']+/);
  if (name.startsWith(text)) return 0;
  if (words.some((w) => w.startsWith(text))) return 1;
  if (name.includes(text)) return 2;
  return p.secondary.toLowerCase().includes(text) ? 3 : -1;
}

/** Up to five places matching the typed text, the best matches first, then by name. */
export async function placeSuggestions(db: Db, searchText: string) {
  const text = searchText.trim().toLowerCase();
  const all = await db.select().from(places).orderBy(asc(places.id));
  const scored = all
    .map((p) => ({ p, score: matchScore(p, text) }))
    .filter((x) => x.score >= 0)
    .sort((a, b) => a.score - b.score || a.p.name.localeCompare(b.p.name))
    .slice(0, MAX_SUGGESTIONS);
  return {
    suggestions: scored.map(({ p }) => ({
      placePrediction: {
        place: `places/${p.placeId}`,
        placeId: p.placeId,
        text: { text: p.formattedAddress },
        structuredFormat: { mainText: { text: p.name }, secondaryText: { text: `${p.secondary}, Bangladesh` } },
        types: [p.kind],
      },
    })),
  };
}

/** A place by its id (404 when unknown), its name in the request's language code. */
export async function placeDetails(db: Db, placeId: string, locale: string) {
  const [p] = await db.select().from(places).where(eq(places.placeId, placeId));
  if (!p) throw notFound('placeid', 'Place not found.');
  return {
    id: p.placeId,
    displayName: { text: p.name, languageCode: locale },
    formattedAddress: p.formattedAddress,
    location: { latitude: p.latitude, longitude: p.longitude },
  };
}
