// Digital payments of orders and trips go through the local payment page. The order / trip stays
// unpaid until the page confirms it; a failed or cancelled payment marks the order failed (6amMart's order_failed)
// or the trip payment_failed, and both may be paid again; a failed order can be cancelled (stock and the wallet part
// return). Every callback must be an address of this shop; links are built from PUBLIC_URL, never from Host.
// Runs on PGlite (project server) and PostgreSQL (project server-pg).
import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, modules } from '../../server/db/schema/catalogue.ts';
import { carts, users, walletPayments } from '../../server/db/schema/customer.ts';
import { orders } from '../../server/db/schema/orders.ts';
import { trips } from '../../server/db/schema/rental.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { insertItem, insertOpenStore } from '../support/test-store.ts';
import { customerToken, rentalIds } from './rental-helpers.ts';

let server: TestServer;
let moduleId: number;
let shop: number;

const ITEM = 'App\\Models\\Item';
const takeAway = (extra: Record<string, unknown> = {}) => ({
  order_amount: 0,
  payment_method: 'digital_payment',
  order_type: 'take_away',
  store_id: shop,
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const [grocery] = await db.select().from(modules).where(eq(modules.moduleType, 'grocery'));
  moduleId = grocery!.id;
  shop = await insertOpenStore(db, moduleId, 'Pay Page Shop');
});
afterAll(() => server.close());

const newItem = (stock: number, price = 10) =>
  insertItem(server.database.db, { storeId: shop, moduleId, stock, price });

async function fill(userId: number, itemId: number, quantity: number) {
  await server.database.db.insert(carts).values({
    userId,
    moduleId,
    itemId,
    itemType: ITEM,
    price: 0,
    quantity,
    variation: [],
    addOnIds: [],
    addOnQtys: [],
  });
}

const orderRow = async (id: number) => (await server.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stockOf = async (id: number) => (await server.database.db.select().from(items).where(eq(items.id, id)))[0]!.stock;
const balanceOf = async (id: number) =>
  (await server.database.db.select().from(users).where(eq(users.id, id)))[0]!.walletBalance;

/** Opens the payment page of a link and presses one of its buttons, as the browser does. */
async function pressOnPage(link: string, action: 'confirm' | 'fail' | 'cancel', origin?: string) {
  const url = new URL(link);
  const page = await fetch(url);
  const html = await page.text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const res = await fetch(new URL(url.pathname, url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin ?? url.origin },
    body: new URLSearchParams({ token, action }).toString(),
    redirect: 'manual',
  });
  return { page, html, res, location: res.headers.get('location') };
}

/** POST with a forged Host header (fetch cannot set one): what a request through a misconfigured proxy carries. */
function postWithHost(path: string, host: string, token: string, body: unknown) {
  const url = new URL(path, server.url);
  return new Promise<{ status: number; body: { redirect_link?: string; order_id?: number } }>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          Host: host,
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          moduleId: String(moduleId),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('digital payment of an order', () => {
  it('leaves the order unpaid until the page confirms it; Pay marks it confirmed + paid once, links from PUBLIC_URL', async () => {
    const me = await customerToken(server);
    const itemId = await newItem(20, 12.5);
    await fill(me.userId, itemId, 2);
    // a forged Host changes nothing: the link is built from PUBLIC_URL
    const placed = await postWithHost('/api/v1/customer/order/place', 'evil.test', me.token, {
      ...takeAway(),
      callback: `${server.url}/order-successful`,
    });
    expect(placed.status).toBe(200);
    const link = placed.body.redirect_link!;
    expect(link).toMatch(new RegExp(`^${server.url}/payment/order\\?token=[\\w-]{32}$`));
    const orderId = placed.body.order_id!;
    expect(await orderRow(orderId)).toMatchObject({
      orderStatus: 'pending',
      paymentStatus: 'unpaid',
      paymentMethod: 'digital_payment',
    });
    expect(await stockOf(itemId)).toBe(18); // reserved when placed

    const { page, html, location, res } = await pressOnPage(link, 'confirm');
    expect(page.status).toBe(200);
    expect(html).toContain(`pay order #${orderId}`);
    expect(html).toContain('$27.00'); // the order's amount: 2 × 12.50 + the additional charge 2
    expect(res.status).toBe(303);
    expect(location).toBe(`${server.url}/order-successful?flag=success&order_id=${orderId}`);
    const paid = await orderRow(orderId);
    expect(paid).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'paid', orderAmount: 27 });
    expect(paid.confirmedAt).not.toBeNull();
    // the link is used up
    expect((await fetch(link)).status).toBe(404);
    const track = await server.call('trackOrder', { token: me.token, query: { order_id: orderId } });
    expect(track.body).toMatchObject({ order_status: 'confirmed', payment_status: 'paid' });
  });

  it('Fail payment marks the order failed (flag=fail); payment-failed details give a fresh link; paid again it is confirmed', async () => {
    const me = await customerToken(server);
    const itemId = await newItem(10);
    await fill(me.userId, itemId, 1);
    const placed = await server.call('placeOrder', {
      moduleId,
      token: me.token,
      body: takeAway({ callback: `${server.url}/order-successful` }),
    });
    const orderId = placed.body.order_id;
    const failed = await pressOnPage(placed.body.redirect_link, 'fail');
    expect(failed.location).toBe(`${server.url}/order-successful?flag=fail&order_id=${orderId}`);
    expect(await orderRow(orderId)).toMatchObject({ orderStatus: 'failed', paymentStatus: 'unpaid' });

    const details = await server.call('getPaymentFailedDetails', {
      token: me.token,
      query: { order_id: orderId, callback: `${server.url}/order-successful` },
    });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      order_id: orderId,
      order_type: 'take_away',
      order_amount: 12,
      partially_paid_amount: 0,
      payment_status: 'unpaid',
      payment_method: 'digital_payment',
      order_status: 'failed',
      cash_on_delivery: true,
      digital_payment: true,
      offline_payment: true, // the demo business takes offline payment (config offline_payment_status)
      zone_id: 1,
      user_id: me.userId,
      guest_id: null,
    });
    expect(details.body.redirect_link).toMatch(new RegExp(`^${server.url}/payment/order\\?token=`));
    const again = await pressOnPage(details.body.redirect_link, 'confirm');
    expect(again.location).toBe(`${server.url}/order-successful?flag=success&order_id=${orderId}`);
    expect(await orderRow(orderId)).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'paid' });
    // paid: no more link, and no one else's order is shown
    const after = await server.call('getPaymentFailedDetails', {
      token: me.token,
      query: { order_id: orderId, callback: `${server.url}/order-successful` },
    });
    expect(after.body.redirect_link).toBeUndefined();
    const stranger = await customerToken(server);
    const other = await server.call('getPaymentFailedDetails', { token: stranger.token, query: { order_id: orderId } });
    expect(other.status).toBe(404);
    const foreign = await server.call('getPaymentFailedDetails', {
      token: me.token,
      query: { order_id: orderId, callback: 'https://evil.test/' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.errors[0].code).toBe('callback');
  });

  it('Cancel on the page (flag=cancel) leaves it failed; cancelling the failed order returns the stock and the wallet part', async () => {
    const me = await customerToken(server, undefined, 4);
    const itemId = await newItem(5);
    await fill(me.userId, itemId, 3); // 30 + 2 additional charge: 4 from the wallet now, 28 on the payment page
    const placed = await server.call('placeOrder', {
      moduleId,
      token: me.token,
      body: takeAway({ partial_payment: 1, callback: '/order-successful' }),
    });
    expect(placed.status).toBe(200);
    expect(await balanceOf(me.userId)).toBe(0);
    expect(await orderRow(placed.body.order_id)).toMatchObject({
      paymentMethod: 'partial_payment',
      paymentStatus: 'partially_paid',
      partiallyPaidAmount: 4,
    });
    const { html, location } = await pressOnPage(placed.body.redirect_link, 'cancel');
    expect(html).toContain('$28.00'); // what is left to pay
    expect(location).toBe(`${server.url}/order-successful?flag=cancel&order_id=${placed.body.order_id}`);
    expect((await orderRow(placed.body.order_id)).orderStatus).toBe('failed');
    expect(await stockOf(itemId)).toBe(2);
    const canceled = await server.call('cancelOrder', {
      token: me.token,
      body: { order_id: placed.body.order_id, reason: 'Order payment canceled' },
    });
    expect(canceled.status).toBe(200);
    expect((await orderRow(placed.body.order_id)).orderStatus).toBe('canceled');
    expect(await stockOf(itemId)).toBe(5);
    expect(await balanceOf(me.userId)).toBe(4);
  });

  it('a confirm after the order was cancelled pays nothing', async () => {
    const me = await customerToken(server);
    const itemId = await newItem(5);
    await fill(me.userId, itemId, 1);
    const placed = await server.call('placeOrder', { moduleId, token: me.token, body: takeAway() });
    expect(
      (await server.call('cancelOrder', { token: me.token, body: { order_id: placed.body.order_id } })).status,
    ).toBe(200);
    const { res, html } = await (async () => {
      const r = await pressOnPage(placed.body.redirect_link, 'confirm');
      return { res: r.res, html: await r.res.text() };
    })();
    expect(res.status).toBe(200);
    expect(html).toContain('This order can no longer be paid: nothing was charged.');
    expect(await orderRow(placed.body.order_id)).toMatchObject({ orderStatus: 'canceled', paymentStatus: 'unpaid' });
    const [request] = await server.database.db
      .select()
      .from(walletPayments)
      .where(eq(walletPayments.reference, String(placed.body.order_id)));
    expect(request!.status).toBe('void');
  });

  it('refuses a callback outside the shop with 403 callback, before anything is placed', async () => {
    const me = await customerToken(server);
    const itemId = await newItem(5);
    await fill(me.userId, itemId, 1);
    for (const callback of ['javascript:alert(1)', 'https://evil.test/order-successful', '//evil.test/x']) {
      const res = await server.call('placeOrder', { moduleId, token: me.token, body: takeAway({ callback }) });
      expect(res.status).toBe(403);
      expect(res.body.errors[0]).toEqual({
        code: 'callback',
        message: 'The callback must be an address of this shop.',
      });
    }
    expect(await server.database.db.select().from(orders).where(eq(orders.userId, me.userId))).toHaveLength(0);
    expect(await stockOf(itemId)).toBe(5);
  });

  it('the page confirms only from its own origin (a form on another site is refused)', async () => {
    const me = await customerToken(server);
    const itemId = await newItem(5);
    await fill(me.userId, itemId, 1);
    const placed = await server.call('placeOrder', { moduleId, token: me.token, body: takeAway() });
    const forged = await pressOnPage(placed.body.redirect_link, 'confirm', 'https://evil.test');
    expect(forged.res.status).toBe(403);
    expect((await orderRow(placed.body.order_id)).paymentStatus).toBe('unpaid');
    // a wallet token does not open an order page, and an order token no wallet page
    const token = new URL(placed.body.redirect_link).searchParams.get('token');
    expect((await fetch(`${server.url}/payment/wallet?token=${token}`)).status).toBe(404);
    // without a callback the page shows the result itself
    const done = await pressOnPage(placed.body.redirect_link, 'confirm');
    expect(done.res.status).toBe(200);
    expect(await done.res.text()).toContain('Payment successful: your order is paid.');
  });
});

describe('digital payment of a trip', () => {
  async function unpaidTrip(userId: number, amount: number) {
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
        paymentMethod: 'cash_payment',
        paymentStatus: 'unpaid',
        price: amount,
        tripAmount: amount,
        pickupLocation: { lat: 23.7512, lng: 90.3935, location_name: 'Karwan Bazar' },
        destinationLocation: { lat: 23.7925, lng: 90.4078, location_name: 'Gulshan 2 Circle' },
        pickupTime: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: trips.id });
    return { tripId: t!.id, moduleId: ids.moduleId };
  }
  const tripRow = async (id: number) => (await server.database.db.select().from(trips).where(eq(trips.id, id)))[0]!;

  it('fails (payment_failed, flag=fail), is paid again and is then paid, once', async () => {
    const me = await customerToken(server);
    const { tripId, moduleId: rental } = await unpaidTrip(me.userId, 42);
    const pay = () =>
      server.call('payTrip', {
        token: me.token,
        moduleId: rental,
        body: { trip_id: tripId, payment_method: 'digital_payment', callback: `${server.url}/my-trips` },
      });
    const first = await pay();
    expect(first.body).toMatchObject({ payment_status: 'unpaid' });
    const failed = await pressOnPage(first.body.redirect_link, 'fail');
    expect(failed.html).toContain('$42.00');
    expect(failed.location).toBe(`${server.url}/my-trips?flag=fail&trip_id=${tripId}`);
    expect(await tripRow(tripId)).toMatchObject({ tripStatus: 'payment_failed', paymentStatus: 'unpaid' });
    const second = await pay();
    expect(second.status).toBe(200);
    const paid = await pressOnPage(second.body.redirect_link, 'confirm');
    expect(paid.location).toBe(`${server.url}/my-trips?flag=success&trip_id=${tripId}`);
    expect(await tripRow(tripId)).toMatchObject({ tripStatus: 'pending', paymentStatus: 'paid' });
    const third = await pay();
    expect(third.status).toBe(403);
    expect(third.body.errors[0].message).toBe('This trip is already paid.');
  });
});
