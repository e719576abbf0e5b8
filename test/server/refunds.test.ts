// After the order: 6amMart's POST /customer/order/refund-request (once per order, whatever
// the concurrency; its approval credits the wallet once) and PUT /customer/order/offline-payment(-update).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../server/db/schema/catalogue.ts';
import { carts, users, walletTransactions } from '../../server/db/schema/customer.ts';
import { orders, type OrderStatus } from '../../server/db/schema/orders.ts';
import { refunds } from '../../server/db/schema/refunds.ts';
import { approveDueRefunds, approveRefund, DEMO_REFUND_APPROVAL_MS } from '../../server/lib/orders/refunds.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { insertItem, insertStore } from '../support/test-store.ts';
import { customerToken } from './rental-helpers.ts';
import { PNG } from '../support/images.ts';

let server: TestServer;
let moduleId: number;
let storeId: number;

/** An order of `userId` (amount 50, delivery 5, tip 2) in `status`; its id. */
async function orderOf(userId: number, status: OrderStatus = 'delivered', paymentMethod = 'cash_on_delivery') {
  const [o] = await server.database.db
    .insert(orders)
    .values({
      userId,
      storeId,
      moduleId,
      zoneId: 1,
      orderType: 'delivery',
      orderStatus: status,
      paymentMethod,
      paymentStatus: status === 'delivered' ? 'paid' : 'unpaid',
      orderAmount: 50,
      deliveryCharge: 5,
      dmTips: 2,
      scheduleAt: new Date(),
      otp: '1234',
    })
    .returning({ id: orders.id });
  return o!.id;
}

const ask = (token: string, body: unknown) => server.call('requestRefund', { token, body });
const order = async (token: string, id: number) =>
  (await server.call('trackOrder', { token, query: { order_id: id } })).body;
const balance = async (userId: number) =>
  (await server.database.db.select().from(users).where(eq(users.id, userId)))[0]!.walletBalance;
const refundEntries = (userId: number) =>
  server.database.db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.userId, userId), eq(walletTransactions.transactionType, 'order_refund')));

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const [grocery] = await db.select().from(modules).where(eq(modules.moduleType, 'grocery'));
  moduleId = grocery!.id;
  storeId = (await insertStore(db, moduleId, 'Refund Grocer', { takeAway: true })).id;
});
afterAll(() => server?.close());

describe('requestRefund', () => {
  it('records the request (amount less delivery and tip), shows it on the order; approval credits the wallet once', async () => {
    const c = await customerToken(server);
    const id = await orderOf(c.userId);
    const fd = new FormData();
    fd.append('order_id', String(id));
    fd.append('customer_reason', 'Item was damaged');
    fd.append('customer_note', 'The box was crushed');
    fd.append('image[]', new Blob([PNG]), 'damage.png');
    const res = await ask(c.token, fd);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Refund request placed successfully.' });
    const shown = await order(c.token, id);
    expect(shown.order_status).toBe('refund_requested');
    expect(shown.refund).toMatchObject({
      order_id: id,
      refund_status: 'pending',
      refund_method: 'wallet',
      customer_reason: 'Item was damaged',
      customer_note: 'The box was crushed',
      refund_amount: 43,
    });
    expect(shown.refund.image_full_url).toHaveLength(1);
    expect(shown.refund_customer_note).toBe('The box was crushed');
    expect(shown.order_attachment_full_url).toEqual([]);

    const before = await balance(c.userId);
    const [row] = await server.database.db.select().from(refunds).where(eq(refunds.orderId, id));
    const results = await Promise.all(
      Array.from({ length: 5 }, () => approveRefund(server.database.db, row!.id, new Date())),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await balance(c.userId)).toBe(before + 43);
    expect(await refundEntries(c.userId)).toHaveLength(1);
    const after = await order(c.token, id);
    expect(after.order_status).toBe('refunded');
    expect(after.refund.refund_status).toBe('refunded');
  });

  it('keeps one refund request per order under concurrent requests', async () => {
    const c = await customerToken(server);
    const id = await orderOf(c.userId);
    const res = await Promise.all(
      Array.from({ length: 6 }, () => ask(c.token, { order_id: id, customer_reason: 'Wrong item' })),
    );
    expect(res.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = res.filter((r) => r.status === 403);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.body.errors[0].code).toBe('order');
    expect(await server.database.db.select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(1);
  });

  it('approves in demo mode only once the delay has passed', async () => {
    const c = await customerToken(server);
    const id = await orderOf(c.userId);
    expect((await ask(c.token, { order_id: id, customer_reason: 'Late' })).status).toBe(200);
    const db = server.database.db;
    const mine = async () => (await db.select().from(refunds).where(eq(refunds.orderId, id)))[0]!;
    const asked = (await mine()).createdAt.getTime();
    await approveDueRefunds(db, new Date(asked + DEMO_REFUND_APPROVAL_MS - 1000));
    expect((await mine()).refundStatus).toBe('pending');
    await approveDueRefunds(db, new Date(asked + DEMO_REFUND_APPROVAL_MS + 1000));
    expect((await mine()).refundStatus).toBe('refunded');
    expect(await refundEntries(c.userId)).toHaveLength(1);
  });

  it('refuses an order not delivered, another customer’s order, and any request while refunds are off', async () => {
    const c = await customerToken(server);
    const other = await customerToken(server);
    const pending = await orderOf(c.userId, 'pending');
    const early = await ask(c.token, { order_id: pending, customer_reason: 'x' });
    expect(early.status).toBe(403);
    expect(early.body.errors[0]).toEqual({
      code: 'order',
      message: 'Only a delivered and paid order can be refunded.',
    });
    const mine = await orderOf(c.userId);
    expect((await ask(other.token, { order_id: mine, customer_reason: 'x' })).status).toBe(404);
    expect((await ask(c.token, { order_id: mine, customer_reason: '' })).status).toBe(403);
    await server.setConfig({ refund_active_status: false });
    try {
      const off = await ask(c.token, { order_id: mine, customer_reason: 'x' });
      expect(off.status).toBe(403);
      expect(off.body.errors[0].message).toBe('You can not request for a refund');
    } finally {
      await server.setConfig({ refund_active_status: true });
    }
  });
});

describe('offline payment', () => {
  it('places an offline order, stores its information, shows it on the order and updates it', async () => {
    await server.setConfig({ offline_payment_status: 1 });
    const c = await customerToken(server);
    const methods = (await server.call('getOfflinePaymentMethods')).body as {
      id: number;
      method_name: string;
      method_informations: { customer_input: string; is_required: number }[];
    }[];
    const method = methods.find((m) => m.method_informations.some((f) => f.is_required === 1))!;
    expect(method).toBeDefined();
    const required = method.method_informations.filter((f) => f.is_required === 1).map((f) => f.customer_input);
    const id = await orderOf(c.userId, 'pending', 'offline_payment');
    const send = (body: Record<string, unknown>) => server.call('sendOfflinePayment', { token: c.token, body });

    const missing = await send({ order_id: id, method_id: method.id });
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0].code).toBe(required[0]);
    const fields = Object.fromEntries(required.map((f) => [f, `first ${f}`]));
    const sent = await send({ order_id: id, method_id: method.id, customer_note: 'Paid at noon', ...fields });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ payment: 'success' });
    const shown = await order(c.token, id);
    expect(shown.offline_payment.data).toMatchObject({
      status: 'pending',
      method_id: method.id,
      method_name: method.method_name,
      customer_note: 'Paid at noon',
    });
    expect(shown.offline_payment.input).toContainEqual({ user_input: required[0], user_data: `first ${required[0]}` });

    const updated = await server.call('updateOfflinePayment', {
      token: c.token,
      body: { order_id: id, ...Object.fromEntries(required.map((f) => [f, `second ${f}`])) },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ payment: 'Payment_Info_Updated_successfully' });
    const again = await order(c.token, id);
    expect(again.offline_payment.input).toContainEqual({ user_input: required[0], user_data: `second ${required[0]}` });
    expect(again.offline_payment.data.customer_note).toBe('Paid at noon');
    // a required field left out is refused, and another customer's order is not found
    const unfilled = await server.call('updateOfflinePayment', { token: c.token, body: { order_id: id } });
    expect(unfilled.status).toBe(403);
    const other = await customerToken(server);
    const theirs = await server.call('updateOfflinePayment', {
      token: other.token,
      body: { order_id: id, ...Object.fromEntries(required.map((f) => [f, `third ${f}`])) },
    });
    expect(theirs.status).toBe(404);

    const cod = await orderOf(c.userId, 'pending');
    expect((await send({ order_id: cod, method_id: method.id, ...fields })).status).toBe(404);
    await server.setConfig({ offline_payment_status: 0 });
    const off = await send({ order_id: id, method_id: method.id, ...fields });
    expect(off.status).toBe(403);
    expect(off.body.errors[0].code).toBe('offline_payment_status');
  });

  it('places an order paid offline only while offline payment is on', async () => {
    const c = await customerToken(server);
    const itemId = await insertItem(server.database.db, { storeId, moduleId, name: 'Offline Bread', price: 4 });
    const place = async () => {
      await server.database.db.insert(carts).values({
        userId: c.userId,
        moduleId,
        itemId,
        itemType: 'App\\Models\\Item',
        price: 0,
        quantity: 1,
        variation: [],
        addOnIds: [],
        addOnQtys: [],
      });
      return server.call('placeOrder', {
        moduleId,
        token: c.token,
        body: {
          order_amount: 0,
          payment_method: 'offline_payment',
          order_type: 'take_away',
          store_id: storeId,
          contact_person_name: 'Rafi Ahmed',
          contact_person_number: '+8801700000001',
        },
      });
    };
    await server.setConfig({ offline_payment_status: 0 });
    const off = await place();
    expect(off.status).toBe(403);
    expect(off.body.errors[0]).toEqual({
      code: 'payment_method',
      message: 'Offline payment for the order is not available at this time.',
    });
    await server.setConfig({ offline_payment_status: 1 });
    await server.database.db.delete(carts).where(eq(carts.userId, c.userId));
    const on = await place();
    expect(on.status).toBe(200);
    const placed = await order(c.token, on.body.order_id);
    expect(placed).toMatchObject({
      payment_method: 'offline_payment',
      payment_status: 'unpaid',
      offline_payment: null,
    });
    await server.setConfig({ offline_payment_status: 0 });
  });
});
