// The delivery man's review: 6amMart's POST /delivery-man/reviews/submit — the customer's own
// delivered order, its own delivery man, a comment, once per order whatever the concurrency, images by content.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../server/db/schema/catalogue.ts';
import { orders, type OrderStatus } from '../../server/db/schema/orders.ts';
import { deliveryManReviews } from '../../server/db/schema/reviews.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { insertStore } from '../support/test-store.ts';
import { customerToken } from './rental-helpers.ts';
import { PNG } from '../support/images.ts';

let server: TestServer;
let moduleId: number;
let storeId: number;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const [grocery] = await db.select().from(modules).where(eq(modules.moduleType, 'grocery'));
  moduleId = grocery!.id;
  storeId = (await insertStore(db, moduleId, 'DM Review Grocer', {})).id;
});
afterAll(() => server?.close());

async function orderOf(userId: number, status: OrderStatus = 'delivered', deliveryManId: number | null = 2) {
  const [o] = await server.database.db
    .insert(orders)
    .values({
      userId,
      storeId,
      moduleId,
      zoneId: 1,
      orderType: 'delivery',
      orderStatus: status,
      paymentMethod: 'cash_on_delivery',
      paymentStatus: 'paid',
      orderAmount: 30,
      scheduleAt: new Date(),
      otp: '1234',
      deliveryManId,
    })
    .returning({ id: orders.id });
  return o!.id;
}

const submit = (token: string, body: unknown) => server.call('submitDeliveryManReview', { token, body });
const stored = (orderId: number) =>
  server.database.db.select().from(deliveryManReviews).where(eq(deliveryManReviews.orderId, orderId));

describe('POST /delivery-man/reviews/submit', () => {
  it('takes the review of the order’s delivery man (multipart, with a picture) once', async () => {
    const c = await customerToken(server);
    const id = await orderOf(c.userId);
    const fd = new FormData();
    fd.append('delivery_man_id', '2');
    fd.append('order_id', String(id));
    fd.append('rating', '4');
    fd.append('comment', '  Found the gate at once.  ');
    fd.append('attachment[]', new Blob([PNG]), 'door.png');
    const res = await submit(c.token, fd);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Review submitted successfully.' });
    const [row] = await stored(id);
    expect(row).toMatchObject({ deliveryManId: 2, userId: c.userId, rating: 4, comment: 'Found the gate at once.' });
    expect(row!.attachment).toHaveLength(1);
    const again = await submit(c.token, { delivery_man_id: 2, order_id: id, rating: 5, comment: 'Again' });
    expect(again.status).toBe(403);
    expect(again.body.errors[0]).toEqual({ code: 'review', message: 'Already submitted.' });
  });

  it('refuses another delivery man, an undelivered order, someone else’s order, an empty comment and a 6th star', async () => {
    const c = await customerToken(server);
    const other = await customerToken(server);
    const delivered = await orderOf(c.userId);
    const running = await orderOf(c.userId, 'picked_up');
    const noDm = await orderOf(c.userId, 'delivered', null);
    const theirs = await orderOf(other.userId);
    const body = (order_id: number, over: object = {}) => ({
      delivery_man_id: 2,
      order_id,
      rating: 5,
      comment: 'Great',
      ...over,
    });
    const wrongDm = await submit(c.token, body(delivered, { delivery_man_id: 3 }));
    expect([wrongDm.status, wrongDm.body.errors[0].code]).toEqual([404, 'delivery_man_id']);
    expect((await submit(c.token, body(noDm))).status).toBe(404);
    const notYet = await submit(c.token, body(running));
    expect([notYet.status, notYet.body.errors[0].code]).toEqual([403, 'order']);
    expect((await submit(c.token, body(theirs))).status).toBe(404);
    const empty = await submit(c.token, body(delivered, { comment: '   ' }));
    expect([empty.status, empty.body.errors[0].code]).toEqual([403, 'comment']);
    expect((await submit(c.token, body(delivered, { rating: 6 }))).status).toBe(403);
    expect((await server.call('submitDeliveryManReview', { body: body(delivered) })).status).toBe(401);
    expect(await stored(delivered)).toEqual([]);
  });

  it('ten parallel reviews of one order: one is taken, the others get the worded 403', async () => {
    const c = await customerToken(server);
    const id = await orderOf(c.userId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        submit(c.token, { delivery_man_id: 2, order_id: id, rating: 1 + (i % 5), comment: `try ${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200))
      expect([a.status, a.body.errors[0].message]).toEqual([403, 'Already submitted.']);
    expect(await stored(id)).toHaveLength(1);
  });
});
