// The races on money, stock and carts, fired at 3 API processes sharing one PostgreSQL database: the in-process test
// server and two `server/main.ts` processes. Every test states the exact outcome: one refund, one payment, one order,
// one line.
import type { ChildProcess } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponUsages, coupons, items, modules } from '../../server/db/schema/catalogue.ts';
import {
  carts,
  loyaltyPointTransactions,
  users,
  walletPayments,
  walletTransactions,
} from '../../server/db/schema/customer.ts';
import { orders } from '../../server/db/schema/orders.ts';
import { trips } from '../../server/db/schema/rental.ts';
import { startApiProcess } from '../support/api-process.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { insertItem, insertOpenStore, insertOrder } from '../support/test-store.ts';
import { customerToken, points, rentalIds } from '../server/rental-helpers.ts';

let server: TestServer;
const children: ChildProcess[] = [];
let urls: string[] = [];
let grocery: number;
let shop: number;

/** Starts `server/main.ts` on the test database; resolves with its URL once it listens. */
const startProcess = (databaseUrl: string) => startApiProcess(databaseUrl, { RATE_LIMIT_PER_MINUTE: '0' }, children);

/** Fires `n` copies of one request at once, spread over the processes; returns the statuses. */
async function fire(
  n: number,
  method: string,
  path: string,
  token: string | null,
  body: unknown,
  moduleId?: number,
  extra: Record<string, string> = {},
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-localization': 'en', ...extra };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (moduleId !== undefined) headers.moduleId = String(moduleId);
  const res = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      fetch(urls[i % urls.length]! + path, { method, headers, body: JSON.stringify(body) }).then(async (r) => ({
        status: r.status,
        body: await r.json(),
      })),
    ),
  );
  return res;
}
const count = (res: { status: number }[], status: number) => res.filter((r) => r.status === status).length;

const balance = async (userId: number) =>
  (await server.database.db.select().from(users).where(eq(users.id, userId)))[0]!.walletBalance;
const ledger = (userId: number) =>
  server.database.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId));

beforeAll(async () => {
  server = await startTestServer();
  if (!server.database.url) throw new Error('the concurrency suite runs on PostgreSQL only');
  urls = [server.url, ...(await Promise.all([startProcess(server.database.url), startProcess(server.database.url)]))];
  const db = server.database.db;
  const [mod] = await db.select().from(modules).where(eq(modules.moduleType, 'grocery'));
  grocery = mod!.id;
  shop = await insertOpenStore(db, grocery, 'Race Corner Shop');
}, 300_000); // two API processes start slowly on a busy machine

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await server?.close();
});

const takeAway = {
  order_amount: 0,
  payment_method: 'cash_on_delivery',
  order_type: 'take_away',
  get store_id() {
    return shop;
  },
  address: 'Karwan Bazar',
  latitude: 23.7512,
  longitude: 90.3935,
};

const newItem = (stock: number) =>
  insertItem(server.database.db, { storeId: shop, moduleId: grocery, stock, price: 10 });

const pendingOrder = (userId: number, amount: number) =>
  insertOrder(server.database.db, {
    userId,
    storeId: shop,
    moduleId: grocery,
    orderType: 'delivery',
    paymentMethod: 'wallet',
    paymentStatus: 'paid',
    orderAmount: amount,
  });

async function pendingTrip(userId: number, amount: number, paid: boolean) {
  const ids = await rentalIds(server);
  const provider = ids.providers[0]!;
  const [t] = await server.database.db
    .insert(trips)
    .values({
      userId,
      providerId: provider.id,
      zoneId: provider.zoneId,
      moduleId: ids.moduleId,
      tripType: 'hourly',
      paymentMethod: paid ? 'wallet' : 'cash_payment',
      paymentStatus: paid ? 'paid' : 'unpaid',
      price: amount,
      tripAmount: amount,
      pickupLocation: { lat: 23.7512, lng: 90.3935, location_name: 'Karwan Bazar' },
      destinationLocation: { lat: 23.7925, lng: 90.4078, location_name: 'Gulshan 2 Circle' },
      pickupTime: new Date(Date.now() + 3_600_000),
    })
    .returning({ id: trips.id });
  return { tripId: t!.id, moduleId: ids.moduleId };
}

/** An order of the customer whose digital payment failed (6amMart web then offers the wallet or cash on delivery). */
const failedDigitalOrder = (userId: number, amount: number) =>
  insertOrder(server.database.db, {
    userId,
    storeId: shop,
    moduleId: grocery,
    orderStatus: 'failed',
    paymentMethod: 'digital_payment',
    paymentStatus: 'unpaid',
    orderAmount: amount,
  });

describe('races on one PostgreSQL shared by 3 API processes', () => {
  it('20 parallel cancels of one wallet-paid order: one 200, one refund', async () => {
    const me = await customerToken(server, undefined, 11);
    const orderId = await pendingOrder(me.userId, 21.2);
    const res = await fire(20, 'PUT', '/api/v1/customer/order/cancel', me.token, {
      order_id: orderId,
      reason: 'race',
      _method: 'put',
    });
    expect(count(res, 200)).toBe(1);
    expect(count(res, 403)).toBe(19);
    expect(await balance(me.userId)).toBe(32.2);
    expect((await ledger(me.userId)).filter((t) => t.transactionType === 'order_refund')).toHaveLength(1);
  });

  it('20 parallel cancels of one wallet-paid trip: one 200, one refund', async () => {
    const me = await customerToken(server, undefined, 8.6);
    const { tripId, moduleId } = await pendingTrip(me.userId, 37.8, true);
    const res = await fire(
      20,
      'PUT',
      '/api/v1/rental/user/trip/cancel-trip',
      me.token,
      { trip_id: tripId, reason: 'race' },
      moduleId,
    );
    expect(count(res, 200)).toBe(1);
    expect(await balance(me.userId)).toBe(46.4);
    expect((await ledger(me.userId)).filter((t) => t.credit > 0)).toHaveLength(1);
  });

  it('20 parallel wallet payments of one trip: one debit', async () => {
    const me = await customerToken(server, undefined, 1000);
    const { tripId, moduleId } = await pendingTrip(me.userId, 25, false);
    const res = await fire(
      20,
      'POST',
      '/api/v1/rental/user/trip/payment',
      me.token,
      { trip_id: tripId, payment_method: 'wallet' },
      moduleId,
    );
    expect(count(res, 200)).toBe(1);
    expect(await balance(me.userId)).toBe(975);
    expect((await ledger(me.userId)).filter((t) => t.debit > 0)).toHaveLength(1);
  });

  it('20 parallel placements of one cart: one order', async () => {
    const me = await customerToken(server);
    const itemId = await newItem(100);
    await server.database.db.insert(carts).values({
      userId: me.userId,
      moduleId: grocery,
      itemId,
      itemType: 'App\\Models\\Item',
      price: 10,
      quantity: 2,
    });
    const res = await fire(20, 'POST', '/api/v1/customer/order/place', me.token, takeAway, grocery);
    expect(count(res, 200)).toBe(1);
    const mine = await server.database.db.select().from(orders).where(eq(orders.userId, me.userId));
    expect(mine).toHaveLength(1);
  });

  it('20 parallel placements with one Idempotency-Key: 20 times the same answer, one order', async () => {
    const me = await customerToken(server);
    const itemId = await newItem(100);
    await server.database.db
      .insert(carts)
      .values({ userId: me.userId, moduleId: grocery, itemId, itemType: 'App\\Models\\Item', price: 10, quantity: 1 });
    const res = await fire(20, 'POST', '/api/v1/customer/order/place', me.token, takeAway, grocery, {
      'Idempotency-Key': 'race-checkout',
    });
    expect(count(res, 200)).toBe(20);
    expect(new Set(res.map((r) => r.body.order_id)).size).toBe(1);
    expect(await server.database.db.select().from(orders).where(eq(orders.userId, me.userId))).toHaveLength(1);
  });

  it('12 parallel Buy Now orders of one customer with a coupon limited to 5 uses: 5 orders with it, 7 × 406', async () => {
    const me = await customerToken(server);
    const itemId = await newItem(100);
    const code = `RACE-FIVE-${me.userId}`;
    const [coupon] = await server.database.db
      .insert(coupons)
      .values({
        title: 'Five per customer',
        code,
        startDate: '2020-01-01',
        expireDate: '2099-12-31',
        discount: 2.05,
        discountType: 'amount',
        couponType: 'default',
        limit: 5,
        moduleId: grocery,
      })
      .returning({ id: coupons.id });
    const body = {
      ...takeAway,
      store_id: shop,
      is_buy_now: 1,
      cart: [{ item_id: itemId, model: 'Item', quantity: 1 }],
      coupon_code: code,
    };
    const res = await fire(12, 'POST', '/api/v1/customer/order/place', me.token, body, grocery);
    expect(count(res, 200)).toBe(5);
    expect(count(res, 406)).toBe(7);
    const mine = await server.database.db.select().from(orders).where(eq(orders.userId, me.userId));
    expect(mine.map((o) => o.couponDiscountAmount)).toEqual([2.05, 2.05, 2.05, 2.05, 2.05]);
    const [after] = await server.database.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(after!.totalUses).toBe(5);
    const uses = await server.database.db.select().from(couponUsages).where(eq(couponUsages.couponId, coupon!.id));
    expect(uses).toHaveLength(5);
  });

  it('12 parallel sign-ups with one new email, then one new phone: one account each, 11 × the worded 403', async () => {
    const email = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fetch(`${urls[i % urls.length]!}/api/v1/auth/sign-up`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-localization': 'en' },
          body: JSON.stringify({
            name: 'Race',
            email: 'race-pg-signup@example.com',
            phone: `+88019440001${String(i).padStart(2, '0')}`,
            password: 'secret123',
          }),
        }).then(async (r) => ({ status: r.status, body: await r.json() })),
      ),
    );
    const phone = await fire(12, 'POST', '/api/v1/auth/sign-up', null, {
      name: 'Race',
      phone: '+8801944000200',
      password: 'secret123',
    });
    for (const [res, code] of [
      [email, 'email'],
      [phone, 'phone'],
    ] as const) {
      expect(count(res, 200)).toBe(1);
      expect(count(res, 403)).toBe(11);
      for (const r of res.filter((r) => r.status === 403))
        expect(r.body.errors[0]).toEqual({ code, message: `The ${code} has already been taken.` });
    }
    const made = await server.database.db
      .select()
      .from(users)
      .where(sql`${users.email} = 'race-pg-signup@example.com' or ${users.phone} = '+8801944000200'`);
    expect(made).toHaveLength(2);
  });

  it('6 customers ordering all 15 of an item at once: one order, stock 0, never negative', async () => {
    const itemId = await newItem(15);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => customerToken(server)));
    await server.database.db.insert(carts).values(
      buyers.map((b) => ({
        userId: b.userId,
        moduleId: grocery,
        itemId,
        itemType: 'App\\Models\\Item',
        price: 10,
        quantity: 15,
      })),
    );
    const res = await Promise.all(
      buyers.map((b, i) =>
        fetch(`${urls[i % urls.length]}/api/v1/customer/order/place`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${b.token}`,
            moduleId: String(grocery),
          },
          body: JSON.stringify({ ...takeAway }),
        }).then(async (r) => ({ status: r.status, body: await r.json() })),
      ),
    );
    expect(count(res, 200)).toBe(1);
    expect(res.filter((r) => r.status === 403).map((r) => r.body.errors[0].code)).toEqual(Array(5).fill('stock'));
    const [row] = await server.database.db.select().from(items).where(eq(items.id, itemId));
    expect(row!.stock).toBe(0);
  });

  it('10 identical parallel cart adds: one line', async () => {
    const me = await customerToken(server);
    const itemId = await newItem(47);
    const res = await fire(
      10,
      'POST',
      '/api/v1/customer/cart/add',
      me.token,
      { item_id: itemId, model: 'Item', price: 10, quantity: 40, variation: [], add_on_ids: [], add_on_qtys: [] },
      grocery,
    );
    expect(count(res, 200)).toBe(1);
    const [{ n, total }] = (await server.database.db
      .select({ n: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(quantity), 0)::int` })
      .from(carts)
      .where(eq(carts.userId, me.userId))) as [{ n: number; total: number }];
    expect({ n, total }).toEqual({ n: 1, total: 40 });
  });

  it('20 parallel bookings of one trip cart: one trip', async () => {
    const me = await customerToken(server);
    const ids = await rentalIds(server);
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const added = await server.call('addToRentalCart', {
      moduleId: ids.moduleId,
      token: me.token,
      body: {
        vehicle_id: ids.vehicle('Toyota Corolla Axio').id,
        quantity: 1,
        rental_type: 'hourly',
        estimated_hours: 3,
        pickup_time: `${day} 10:30 AM`,
        pickup_location: points.central,
        destination_location: points.gulshan,
      },
    });
    expect(added.status).toBe(200);
    const cart = await server.call('getRentalCart', { moduleId: ids.moduleId, token: me.token });
    const res = await fire(
      20,
      'POST',
      '/api/v1/rental/user/trip/trip-booking',
      me.token,
      {
        trip_amount: cart.body.user_data.total_price,
        trip_type: cart.body.user_data.rental_type,
        provider_id: cart.body.carts[0].provider_id,
      },
      ids.moduleId,
    );
    expect(count(res, 200)).toBe(1);
    expect(res.filter((r) => r.status !== 200).map((r) => r.body.errors[0].code)).toEqual(Array(19).fill('cart'));
    expect(await server.database.db.select().from(trips).where(eq(trips.userId, me.userId))).toHaveLength(1);
  });

  it('20 parallel transfers of all loyalty points: one transfer, one ledger entry each side', async () => {
    const me = await customerToken(server);
    await server.database.db.update(users).set({ loyaltyPoint: 1000, walletBalance: 0 }).where(eq(users.id, me.userId));
    const res = await fire(20, 'POST', '/api/v1/customer/loyalty-point/point-transfer', me.token, { point: 1000 });
    expect(count(res, 200)).toBe(1);
    expect(res.filter((r) => r.status !== 200).map((r) => r.body.errors[0].code)).toEqual(Array(19).fill('point'));
    const [u] = await server.database.db.select().from(users).where(eq(users.id, me.userId));
    expect(u!.loyaltyPoint).toBe(0);
    const points = await server.database.db
      .select()
      .from(loyaltyPointTransactions)
      .where(eq(loyaltyPointTransactions.userId, me.userId));
    expect(points.map((p) => [p.transactionType, p.debit])).toEqual([['point_to_wallet', 1000]]);
    const credits = (await ledger(me.userId)).filter((t) => t.transactionType === 'loyalty_point');
    expect(credits).toHaveLength(1);
    // the two sides of one transfer share its reference (the ledger is unique per reference and reason)
    expect(credits[0]!.reference).toBe(points[0]!.reference);
    expect(u!.walletBalance).toBe(credits[0]!.credit);
  });
  /** Fires `n` presses of one button of a payment page at once, spread over the processes. */
  async function pressAll(n: number, link: string, action: 'confirm' | 'cancel') {
    const token = new URL(link).searchParams.get('token')!;
    const path = new URL(link).pathname;
    return Promise.all(
      Array.from({ length: n }, (_, i) => {
        const origin = new URL(urls[i % urls.length]!).origin;
        return fetch(origin + path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
          body: new URLSearchParams({ token, action }).toString(),
          redirect: 'manual',
        }).then((r) => ({ status: r.status }));
      }),
    );
  }

  it('20 parallel confirms of one order payment: paid once, one 303', async () => {
    const me = await customerToken(server);
    const itemId = await newItem(100);
    await server.database.db
      .insert(carts)
      .values({ userId: me.userId, moduleId: grocery, itemId, itemType: 'App\\Models\\Item', price: 10, quantity: 2 });
    const [placed] = await fire(
      1,
      'POST',
      '/api/v1/customer/order/place',
      me.token,
      { ...takeAway, payment_method: 'digital_payment', callback: `${server.url}/order-successful` },
      grocery,
    );
    expect(placed!.status).toBe(200);
    const res = await pressAll(20, placed!.body.redirect_link, 'confirm');
    expect(count(res, 303)).toBe(1);
    expect(count(res, 404)).toBe(19);
    const [o] = await server.database.db.select().from(orders).where(eq(orders.id, placed!.body.order_id));
    expect(o).toMatchObject({ paymentStatus: 'paid', orderStatus: 'confirmed' });
    const requests = await server.database.db
      .select()
      .from(walletPayments)
      .where(eq(walletPayments.reference, String(placed!.body.order_id)));
    expect(requests.map((r) => r.status)).toEqual(['success']);
  });

  it('20 parallel confirms of one add-fund payment: one credit, one ledger entry', async () => {
    const me = await customerToken(server, undefined, 3);
    const [fund] = await fire(1, 'POST', '/api/v1/customer/wallet/add-fund', me.token, {
      amount: 40,
      payment_method: 'stripe',
      callback: `${server.url}/profile?page=wallet`,
    });
    expect(fund!.status).toBe(200);
    const res = await pressAll(20, fund!.body.redirect_link, 'confirm');
    expect(count(res, 303)).toBe(1);
    expect(await balance(me.userId)).toBe(43);
    expect((await ledger(me.userId)).filter((t) => t.transactionType === 'add_fund')).toHaveLength(1);
  });

  it('20 parallel presses, confirm and cancel mixed, of one trip payment: one outcome', async () => {
    const me = await customerToken(server);
    const { tripId, moduleId } = await pendingTrip(me.userId, 30, false);
    const [pay] = await fire(
      1,
      'POST',
      '/api/v1/rental/user/trip/payment',
      me.token,
      { trip_id: tripId, payment_method: 'digital_payment', callback: `${server.url}/my-trips` },
      moduleId,
    );
    expect(pay!.status).toBe(200);
    const link = pay!.body.redirect_link as string;
    const res = (await Promise.all([pressAll(10, link, 'confirm'), pressAll(10, link, 'cancel')])).flat();
    expect(count(res, 303)).toBe(1);
    const [t] = await server.database.db.select().from(trips).where(eq(trips.id, tripId));
    // exactly one of the two outcomes happened
    expect([
      ['paid', 'pending'],
      ['unpaid', 'payment_failed'],
    ]).toContainEqual([t!.paymentStatus, t!.tripStatus]);
  });

  it('20 parallel wallet payments of one failed order: one debit, every answer 200', async () => {
    const me = await customerToken(server, undefined, 100);
    const orderId = await failedDigitalOrder(me.userId, 31.4);
    const res = await fire(20, 'POST', '/api/v1/customer/order/wallet-payment', me.token, {
      order_id: orderId,
      _method: 'POST',
    });
    expect(count(res, 200)).toBe(20); // a repeat of a done payment answers as the first, without a debit
    expect(await balance(me.userId)).toBe(68.6);
    expect((await ledger(me.userId)).filter((t) => t.debit > 0)).toHaveLength(1);
    const [o] = await server.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o).toMatchObject({ paymentMethod: 'wallet', paymentStatus: 'paid' });
  });

  it('10 wallet payments and 10 switches to cash on delivery of one failed order at once: one of them, once', async () => {
    const me = await customerToken(server, undefined, 100);
    const orderId = await failedDigitalOrder(me.userId, 25);
    const res = (
      await Promise.all([
        fire(10, 'POST', '/api/v1/customer/order/wallet-payment', me.token, { order_id: orderId, _method: 'POST' }),
        fire(10, 'POST', '/api/v1/customer/order/payment-method', me.token, { order_id: orderId, _method: 'put' }),
      ])
    ).flat();
    const [o] = await server.database.db.select().from(orders).where(eq(orders.id, orderId));
    const debits = (await ledger(me.userId)).filter((t) => t.debit > 0);
    if (o!.paymentMethod === 'wallet') {
      expect(o).toMatchObject({ paymentStatus: 'paid' });
      expect(debits).toHaveLength(1);
      expect(await balance(me.userId)).toBe(75);
    } else {
      expect(o).toMatchObject({ paymentMethod: 'cash_on_delivery', paymentStatus: 'unpaid', orderStatus: 'pending' });
      expect(debits).toHaveLength(0);
      expect(await balance(me.userId)).toBe(100);
    }
    // the winning kind answers 200 every time, the other is refused (403) once the order is taken
    expect(count(res, 200) + count(res, 403)).toBe(20);
    expect(count(res, 200)).toBeGreaterThanOrEqual(10);
  });
});
