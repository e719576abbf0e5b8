// Geocoding, places and distances over the seeded gazetteer; the zones list.
import { asc, eq } from 'drizzle-orm';
import { places, zones } from '../db/schema/catalogue.ts';
import { notFound } from '../lib/http/errors.ts';
import { pointInPolygon, straightLineMeters } from '../../domain/geo.ts';
import { activeZoneIdsAt, estimateRoute, geoJsonPolygon } from '../lib/geo/zones.ts';
import { defineHandlers } from '../lib/http/handler.ts';

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

export const geoHandlers = defineHandlers((ctx) => ({
  geocode: async (req) => {
    const { lat, lng } = req.query as { lat: number; lng: number };
    const all = await ctx.db.select().from(places);
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
  },

  placeAutocomplete: async (req) => {
    const text = (req.query as { search_text: string }).search_text.trim().toLowerCase();
    const all = await ctx.db.select().from(places).orderBy(asc(places.id));
    const scored = all
      .map((p) => {
        const name = p.name.toLowerCase();
        const words = name.split(/[^a-z0-9']+/);
        const score = name.startsWith(text)
          ? 0
          : words.some((w) => w.startsWith(text))
            ? 1
            : name.includes(text)
              ? 2
              : p.secondary.toLowerCase().includes(text)
                ? 3
                : -1;
        return { p, score };
      })
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
  },

  placeDetails: async (req) => {
    const { placeid } = req.query as { placeid: string };
    const [p] = await ctx.db.select().from(places).where(eq(places.placeId, placeid));
    if (!p) throw notFound('placeid', 'Place not found.');
    return {
      id: p.placeId,
      displayName: { text: p.name, languageCode: req.scope.locale },
      formattedAddress: p.formattedAddress,
      location: { latitude: p.latitude, longitude: p.longitude },
    };
  },

  distance: async (req) => {
    const q = req.query as {
      origin_lat: number;
      origin_lng: number;
      destination_lat: number;
      destination_lng: number;
      mode?: string;
    };
    const mode = (q.mode ?? 'DRIVE').toUpperCase() as 'DRIVE' | 'WALK';
    const [fromZones, toZones] = await Promise.all([
      activeZoneIdsAt(ctx.db, q.origin_lat, q.origin_lng),
      activeZoneIdsAt(ctx.db, q.destination_lat, q.destination_lng),
    ]);
    if (!fromZones.length || !toZones.length)
      return { originIndex: 0, destinationIndex: 0, condition: 'ZERO_RESULTS' as const, travelMode: mode };
    const route = estimateRoute(
      { lat: q.origin_lat, lng: q.origin_lng },
      { lat: q.destination_lat, lng: q.destination_lng },
      mode,
    );
    return {
      originIndex: 0,
      destinationIndex: 0,
      condition: 'ROUTE_EXISTS' as const,
      distanceMeters: route.meters,
      duration: `${route.seconds}s`,
      staticDuration: `${route.seconds}s`,
      travelMode: mode,
    };
  },

  getZoneList: async () => {
    const rows = await ctx.db.select().from(zones).where(eq(zones.status, 1)).orderBy(asc(zones.id));
    return rows.map((z) => ({
      id: z.id,
      name: z.name,
      display_name: z.displayName ?? z.name,
      status: z.status,
      coordinates: geoJsonPolygon(z.coordinates),
      cash_on_delivery: z.cashOnDelivery,
      digital_payment: z.digitalPayment,
      increased_delivery_fee: z.increasedDeliveryFee,
      increased_delivery_fee_status: z.increasedDeliveryFeeStatus,
      increase_delivery_charge_message: z.increaseDeliveryChargeMessage,
    }));
  },

  checkZone: async (req) => {
    const { lat, lng, zone_id } = req.query as { lat: number; lng: number; zone_id: number };
    const [zone] = await ctx.db.select().from(zones).where(eq(zones.id, zone_id));
    if (!zone) throw notFound('zone_id', 'Zone not found.');
    return zone.status === 1 && pointInPolygon(lat, lng, zone.coordinates);
  },
}));
