import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { customerToken, points, rentalIds, type RentalIds } from './rental-helpers.ts';

let server: TestServer;
let ids: RentalIds;
let moduleId: number;
const allZones = '[1,2,3,4]';

beforeAll(async () => {
  server = await startTestServer();
  ids = await rentalIds(server);
  moduleId = ids.moduleId;
});
afterAll(() => server.close());

const search = (query: Record<string, string | number>, zoneId = allZones) =>
  server.call('searchVehicles', { query, zoneId, moduleId });

describe('demo data', () => {
  it('has ≥ 20 vehicles across 4 providers with hourly and distance trips', async () => {
    const res = await search({ limit: 100 });
    expect(res.status).toBe(200);
    expect(res.body.total_size).toBeGreaterThanOrEqual(20);
    const providers = new Set(res.body.vehicles.map((v: { provider_id: number }) => v.provider_id));
    expect(providers.size).toBe(4);
    expect(res.body.vehicles.some((v: any) => v.trip_hourly === 1 && v.trip_distance === 0)).toBe(true);
    expect(res.body.vehicles.some((v: any) => v.trip_hourly === 0 && v.trip_distance === 1)).toBe(true);
    expect(res.body.vehicles.some((v: any) => v.new_tag === 1)).toBe(true);
    expect(res.body.vehicles.some((v: any) => v.discount_price > 0 && v.discount_type === 'amount')).toBe(true);
  });
});

describe('searchVehicles', () => {
  it('returns vehicles with full image urls, their provider (discount, pickup zones) and the price range', async () => {
    const res = await search({});
    expect(res.status).toBe(200);
    expect(res.body.limit).toBe(25);
    expect(res.body.offset).toBe(1);
    const corolla = res.body.vehicles.find((v: any) => v.name === 'Toyota Corolla Axio');
    expect(corolla.thumbnail_full_url).toBe(`${server.url}/media/vehicles/${corolla.thumbnail}`);
    expect(corolla.images_full_url).toHaveLength(3);
    expect(corolla.provider.pickup_zone_id).toEqual([1, 2, 4]);
    expect(corolla.provider.discount).toMatchObject({
      discount: 10,
      discount_type: 'percent',
      min_purchase: 100,
      max_discount: 50,
    });
    expect(corolla.total_vehicle_count).toBe(corolla.total_vehicles);
    expect(res.body.min_price).toBe(0.3);
    expect(res.body.max_price).toBe(60);
  });

  it('only shows providers of the zoneId header', async () => {
    const res = await search({ limit: 100 }, '[3]');
    expect(res.body.vehicles.length).toBeGreaterThan(0);
    expect(res.body.vehicles.every((v: any) => v.zone_id === 3)).toBe(true);
  });

  it('filters by name, brand, category, seats, air condition, transmission and fuel', async () => {
    const byName = await search({ name: 'tesla' });
    expect(byName.body.vehicles.map((v: any) => v.name).sort()).toEqual(['Tesla Model 3', 'Tesla Model Y']);
    const tesla = byName.body.vehicles[0].brand_id;
    const byBrand = await search({ brand_ids: `[${tesla}]`, limit: 100 });
    expect(byBrand.body.total_size).toBe(2);
    const sedan = ids.vehicle('Toyota Allion').categoryId;
    const byCategory = await search({ category_ids: `[${sedan}]`, limit: 100 });
    expect(byCategory.body.vehicles.every((v: any) => v.category.name === 'Sedan')).toBe(true);
    const bigSeats = await search({ seating_capacity: '9+', limit: 100 });
    expect(bigSeats.body.vehicles.map((v: any) => v.seating_capacity).sort()).toEqual([12, 14, 9]);
    const range = await search({ seating_capacity: '["2-2","12-12"]', limit: 100 });
    expect(new Set(range.body.vehicles.map((v: any) => v.seating_capacity))).toEqual(new Set([2, 12]));
    const ac = await search({ air_condition: 1, limit: 100 });
    expect(ac.body.vehicles.length).toBeGreaterThan(0);
    expect(ac.body.vehicles.every((v: any) => v.air_condition === 1)).toBe(true);
    const manualDiesel = await search({ transmission_type: 'manual', fuel_type: '["diesel"]', limit: 100 });
    expect(manualDiesel.body.vehicles.map((v: any) => v.name).sort()).toEqual([
      'Hyundai H-1',
      'Mitsubishi L300',
      'Nissan Urvan',
      'Toyota HiAce',
    ]);
  });

  it('filters by trip type and price, sorts by price, reports min/max before the price filter', async () => {
    const hourly = await search({ trip_type: 'hourly', limit: 100 });
    expect(hourly.body.vehicles.every((v: any) => v.trip_hourly === 1)).toBe(true);
    const perKm = await search({
      trip_type: 'distance_wise',
      min_price: 2,
      max_price: 3,
      sortby_price: 'high_to_low',
      limit: 100,
    });
    const prices = perKm.body.vehicles.map((v: any) => v.distance_price);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices.every((p: number) => p >= 2 && p <= 3)).toBe(true);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    expect(perKm.body.max_price).toBe(4.5);
    expect(perKm.body.min_price).toBe(0.3);
    const cheap = await search({ trip_type: 'hourly', sortby_price: 'asc', limit: 3 });
    expect(cheap.body.vehicles.map((v: any) => v.hourly_price)).toEqual([3, 4, 5]);
  });

  it('sorts top rated first and pages with limit/offset', async () => {
    const top = await search({ top_rated: 1, limit: 100 });
    const ratings = top.body.vehicles.map((v: any) => v.avg_rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    const page2 = await search({ limit: 5, offset: 2 });
    const page1 = await search({ limit: 5, offset: 1 });
    expect(page2.body.vehicles).toHaveLength(5);
    expect(page2.body.vehicles[0].id).not.toBe(page1.body.vehicles[0].id);
  });

  it('keeps only providers whose pickup zones contain the pickup point', async () => {
    const res = await search({
      pickup_location: JSON.stringify({ lat: points.uttara.lat, lng: points.uttara.lng }),
      limit: 100,
    });
    expect(res.status).toBe(200);
    expect(new Set(res.body.vehicles.map((v: any) => v.provider_id))).toEqual(new Set([ids.providers[2]!.id]));
  });

  it('answers 403 Out_of_pick_up_zone when the pickup point is outside every zone', async () => {
    const res = await search({ pickup_location: JSON.stringify({ lat: points.outside.lat, lng: points.outside.lng }) });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('Out_of_pick_up_zone');
  });

  it('answers 403 for a missing zoneId header, a malformed filter or an unknown module', async () => {
    const noZone = await server.call('searchVehicles', { moduleId });
    expect(noZone.status).toBe(403);
    expect(noZone.body.errors[0].code).toBe('zoneId');
    const badBrands = await search({ brand_ids: '[x' });
    expect(badBrands.status).toBe(403);
    expect(badBrands.body.errors[0].code).toBe('brand_ids');
    const badModule = await server.call('searchVehicles', { zoneId: allZones, moduleId: 999 });
    expect(badModule.status).toBe(403);
    expect(badModule.body.errors[0].code).toBe('moduleId');
  });
});

describe('getTopRatedVehicles', () => {
  it('lists the zones’ vehicles best rated first', async () => {
    const res = await server.call('getTopRatedVehicles', { zoneId: '[1]', moduleId, query: { limit: 50 } });
    expect(res.status).toBe(200);
    const ratings = res.body.vehicles.map((v: any) => v.avg_rating);
    expect(ratings[0]).toBeGreaterThanOrEqual(ratings.at(-1));
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    expect(res.body.vehicles.every((v: any) => v.zone_id === 1)).toBe(true);
  });
  it('answers 403 without a zoneId header', async () => {
    const res = await server.call('getTopRatedVehicles', { moduleId });
    expect(res.status).toBe(403);
  });
});

describe('getVehicleCategories and getVehicleBrands', () => {
  it('lists categories under the key `vehicles`, searchable, with image urls and Arabic names', async () => {
    const res = await server.call('getVehicleCategories', { moduleId });
    expect(res.status).toBe(200);
    expect(res.body.vehicles.map((c: any) => c.name)).toContain('SUV');
    expect(res.body.vehicles[0].image_full_url.startsWith(`${server.url}/media/vehicle-categories/`)).toBe(true);
    const found = await server.call('getVehicleCategories', { moduleId, query: { search: 'micro' } });
    expect(found.body.vehicles.map((c: any) => c.name)).toEqual(['Microbus']);
    const ar = await server.call('getVehicleCategories', {
      moduleId,
      query: { search: 'micro' },
      headers: { 'X-localization': 'ar' },
    });
    expect(ar.body.vehicles[0].name).toBe('حافلة صغيرة');
  });
  it('lists only the categories a provider has vehicles in', async () => {
    const res = await server.call('getVehicleCategories', { moduleId, query: { provider_id: ids.providers[3]!.id } });
    expect(res.body.vehicles.map((c: any) => c.name).sort()).toEqual(['Electric', 'Microbus', 'Motorbike']);
  });
  it('lists brands with vehicle counts', async () => {
    const res = await server.call('getVehicleBrands', { moduleId, query: { search: 'yam' } });
    expect(res.status).toBe(200);
    expect(res.body.brands).toEqual([expect.objectContaining({ name: 'Yamaha', vehicles_count: 2 })]);
  });
  it('answers 403 without the moduleId header or with a bad limit', async () => {
    expect((await server.call('getVehicleCategories', {})).status).toBe(403);
    const res = await server.call('getVehicleBrands', { moduleId, query: { limit: 0 } });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('limit');
  });
});

describe('getVehicleDetails', () => {
  it('returns the vehicle with prices, trip types, counts and provider', async () => {
    const v = ids.vehicle('Nissan X-Trail');
    const res = await server.call('getVehicleDetails', { params: { id: v.id }, moduleId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: v.id,
      hourly_price: 22,
      distance_price: 2.2,
      discount_type: 'amount',
      discount_price: 3,
      trip_hourly: 1,
      trip_distance: 0,
      seating_capacity: 5,
      total_vehicles: 2,
    });
    expect(res.body.provider.id).toBe(v.providerId);
  });
  it("answers 404 {error:'vehicle_not_found'}", async () => {
    const res = await server.call('getVehicleDetails', { params: { id: 99999 }, moduleId });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'vehicle_not_found' });
  });
});

describe('getProviderVehicles', () => {
  it("lists a provider's vehicles, filterable by category", async () => {
    const p = ids.providers[1]!;
    const res = await server.call('getProviderVehicles', { query: { provider_id: p.id }, moduleId });
    expect(res.status).toBe(200);
    expect(res.body.total_size).toBe(6);
    expect(res.body.vehicles.every((v: any) => v.provider_id === p.id)).toBe(true);
    const electric = res.body.vehicles.find((v: any) => v.category.name === 'Electric').category_id;
    const filtered = await server.call('getProviderVehicles', {
      query: { provider_id: p.id, category_id: electric },
      moduleId,
    });
    expect(filtered.body.total_size).toBe(2);
  });
  it('answers 403 without provider_id and 404 for an unknown provider', async () => {
    expect((await server.call('getProviderVehicles', { moduleId })).status).toBe(403);
    const res = await server.call('getProviderVehicles', { query: { provider_id: 99999 }, moduleId });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'provider_not_found' });
  });
});

describe('getRentalBanners', () => {
  it('lists the zones’ banners with their provider or vehicle', async () => {
    const res = await server.call('getRentalBanners', { zoneId: '[1,2]', moduleId });
    expect(res.status).toBe(200);
    expect(res.body.banners.length).toBe(3);
    const providerBanner = res.body.banners.find((b: any) => b.type === 'provider_wise');
    expect(providerBanner.provider.id).toBe(Number(providerBanner.data));
    const vehicleBanner = res.body.banners.find((b: any) => b.type === 'vehicle_wise');
    expect(vehicleBanner.vehicle.name).toBe('Tesla Model 3');
  });
  it('answers 403 without a zoneId header', async () => {
    expect((await server.call('getRentalBanners', { moduleId })).status).toBe(403);
  });
});

describe('providers', () => {
  it('returns provider details with vehicle count, rating and pickup zones', async () => {
    const p = ids.providers[0]!;
    const res = await server.call('getRentalProviderDetails', { params: { id: p.id }, moduleId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: p.id,
      name: 'Dhaka Car Rentals',
      total_vehicles: 6,
      pickup_zone_id: [1, 2, 4],
    });
    expect(res.body.rating_count).toBeGreaterThan(0);
  });
  it("answers 404 {error:'provider_not_found'} for an unknown id or a store of another module", async () => {
    const res = await server.call('getRentalProviderDetails', { params: { id: 99999 }, moduleId });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'provider_not_found' });
  });
  it('pages the reviews of the provider’s vehicles, newest first', async () => {
    const p = ids.providers[0]!;
    const res = await server.call('getRentalProviderReviews', { params: { id: p.id }, moduleId, query: { limit: 2 } });
    expect(res.status).toBe(200);
    expect(res.body.total_size).toBeGreaterThan(2);
    expect(res.body.reviews).toHaveLength(2);
    expect(res.body.provider.id).toBe(p.id);
    expect(res.body.reviews[0].created_at >= res.body.reviews[1].created_at).toBe(true);
    expect(res.body.reviews[0].vehicle_name).toBeTruthy();
  });
  it('answers 404 for reviews of an unknown provider', async () => {
    const res = await server.call('getRentalProviderReviews', { params: { id: 99999 }, moduleId });
    expect(res.status).toBe(404);
  });
});

describe('rental wishlist', () => {
  it('adds, lists and removes vehicles and providers', async () => {
    const { token } = await customerToken(server);
    const v = ids.vehicle('BMW X5');
    const p = ids.providers[2]!;
    expect((await server.call('addRentalWishlist', { token, moduleId, query: { vehicle_id: v.id } })).status).toBe(200);
    const added = await server.call('addRentalWishlist', { token, moduleId, query: { provider_id: p.id } });
    expect(added.body.message).toBe('Added to your wishlist successfully.');
    const list = await server.call('getRentalWishlist', { token, moduleId });
    expect(list.status).toBe(200);
    expect(list.body.vehicles.map((x: any) => x.id)).toEqual([v.id]);
    expect(list.body.providers.map((x: any) => x.id)).toEqual([p.id]);
    const removed = await server.call('removeRentalWishlist', { token, moduleId, query: { vehicle_id: v.id } });
    expect(removed.status).toBe(200);
    const after = await server.call('getRentalWishlist', { token, moduleId });
    expect(after.body.vehicles).toEqual([]);
    expect(after.body.providers).toHaveLength(1);
  });

  it('answers 409 for a duplicate, 404 for unknown ids, 403 without an id', async () => {
    const { token } = await customerToken(server);
    const v = ids.vehicle('BMW X5');
    await server.call('addRentalWishlist', { token, moduleId, query: { vehicle_id: v.id } });
    const dup = await server.call('addRentalWishlist', { token, moduleId, query: { vehicle_id: v.id } });
    expect(dup.status).toBe(409);
    expect((await server.call('addRentalWishlist', { token, moduleId, query: { provider_id: 99999 } })).status).toBe(
      404,
    );
    const none = await server.call('addRentalWishlist', { token, moduleId });
    expect(none.status).toBe(403);
    expect(none.body.errors[0].code).toBe('vehicle_id');
    expect(
      (await server.call('removeRentalWishlist', { token, moduleId, query: { provider_id: ids.providers[0]!.id } }))
        .status,
    ).toBe(404);
  });

  it('needs a signed-in customer (401)', async () => {
    expect((await server.call('getRentalWishlist', { moduleId })).status).toBe(401);
    expect((await server.call('addRentalWishlist', { moduleId, query: { vehicle_id: 1 } })).status).toBe(401);
    expect((await server.call('removeRentalWishlist', { moduleId, query: { vehicle_id: 1 } })).status).toBe(401);
  });

  it('answers 403 for an unknown module on the wishlist', async () => {
    const { token } = await customerToken(server);
    const res = await server.call('getRentalWishlist', { token, moduleId: 999 });
    expect(res.status).toBe(403);
  });
});
