// Geocoding, places and distances over the seeded gazetteer; the zones list.
import { placeDetails, placeSuggestions, reverseGeocode } from '../lib/geo/gazetteer.ts';
import { activeZoneIdsAt, activeZones, estimateRoute, geoJsonPolygon, isInActiveZone } from '../lib/geo/zones.ts';
import { defineHandlers } from '../lib/http/handler.ts';

export const geoHandlers = defineHandlers((ctx) => ({
  geocode: async (req) => {
    const { lat, lng } = req.query;
    return reverseGeocode(ctx.db, lat, lng);
  },

  placeAutocomplete: async (req) => placeSuggestions(ctx.db, req.query.search_text),

  placeDetails: async (req) => placeDetails(ctx.db, req.query.placeid, req.scope.locale),

  distance: async (req) => {
    const q = req.query;
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

  getZoneList: async () =>
    (await activeZones(ctx.db)).map((z) => ({
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
    })),

  checkZone: async (req) => {
    const { lat, lng, zone_id } = req.query;
    return isInActiveZone(ctx.db, zone_id, lat, lng);
  },
}));
