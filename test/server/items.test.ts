import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../server/db/schema/catalogue.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';

let server: TestServer;
const NOON = new Date('2026-03-04T06:00:00Z'); // Wednesday 12:00 in Dhaka
beforeAll(async () => {
  server = await startTestServer();
  server.clock.now = NOON;
});
afterAll(() => server.close());

const GROCERY = 1;
const PHARMACY = 2;
const ECOMMERCE = 3;
const FOOD = 4;
const ALL_ZONES = '[1,2,3,4]';

async function findItem(where: (i: typeof items.$inferSelect) => boolean) {
  const rows = await server.database.db.select().from(items);
  const row = rows.find(where);
  if (!row) throw new Error('no such seeded item');
  return row;
}

describe('getItemDetails', () => {
  it('returns a food item with option groups, add-ons and its store (by id and by slug)', async () => {
    const row = await findItem(
      (i) => i.moduleId === FOOD && i.foodVariations.length > 0 && i.addOns.length > 0 && i.status === 1,
    );
    const res = await server.call('getItemDetails', { params: { id: row.id }, moduleId: FOOD });
    expect(res.status).toBe(200);
    expect(res.body.food_variations[0]).toMatchObject({ required: 'on', type: 'single' });
    expect(res.body.food_variations[0].values[0]).toEqual({ label: expect.any(String), optionPrice: '0' });
    expect(res.body.add_ons.map((a: any) => a.id)).toEqual(row.addOns);
    expect(res.body.store_details.id).toBe(row.storeId);
    expect(res.body.module_type).toBe('food');
    expect(res.body.available_date_starts).toBeUndefined(); // not a campaign item
    const bySlug = await server.call('getItemDetails', { params: { id: row.slug } });
    expect(bySlug.body.id).toBe(row.id);
  });

  it('carries e-commerce variations with stock and choice options', async () => {
    const row = await findItem((i) => i.moduleId === ECOMMERCE && i.choiceOptions.length === 2 && i.status === 1);
    const res = await server.call('getItemDetails', { params: { id: row.id } });
    const [colors, sizes] = res.body.choice_options;
    expect(res.body.variations).toHaveLength(colors.options.length * sizes.options.length);
    expect(res.body.variations[0].type).toBe(`${colors.options[0]}-${sizes.options[0]}`);
    expect(res.body.variations.some((v: any) => v.stock === 0)).toBe(true);
    expect(res.body.stock).toBe(res.body.variations.reduce((a: number, v: any) => a + v.stock, 0));
  });

  it('carries pharmacy generic names and the prescription flag, with a cart maximum', async () => {
    const row = await findItem(
      (i) => i.moduleId === PHARMACY && i.isPrescriptionRequired === 1 && i.genericName.length > 0 && i.status === 1,
    );
    const res = await server.call('getItemDetails', { params: { id: row.id } });
    expect(res.body.is_prescription_required).toBe(1);
    expect(res.body.generic_name.length).toBeGreaterThan(0);
    expect(res.body.maximum_cart_quantity).toBe(row.maximumCartQuantity);
    expect(res.body.maximum_cart_quantity).toBe(2);
  });

  it('reports availability windows by the store clock (breakfast only in the morning)', async () => {
    const row = await findItem((i) => i.availableTimeStarts === '07:00:00' && i.status === 1);
    const noon = await server.call('getItemDetails', { params: { id: row.id } });
    expect(noon.body).toMatchObject({
      available_time_starts: '07:00:00',
      available_time_ends: '11:30:00',
      is_available_now: false,
    });
    server.clock.now = new Date('2026-03-04T02:30:00Z'); // 08:30 in Dhaka
    expect((await server.call('getItemDetails', { params: { id: row.id } })).body.is_available_now).toBe(true);
    server.clock.now = NOON;
  });

  it('shows the store discount only while it runs', async () => {
    const running = await findItem((i) => i.storeId === 22 && i.status === 1);
    expect((await server.call('getItemDetails', { params: { id: running.id } })).body.store_discount).toBe(15);
    const expired = await findItem((i) => i.storeId === 28 && i.status === 1);
    expect((await server.call('getItemDetails', { params: { id: expired.id } })).body.store_discount).toBe(0);
  });

  it("answers 404 'product-001' for an unknown or inactive item", async () => {
    const res = await server.call('getItemDetails', { params: { id: 999999 } });
    expect(res.status).toBe(404);
    expect(res.body.errors[0].code).toBe('product-001');
    const inactive = await findItem((i) => i.status === 0);
    expect((await server.call('getItemDetails', { params: { id: inactive.id } })).status).toBe(404);
  });
});

describe('getLatestItems', () => {
  it('pages newest items of the module in the zones', async () => {
    const p1 = await server.call('getLatestItems', {
      zoneId: ALL_ZONES,
      moduleId: GROCERY,
      query: { limit: 5, offset: 1 },
    });
    expect(p1.status).toBe(200);
    expect(p1.body.products).toHaveLength(5);
    expect(p1.body.products.every((i: any) => i.module_id === GROCERY && i.status === 1)).toBe(true);
    const created = p1.body.products.map((i: any) => i.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const p2 = await server.call('getLatestItems', {
      zoneId: ALL_ZONES,
      moduleId: GROCERY,
      query: { limit: 5, offset: 2 },
    });
    expect(p2.body.products[0].created_at <= created[4]).toBe(true);
    expect(p2.body.total_size).toBe(p1.body.total_size);
  });

  it('lists one store’s items, optionally of one category', async () => {
    const res = await server.call('getLatestItems', {
      zoneId: '[2]',
      moduleId: FOOD,
      query: { store_id: 22, limit: 50 },
    });
    expect(res.body.products.length).toBeGreaterThan(0);
    expect(res.body.products.every((i: any) => i.store_id === 22)).toBe(true);
    const catId = Number(res.body.products[0].category_ids[0].id);
    const cat = await server.call('getLatestItems', {
      zoneId: '[2]',
      moduleId: FOOD,
      query: { store_id: 22, category_id: catId, limit: 50 },
    });
    expect(cat.body.products.every((i: any) => i.category_ids.some((c: any) => Number(c.id) === catId))).toBe(true);
    // a store outside the zones lists nothing
    const outside = await server.call('getLatestItems', { zoneId: '[3]', moduleId: FOOD, query: { store_id: 22 } });
    expect(outside.body.total_size).toBe(0);
  });

  it('403 without zoneId', async () => {
    const res = await server.call('getLatestItems', { moduleId: FOOD });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('zoneId');
  });
});

describe('getPopularItems', () => {
  it('orders by order count and filters veg', async () => {
    const res = await server.call('getPopularItems', {
      zoneId: ALL_ZONES,
      moduleId: FOOD,
      query: { limit: 20, type: 'veg' },
    });
    expect(res.status).toBe(200);
    const counts = res.body.products.map((i: any) => i.order_count);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    expect(res.body.products.every((i: any) => i.veg === 1)).toBe(true);
  });
  it('403 without moduleId', async () => {
    const res = await server.call('getPopularItems', { zoneId: ALL_ZONES });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('moduleId');
  });
});

describe('searchItems', () => {
  it('finds items by name, and medicines by their generic name', async () => {
    const pizza = await server.call('searchItems', {
      zoneId: ALL_ZONES,
      moduleId: FOOD,
      query: { name: 'pizza', limit: 50 },
    });
    expect(pizza.status).toBe(200);
    expect(pizza.body.total_size).toBeGreaterThan(0);
    expect(pizza.body.products.every((i: any) => /pizza/i.test(i.name))).toBe(true);
    const generic = await server.call('searchItems', {
      zoneId: ALL_ZONES,
      moduleId: PHARMACY,
      query: { name: 'paracetamol', limit: 50 },
    });
    expect(generic.body.total_size).toBeGreaterThan(0);
    expect(generic.body.products.every((i: any) => i.generic_name.includes('Paracetamol'))).toBe(true);
  });

  it('filters by price and sorts by price', async () => {
    const res = await server.call('searchItems', {
      zoneId: ALL_ZONES,
      moduleId: FOOD,
      query: { name: 'pizza', min_price: 10, sort_by: 'price_low', limit: 50 },
    });
    const prices = res.body.products.map((i: any) => i.price);
    expect(prices.every((p: number) => p >= 10)).toBe(true);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
  });

  it('treats LIKE wildcards literally and finds nothing for unknown text', async () => {
    const res = await server.call('searchItems', { zoneId: ALL_ZONES, moduleId: FOOD, query: { name: '%' } });
    expect(res.body.total_size).toBe(0);
  });

  it('403 without a search text', async () => {
    const res = await server.call('searchItems', { zoneId: ALL_ZONES, moduleId: FOOD });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('name');
  });
});

describe('seeded catalogue', () => {
  it('has ≥ 300 items with the flags the screens need', async () => {
    const rows = await server.database.db.select().from(items);
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(rows.some((i) => i.isHalal === 1)).toBe(true);
    expect(rows.some((i) => i.organic === 1)).toBe(true);
    expect(rows.some((i) => i.recommended === 1)).toBe(true);
    expect(rows.some((i) => i.nutritionsName.length > 0 && i.allergiesName.length > 0)).toBe(true);
    expect(rows.some((i) => i.discount > 0 && i.discountType === 'percent')).toBe(true);
    expect(rows.some((i) => i.discount > 0 && i.discountType === 'amount')).toBe(true);
    expect(rows.some((i) => i.stock === 0 && i.variations.length === 0)).toBe(true);
    const [apple] = await server.database.db.select().from(items).where(eq(items.id, rows[0]!.id));
    expect(apple).toBeDefined();
  });
});
