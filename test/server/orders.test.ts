import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOns, coupons, items, moduleZones, modules, stores } from '../../server/db/schema/catalogue.ts';
import { carts, users } from '../../server/db/schema/customer.ts';
import { orders } from '../../server/db/schema/orders.ts';
import { straightLineMeters } from '../../domain/geo.ts';
import { hasOngoingOrders } from '../../server/lib/orders/orders.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { insertItem, insertStore } from '../support/test-store.ts';
import { customerToken } from './rental-helpers.ts';

let server: TestServer;
let moduleId: number;
let store: { id: number; lat: number; lng: number };
let discounted: { id: number };
let item: { plain: number; discounted: number; variant: number; other: number };
let addOnId: number;

const ITEM = 'App\\Models\\Item';
/** Gulshan 1 Circle, inside zone 1 and ~3.4 km from the test store at Karwan Bazar. */
const home = { address: 'Gulshan 1 Circle, Dhaka', latitude: 23.7806, longitude: 90.4167 };
const contact = { contact_person_name: 'Guest Buyer', contact_person_number: '+8801922222222' };
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
/** A guest id issued by the server (POST /auth/guest/request): only issued ids own carts, trips and orders. */
const newGuest = async () => (await server.call('requestGuestId')).body.guest_id as string;

/** A test store of the module with a 10 % tax (unless `extra` says otherwise). */
const newStore = (name: string, extra: Partial<typeof stores.$inferInsert> = {}) =>
  insertStore(server.database.db, moduleId, name, { tax: 10, ...extra });

const newItem = (storeId: number, name: string, price: number, extra: Partial<typeof items.$inferInsert> = {}) =>
  insertItem(server.database.db, { storeId, moduleId, name, price, ...extra });

type Owner = { guest: string } | { token: string; userId: number };
async function fillCart(
  who: Owner,
  rows: { itemId: number; quantity: number; variation?: unknown[]; addOns?: [number, number][] }[],
) {
  await server.database.db.insert(carts).values(
    rows.map((r) => ({
      userId: 'userId' in who ? who.userId : null,
      guestId: 'guest' in who ? who.guest : null,
      moduleId,
      itemId: r.itemId,
      itemType: ITEM,
      price: 0,
      quantity: r.quantity,
      variation: r.variation ?? [],
      addOnIds: (r.addOns ?? []).map((a) => a[0]),
      addOnQtys: (r.addOns ?? []).map((a) => a[1]),
    })),
  );
}

const place = (who: Owner, body: Record<string, unknown>) =>
  server.call('placeOrder', {
    moduleId,
    ...('token' in who ? { token: who.token } : {}),
    body: {
      ...('guest' in who ? { guest_id: who.guest, ...contact } : {}),
      order_amount: 0,
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      store_id: store.id,
      ...home,
      ...body,
    },
  });

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const [grocery] = await db.select().from(modules).where(eq(modules.moduleType, 'grocery'));
  moduleId = grocery!.id;
  const s = await newStore('Test Corner Shop');
  store = { id: s.id, lat: s.latitude, lng: s.longitude };
  const [a] = await db
    .insert(addOns)
    .values({ storeId: s.id, name: 'Gift wrap', price: 2 })
    .returning({ id: addOns.id });
  addOnId = a!.id;
  item = {
    plain: await newItem(s.id, 'Test Rice 5kg', 15, { addOns: [addOnId] }),
    discounted: await newItem(s.id, 'Test Oil 1L', 20, { discount: 10, discountType: 'percent' }),
    variant: await newItem(s.id, 'Test T-Shirt', 12, {
      variations: [
        { type: 'Red-M', price: 14, stock: 5 },
        { type: 'Blue-L', price: 16, stock: 20 },
      ],
    }),
    other: 0,
  };
  const d = await newStore('Test Discount Mart', {
    discount: {
      discount: 10,
      discount_type: 'percent',
      min_purchase: 50,
      max_discount: 8,
      start_date: '2025-01-01',
      end_date: '2035-12-31',
      start_time: '00:00:00',
      end_time: '23:59:59',
    },
  });
  discounted = { id: d.id };
  item.other = await newItem(d.id, 'Test Flour 2kg', 30);
  await db.insert(coupons).values([
    {
      title: 'Ten off',
      code: 'T-TEN',
      startDate: day(-5),
      expireDate: day(5),
      minPurchase: 30,
      maxDiscount: 0,
      discount: 10,
      discountType: 'percent',
      couponType: 'store_wise',
      data: [s.id],
      moduleId,
    },
    {
      title: 'Free ride',
      code: 'T-FREESHIP',
      startDate: day(-5),
      expireDate: day(5),
      minPurchase: 0,
      maxDiscount: 0,
      discount: 0,
      discountType: 'amount',
      couponType: 'free_delivery',
      moduleId,
    },
    {
      title: 'Uttara only',
      code: 'T-UTTARA',
      startDate: day(-5),
      expireDate: day(5),
      minPurchase: 0,
      maxDiscount: 0,
      discount: 5,
      discountType: 'amount',
      couponType: 'zone_wise',
      data: [3],
      moduleId,
    },
    {
      title: 'Big basket',
      code: 'T-BIG',
      startDate: day(-5),
      expireDate: day(5),
      minPurchase: 500,
      maxDiscount: 0,
      discount: 5,
      discountType: 'amount',
      couponType: 'default',
      moduleId,
    },
  ]);
  await server.setConfig({
    admin_free_delivery: { status: 1, type: 'free_delivery_by_order_amount', free_delivery_over: 100 },
    additional_charge_status: 1,
    additional_charge: 2,
    dm_tips_status: 1,
    tax_included: 0,
  });
});
afterAll(() => server.close());

/** The delivery distance: the straight line in whole metres (domain/pricing/distance.ts). */
const km = () => Math.round(straightLineMeters(store.lat, store.lng, home.latitude, home.longitude)) / 1000;
/** The seeded delivery vehicles' extra charge: the bicycle (0–3 km) none, the motorbike (3.01–15 km) 1.50. */
const vehicleCharge = (d: number) => (d <= 3 ? 0 : 1.5);
const round2 = (n: number) => Math.round(n * 100) / 100;

describe('placeOrder', () => {
  it("places a guest's delivery order priced on the server and empties the cart", async () => {
    const who = { guest: await newGuest() };
    await fillCart(who, [
      { itemId: item.discounted, quantity: 2 },
      { itemId: item.plain, quantity: 1, addOns: [[addOnId, 1]] },
    ]);
    const res = await place(who, { dm_tips: 1, order_note: 'Ring twice' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order placed successfully!');
    expect(res.body.user_id).toBe(0);
    // 40 + 15 + 2 = 57; item discount 4; tax 10 % of 53; delivery km × 1 in [2, 10] + the vehicle's charge, + the
    // surge running now in the store's zone (zone 1's evening rush for grocery: 10 % from 18:00 to 22:00, Dhaka);
    // + 2 service + 1 tip
    const surge = (
      await server.call('getSurgePrice', { body: { zone_id: 1, module_id: moduleId, guest_id: who.guest } })
    ).body;
    const base = Math.min(10, Math.max(2, km())) + vehicleCharge(km());
    const fee = round2(surge.price_type === 'percent' ? base * (1 + surge.price / 100) : base + surge.price);
    expect(vehicleCharge(km())).toBeGreaterThan(0);
    expect(res.body.total_ammount).toBe(round2(53 + 5.3 + fee + 2 + 1));
    const left = await server.database.db.select().from(carts).where(eq(carts.guestId, who.guest));
    expect(left).toEqual([]);
    const track = await server.call('trackOrder', {
      query: { order_id: res.body.order_id, guest_id: who.guest, contact_number: contact.contact_person_number },
    });
    expect(track.status).toBe(200);
    expect(track.body).toMatchObject({
      order_status: 'pending',
      order_type: 'delivery',
      payment_method: 'cash_on_delivery',
      payment_status: 'unpaid',
      store_discount_amount: 4,
      total_tax_amount: 5.3,
      delivery_charge: fee,
      additional_charge: 2,
      dm_tips: 1,
      order_note: 'Ring twice',
      is_guest: 1,
      details_count: 2,
      module_type: 'grocery',
    });
    expect(track.body.delivery_address).toMatchObject({ ...contact, address: home.address });
    expect(track.body.details[1]).toMatchObject({
      quantity: 1,
      price: 15,
      total_add_on_price: 2,
      add_ons: [{ id: addOnId, name: 'Gift wrap', price: 2, quantity: 1 }],
    });
    expect(track.body.details[0].item_details.name).toBe('Test Oil 1L');
  });

  it('uses the variation price and frees delivery over the admin threshold', async () => {
    const who = { guest: await newGuest() };
    await fillCart(who, [{ itemId: item.variant, quantity: 7, variation: [{ type: 'Blue-L', price: 1 }] }]); // 112
    const res = await place(who, {});
    const track = await server.call('trackOrder', {
      query: { order_id: res.body.order_id, guest_id: who.guest, contact_number: contact.contact_person_number },
    });
    expect(track.body).toMatchObject({ delivery_charge: 0, free_delivery_by: 'admin', total_tax_amount: 11.2 });
    expect(track.body.order_amount).toBe(round2(112 + 11.2 + 2));
  });

  it('charges no delivery fee nor tips for take-away', async () => {
    const who = { guest: await newGuest() };
    await fillCart(who, [{ itemId: item.plain, quantity: 2 }]);
    const res = await place(who, {
      order_type: 'take_away',
      dm_tips: 5,
      address: null,
      latitude: null,
      longitude: null,
    });
    expect(res.status).toBe(200);
    expect(res.body.total_ammount).toBe(round2(30 + 3 + 2));
  });

  it('applies the running store discount (min_purchase, capped)', async () => {
    const who = { guest: await newGuest() };
    await fillCart(who, [{ itemId: item.other, quantity: 3 }]); // 90 → 10 % = 9, capped at 8
    const res = await place(who, { store_id: discounted.id });
    expect(res.status).toBe(200);
    const track = await server.call('trackOrder', {
      query: { order_id: res.body.order_id, guest_id: who.guest, contact_number: contact.contact_person_number },
    });
    expect(track.body.store_discount_amount).toBe(8);
  });

  it('applies coupons and rejects the ones that do not fit', async () => {
    const who = { guest: await newGuest() };
    await fillCart(who, [{ itemId: item.plain, quantity: 4 }]); // 60
    const wrongZone = await place(who, { coupon_code: 'T-UTTARA' });
    expect(wrongZone.status).toBe(403);
    expect(wrongZone.body.errors[0]).toEqual({ code: 'coupon', message: 'This coupon is not valid in your zone.' });
    const tooSmall = await place(who, { coupon_code: 'T-BIG' });
    expect(tooSmall.body.errors[0]).toEqual({
      code: 'coupon',
      message: 'To apply this coupon, total item amount should be minimum.',
    });
    expect((await place(who, { coupon_code: 'T-NOPE' })).status).toBe(404);
    const res = await place(who, { coupon_code: 'T-TEN' });
    expect(res.status).toBe(200);
    const track = await server.call('trackOrder', {
      query: { order_id: res.body.order_id, guest_id: who.guest, contact_number: contact.contact_person_number },
    });
    expect(track.body).toMatchObject({
      coupon_code: 'T-TEN',
      coupon_discount_amount: 6,
      coupon_discount_title: 'Ten off',
      total_tax_amount: 5.4,
    });

    await fillCart(who, [{ itemId: item.plain, quantity: 1 }]);
    const free = await place(who, { coupon_code: 'T-FREESHIP' });
    const freeTrack = await server.call('trackOrder', {
      query: { order_id: free.body.order_id, guest_id: who.guest, contact_number: contact.contact_person_number },
    });
    expect(freeTrack.body).toMatchObject({ delivery_charge: 0, coupon_discount_amount: 0 });
    expect(freeTrack.body.original_delivery_charge).toBeGreaterThan(0);
  });

  it('schedules an order for later and refuses a time in the past', async () => {
    const who = { guest: await newGuest() };
    await fillCart(who, [{ itemId: item.plain, quantity: 1 }]);
    expect((await place(who, { schedule_at: `${day(-1)} 10:00` })).body.errors[0].code).toBe('schedule_at');
    const res = await place(who, { schedule_at: `${day(2)} 10:00` });
    const track = await server.call('trackOrder', {
      query: { order_id: res.body.order_id, guest_id: who.guest, contact_number: contact.contact_person_number },
    });
    expect(track.body.scheduled).toBe(1);
    expect(track.body.schedule_at).toBe(new Date(`${day(2)}T04:00:00Z`).toISOString());
  });

  it('answers 403 for an empty cart, a missing address, a point outside the zone, items of another store, a closed store', async () => {
    const who = { guest: await newGuest() };
    const empty = await place(who, {});
    expect(empty.status).toBe(403);
    expect(empty.body.errors[0]).toEqual({ code: 'cart', message: 'Your cart is empty.' });
    await fillCart(who, [{ itemId: item.plain, quantity: 1 }]);
    expect((await place(who, { address: '' })).body.errors[0].code).toBe('address');
    expect((await place(who, { latitude: 21.4272, longitude: 92.0058 })).body.errors[0].code).toBe('coordinates');
    expect((await place(who, { store_id: discounted.id })).body.errors[0].code).toBe('store_id');
    await server.database.db.update(stores).set({ active: false }).where(eq(stores.id, store.id));
    try {
      const closed = await place(who, {});
      expect(closed.status).toBe(403);
      expect(closed.body.errors[0].message).toBe('The store is closed now. Schedule the order for later.');
    } finally {
      await server.database.db.update(stores).set({ active: true }).where(eq(stores.id, store.id));
    }
    expect((await place(who, { store_id: 999999 })).status).toBe(404);
  });

  it("refuses cash on delivery above the zone's maximum with the spec's message", async () => {
    const db = server.database.db;
    const where = and(eq(moduleZones.moduleId, moduleId), eq(moduleZones.zoneId, 1));
    const [pivot] = await db.select().from(moduleZones).where(where);
    await db.update(moduleZones).set({ maximumCodOrderAmount: 10 }).where(where);
    try {
      const who = { guest: await newGuest() };
      await fillCart(who, [{ itemId: item.plain, quantity: 2 }]);
      const res = await place(who, {});
      expect(res.status).toBe(403);
      expect(res.body.errors[0]).toEqual({
        code: 'order_amount',
        message: 'The total amount of the order, exceeds maximum amount of the cash on delivery method.',
      });
    } finally {
      await db.update(moduleZones).set({ maximumCodOrderAmount: pivot!.maximumCodOrderAmount }).where(where);
    }
  });

  it('needs a contact person from guests, guest checkout on, and a token or guest id', async () => {
    const who = { guest: await newGuest() };
    await fillCart(who, [{ itemId: item.plain, quantity: 1 }]);
    expect((await place(who, { contact_person_number: '' })).body.errors[0].code).toBe('contact_person_number');
    await server.setConfig({ guest_checkout_status: 0 });
    try {
      expect((await place(who, {})).body.errors[0].code).toBe('guest_checkout');
    } finally {
      await server.setConfig({ guest_checkout_status: 1 });
    }
    const anonymous = await server.call('placeOrder', {
      moduleId,
      body: { order_amount: 1, payment_method: 'cash_on_delivery', order_type: 'take_away', store_id: store.id },
    });
    expect(anonymous.status).toBe(401);
  });

  it('pays with the wallet, partially with the wallet, or digitally', async () => {
    const rich = await customerToken(server, undefined, 100);
    await fillCart(rich, [{ itemId: item.plain, quantity: 1 }]);
    const paid = await place(rich, { payment_method: 'wallet', order_type: 'take_away' }); // 15 + 1.5 + 2 = 18.5
    expect(paid.status).toBe(200);
    expect(paid.body.user_id).toBe(rich.userId);
    const balance = async (id: number) =>
      (await server.database.db.select().from(users).where(eq(users.id, id)))[0]!.walletBalance;
    expect(await balance(rich.userId)).toBe(81.5);

    const poor = await customerToken(server, undefined, 5);
    await fillCart(poor, [{ itemId: item.plain, quantity: 1 }]);
    const short = await place(poor, { payment_method: 'wallet', order_type: 'take_away' });
    expect(short.status).toBe(403);
    expect(short.body.errors[0].message).toBe('Your wallet balance is not enough for this order.');
    const partial = await place(poor, {
      payment_method: 'cash_on_delivery',
      partial_payment: 1,
      order_type: 'take_away',
    });
    expect(partial.status).toBe(200);
    expect(await balance(poor.userId)).toBe(0);
    const partialTrack = await server.call('trackOrder', {
      token: poor.token,
      query: { order_id: partial.body.order_id },
    });
    expect(partialTrack.body).toMatchObject({
      payment_method: 'partial_payment',
      payment_status: 'partially_paid',
      partially_paid_amount: 5,
    });

    const who = { guest: await newGuest() };
    await fillCart(who, [{ itemId: item.plain, quantity: 1 }]);
    const digital = await place(who, { payment_method: 'digital_payment', callback: `${server.url}/order-successful` });
    // paid on the payment page afterwards (test/server/digital-payment.test.ts): unpaid until then
    expect(digital.body.redirect_link).toMatch(new RegExp(`^${server.url}/payment/order\\?token=`));
  });
});

describe('stock', () => {
  const stockOf = async (id: number) => {
    const [row] = await server.database.db.select().from(items).where(eq(items.id, id));
    return { stock: row!.stock, variations: row!.variations.map((v) => [v.type, v.stock]) };
  };

  it('reserves stock on placement (items and variations), refuses what no longer fits naming the item, gives it back on cancel', async () => {
    const s = await newStore('Test Stock Shop');
    const honey = await newItem(s.id, 'Test Honey 500g', 10, { stock: 15 });
    const hoodie = await newItem(s.id, 'Test Hoodie', 20, {
      stock: 7,
      variations: [
        { type: 'Grey-S', price: 20, stock: 3 },
        { type: 'Grey-L', price: 22, stock: 4 },
      ],
    });
    const a = await customerToken(server);
    const b = await customerToken(server);
    await fillCart(a, [
      { itemId: honey, quantity: 15 },
      { itemId: hoodie, quantity: 3, variation: [{ type: 'Grey-L', price: 22 }] },
    ]);
    const first = await place(a, { store_id: s.id });
    expect(first.status).toBe(200);
    expect(await stockOf(honey)).toEqual({ stock: 0, variations: [] });
    expect(await stockOf(hoodie)).toEqual({
      stock: 7,
      variations: [
        ['Grey-S', 3],
        ['Grey-L', 1],
      ],
    });

    // the second customer wants the same 15: nothing is left
    await fillCart(b, [{ itemId: honey, quantity: 15 }]);
    const second = await place(b, { store_id: s.id });
    expect(second.status).toBe(403);
    expect(second.body.errors[0]).toEqual({
      code: 'stock',
      message: 'Test Honey 500g does not have enough stock for this order.',
    });
    expect(await server.database.db.select().from(carts).where(eq(carts.userId, b.userId))).toHaveLength(1);
    await fillCart(a, [{ itemId: hoodie, quantity: 2, variation: [{ type: 'Grey-L', price: 22 }] }]);
    expect((await place(a, { store_id: s.id })).body.errors[0].code).toBe('stock');

    const cancel = await server.call('cancelOrder', { token: a.token, body: { order_id: first.body.order_id } });
    expect(cancel.status).toBe(200);
    expect(await stockOf(honey)).toEqual({ stock: 15, variations: [] });
    expect((await stockOf(hoodie)).variations).toEqual([
      ['Grey-S', 3],
      ['Grey-L', 4],
    ]);
    expect((await place(b, { store_id: s.id })).status).toBe(200);
    expect((await stockOf(honey)).stock).toBe(0);
  });
});

describe('Idempotency-Key', () => {
  it('answers the first response again for the same key and body, 409 for another body, one order in all', async () => {
    const me = await customerToken(server);
    await fillCart(me, [{ itemId: item.plain, quantity: 1 }]);
    const send = (body: Record<string, unknown>, key = 'checkout-1') =>
      server.call('placeOrder', {
        moduleId,
        token: me.token,
        headers: { 'Idempotency-Key': key },
        body: {
          order_amount: 0,
          payment_method: 'cash_on_delivery',
          order_type: 'take_away',
          store_id: store.id,
          ...home,
          ...body,
        },
      });
    const first = await send({});
    expect(first.status).toBe(200);
    const again = await send({});
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await send({ order_note: 'another body' });
    expect(other.status).toBe(409);
    expect(other.body.errors[0]).toEqual({
      code: 'idempotency_key',
      message: 'This Idempotency-Key was already used with another request.',
    });
    const mine = await server.database.db.select().from(orders).where(eq(orders.userId, me.userId));
    expect(mine.map((o) => o.id)).toEqual([first.body.order_id]);
    // a new key is a new attempt (the cart is empty now)
    expect((await send({}, 'checkout-2')).body.errors[0].code).toBe('cart');
  });

  it('a key belongs to its caller: the same key and body from another customer or a guest is a request of its own', async () => {
    const a = await customerToken(server);
    const b = await customerToken(server);
    const guest = { guest: await newGuest() };
    for (const who of [a, b, guest]) await fillCart(who, [{ itemId: item.plain, quantity: 1 }]);
    const send = (who: Owner) =>
      server.call('placeOrder', {
        moduleId,
        ...('token' in who ? { token: who.token } : {}),
        headers: { 'Idempotency-Key': 'shared-key' },
        body: {
          ...('guest' in who ? { guest_id: who.guest, ...contact } : {}),
          order_amount: 0,
          payment_method: 'cash_on_delivery',
          order_type: 'take_away',
          store_id: store.id,
          ...home,
        },
      });
    const answers = [await send(a), await send(b), await send(guest)];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(answers.map((r) => r.headers.get('idempotent-replayed'))).toEqual([null, null, null]);
    expect(new Set(answers.map((r) => r.body.order_id)).size).toBe(3);
    const again = await send(guest);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(answers[2]!.body);
  });
});

describe('order history, details, tracking and cancellation', () => {
  it('lists the customer’s orders and running orders, shows details, cancels a pending order with a wallet refund', async () => {
    const me = await customerToken(server, undefined, 50);
    await fillCart(me, [{ itemId: item.plain, quantity: 1 }]);
    const first = await place(me, { order_type: 'take_away' });
    await fillCart(me, [{ itemId: item.discounted, quantity: 1 }]);
    const second = await place(me, { order_type: 'take_away', payment_method: 'wallet' });
    expect(await hasOngoingOrders(server.database.db, me.userId)).toBe(true);

    const list = await server.call('getOrderList', { token: me.token, query: { limit: 10, offset: 1 } });
    expect(list.status).toBe(200);
    expect(list.body.total_size).toBe(2);
    expect(list.body.orders.map((o: any) => o.id)).toEqual([second.body.order_id, first.body.order_id]);
    expect(list.body.orders[0].store.name).toBe('Test Corner Shop');

    const details = await server.call('getOrderDetails', { token: me.token, query: { order_id: first.body.order_id } });
    expect(details.status).toBe(200);
    expect(details.body).toHaveLength(1);
    expect(details.body[0]).toMatchObject({ quantity: 1, price: 15, item_id: item.plain });

    const cancel = await server.call('cancelOrder', {
      token: me.token,
      body: { order_id: second.body.order_id, reason: 'Changed my mind' },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.message).toBe('Order canceled successfully.');
    const [u] = await server.database.db.select().from(users).where(eq(users.id, me.userId));
    expect(u!.walletBalance).toBe(50);
    const running = await server.call('getRunningOrders', { token: me.token });
    expect(running.body.orders.map((o: any) => o.id)).toEqual([first.body.order_id]);
    const again = await server.call('cancelOrder', { token: me.token, body: { order_id: second.body.order_id } });
    expect(again.status).toBe(403);
    expect(again.body.errors[0]).toEqual({
      code: 'order',
      message: 'You can not cancel the order after it is confirmed.',
    });
    await server.call('cancelOrder', { token: me.token, body: { order_id: first.body.order_id } });
    expect(await hasOngoingOrders(server.database.db, me.userId)).toBe(false);
  });

  it('needs a token for the lists (401) and valid paging (403)', async () => {
    expect((await server.call('getOrderList', {})).status).toBe(401);
    expect((await server.call('getRunningOrders', {})).status).toBe(401);
    const { token } = await customerToken(server);
    expect((await server.call('getOrderList', { token, query: { limit: 0 } })).status).toBe(403);
    expect((await server.call('getRunningOrders', { token, query: { offset: 0 } })).status).toBe(403);
  });

  it('answers 404 for orders of someone else, and guests must give the contact number to track', async () => {
    const who = { guest: await newGuest() };
    await fillCart(who, [{ itemId: item.plain, quantity: 1 }]);
    const placed = await place(who, {});
    const { token } = await customerToken(server);
    expect((await server.call('getOrderDetails', { token, query: { order_id: placed.body.order_id } })).status).toBe(
      404,
    );
    expect((await server.call('trackOrder', { token, query: { order_id: placed.body.order_id } })).status).toBe(404);
    expect((await server.call('cancelOrder', { token, body: { order_id: placed.body.order_id } })).status).toBe(404);
    const noNumber = await server.call('trackOrder', {
      query: { order_id: placed.body.order_id, guest_id: who.guest },
    });
    expect(noNumber.status).toBe(403);
    expect(noNumber.body.errors[0].code).toBe('contact_number');
    expect(
      (
        await server.call('trackOrder', {
          query: { order_id: placed.body.order_id, guest_id: who.guest, contact_number: '+8800' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.call('getOrderDetails', { query: { order_id: placed.body.order_id, guest_id: who.guest } })).status,
    ).toBe(200);
    expect(
      (await server.call('cancelOrder', { body: { order_id: placed.body.order_id, guest_id: who.guest } })).status,
    ).toBe(200);
    expect(
      (await server.call('getOrderDetails', { query: { order_id: 'x' as never, guest_id: who.guest } })).status,
    ).toBe(403);
  });

  it('seeds a history for the demo customer with nothing under way', async () => {
    const demo = await customerToken(server, 'demo@sixam.market');
    const list = await server.call('getOrderList', { token: demo.token });
    expect(list.body.total_size).toBeGreaterThanOrEqual(2);
    const trips = await server.call('getTripList', { token: demo.token, params: { type: 'completed' } });
    expect(trips.body.total_size).toBe(2);
    expect(await hasOngoingOrders(server.database.db, demo.userId)).toBe(false);
  });
});
