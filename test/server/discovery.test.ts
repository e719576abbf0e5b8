// Discovery rows on the demo data: item rows, common conditions, recommended and best-offer stores, banners.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../server/db/schema/catalogue.ts';
import { DEMO_MODULE_IDS } from '../../server/db/seed/catalogue.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { grocery, pharmacy, parcel } = DEMO_MODULE_IDS;
const ALL = { zoneId: '[1,2,3,4,5]', moduleId: grocery, query: { limit: 100 } };

describe('item rows', () => {
  it('recommended items are the recommended ones', async () => {
    const res = await server.call('getRecommendedItems', ALL);
    expect(res.status).toBe(200);
    expect(res.body.products.length).toBeGreaterThan(0);
    expect(res.body.products.every((p: any) => p.recommended === 1)).toBe(true);
  });
  it('discounted items all have a discount', async () => {
    const res = await server.call('getDiscountedItems', ALL);
    expect(res.status).toBe(200);
    expect(res.body.products.every((p: any) => p.discount > 0)).toBe(true);
  });
  it('most reviewed items come by review count', async () => {
    const res = await server.call('getMostReviewedItems', ALL);
    const counts = res.body.products.map((p: any) => p.rating_count);
    expect(counts.length).toBeGreaterThan(0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
  it('new arrivals are the last 30 days', async () => {
    const [newest] = await server.database.db
      .select({ at: items.createdAt })
      .from(items)
      .where(eq(items.moduleId, grocery))
      .orderBy(desc(items.createdAt))
      .limit(1);
    server.clock.now = new Date(newest!.at.getTime() + 86_400_000);
    const soon = await server.call('getNewArrivalItems', ALL);
    server.clock.now = new Date(newest!.at.getTime() + 31 * 86_400_000);
    const later = await server.call('getNewArrivalItems', ALL);
    server.clock.now = null;
    expect(soon.body.total_size).toBeGreaterThan(0);
    expect(later.body.total_size).toBe(0);
  });
  it('403 without zoneId for every row', async () => {
    for (const op of ['getRecommendedItems', 'getDiscountedItems', 'getMostReviewedItems', 'getNewArrivalItems'])
      expect((await server.call(op, { moduleId: grocery })).status).toBe(403);
  });
  it('403 for a module that does not exist, every row', async () => {
    for (const op of ['getRecommendedItems', 'getDiscountedItems', 'getMostReviewedItems', 'getNewArrivalItems'])
      expect((await server.call(op, { zoneId: '[1]', moduleId: 999 })).body).toEqual({
        errors: [{ code: 'moduleId', message: 'Module not found!' }],
      });
  });
});

describe('common conditions', () => {
  it('lists the conditions with counts and pages their items', async () => {
    const res = await server.call('getCommonConditions', { moduleId: pharmacy });
    expect(res.status).toBe(200);
    const fever = res.body.find((c: any) => c.name === 'Fever');
    expect(fever.items_count).toBeGreaterThan(0);
    const ar = await server.call('getCommonConditions', { headers: { 'X-localization': 'ar' } });
    expect(ar.body.map((c: any) => c.name)).toContain('الحمى');
    const page = await server.call('getCommonConditionItems', {
      zoneId: '[1,2,3,4,5]',
      moduleId: pharmacy,
      query: { condition_id: fever.id },
    });
    expect(page.status).toBe(200);
    expect(page.body.total_size).toBe(fever.items_count);
    expect(page.body.products.every((p: any) => p.common_condition === 'Fever' || p.module_id === pharmacy)).toBe(true);
  });
  it('403 for an over-long locale; 404 for an unknown condition', async () => {
    expect((await server.call('getCommonConditions', { headers: { 'X-localization': 'x'.repeat(11) } })).status).toBe(
      403,
    );
    const res = await server.call('getCommonConditionItems', {
      zoneId: '[1]',
      moduleId: pharmacy,
      query: { condition_id: 9999 },
    });
    expect(res.status).toBe(404);
  });
});

describe('store rows', () => {
  it('recommended stores are featured; top offers have a running discount, nearest first', async () => {
    const rec = await server.call('getRecommendedStores', ALL);
    expect(rec.status).toBe(200);
    expect(rec.body.stores.every((s: any) => s.featured === 1)).toBe(true);
    const offers = await server.call('getTopOfferStores', {
      ...ALL,
      headers: { latitude: '23.7935', longitude: '90.4125' },
    });
    expect(offers.status).toBe(200);
    expect(offers.body.stores.length).toBeGreaterThan(0);
    expect(offers.body.stores.every((s: any) => s.discount !== null)).toBe(true);
    const d = offers.body.stores.map((s: any) => s.distance);
    expect(d).toEqual([...d].sort((a, b) => a - b));
  });
  it('403 without a module', async () => {
    expect((await server.call('getRecommendedStores', { zoneId: '[1]' })).status).toBe(403);
    expect((await server.call('getTopOfferStores', { zoneId: '[1]' })).status).toBe(403);
  });
});

describe('banners', () => {
  it("a store's active banners; the module's promotional, why-choose and video banners", async () => {
    const ads = await server.call('getAdvertisements', { zoneId: '[1,2,3,4,5]', moduleId: grocery });
    const storeId = ads.body[0].store_id;
    const res = await server.call('getStoreBanners', { params: { store_id: storeId } });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body.every((b: any) => b.store_id === storeId)).toBe(true);
    const promo = await server.call('getOtherBanners', { moduleId: grocery });
    expect(promo.body.banners).toHaveLength(1);
    const why = await server.call('getWhyChooseBanners', { moduleId: parcel, headers: { 'X-localization': 'ar' } });
    expect(why.body.banners.map((b: any) => b.title)).toEqual(['استلام سريع', 'تتبع كامل', 'تعامل آمن']);
    const video = await server.call('getVideoContentBanners', { moduleId: parcel });
    expect(video.body.banners[0].value).toMatch(/^https:\/\//);
  });
  it('404 for an unknown store; 403 without a module', async () => {
    expect((await server.call('getStoreBanners', { params: { store_id: 99999 } })).status).toBe(404);
    for (const op of ['getOtherBanners', 'getWhyChooseBanners', 'getVideoContentBanners'])
      expect((await server.call(op)).status).toBe(403);
  });
});
