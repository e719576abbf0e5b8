// Offers: wallet bonuses, cashback, brands, flash sales, advertisements and basic campaigns on the demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MODULE_IDS } from '../../server/db/seed/catalogue.ts';
import { eq } from 'drizzle-orm';
import { DEMO_CUSTOMER } from '../../server/db/seed/customers.ts';
import { FLASH_SALE_DAYS, flashSaleRunning } from '../../server/db/seed/promotions.ts';
import { campaigns } from '../../server/db/schema/catalogue.ts';
import { carts } from '../../server/db/schema/customer.ts';
import { flashSaleItems, flashSales } from '../../server/db/schema/promotions.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { insertItem, insertStore } from '../support/test-store.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  server.clock.now = new Date('2026-03-04T06:00:00Z');
  token = (
    await server.call('login', {
      body: { login_type: 'manual', email_or_phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    })
  ).body.token;
});
afterAll(() => server.close());

const { grocery, ecommerce, food, rental } = DEMO_MODULE_IDS;
const ALL_ZONES = '[1,2,3,4,5]';

describe('getWalletBonuses', () => {
  it('lists the running bonuses only, translated', async () => {
    const res = await server.call('getWalletBonuses', { token });
    expect(res.status).toBe(200);
    expect(res.body.map((b: any) => b.title)).toEqual(['Top up 50, get 10 %', 'Flat 5 bonus']);
    expect(res.body[0]).toMatchObject({
      bonus_type: 'percentage',
      bonus_amount: 10,
      minimum_add_amount: 50,
      maximum_bonus_amount: 20,
    });
    const ar = await server.call('getWalletBonuses', { token, headers: { 'X-localization': 'ar' } });
    expect(ar.body[1].title).toBe('مكافأة ثابتة 5');
  });

  it('401 without a token', async () => {
    expect((await server.call('getWalletBonuses')).status).toBe(401);
  });
});

describe('getCashbackList and getCashbackAmount', () => {
  it('lists the running cashback offers', async () => {
    const res = await server.call('getCashbackList', { token });
    expect(res.status).toBe(200);
    expect(res.body.map((c: any) => c.title)).toEqual(['5 % back on every order', 'Flat 3 back over 60']);
    expect(res.body[0].customer_id).toEqual(['all']);
  });

  it('the best offer for the amount: 5 % capped at 8, or 3 from 60', async () => {
    const small = await server.call('getCashbackAmount', { token, query: { amount: 40 } });
    expect(small.status).toBe(200);
    expect(small.body).toEqual({
      calculated_amount: 2,
      cashback_amount: 5,
      cashback_type: 'percentage',
      min_purchase: 10,
      max_discount: 8,
    });
    const sixty = await server.call('getCashbackAmount', { token, query: { amount: 60 } });
    expect(sixty.body).toMatchObject({ calculated_amount: 3, cashback_type: 'percentage' }); // 5 % of 60 = 3, first wins ties
    const seventy = await server.call('getCashbackAmount', { token, query: { amount: 70 } });
    expect(seventy.body).toMatchObject({ calculated_amount: 3.5, cashback_type: 'percentage' });
    const big = await server.call('getCashbackAmount', { token, query: { amount: 500 } });
    expect(big.body).toMatchObject({ calculated_amount: 8, max_discount: 8 });
    const none = await server.call('getCashbackAmount', { token, query: { amount: 5 } });
    expect(none.body).toEqual({
      calculated_amount: 0,
      cashback_amount: 0,
      cashback_type: '',
      min_purchase: 0,
      max_discount: 0,
    });
  });

  it('401 without a token, 403 without an amount', async () => {
    expect((await server.call('getCashbackList')).status).toBe(401);
    expect((await server.call('getCashbackAmount', { query: { amount: 10 } })).status).toBe(401);
    const res = await server.call('getCashbackAmount', { token });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('amount');
  });
});

describe('getBrands and getBrandItems', () => {
  it('lists the active brands of the module with their item counts', async () => {
    const res = await server.call('getBrands', { moduleId: ecommerce, zoneId: ALL_ZONES });
    expect(res.status).toBe(200);
    expect(res.body.map((b: any) => b.name)).toEqual(['Aarong Style', 'HomeCraft', 'TechNova', 'Urban Threads']);
    expect(res.body.every((b: any) => b.items_count > 0)).toBe(true);
    expect((await server.call('getBrands', { moduleId: food })).body).toEqual([]);
  });

  it("pages a brand's items", async () => {
    const [brand] = (await server.call('getBrands', { moduleId: ecommerce, zoneId: ALL_ZONES })).body;
    const res = await server.call('getBrandItems', {
      params: { brand_id: brand.id },
      moduleId: ecommerce,
      zoneId: ALL_ZONES,
      query: { limit: 100 },
    });
    expect(res.status).toBe(200);
    expect(res.body.total_size).toBe(brand.items_count);
    expect(res.body.products).toHaveLength(brand.items_count);
    expect(res.body.products.every((p: any) => p.module_id === ecommerce)).toBe(true);
  });

  it('403 for an unknown module, 404 for an unknown brand', async () => {
    expect((await server.call('getBrands', { moduleId: 999 })).status).toBe(403);
    const res = await server.call('getBrandItems', { params: { brand_id: 9999 }, moduleId: ecommerce, zoneId: '[1]' });
    expect(res.status).toBe(404);
    expect(res.body.errors[0].code).toBe('brand_id');
  });
});

describe('getFlashSale and getFlashSaleItems', () => {
  it("answers the module's running sale with its available products and discounted prices", async () => {
    const res = await server.call('getFlashSale', { moduleId: grocery, zoneId: ALL_ZONES });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Fresh Friday Flash Sale', module_id: grocery, is_publish: 1 });
    // it ends at the end of a day FLASH_SALE_DAYS after seeding (a snapshot is at most 7 days old): days away
    expect(res.body.end_date).toMatch(/^\d{4}-\d\d-\d\d 23:59:59$/);
    const daysLeft = (Date.parse(`${res.body.end_date.replace(' ', 'T')}+06:00`) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(FLASH_SALE_DAYS - 8);
    expect(daysLeft).toBeLessThan(FLASH_SALE_DAYS + 1);
    expect(res.body.active_products).toHaveLength(4); // the fifth is paused
    for (const p of res.body.active_products) {
      expect(p.available_stock).toBe(p.stock - p.sold);
      const expected =
        p.discount_type === 'percent' ? p.item.price * (1 - p.discount / 100) : p.item.price - p.discount;
      expect(p.price).toBeCloseTo(Math.max(0, expected), 2);
    }
  });

  it('the demo sale is seeded to end FLASH_SALE_DAYS after the seeding day, at its end in Dhaka', () => {
    expect(flashSaleRunning(new Date('2026-11-29T09:00:00Z'))).toEqual({
      start: new Date('2025-01-01T00:00:00Z'),
      end: new Date('2026-12-09T17:59:59Z'),
    });
  });

  it('{} when no sale runs for the module', async () => {
    const res = await server.call('getFlashSale', { moduleId: food, zoneId: ALL_ZONES });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
  });

  it('pages the products of a running sale', async () => {
    const sale = (await server.call('getFlashSale', { moduleId: ecommerce, zoneId: ALL_ZONES })).body;
    const res = await server.call('getFlashSaleItems', {
      zoneId: ALL_ZONES,
      query: { flash_sale_id: sale.id, limit: 2, offset: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_size: 4, limit: 2, offset: 2 });
    expect(res.body.products.map((p: any) => p.id)).toEqual(sale.active_products.slice(2, 4).map((p: any) => p.id));
    expect(res.body.flash_sale.title).toBe('Style Week');
  });

  it('403 without zoneId; 404 for an ended sale', async () => {
    expect((await server.call('getFlashSale', { moduleId: grocery })).status).toBe(403);
    const ended = await server.call('getFlashSaleItems', { zoneId: ALL_ZONES, query: { flash_sale_id: 3 } });
    expect(ended.status).toBe(404);
    expect(ended.body.errors[0].code).toBe('flash_sale_id');
  });
});

describe('the flash-sale price (server-priced)', () => {
  it('shows the sale discount on the item and charges it on the order, counting the sold units', async () => {
    const db = server.database.db;
    const store = await insertStore(db, grocery, 'Flash Test Shop');
    const itemId = await insertItem(db, { storeId: store.id, moduleId: grocery, name: 'Flash Test Tea', price: 40 });
    const [sale] = await db
      .insert(flashSales)
      .values({
        moduleId: grocery,
        title: 'Test flash',
        startDate: new Date('2026-03-01T00:00:00Z'),
        endDate: new Date('2026-03-10T00:00:00Z'),
      })
      .returning();
    const [product] = await db
      .insert(flashSaleItems)
      .values({ flashSaleId: sale!.id, itemId, stock: 5, sold: 1, discountType: 'percent', discount: 25 })
      .returning();
    const details = await server.call('getItemDetails', { params: { id: itemId }, moduleId: grocery, zoneId: '[1]' });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ price: 40, discount: 25, discount_type: 'percent', store_discount: 0 });

    const userId = (await server.call('getCustomerInfo', { token })).body.id;
    // the cart line says 1 a unit: the order is priced on the server all the same
    await db.insert(carts).values({
      userId,
      moduleId: grocery,
      itemId,
      itemType: 'App\\Models\\Item',
      price: 1,
      quantity: 2,
      variation: [],
      addOnIds: [],
      addOnQtys: [],
    });
    const placed = await server.call('placeOrder', {
      token,
      moduleId: grocery,
      body: {
        order_amount: 0,
        payment_method: 'cash_on_delivery',
        order_type: 'take_away',
        store_id: store.id,
        address: 'Karwan Bazar',
        latitude: store.latitude,
        longitude: store.longitude,
      },
    });
    expect(placed.status).toBe(200);
    const order = await server.call('getOrderDetails', { token, query: { order_id: placed.body.order_id } });
    expect(order.status).toBe(200);
    // 2 × 40 at 25 % off: 10 off each unit; the line keeps the unit price 40
    expect(order.body[0]).toMatchObject({ price: 40, quantity: 2, discount_on_item: 10 });
    const [after] = await db.select().from(flashSaleItems).where(eq(flashSaleItems.id, product!.id));
    expect(after!.sold).toBe(3);
  });
});

describe('getBasicCampaignDetails', () => {
  it('answers a running campaign with its stores in the zones', async () => {
    const [campaign] = (await server.call('getBasicCampaigns', { zoneId: ALL_ZONES, moduleId: grocery })).body;
    const [row] = await server.database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    const res = await server.call('getBasicCampaignDetails', {
      zoneId: ALL_ZONES,
      moduleId: grocery,
      query: { basic_campaign_id: campaign.id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: campaign.id, title: campaign.title, store_ids: row!.storeIds });
    expect(res.body.stores.length).toBeGreaterThan(0);
    for (const s of res.body.stores) expect(row!.storeIds).toContain(s.id);
  });

  it('404 for a campaign that does not run, 403 without zoneId', async () => {
    const res = await server.call('getBasicCampaignDetails', {
      zoneId: ALL_ZONES,
      query: { basic_campaign_id: 99999 },
    });
    expect(res.status).toBe(404);
    expect(res.body.errors[0]).toEqual({ code: 'basic_campaign_id', message: 'Campaign not found.' });
    const noZone = await server.call('getBasicCampaignDetails', { query: { basic_campaign_id: 1 } });
    expect(noZone.status).toBe(403);
  });
});

describe('getAdvertisements', () => {
  it('lists the running ads of the zones by priority, with their stores', async () => {
    const res = await server.call('getAdvertisements', { zoneId: ALL_ZONES });
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(8);
    expect(res.body.map((a: any) => a.title)).not.toContain('Ended promotion');
    const priorities = res.body.map((a: any) => a.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    for (const ad of res.body) expect(ad.store.id).toBe(ad.store_id);
    const video = res.body.find((a: any) => a.add_type === 'video_promotion');
    expect(video.video_attachment_full_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//);
    const groceryAds = await server.call('getAdvertisements', { zoneId: ALL_ZONES, moduleId: grocery });
    expect(groceryAds.body.every((a: any) => a.module_id === grocery)).toBe(true);
    expect(groceryAds.body.length).toBe(2);
  });

  it('403 without zoneId', async () => {
    const res = await server.call('getAdvertisements');
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('zoneId');
  });
});

describe('getBasicCampaigns', () => {
  it('lists the running campaigns of the module', async () => {
    const res = await server.call('getBasicCampaigns', { zoneId: ALL_ZONES, moduleId: grocery });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const c of res.body) {
      expect(c.module_id).toBe(grocery);
      expect(c.available_date_starts <= '2026-03-04' && c.available_date_ends >= '2026-03-04').toBe(true);
    }
    expect((await server.call('getBasicCampaigns', { zoneId: ALL_ZONES, moduleId: rental })).body).toEqual([]);
  });

  it('403 without zoneId', async () => {
    expect((await server.call('getBasicCampaigns', { moduleId: grocery })).status).toBe(403);
  });
});
