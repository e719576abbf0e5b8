// Issue 50 item 5: the requests of 6amMart web 3.9 (Next.js, unchanged) that the embedded API refused — its order
// body (a cart checkout carrying its cart lines as a JSON string with `item_type` and no `model`), a module named by
// type in `moduleId`, the landing's seeded testimonial faces and the vehicle search's `no_air_condition` — each sent
// as that client sends it.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemCampaigns, modules, storeSchedules, zones } from '../../server/db/schema/catalogue.ts';
import { surgePrices } from '../../server/db/schema/promotions.ts';
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
    const face = await fetch(`${server.url}/media/customers/nadia-rahman.webp`);
    expect(face.status).toBe(200);
    expect(face.headers.get('content-type')).toBe('image/webp');
    expect(
      Buffer.from(await face.arrayBuffer())
        .subarray(8, 12)
        .toString('latin1'),
    ).toBe('WEBP');
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

/**
 * 6amMart web 3.9's own checkout arithmetic (the client's CustomFunctions.js in its utils folder: handleDistance,
 * getDeliveryFees' per-km branch, getDeliveryFeeByBadWeather, getSubTotalPrice, getCalculatedTotal without a coupon),
 * ported line for line: the client prices a delivery from our answers, not from the order it will place.
 */
const client39 = {
  /** handleDistance: distance-api's metres / 1000. */
  km: (distance: { distanceMeters?: number }) => Number(distance.distanceMeters) / 1000,
  /** getDeliveryFees, the platform's delivery (no self-delivery), charged per km, no admin free delivery. */
  deliveryFee(
    km: number,
    pivot: { per_km_shipping_charge: number; minimum_shipping_charge: number; maximum_shipping_charge: number | null },
    extraCharge: number,
    surge: { price: number; price_type: string },
  ) {
    const fee = km * (pivot.per_km_shipping_charge || 0);
    const badWeather = (charge: number) =>
      Number(surge.price) > 0
        ? surge.price_type === 'percent'
          ? charge + charge * (Number(surge.price) / 100)
          : charge + Number(surge.price)
        : charge;
    if (fee <= pivot.minimum_shipping_charge) return badWeather(pivot.minimum_shipping_charge + extraCharge);
    if (pivot.maximum_shipping_charge !== null && fee >= pivot.maximum_shipping_charge)
      return badWeather(pivot.maximum_shipping_charge + extraCharge);
    return badWeather(fee + extraCharge);
  },
  /** getCalculatedTotal without a coupon, packaging or referral: items − discount + tax + delivery + tip + service. */
  total: (p: {
    subtotal: number;
    discount: number;
    tax: number;
    deliveryFee: number;
    tip: number;
    additional: number;
  }) => p.subtotal - p.discount + p.tax - 0 + p.deliveryFee + p.tip + p.additional,
};

describe("home delivery: the 3.9 client's own arithmetic from our answers is what the order stores (issue 64)", () => {
  it('prices distance-api + vehicle/extra_charge + the zone charges + get-Tax + tip + service charge as we store it', async () => {
    const { order, km } = await client39Order('Test 39 Arithmetic Shop');
    // and the fee holds the vehicle's charge: 5.7 km × $1.20 + $1.50
    expect(order.delivery_charge).toBeCloseTo(km * 1.2 + 1.5, 2);
  });

  it('and the tax get-Tax works out from the cart, not from the amount the client sends (a 7.5 % store)', async () => {
    const { order, tax } = await client39Order('Test 39 Taxed Shop', 7.5);
    // three $4.35 lamps: 7.5 % of $13.05
    expect(tax).toBeCloseTo(0.98, 2);
    expect(order.total_tax_amount).toBeCloseTo(tax, 2);
  });

  it('and the surge running in the store’s zone (get-surge-price) as we store it', async () => {
    const db = server.database.db;
    const [ecommerce] = await db.select().from(modules).where(eq(modules.moduleType, 'ecommerce'));
    // one evening, 18:00–22:00 shop time (Dhaka): 10 % more for the delivery; the order is placed at 19:30
    const [zone] = await db.select({ id: zones.id }).from(zones).orderBy(asc(zones.id)).limit(1);
    const [rule] = await db
      .insert(surgePrices)
      .values({
        zoneId: zone!.id,
        moduleIds: [ecommerce!.id],
        surgePriceName: 'Test 39 evening',
        price: 10,
        priceType: 'percent',
        durationType: 'custom',
        startDate: '2031-03-04',
        endDate: '2031-03-04',
        startTime: '18:00:00',
        endTime: '21:59:59',
      })
      .returning();
    server.clock.now = new Date('2031-03-04T13:30:00Z');
    try {
      const { order, km, surge } = await client39Order('Test 39 Surge Shop');
      expect(surge).toMatchObject({ price: 10, price_type: 'percent' });
      expect(order.delivery_charge).toBeCloseTo((km * 1.2 + 1.5) * 1.1, 2);
    } finally {
      server.clock.now = null;
      await db.delete(surgePrices).where(eq(surgePrices.id, rule!.id));
    }
  });
});

/**
 * A home-delivery order the 3.9 client prices from our answers (three $4.35 lamps of a new e-commerce store in zone 1,
 * to a point ~5.7 km away, a $3 tip, a $2 service charge), placed as it places it: the stored order's fee and total
 * are checked against the client's own figures to the cent.
 */
async function client39Order(shopName: string, storeTax = 0) {
  const db = server.database.db;
  const [ecommerce] = await db.select().from(modules).where(eq(modules.moduleType, 'ecommerce'));
  const moduleId = ecommerce!.id;
  const shop = await insertStore(db, moduleId, shopName, { delivery: true, takeAway: true, tax: storeTax });
  const price = 4.35;
  const itemId = await insertItem(db, { storeId: shop.id, moduleId, name: 'Lamp 39', price });
  await server.setConfig({
    additional_charge_status: 1,
    additional_charge: 2,
    dm_tips_status: 1,
    tax_included: 0,
    admin_free_delivery: { status: 0, type: null, free_delivery_over: null },
    guest_checkout_status: 1,
    cash_on_delivery: true,
  });
  const guest = (await server.call('requestGuestId')).body.guest_id as string;
  // the client's cart: three lamps, sent with its own idea of a price
  const added = await server.call('addToCart', {
    moduleId,
    body: { model: 'Item', item_id: itemId, price: 1, quantity: 3, variation: [], guest_id: guest },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  // the delivery point, ~5.7 km north of the store in its zone (the motorbike's range: an extra charge)
  const to = { lat: 23.8, lng: 90.41 };

  // What the client asks, as it asks it.
  const store = (await server.call('getStoreDetails', { moduleId, params: { id: shop.id } })).body;
  const config = (await server.call('getConfig')).body;
  const distance = (
    await server.call('distance', {
      query: {
        origin_lat: Number(store.latitude),
        origin_lng: Number(store.longitude),
        destination_lat: to.lat,
        destination_lng: to.lng,
        mode: 'WALK',
      },
    })
  ).body;
  const km = client39.km(distance);
  const extra = (await server.call('getVehicleExtraCharge', { query: { distance: km } })).body as number;
  expect(extra).toBe(1.5);
  const zoneData = (await server.call('getZoneId', { query: to })).body.zone_data as {
    modules: { id: number; pivot: Parameters<typeof client39.deliveryFee>[1] }[];
  }[];
  // getInfoFromZoneData: the module's entry in the zones listed there (the last one listed wins)
  const pivot = zoneData
    .flatMap((z) => z.modules)
    .filter((m) => m.id === moduleId)
    .at(-1)!.pivot;
  const surge = (
    await server.call('getSurgePrice', {
      moduleId,
      body: { zone_id: store.zone_id, module_id: moduleId, guest_id: guest },
    })
  ).body;
  const cart = (await server.call('getCart', { moduleId, query: { guest_id: guest } })).body as {
    quantity: number;
    item: { price: number };
  }[];
  const subtotal = cart.reduce((t, r) => t + r.item.price * r.quantity, 0);
  const tip = 3;
  const deliveryFee = client39.deliveryFee(km, pivot, extra, surge);
  const additional = config.additional_charge_status ? config.additional_charge : 0;
  // get-Tax is sent the client's running total (delivery, tip and service charge in it), not the items' amount
  const tax = (
    await server.call('getOrderTax', {
      moduleId,
      body: { guest_id: guest, store_id: shop.id, order_amount: subtotal + deliveryFee + tip + additional },
    })
  ).body.tax_amount as number;
  const shown = client39.total({
    subtotal,
    discount: 0,
    tax,
    deliveryFee,
    tip,
    additional,
  });

  const placed = await server.call('placeOrder', {
    moduleId,
    body: {
      cart: JSON.stringify([{ item_id: itemId, item_type: 'AppModelsItem', price: 1, quantity: 3, variation: [] }]),
      order_amount: shown,
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      store_id: shop.id,
      distance: km,
      dm_tips: tip,
      address: 'Road 11, Banani',
      latitude: String(to.lat),
      longitude: String(to.lng),
      guest_id: guest,
      is_buy_now: 0,
      contact_person_name: 'Rafi Ahmed',
      contact_person_number: '+8801700000001',
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const order = (
    await server.call('trackOrder', {
      query: { order_id: placed.body.order_id, guest_id: guest, contact_number: '+8801700000001' },
    })
  ).body;
  // the client shows each part with 2 decimals (getAmountWithSign): to the cent, the order stores the same
  const cents = (n: number) => Math.round(n * 100) / 100;
  expect(order.distance).toBe(km);
  expect(order.delivery_charge).toBe(cents(deliveryFee));
  expect(order.order_amount).toBe(cents(shown));
  return { order, km, surge, tax };
}
