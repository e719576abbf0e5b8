// Item reviews: 6amMart's GET /items/reviews/{item_id}, GET /stores/reviews and POST
// /items/reviews/submit. One review per item per order, whatever the concurrency; the item's and the store's
// aggregates move with the review; a store whose plan has no reviews answers 'this store is not having any review plan.'
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, modules, stores } from '../../server/db/schema/catalogue.ts';
import { orderDetails, orders, type OrderStatus } from '../../server/db/schema/orders.ts';
import { reviews } from '../../server/db/schema/reviews.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { insertItem, insertStore } from '../support/test-store.ts';
import { customerToken } from './rental-helpers.ts';
import { KEPT_PNG, pictureOf, PNG } from '../support/images.ts';

let server: TestServer;
let moduleId: number;
let storeId: number;
let apple: number;
let pear: number;

/** An order of `userId` at the test store with one line per item, in `status`; its id. */
async function orderOf(userId: number, itemIds: number[], status: OrderStatus = 'delivered', store = storeId) {
  const db = server.database.db;
  const [o] = await db
    .insert(orders)
    .values({
      userId,
      storeId: store,
      moduleId,
      zoneId: 1,
      orderType: 'take_away',
      orderStatus: status,
      paymentMethod: 'cash_on_delivery',
      paymentStatus: status === 'delivered' ? 'paid' : 'unpaid',
      orderAmount: 10,
      scheduleAt: new Date(),
      otp: '1234',
      deliveredAt: status === 'delivered' ? new Date() : null,
    })
    .returning({ id: orders.id });
  await db
    .insert(orderDetails)
    .values(itemIds.map((itemId) => ({ orderId: o!.id, itemId, itemDetails: { id: itemId }, quantity: 1, price: 5 })));
  return o!.id;
}

const submit = (token: string, body: unknown) => server.call('submitItemReview', { token, body });
const itemRow = async (id: number) => (await server.database.db.select().from(items).where(eq(items.id, id)))[0]!;
const storeRow = async (id: number) => (await server.database.db.select().from(stores).where(eq(stores.id, id)))[0]!;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const [grocery] = await db.select().from(modules).where(eq(modules.moduleType, 'grocery'));
  moduleId = grocery!.id;
  storeId = (await insertStore(db, moduleId, 'Review Grocer')).id;
  apple = await insertItem(db, { storeId, moduleId, name: 'Review Apple', price: 5 });
  pear = await insertItem(db, { storeId, moduleId, name: 'Review Pear', price: 5 });
});
afterAll(() => server?.close());

describe('submitItemReview', () => {
  it('stores the review; the item, its page, the store and the store page show it', async () => {
    const c = await customerToken(server);
    const orderId = await orderOf(c.userId, [apple, pear]);
    const res = await submit(c.token, { item_id: apple, order_id: orderId, rating: 4, comment: '  Crisp  ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Review submitted successfully.' });

    const item = await itemRow(apple);
    expect(item).toMatchObject({ avgRating: 4, ratingCount: 1 });
    const store = await storeRow(storeId);
    expect(store).toMatchObject({ avgRating: 4, ratingCount: 1, ratings: [0, 1, 0, 0, 0] });

    const page = await server.call('getItemReviews', { params: { item_id: apple } });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total_size: 1, limit: 25, offset: 1, ratings: [0, 1, 0, 0, 0] });
    expect(page.body.reviews[0]).toMatchObject({
      item_id: apple,
      order_id: orderId,
      user_id: c.userId,
      rating: 4,
      comment: 'Crisp',
      attachment: [],
      item_name: 'Review Apple',
      customer_name: expect.stringMatching(/^Test /),
    });
    const storePage = await server.call('getStoreReviews', { query: { store_id: storeId } });
    expect(storePage.status).toBe(200);
    expect(storePage.body.map((r: { item_id: number }) => r.item_id)).toEqual([apple]);
  });

  it('answers 403 for a second review of the same item of the same order; the other item is still open', async () => {
    const c = await customerToken(server);
    const orderId = await orderOf(c.userId, [apple, pear]);
    expect((await submit(c.token, { item_id: pear, order_id: orderId, rating: 5, comment: 'Sweet' })).status).toBe(200);
    const again = await submit(c.token, { item_id: pear, order_id: orderId, rating: 1, comment: 'Changed my mind' });
    expect(again.status).toBe(403);
    expect(again.body.errors[0]).toEqual({
      code: 'review',
      message: 'You have already reviewed this item for this order.',
    });
    expect((await submit(c.token, { item_id: apple, order_id: orderId, rating: 3, comment: 'Fine' })).status).toBe(200);
  });

  it('keeps one review per item per order under concurrent submits, and counts every order’s review', async () => {
    const item = await insertItem(server.database.db, { storeId, moduleId, name: 'Race Plum', price: 5 });
    const c = await customerToken(server);
    const orderId = await orderOf(c.userId, [item]);
    const same = await Promise.all(
      Array.from({ length: 6 }, () => submit(c.token, { item_id: item, order_id: orderId, rating: 5, comment: 'x' })),
    );
    expect(same.filter((r) => r.status === 200)).toHaveLength(1);
    expect(same.filter((r) => r.status === 403)).toHaveLength(5);

    const others = await Promise.all(
      [1, 2, 3, 4].map(async (rating) => {
        const o = await orderOf(c.userId, [item]);
        return submit(c.token, { item_id: item, order_id: o, rating, comment: 'y' });
      }),
    );
    expect(others.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const row = await itemRow(item);
    expect(row.ratingCount).toBe(5);
    expect(row.avgRating).toBe(3); // (5 + 1 + 2 + 3 + 4) / 5
    const stored = await server.database.db.select().from(reviews).where(eq(reviews.itemId, item));
    expect(stored).toHaveLength(5);
    const page = await server.call('getItemReviews', { params: { item_id: item }, query: { limit: 2, offset: 2 } });
    expect(page.body).toMatchObject({ total_size: 5, limit: 2, offset: 2, ratings: [1, 1, 1, 1, 1] });
    expect(page.body.reviews).toHaveLength(2);
  });

  it('refuses an order not delivered (403), another customer’s order and an item not on it (404)', async () => {
    const c = await customerToken(server);
    const other = await customerToken(server);
    const pending = await orderOf(c.userId, [apple], 'pending');
    const notYet = await submit(c.token, { item_id: apple, order_id: pending, rating: 5, comment: 'early' });
    expect(notYet.status).toBe(403);
    expect(notYet.body.errors[0].code).toBe('order');
    const mine = await orderOf(c.userId, [apple]);
    expect((await submit(other.token, { item_id: apple, order_id: mine, rating: 5, comment: 'x' })).status).toBe(404);
    const missing = await submit(c.token, { item_id: pear, order_id: mine, rating: 5, comment: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].code).toBe('item');
    expect((await submit(c.token, { item_id: apple, order_id: mine, rating: 6, comment: 'x' })).status).toBe(403);
    expect(
      await server.call('submitItemReview', { body: { item_id: apple, order_id: mine, rating: 5, comment: 'x' } }),
    ).toMatchObject({ status: 401 });
  });

  it('takes up to 3 images by multipart, recognised by content, served under /media/review', async () => {
    const c = await customerToken(server);
    const orderId = await orderOf(c.userId, [apple, pear]);
    const form = (files: Blob[], itemId: number) => {
      const fd = new FormData();
      for (const [k, v] of Object.entries({ item_id: itemId, order_id: orderId, rating: 5, comment: 'Look' }))
        fd.append(k, String(v));
      for (const f of files) fd.append('attachment[]', f, 'photo.png');
      return fd;
    };
    const text = await submit(c.token, form([new Blob(['not an image'], { type: 'image/png' })], pear));
    expect(text.status).toBe(403);
    expect(text.body.errors[0].code).toBe('attachment');
    const four = await submit(
      c.token,
      form(
        [1, 2, 3, 4].map(() => new Blob([PNG])),
        pear,
      ),
    );
    expect(four.status).toBe(403);
    const ok = await submit(c.token, form([new Blob([PNG]), new Blob([PNG])], apple));
    expect(ok.status).toBe(200);
    const page = await server.call('getItemReviews', { params: { item_id: apple } });
    const mine = page.body.reviews.find((r: { order_id: number }) => r.order_id === orderId);
    expect(mine.attachment_full_url).toHaveLength(2);
    const img = await fetch(new URL(mine.attachment_full_url[0], server.url));
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(await pictureOf(await img.arrayBuffer())).toEqual(KEPT_PNG);
    // the review's images are not the order's prescription
    const order = await server.call('getOrderList', { token: c.token, query: { limit: 50, offset: 1 } });
    const listed = order.body.orders.find((o: { id: number }) => o.id === orderId);
    expect(listed.order_attachment_full_url ?? []).toEqual([]);
  });
});

describe('a store whose plan has no reviews', () => {
  it('answers 403 “this store is not having any review plan.” to its reviews and to a review of its item', async () => {
    const db = server.database.db;
    const plain = await insertStore(db, moduleId, 'No Review Plan', { reviewPermission: 0 });
    const fig = await insertItem(db, { storeId: plain.id, moduleId, name: 'Plan Fig', price: 5 });
    const list = await server.call('getStoreReviews', { query: { store_id: plain.id } });
    expect(list.status).toBe(403);
    expect(list.body.errors[0]).toEqual({ code: 'review', message: 'this store is not having any review plan.' });
    const c = await customerToken(server);
    const orderId = await orderOf(c.userId, [fig], 'delivered', plain.id);
    const res = await submit(c.token, { item_id: fig, order_id: orderId, rating: 5, comment: 'x' });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].message).toBe('this store is not having any review plan.');
    expect((await server.call('getStoreReviews', { query: { store_id: 2147483647 } })).status).toBe(404);
    // an item id that is not a number is refused by the contract
    expect((await server.call('getItemReviews', { params: { item_id: 'fig' as never } })).status).toBe(403);
  });
});
