// Notifications: 6amMart's GET /customer/notifications (the business's pushes for the customer's
// zones and their own, of the last 15 days, newest first, in the reader's language), written by what happens to an
// order (a cancel, the demo's status progression, a refund's approval) and announced on the live stream; and the
// demo progression itself (one step at a time, a delivery man at handover, none for take-away, an unpaid digital
// order waits, one mover at a time).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../server/db/schema/catalogue.ts';
import { notifications, userNotifications } from '../../server/db/schema/notifications.ts';
import { orders, type OrderStatus } from '../../server/db/schema/orders.ts';
import { advanceDemoOrders, demoDeliveryManOf } from '../../server/lib/orders/demo-progress.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { openChatStream } from '../support/chat-stream.ts';
import { insertStore } from '../support/test-store.ts';
import { customerToken } from './rental-helpers.ts';

let server: TestServer;
let moduleId: number;
let storeId: number;
const STEP = 30_000;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const [grocery] = await db.select().from(modules).where(eq(modules.moduleType, 'grocery'));
  moduleId = grocery!.id;
  storeId = (await insertStore(db, moduleId, 'Notifying Grocer', { takeAway: true })).id;
});
afterAll(() => server?.close());

/** An order of `userId` last changed at `at`. */
async function orderOf(
  userId: number,
  at: Date,
  over: { status?: OrderStatus; type?: string; payment?: string; paid?: string } = {},
) {
  const [o] = await server.database.db
    .insert(orders)
    .values({
      userId,
      storeId,
      moduleId,
      zoneId: 1,
      orderType: over.type ?? 'delivery',
      orderStatus: over.status ?? 'pending',
      paymentMethod: over.payment ?? 'cash_on_delivery',
      paymentStatus: over.paid ?? 'unpaid',
      orderAmount: 40,
      scheduleAt: at,
      otp: '1234',
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: orders.id });
  return o!.id;
}

const list = (token: string, locale = 'en', zoneId = '[1]') =>
  server.call('getNotifications', { token, zoneId, headers: { 'X-localization': locale } });
const statusOf = async (id: number) => (await server.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('GET /customer/notifications', () => {
  it('needs a customer (401) and the zoneId header (403 zoneId)', async () => {
    expect((await server.call('getNotifications', { zoneId: '[1]' })).status).toBe(401);
    const c = await customerToken(server);
    const res = await server.call('getNotifications', { token: c.token });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('zoneId');
  });

  it("answers the zone's active pushes and the customer's own, newest first, of the last 15 days only", async () => {
    const db = server.database.db;
    const now = Date.now();
    await db.insert(notifications).values([
      {
        title: 'Zone 2 only',
        description: 'x',
        zoneId: 2,
        createdAt: new Date(now - 1000),
        updatedAt: new Date(now - 1000),
      },
      { title: 'Switched off', description: 'x', status: 0 },
      {
        title: 'Too old',
        description: 'x',
        createdAt: new Date(now - 16 * 86_400_000),
        updatedAt: new Date(now - 16 * 86_400_000),
      },
      {
        title: 'For zone 1',
        description: 'Zone one deals',
        zoneId: 1,
        createdAt: new Date(now - 5000),
        updatedAt: new Date(now - 5000),
      },
    ]);
    const c = await customerToken(server);
    const other = await customerToken(server);
    const id = await orderOf(c.userId, new Date());
    expect((await server.call('cancelOrder', { token: c.token, body: { order_id: id } })).status).toBe(200);
    const res = await list(c.token);
    expect(res.status).toBe(200);
    const titles = res.body.map((n: { data: { title: string; description: string } }) => n.data.description);
    expect(titles[0]).toBe(`Your order #${id} has been canceled.`);
    expect(titles).toContain('Zone one deals');
    expect(titles).toContain('Fresh fruit and vegetables 20% off in the grocery stores this weekend.'); // seeded, all zones
    const pushTitles = res.body
      .filter((n: { user_id?: number }) => n.user_id === undefined)
      .map((n: { title: string }) => n.title);
    expect(pushTitles).not.toContain('Zone 2 only');
    expect(pushTitles).not.toContain('Switched off');
    expect(pushTitles).not.toContain('Too old');
    const times = res.body.map((n: { created_at: string }) => n.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(res.body[0]).toMatchObject({
      user_id: c.userId,
      data: { type: 'order_status', order_id: id, title: 'Order' },
    });
    // another customer sees the pushes, not this customer's order
    const theirs = await list(other.token);
    expect(theirs.body.some((n: { data: { order_id: unknown } }) => n.data.order_id === id)).toBe(false);
  });

  it("shows the customer's own in the reader's language", async () => {
    const c = await customerToken(server);
    const id = await orderOf(c.userId, new Date());
    await server.call('cancelOrder', { token: c.token, body: { order_id: id } });
    const ar = await list(c.token, 'ar');
    expect(ar.body[0].data).toMatchObject({ title: 'الطلب', description: `تم إلغاء طلبك رقم ${id}.` });
    const bn = await list(c.token, 'bn');
    expect(bn.body[0].data).toMatchObject({ title: 'অর্ডার', description: `আপনার অর্ডার #${id} বাতিল করা হয়েছে।` });
    const es = await list(c.token, 'es');
    expect(es.body[0].data).toMatchObject({ title: 'Pedido', description: `Tu pedido #${id} ha sido cancelado.` });
    // a language the shop does not speak reads English
    const fr = await list(c.token, 'fr');
    expect(fr.body[0].data).toMatchObject({ title: 'Order', description: `Your order #${id} has been canceled.` });
  });
});

describe('the demo order progression', () => {
  it('moves a delivery one step a tick, assigns a delivery man at handover and notifies each step', async () => {
    const c = await customerToken(server);
    let at = new Date(Date.now() - STEP - 1);
    const id = await orderOf(c.userId, at);
    const seen: string[] = [];
    for (const expected of ['confirmed', 'processing', 'handover', 'picked_up', 'delivered']) {
      // not yet due: nothing moves
      await advanceDemoOrders(server.database.db, new Date(at.getTime() + STEP - 1), STEP);
      expect((await statusOf(id)).orderStatus).toBe(seen.at(-1) ?? 'pending');
      at = new Date(at.getTime() + STEP);
      expect(await advanceDemoOrders(server.database.db, at, STEP)).toBeGreaterThanOrEqual(1);
      expect((await statusOf(id)).orderStatus).toBe(expected);
      seen.push(expected);
    }
    const order = (await server.call('trackOrder', { token: c.token, query: { order_id: id } })).body;
    const dm = demoDeliveryManOf(id);
    expect(order.delivery_man).toMatchObject({ id: dm.deliverymanId, f_name: dm.fName, l_name: dm.lName });
    expect(order.payment_status).toBe('paid'); // cash on delivery, delivered
    const texts = (await list(c.token)).body
      .filter((n: { data: { order_id: unknown } }) => n.data.order_id === id)
      .map((n: { data: { description: string } }) => n.data.description);
    expect(texts).toEqual([
      `Your order #${id} has been delivered. Enjoy!`,
      `Your order #${id} is on the way.`,
      `Your order #${id} is ready: ${dm.fName} ${dm.lName} will deliver it.`,
      `Your order #${id} is being prepared.`,
      `Your order #${id} is confirmed.`,
    ]);
  });

  it('a take-away is handed over and delivered without a delivery man; an unpaid digital order waits', async () => {
    const c = await customerToken(server);
    const old = new Date(Date.now() - 10 * STEP);
    const takeAway = await orderOf(c.userId, old, { status: 'handover', type: 'take_away' });
    const unpaid = await orderOf(c.userId, old, { payment: 'digital_payment' });
    await advanceDemoOrders(server.database.db, new Date(), STEP);
    const t = await statusOf(takeAway);
    expect([t.orderStatus, t.deliveryManId]).toEqual(['delivered', null]);
    expect((await statusOf(unpaid)).orderStatus).toBe('pending');
  });

  it('two ticks at once move an order one step (one mover, conditional updates)', async () => {
    const c = await customerToken(server);
    const id = await orderOf(c.userId, new Date(Date.now() - 10 * STEP));
    const now = new Date();
    await Promise.all([
      advanceDemoOrders(server.database.db, now, STEP),
      advanceDemoOrders(server.database.db, now, STEP),
    ]);
    expect((await statusOf(id)).orderStatus).toBe('confirmed');
    const own = await server.database.db.select().from(userNotifications).where(eq(userNotifications.userId, c.userId));
    expect(own.map((n) => n.messageKey)).toEqual(['order_confirmed']);
  });

  it('announces a new notification on the customer’s live stream', async () => {
    const c = await customerToken(server);
    const id = await orderOf(c.userId, new Date(Date.now() - 10 * STEP));
    const stream = await openChatStream(server.url, c.token);
    try {
      await advanceDemoOrders(server.database.db, new Date(), STEP);
      const events = await stream.next(1);
      expect(events.map((e) => e.event)).toContain('notification');
      expect((await statusOf(id)).orderStatus).toBe('confirmed');
    } finally {
      stream.close();
    }
  });
});
