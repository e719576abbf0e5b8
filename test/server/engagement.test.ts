// The last endpoints: visit again, the review reminder, reels, the app download section, and the
// rental coupons, popular providers, a vehicle's reviews and a provider's banners — on the seeded demo data.
// Expectations come from the seed's rows read directly, not from the handlers' helpers.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/schema/catalogue.ts';
import { reels } from '../../server/db/schema/engagement.ts';
import { orders } from '../../server/db/schema/orders.ts';
import { rentalBanners, vehicleReviews } from '../../server/db/schema/rental.ts';
import { DEMO_MODULE_IDS } from '../../server/db/seed/catalogue.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { customerToken, rentalIds, type RentalIds } from './rental-helpers.ts';

let server: TestServer;
let demo: { token: string; userId: number };
let rental: RentalIds;
beforeAll(async () => {
  server = await startTestServer();
  demo = await customerToken(server, 'demo@sixam.market');
  rental = await rentalIds(server);
});
afterAll(() => server.close());

const { grocery, food, pharmacy } = DEMO_MODULE_IDS;
const allZones = '[1,2,3]';
const longLocale = { 'X-localization': 'x'.repeat(11) };

describe('getVisitAgainStores', () => {
  it('lists the stores the customer had orders delivered from in the module (not the canceled ones)', async () => {
    const db = server.database.db;
    const delivered = await db
      .select({ storeId: orders.storeId })
      .from(orders)
      .where(and(eq(orders.userId, demo.userId), eq(orders.moduleId, grocery), eq(orders.orderStatus, 'delivered')));
    expect(delivered.length).toBeGreaterThan(0);
    const res = await server.call('getVisitAgainStores', { token: demo.token, zoneId: allZones, moduleId: grocery });
    expect(res.status).toBe(200);
    expect(res.body.map((s: any) => s.id)).toEqual([...new Set(delivered.map((d) => d.storeId))]);
    // the seed: no pharmacy orders
    const none = await server.call('getVisitAgainStores', { token: demo.token, zoneId: allZones, moduleId: pharmacy });
    expect(none.body).toEqual([]);
    // a new customer has none either
    const fresh = await customerToken(server);
    const empty = await server.call('getVisitAgainStores', { token: fresh.token, zoneId: allZones, moduleId: grocery });
    expect(empty.body).toEqual([]);
  });

  it('401 without a token, 403 without a zoneId', async () => {
    expect((await server.call('getVisitAgainStores', { zoneId: allZones, moduleId: grocery })).status).toBe(401);
    const res = await server.call('getVisitAgainStores', { token: demo.token, moduleId: grocery });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('zoneId');
  });
});

describe('getReviewReminder', () => {
  it("names the customer's latest delivered order with its items' pictures; none for a new customer", async () => {
    const db = server.database.db;
    const [latest] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, demo.userId), eq(orders.orderStatus, 'delivered')))
      .orderBy(desc(orders.deliveredAt))
      .limit(1);
    const res = await server.call('getReviewReminder', { token: demo.token });
    expect(res.status).toBe(200);
    expect(res.body.order_id).toBe(latest!.id);
    expect(res.body.images_full_url.length).toBeGreaterThan(0);
    expect(res.body.images_full_url[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/items\//);
    // in the food module: the food order (delivered on day 14, the grocery one on day 3)
    const inFood = await server.call('getReviewReminder', { token: demo.token, moduleId: food });
    const [foodOrder] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, demo.userId), eq(orders.moduleId, food), eq(orders.orderStatus, 'delivered')));
    expect(inFood.body.order_id).toBe(foodOrder!.id);
    const fresh = await customerToken(server);
    expect((await server.call('getReviewReminder', { token: fresh.token })).body).toEqual({
      order_id: null,
      images_full_url: [],
    });
  });

  it('401 without a token', async () => {
    const res = await server.call('getReviewReminder');
    expect(res.status).toBe(401);
  });
});

describe('getReels', () => {
  it("pages the active reels of the module's stores in the zones, newest first, translated", async () => {
    const db = server.database.db;
    const active = await db
      .select({ id: reels.id, title: reels.title })
      .from(reels)
      .innerJoin(stores, eq(stores.id, reels.storeId))
      .where(
        and(eq(reels.moduleId, food), eq(reels.status, 1), eq(stores.status, 1), inArray(stores.zoneId, [1, 2, 3])),
      )
      .orderBy(desc(reels.createdAt), desc(reels.id));
    const res = await server.call('getReels', { zoneId: allZones, moduleId: food, query: { limit: 3, offset: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_size: active.length, limit: 3, offset: 1 });
    expect(res.body.reels.map((r: any) => r.id)).toEqual(active.slice(0, 3).map((r) => r.id));
    const first = res.body.reels[0];
    expect(first.title).toBe(active[0]!.title);
    expect(first.video_full_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/reels\/.+-video\.webp$/);
    expect(first.store.id).toBe(first.store_id);
    const page2 = await server.call('getReels', { zoneId: allZones, moduleId: food, query: { limit: 3, offset: 2 } });
    expect(page2.body.reels.map((r: any) => r.id)).toEqual(active.slice(3, 6).map((r) => r.id));
    // switched-off reels are left out
    const [off] = await db.select().from(reels).where(eq(reels.status, 0)).limit(1);
    expect(off).toBeDefined();
    expect(active.some((r) => r.id === off!.id)).toBe(false);
    const ar = await server.call('getReels', {
      zoneId: allZones,
      moduleId: food,
      query: { limit: 1 },
      headers: { 'X-localization': 'ar' },
    });
    expect(ar.body.reels[0].title).toMatch(/خلف الكاونتر|المفضلة هذا الأسبوع/);
  });

  it('403 without a zoneId or a module', async () => {
    expect((await server.call('getReels', { moduleId: food })).status).toBe(403);
    const res = await server.call('getReels', { zoneId: allZones });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('moduleId');
  });
});

describe('getAppDownloadSection', () => {
  it("is the landing content's user app download section (en and ar)", async () => {
    const res = await server.call('getAppDownloadSection');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      download_user_app_section_status: 1,
      download_user_app_title: 'Get the app',
      download_user_app_sub_title: 'Order faster with the Sixam Market app',
      download_user_app_links: { playstore_url_status: 1, apple_store_url_status: 1 },
    });
    const landing = await server.call('getReactLandingPage');
    expect(res.body).toEqual(landing.body.user_app_download_section);
    const ar = await server.call('getAppDownloadSection', { headers: { 'X-localization': 'ar' } });
    expect(ar.body.download_user_app_title).toBe('حمّل التطبيق');
  });

  it('403 for an over-long X-localization', async () => {
    expect((await server.call('getAppDownloadSection', { headers: longLocale })).status).toBe(403);
  });
});

describe('getRentalCoupons', () => {
  it("lists the rental module's running coupons (zone-wise ones only in their zone; a provider's with provider_id)", async () => {
    const moduleId = rental.moduleId;
    const res = await server.call('getRentalCoupons', { token: demo.token, zoneId: '[2]', moduleId });
    expect(res.status).toBe(200);
    expect(res.body.map((c: any) => c.code).sort()).toEqual(['GULSHANRIDE', 'PROVIDER12', 'RIDE10']);
    const central = await server.call('getRentalCoupons', { token: demo.token, zoneId: '[1]', moduleId });
    expect(central.body.map((c: any) => c.code).sort()).toEqual(['PROVIDER12', 'RIDE10']);
    const first = rental.providers[0]!;
    const other = rental.providers[1]!;
    const forFirst = await server.call('getRentalCoupons', {
      token: demo.token,
      zoneId: '[1]',
      moduleId,
      query: { provider_id: first.id },
    });
    expect(forFirst.body.map((c: any) => c.code).sort()).toEqual(['PROVIDER12', 'RIDE10']);
    const forOther = await server.call('getRentalCoupons', {
      token: demo.token,
      zoneId: '[1]',
      moduleId,
      query: { provider_id: other.id },
    });
    expect(forOther.body.map((c: any) => c.code)).toEqual(['RIDE10']);
  });

  it('401 without a token; an empty list for a store module (as 6amMart); 404 for an unknown provider', async () => {
    const moduleId = rental.moduleId;
    expect((await server.call('getRentalCoupons', { zoneId: '[1]', moduleId })).status).toBe(401);
    const shop = await server.call('getRentalCoupons', { token: demo.token, zoneId: '[1]', moduleId: grocery });
    expect(shop.status).toBe(200);
    expect(shop.body).toEqual([]);
    const unknown = await server.call('getRentalCoupons', {
      token: demo.token,
      zoneId: '[1]',
      moduleId,
      query: { provider_id: 99999 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'provider_not_found' });
  });
});

describe('getPopularRentalProviders', () => {
  it('pages the providers of the zones, the most booked first', async () => {
    const db = server.database.db;
    const rows = await db
      .select({ id: stores.id, orderCount: stores.orderCount, zoneId: stores.zoneId })
      .from(stores)
      .where(and(eq(stores.moduleId, rental.moduleId), eq(stores.status, 1), inArray(stores.zoneId, [1, 2, 3])))
      .orderBy(desc(stores.orderCount), asc(stores.id));
    const res = await server.call('getPopularRentalProviders', {
      zoneId: allZones,
      moduleId: rental.moduleId,
      query: { limit: 2, offset: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_size: rows.length, limit: 2, offset: 1 });
    expect(res.body.providers.map((p: any) => p.id)).toEqual(rows.slice(0, 2).map((r) => r.id));
    expect(res.body.providers[0].total_vehicles).toBeGreaterThan(0);
    const zone3 = await server.call('getPopularRentalProviders', { zoneId: '[3]', moduleId: rental.moduleId });
    expect(zone3.body.providers.map((p: any) => p.id)).toEqual(rows.filter((r) => r.zoneId === 3).map((r) => r.id));
  });

  it('403 without a zoneId', async () => {
    expect((await server.call('getPopularRentalProviders', { moduleId: rental.moduleId })).status).toBe(403);
  });
});

describe('getRentalVehicleReviews', () => {
  it("pages a vehicle's active reviews, newest first", async () => {
    const db = server.database.db;
    const all = await db
      .select({ id: vehicleReviews.id, vehicleId: vehicleReviews.vehicleId })
      .from(vehicleReviews)
      .where(eq(vehicleReviews.status, 1))
      .orderBy(desc(vehicleReviews.createdAt), desc(vehicleReviews.id));
    const vehicleId = all[0]!.vehicleId;
    const mine = all.filter((r) => r.vehicleId === vehicleId);
    const res = await server.call('getRentalVehicleReviews', {
      params: { id: vehicleId },
      moduleId: rental.moduleId,
      query: { limit: 1, offset: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_size: mine.length, limit: 1, offset: 1 });
    expect(res.body.reviews.map((r: any) => r.id)).toEqual([mine[0]!.id]);
    expect(res.body.reviews[0].vehicle_id).toBe(vehicleId);
  });

  it('404 vehicle_not_found for an unknown vehicle', async () => {
    const res = await server.call('getRentalVehicleReviews', { params: { id: 99999 }, moduleId: rental.moduleId });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'vehicle_not_found' });
  });
});

describe('getRentalProviderBanners', () => {
  it("lists the provider's own banners with the provider", async () => {
    const db = server.database.db;
    const providerWise = await db
      .select()
      .from(rentalBanners)
      .where(and(eq(rentalBanners.type, 'provider_wise'), eq(rentalBanners.status, 1)))
      .orderBy(asc(rentalBanners.id));
    const providerId = Number(providerWise[0]!.data);
    const res = await server.call('getRentalProviderBanners', {
      params: { provider_id: providerId },
      moduleId: rental.moduleId,
    });
    expect(res.status).toBe(200);
    expect(res.body.map((b: any) => b.id)).toEqual(
      providerWise.filter((b) => Number(b.data) === providerId).map((b) => b.id),
    );
    expect(res.body[0].provider.id).toBe(providerId);
    const without = rental.providers.find((p) => !providerWise.some((b) => Number(b.data) === p.id));
    if (without) {
      const none = await server.call('getRentalProviderBanners', {
        params: { provider_id: without.id },
        moduleId: rental.moduleId,
      });
      expect(none.body).toEqual([]);
    }
  });

  it('404 provider_not_found for an unknown provider (or a store that is no provider)', async () => {
    const res = await server.call('getRentalProviderBanners', {
      params: { provider_id: 1 },
      moduleId: rental.moduleId,
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'provider_not_found' });
  });
});
