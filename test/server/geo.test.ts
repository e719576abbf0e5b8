import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M, pointInPolygon, polygonAreaM2, straightLineMeters } from '../../domain/geo.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// Demo geography (server/db/seed/catalogue/geo-data.ts): zone 1 Dhaka Central (large), zone 2 Gulshan & Banani
// (small, inside zone 1), zone 3 Uttara, zone 4 Mirpur (overlaps zone 1), zone 5 Savar (inactive).
const gulshan2 = { lat: 23.7925, lng: 90.4078 };
const dhanmondi = { lat: 23.7461, lng: 90.3742 };
const uttara = { lat: 23.8709, lng: 90.3963 };
const mirpur10 = { lat: 23.8069, lng: 90.3687 };
const savar = { lat: 23.8583, lng: 90.2667 };
const chattogram = { lat: 22.3589, lng: 91.8213 };

describe('geometry helpers', () => {
  it('uses the earth radius 6378137 m for straight lines', () => {
    expect(EARTH_RADIUS_M).toBe(6378137);
    // one degree of latitude = R·π/180
    expect(straightLineMeters(0, 0, 1, 0)).toBeCloseTo((6378137 * Math.PI) / 180, 3);
  });

  it('tests points against polygons and measures their area', () => {
    const square: [number, number][] = [
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 0],
    ];
    expect(pointInPolygon(0.5, 0.5, square)).toBe(true);
    expect(pointInPolygon(1.5, 0.5, square)).toBe(false);
    expect(pointInPolygon(0, 0.5, square)).toBe(true); // on an edge
    expect(polygonAreaM2(square) / 1e9).toBeCloseTo(12.39, 1); // ≈ 111.3 km × 111.3 km
  });
});

describe('getZoneId', () => {
  it('returns every active zone containing the point, smallest area first', async () => {
    const res = await server.call('getZoneId', { query: gulshan2 });
    expect(res.status).toBe(200);
    expect(res.body.zone_id).toBe('[2,1]');
    expect(res.body.zone_data.map((z: { id: number }) => z.id)).toEqual([2, 1]);
    const gulshan = res.body.zone_data[0];
    expect(gulshan.increased_delivery_fee_status).toBe(1);
    expect(gulshan.increased_delivery_fee).toBe(10);
    const food = gulshan.modules.find((m: { module_type: string }) => m.module_type === 'food');
    expect(food.pivot).toMatchObject({
      zone_id: 2,
      per_km_shipping_charge: 0.7,
      minimum_shipping_charge: 1,
      maximum_shipping_charge: 6,
    });
  });

  it('orders overlapping zones by area (Mirpur inside the edge of Dhaka Central)', async () => {
    const res = await server.call('getZoneId', { query: mirpur10 });
    expect(JSON.parse(res.body.zone_id)).toEqual([4, 1]);
    expect((await server.call('getZoneId', { query: dhanmondi })).body.zone_id).toBe('[1]');
    expect((await server.call('getZoneId', { query: uttara })).body.zone_id).toBe('[3]');
  });

  it("answers 404 code 'coordinates' outside every zone", async () => {
    const res = await server.call('getZoneId', { query: chattogram });
    expect(res.status).toBe(404);
    expect(res.body.errors[0]).toEqual({ code: 'coordinates', message: 'service_not_available_in_this_area' });
  });

  it('answers 403 when the only zone containing the point is inactive', async () => {
    const res = await server.call('getZoneId', { query: savar });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('coordinates');
  });
});

describe('geocode', () => {
  it('reverse-geocodes to the nearest gazetteer place with a formatted address', async () => {
    const res = await server.call('geocode', { query: { lat: 23.7927, lng: 90.4079 } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('OK');
    expect(res.body.results[0].formatted_address).toBe('Gulshan 2 Circle, Gulshan, Dhaka 1212, Bangladesh');
    expect(res.body.results[0].address_components.at(-1)).toMatchObject({ short_name: 'BD' });
  });

  it('has no result far from every place', async () => {
    const res = await server.call('geocode', { query: { lat: 0, lng: 0 } });
    expect(res.body).toEqual({ results: [], status: 'ZERO_RESULTS' });
  });

  it('rejects a latitude out of range with 403', async () => {
    const res = await server.call('geocode', { query: { lat: 123, lng: 90 } });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('lat');
  });
});

describe('place autocomplete and details', () => {
  it('suggests places matching the text, prefix matches first, at most 5', async () => {
    const res = await server.call('placeAutocomplete', { query: { search_text: 'gul' } });
    expect(res.status).toBe(200);
    const main = res.body.suggestions.map((s: any) => s.placePrediction.structuredFormat.mainText.text);
    expect(main.slice(0, 3)).toEqual(['Gulshan 1 Circle', 'Gulshan 2 Circle', 'Gulshan Lake Park']);
    expect(main.length).toBeLessThanOrEqual(5);
    expect(res.body.suggestions[0].placePrediction.structuredFormat.secondaryText.text).toBe(
      'Gulshan, Dhaka 1212, Bangladesh',
    );
    const many = await server.call('placeAutocomplete', { query: { search_text: 'dhaka' } });
    expect(many.body.suggestions).toHaveLength(5);
    const none = await server.call('placeAutocomplete', { query: { search_text: 'zzzz' } });
    expect(none.body.suggestions).toEqual([]);
  });

  it('resolves a suggestion to its location', async () => {
    const list = await server.call('placeAutocomplete', { query: { search_text: 'Airport Railway' } });
    const placeId = list.body.suggestions[0].placePrediction.placeId;
    const res = await server.call('placeDetails', { query: { placeid: placeId } });
    expect(res.status).toBe(200);
    expect(res.body.displayName.text).toBe('Airport Railway Station');
    expect(res.body.location).toEqual({ latitude: 23.8513, longitude: 90.4079 });
  });

  it('403 without search text, 404 for an unknown place id', async () => {
    expect((await server.call('placeAutocomplete', { query: {} })).status).toBe(403);
    const res = await server.call('placeDetails', { query: { placeid: 'nope' } });
    expect(res.status).toBe(404);
    expect(res.body.errors[0].code).toBe('placeid');
  });
});

describe('distance', () => {
  it('answers the delivery distance (the straight line in whole metres, what orders are priced with) and a road time', async () => {
    const res = await server.call('distance', {
      query: {
        origin_lat: gulshan2.lat,
        origin_lng: gulshan2.lng,
        destination_lat: dhanmondi.lat,
        destination_lng: dhanmondi.lng,
      },
    });
    expect(res.status).toBe(200);
    const straight = straightLineMeters(gulshan2.lat, gulshan2.lng, dhanmondi.lat, dhanmondi.lng);
    expect(res.body.condition).toBe('ROUTE_EXISTS');
    expect(res.body.distanceMeters).toBe(Math.round(straight));
    expect(res.body.duration).toMatch(/^\d+s$/);
    // 25 km/h driving over roads 1.3 × the straight line
    expect(parseInt(res.body.duration)).toBe(Math.round((res.body.distanceMeters * 1.3) / (25000 / 3600)));
    const walk = await server.call('distance', {
      query: {
        origin_lat: gulshan2.lat,
        origin_lng: gulshan2.lng,
        destination_lat: dhanmondi.lat,
        destination_lng: dhanmondi.lng,
        mode: 'WALK',
      },
    });
    expect(parseInt(walk.body.duration)).toBeGreaterThan(parseInt(res.body.duration) * 4);
  });

  it('has ZERO_RESULTS when a point is outside every zone', async () => {
    const res = await server.call('distance', {
      query: {
        origin_lat: gulshan2.lat,
        origin_lng: gulshan2.lng,
        destination_lat: chattogram.lat,
        destination_lng: chattogram.lng,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.condition).toBe('ZERO_RESULTS');
    expect(res.body.distanceMeters).toBeUndefined();
  });

  it('403 when a coordinate is missing', async () => {
    const res = await server.call('distance', { query: { origin_lat: 1, origin_lng: 2, destination_lat: 3 } });
    expect(res.status).toBe(403);
    expect(res.body.errors.map((e: any) => e.code)).toEqual(['destination_lng']);
  });
});

describe('zones', () => {
  it('lists the active zones with their polygons', async () => {
    const res = await server.call('getZoneList');
    expect(res.status).toBe(200);
    expect(res.body.map((z: any) => z.id)).toEqual([1, 2, 3, 4]);
    // 6amMart's shape: a GeoJSON Polygon whose first ring is closed and holds [lng, lat] positions.
    const polygon = res.body[1].coordinates;
    expect(polygon.type).toBe('Polygon');
    const ring: [number, number][] = polygon.coordinates[0];
    expect(ring.length).toBeGreaterThanOrEqual(4);
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    // Dhaka: longitude ≈ 90, latitude ≈ 23.8 — the order is [lng, lat].
    for (const [lng, lat] of ring) {
      expect(lng).toBeGreaterThan(89);
      expect(lng).toBeLessThan(91);
      expect(lat).toBeGreaterThan(23);
      expect(lat).toBeLessThan(25);
    }
  });

  it('rejects an over-long X-localization header', async () => {
    const res = await server.call('getZoneList', { headers: { 'X-localization': 'x'.repeat(20) } });
    expect(res.status).toBe(403);
  });

  it('checks a point against one zone', async () => {
    expect((await server.call('checkZone', { query: { ...gulshan2, zone_id: 2 } })).body).toBe(true);
    expect((await server.call('checkZone', { query: { ...dhanmondi, zone_id: 2 } })).body).toBe(false);
    expect((await server.call('checkZone', { query: { ...savar, zone_id: 5 } })).body).toBe(false); // inactive
    expect((await server.call('checkZone', { query: { ...gulshan2, zone_id: 99 } })).status).toBe(404);
    expect((await server.call('checkZone', { query: gulshan2 })).status).toBe(403);
  });
});
