import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { straightLineMeters } from '../../domain/geo.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';

let server: TestServer;
const WEDNESDAY_NOON = new Date('2026-03-04T06:00:00Z'); // 12:00 in Dhaka
beforeAll(async () => {
  server = await startTestServer();
  server.clock.now = WEDNESDAY_NOON;
});
afterAll(() => server.close());

const FOOD = 4;
const ALL_ZONES = '[1,2,3,4]';

describe('getStores', () => {
  it('lists stores of the zones across store modules (no rental providers), open ones first, paged', async () => {
    const page1 = await server.call('getStores', {
      params: { filter_data: 'all' },
      zoneId: ALL_ZONES,
      query: { limit: 10, offset: 1 },
    });
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ limit: 10, offset: 1 });
    expect(page1.body.total_size).toBeGreaterThanOrEqual(30);
    expect(page1.body.stores).toHaveLength(10);
    const all = await server.call('getStores', {
      params: { filter_data: 'all' },
      zoneId: ALL_ZONES,
      query: { limit: 100 },
    });
    expect(all.body.stores).toHaveLength(all.body.total_size);
    expect(
      all.body.stores.every((s: any) => ['grocery', 'pharmacy', 'ecommerce', 'food'].includes(s.module.module_type)),
    ).toBe(true);
    const opens = all.body.stores.map((s: any) => s.open);
    expect(opens).toEqual([...opens].sort((a: number, b: number) => b - a));
    const page2 = await server.call('getStores', {
      params: { filter_data: 'all' },
      zoneId: ALL_ZONES,
      query: { limit: 10, offset: 2 },
    });
    expect(page2.body.stores.map((s: any) => s.id)).toEqual(all.body.stores.slice(10, 20).map((s: any) => s.id));
  });

  it('keeps to the zones and the module header', async () => {
    const res = await server.call('getStores', {
      params: { filter_data: 'all' },
      zoneId: '[3]',
      moduleId: FOOD,
      query: { limit: 50 },
    });
    expect(res.body.stores.length).toBeGreaterThan(0);
    expect(res.body.stores.every((s: any) => s.zone_id === 3 && s.module_id === FOOD)).toBe(true);
  });

  it('filters take-away stores and veg stores', async () => {
    const takeAway = await server.call('getStores', {
      params: { filter_data: 'take_away' },
      zoneId: ALL_ZONES,
      query: { limit: 100 },
    });
    expect(takeAway.body.stores.every((s: any) => s.take_away)).toBe(true);
    expect(takeAway.body.stores.some((s: any) => s.module.module_type === 'ecommerce')).toBe(false);
    const veg = await server.call('getStores', {
      params: { filter_data: 'all' },
      zoneId: ALL_ZONES,
      moduleId: FOOD,
      query: { type: 'non_veg', limit: 100 },
    });
    expect(veg.body.stores.every((s: any) => s.non_veg === 1)).toBe(true);
  });

  it('sorts by store_type (top rated, popular, newly joined)', async () => {
    const top = await server.call('getStores', {
      params: { filter_data: 'all' },
      zoneId: ALL_ZONES,
      query: { store_type: 'top_rated', limit: 100 },
    });
    const ratings = top.body.stores.map((s: any) => s.avg_rating);
    expect(ratings).toEqual([...ratings].sort((a: number, b: number) => b - a));
    const popular = await server.call('getStores', {
      params: { filter_data: 'all' },
      zoneId: ALL_ZONES,
      query: { store_type: 'popular', limit: 100 },
    });
    const orders = popular.body.stores.map((s: any) => s.order_count);
    expect(orders).toEqual([...orders].sort((a: number, b: number) => b - a));
    const newest = await server.call('getStores', {
      params: { filter_data: 'all' },
      zoneId: ALL_ZONES,
      query: { store_type: 'newly_joined', limit: 100 },
    });
    const created = newest.body.stores.map((s: any) => s.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('requires zoneId; rejects an unknown filter', async () => {
    const res = await server.call('getStores', { params: { filter_data: 'all' } });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('zoneId');
    expect((await server.call('getStores', { params: { filter_data: 'nearby' }, zoneId: '[1]' })).status).toBe(403);
  });
});

describe('latest / popular / top-rated stores', () => {
  it('returns 12 per request when asked, newest first', async () => {
    const res = await server.call('getLatestStores', {
      zoneId: ALL_ZONES,
      moduleId: FOOD,
      query: { type: 'all', limit: 12, offset: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.limit).toBe(12);
    expect(res.body.stores.length).toBe(Math.min(12, res.body.total_size));
    const ids = res.body.stores.map((s: any) => s.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a)); // seed: later ids joined later
  });

  it('orders popular stores by orders and top-rated ones by rating', async () => {
    const popular = await server.call('getPopularStores', { zoneId: ALL_ZONES, moduleId: FOOD, query: { limit: 12 } });
    const counts = popular.body.stores.map((s: any) => s.order_count);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    const top = await server.call('getTopRatedStores', { zoneId: ALL_ZONES, moduleId: FOOD });
    const ratings = top.body.stores.map((s: any) => s.avg_rating);
    expect(ratings).toEqual([...ratings].sort((a: number, b: number) => b - a));
    expect(top.body.limit).toBe(25); // the one default page size of every list (6amMart lists: 25)
  });

  it('require moduleId (403 moduleId)', async () => {
    for (const op of ['getLatestStores', 'getPopularStores', 'getTopRatedStores']) {
      const res = await server.call(op, { zoneId: '[1]' });
      expect(res.status).toBe(403);
      expect(res.body.errors[0]).toEqual({ code: 'moduleId', message: 'Module id is required!' });
    }
  });
});

describe('searchStores', () => {
  it('finds stores by name', async () => {
    const res = await server.call('searchStores', { zoneId: ALL_ZONES, moduleId: FOOD, query: { name: 'burger' } });
    expect(res.status).toBe(200);
    expect(res.body.stores.map((s: any) => s.name)).toEqual(['Burger Barn']);
  });
  it('403 without a name', async () => {
    const res = await server.call('searchStores', { zoneId: ALL_ZONES, moduleId: FOOD });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('name');
  });
});

describe('getStoreDetails', () => {
  it('returns the store by id or slug with schedules, running discount, categories and usable coupons', async () => {
    const byId = await server.call('getStoreDetails', { params: { id: 22 } });
    expect(byId.status).toBe(200);
    const bySlug = await server.call('getStoreDetails', { params: { id: 'burger-barn' } });
    expect(bySlug.body.id).toBe(22);
    const store = byId.body;
    expect(store.name).toBe('Burger Barn');
    expect(store.schedules).toHaveLength(7);
    expect(store.schedules[0]).toMatchObject({ day: 0, opening_time: '08:00:00', closing_time: '22:00:00' });
    expect(store.open).toBe(1);
    expect(store.discount).toMatchObject({
      discount: 15,
      discount_type: 'percent',
      min_purchase: 20,
      max_discount: 5,
      end_date: '2035-12-31',
    });
    expect(store.category_details.map((c: any) => c.name)).toContain('Fast Food');
    const codes = store.active_coupons.map((c: any) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['FOOD15', 'GULSHANFOOD', 'BURGER50', 'FREEFOOD']));
    expect(codes).not.toContain('FRESH20'); // another module's store coupon
    expect(codes).not.toContain('EXPIRED20');
  });

  it('computes open from the schedule and the store’s own toggle', async () => {
    const late = await server.call('getStoreDetails', { params: { id: 31 } }); // Midnight Diner 18:00–03:00
    expect(late.body.open).toBe(0);
    expect(late.body.current_opening_time).toBe('18:00:00');
    server.clock.now = new Date('2026-03-04T14:30:00Z'); // 20:30 in Dhaka
    expect((await server.call('getStoreDetails', { params: { id: 31 } })).body.open).toBe(1);
    const friday = new Date('2026-03-06T06:00:00Z');
    server.clock.now = friday;
    expect((await server.call('getStoreDetails', { params: { id: 6 } })).body.open).toBe(0); // closed on Fridays
    server.clock.now = WEDNESDAY_NOON;
    expect((await server.call('getStoreDetails', { params: { id: 6 } })).body.open).toBe(1);
    const closed = await server.call('getStoreDetails', { params: { id: 7 } }); // switched off by the store
    expect(closed.body).toMatchObject({ active: false, open: 0, announcement: 1 });
  });

  it('reports self delivery, shipping charges, an expired discount and the distance from the position headers', async () => {
    const res = await server.call('getStoreDetails', {
      params: { id: 2 },
      headers: { latitude: '23.7925', longitude: '90.4078' },
    });
    expect(res.body).toMatchObject({
      self_delivery_system: 1,
      free_delivery: true,
      per_km_shipping_charge: 0.5,
      minimum_shipping_charge: 1,
      maximum_shipping_charge: 4,
    });
    expect(res.body.distance).toBeCloseTo(straightLineMeters(23.7925, 90.4078, 23.7465, 90.376), 0);
    const expired = await server.call('getStoreDetails', { params: { id: 5 } });
    expect(expired.body.discount.end_date).toBe('2024-12-31');
    const noPosition = await server.call('getStoreDetails', { params: { id: 2 } });
    expect(noPosition.body.distance).toBe(0);
  });

  it('404 for an unknown store', async () => {
    const res = await server.call('getStoreDetails', { params: { id: 'no-such-store' } });
    expect(res.status).toBe(404);
    expect(res.body.errors[0].code).toBe('store');
  });
});
