// Issue 50 item 5: the requests of 6amMart web 3.9 (Next.js, unchanged) that the embedded API refused — its order
// body (a cart checkout carrying its cart lines as a JSON string with `item_type` and no `model`), a module named by
// type in `moduleId`, the landing's seeded testimonial faces and the vehicle search's `no_air_condition` — each sent
// as that client sends it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemCampaigns, modules, storeSchedules } from '../../server/db/schema/catalogue.ts';
import { carts } from '../../server/db/schema/customer.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { insertItem, insertStore } from '../support/test-store.ts';
import { customerToken, rentalIds } from './rental-helpers.ts';

const ALL_ZONES = '[1,2,3,4,5]';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('order place with the 3.9 body', () => {
  let moduleId: number;
  let storeId: number;
  let soap: number;
  const base = {
    order_amount: 6,
    payment_method: 'cash_on_delivery',
    order_type: 'take_away',
    contact_person_name: 'Rafi Ahmed',
    contact_person_number: '+8801700000001',
    latitude: '23.8103',
    longitude: '90.4125',
    distance: 0,
    dm_tips: 0,
  };
  /** The 3.9 client's cart entries (its checkout's `getProductsCart`): the kind by `item_type`, no `model`. */
  const cart39 = (itemId: number, quantity: number, campaign = false) => [
    {
      add_on_ids: [],
      add_on_qtys: [],
      add_ons: [],
      item_type: campaign ? 'AppModelsItemCampaign' : 'AppModelsItem',
      item_id: itemId,
      item_campaign_id: campaign ? itemId : null,
      price: 3,
      quantity,
      variant: [],
      variation: [],
    },
  ];

  beforeAll(async () => {
    const db = server.database.db;
    const [grocery] = await db.select().from(modules).where(eq(modules.moduleType, 'grocery'));
    moduleId = grocery!.id;
    storeId = (await insertStore(db, moduleId, 'Test 39 Client Shop', { takeAway: true })).id;
    soap = await insertItem(db, { storeId, moduleId, name: 'Soap 39', price: 3 });
  });

  it('places the stored cart of a cart checkout (is_buy_now 0), whatever its `cart` string holds', async () => {
    const c = await customerToken(server);
    await server.database.db.insert(carts).values({
      userId: c.userId,
      moduleId,
      itemId: soap,
      itemType: 'App\\Models\\Item',
      price: 3,
      quantity: 2,
      variation: [],
      addOnIds: [],
      addOnQtys: [],
    });
    const res = await server.call('placeOrder', {
      moduleId,
      token: c.token,
      body: { ...base, store_id: storeId, is_buy_now: 0, cart: JSON.stringify(cart39(soap, 2)) },
    });
    expect(res.status).toBe(200);
    expect(res.body.order_id).toBeGreaterThan(0);
    expect(await server.database.db.select().from(carts).where(eq(carts.userId, c.userId))).toEqual([]);
  });

  it('buys now an entry that names its kind by item_type, as the model it stands for', async () => {
    const c = await customerToken(server);
    const res = await server.call('placeOrder', {
      moduleId,
      token: c.token,
      body: { ...base, store_id: storeId, is_buy_now: 1, cart: JSON.stringify(cart39(soap, 3)) },
    });
    expect(res.status).toBe(200);
    const asModel = await server.call('placeOrder', {
      moduleId,
      token: (await customerToken(server)).token,
      body: {
        ...base,
        store_id: storeId,
        is_buy_now: 1,
        cart: [{ item_id: soap, model: 'Item', quantity: 3, variation: [], add_on_ids: [], add_on_qtys: [] }],
      },
    });
    expect(asModel.status).toBe(200);
    expect(res.body.total_ammount).toBe(asModel.body.total_ammount);
  });

  it('reads a campaign entry (item_type AppModelsItemCampaign) as a campaign item', async () => {
    const db = server.database.db;
    const [campaign] = await db.select().from(itemCampaigns).limit(1);
    // the campaign and its store open all day: the entry is read whatever the hour of the run (the seeded store
    // closes at night, Dhaka time)
    await db
      .update(itemCampaigns)
      .set({ startTime: '00:00:00', endTime: '23:59:59' })
      .where(eq(itemCampaigns.id, campaign!.id));
    await db
      .update(storeSchedules)
      .set({ openingTime: '00:00:00', closingTime: '23:59:59' })
      .where(eq(storeSchedules.storeId, campaign!.storeId));
    const c = await customerToken(server);
    const res = await server.call('placeOrder', {
      moduleId: campaign!.moduleId,
      token: c.token,
      body: {
        ...base,
        store_id: campaign!.storeId,
        is_buy_now: 1,
        cart: JSON.stringify(cart39(campaign!.id, 1, true)),
      },
    });
    // a campaign item is looked up among campaigns: never "The model field is required."
    expect(JSON.stringify(res.body)).not.toContain('model');
    const asItem = await server.call('placeOrder', {
      moduleId: campaign!.moduleId,
      token: (await customerToken(server)).token,
      body: {
        ...base,
        store_id: campaign!.storeId,
        is_buy_now: 1,
        cart: [{ ...cart39(campaign!.id, 1, true)[0], model: 'ItemCampaign' }],
      },
    });
    expect(asItem.status, JSON.stringify(asItem.body)).toBe(200);
    expect(res.status).toBe(200);
    expect(res.body.total_ammount).toBe(asItem.body.total_ammount);
  });
});

describe('moduleId named by the module type (the 3.9 store page after the landing)', () => {
  it('answers as for the module id, and an unknown name is still refused', async () => {
    const db = server.database.db;
    const [grocery] = await db.select().from(modules).where(eq(modules.moduleType, 'grocery'));
    const storeId = (await insertStore(db, grocery!.id, 'Named Module Shop')).id;
    const byId = await server.call('getStoreDetails', {
      params: { id: storeId },
      zoneId: ALL_ZONES,
      moduleId: grocery!.id,
    });
    expect(byId.status).toBe(200);
    const byType = await server.call('getStoreDetails', {
      params: { id: storeId },
      zoneId: ALL_ZONES,
      moduleId: 'grocery',
    });
    expect(byType.status).toBe(200);
    expect(byType.body.id).toBe(byId.body.id);
    expect(byType.body.module_id).toBe(grocery!.id);
    const unknown = await server.call('getStoreDetails', {
      params: { id: storeId },
      zoneId: ALL_ZONES,
      moduleId: 'no-such-module',
      validate: false,
    });
    expect(unknown.status).toBe(403);
  });
});

describe("the landing's seeded pictures", () => {
  it('serves a seeded testimonial face under /media/customers, and a missing upload stays 404', async () => {
    const face = await fetch(`${server.url}/media/customers/nadia-rahman.svg`);
    expect(face.status).toBe(200);
    expect(face.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await face.text()).toMatch(/^<svg /);
    const missing = await fetch(`${server.url}/media/customers/2026-01-01-nobody.png`);
    expect(missing.status).toBe(404);
  });
});

describe('vehicle search filters of 3.6/3.9', () => {
  it('keeps only vehicles without air conditioning for no_air_condition=1, every vehicle with both', async () => {
    const { moduleId } = await rentalIds(server);
    const search = (query: Record<string, number>) =>
      server.call('searchVehicles', { zoneId: ALL_ZONES, moduleId, query: { limit: 100, ...query } });
    const all = await search({});
    const ac = await search({ air_condition: 1 });
    const noAc = await search({ no_air_condition: 1 });
    const both = await search({ air_condition: 1, no_air_condition: 1 });
    expect(noAc.status).toBe(200);
    expect(noAc.body.total_size).toBeGreaterThan(0);
    expect(noAc.body.vehicles.every((v: { air_condition: number }) => v.air_condition === 0)).toBe(true);
    expect(ac.body.total_size + noAc.body.total_size).toBe(all.body.total_size);
    expect(both.body.total_size).toBe(all.body.total_size);
  });

  it("honours the search's filters on a provider's vehicles, with the 3.9 provider page's whole query", async () => {
    const { moduleId, providers } = await rentalIds(server);
    const headers = { zoneId: ALL_ZONES, moduleId: String(moduleId) };
    const provider = providers[0]!.id;
    const list = async (query: string) => {
      const res = await fetch(`${server.url}/api/v1/rental/vehicle/get-provider-vehicles?${query}`, { headers });
      expect(res.status, query).toBe(200);
      return ((await res.json()) as { vehicles: { air_condition: number }[]; total_size: number }).vehicles;
    };
    const all = await list(`provider_id=${provider}&limit=100&offset=1`);
    expect(all.length).toBeGreaterThan(0);
    // what 6amMart web 3.9's provider page sends, every filter at "none"
    const none = await list(
      `name=&top_rated=&pickup_location=&date=&provider_id=${provider}&trip_type=provider_wise&duration=undefined&sortby_price=&min_price=0&max_price=0&category_ids=[]&brand_ids=[]&seating_capacity=%5B%5D&air_condition=0&no_air_condition=0&offset=1&limit=100`,
    );
    expect(none).toHaveLength(all.length);
    const withoutAc = await list(`provider_id=${provider}&limit=100&offset=1&no_air_condition=1`);
    const withAc = await list(`provider_id=${provider}&limit=100&offset=1&air_condition=1`);
    expect(withoutAc.every((v) => v.air_condition === 0)).toBe(true);
    expect(withAc.every((v) => v.air_condition === 1)).toBe(true);
    expect(withoutAc.length + withAc.length).toBe(all.length);
  });
});
