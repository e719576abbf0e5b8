// POST /customer/order/place: Buy Now (`is_buy_now` = 1 + `cart_id` places that cart row only) and prescription
// images (multipart `order_attachment[]`: at most 3 images, required when an item needs a prescription; stored and
// listed by the order as order_attachment_full_url, served at /media/order/…).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules, type items } from '../../server/db/schema/catalogue.ts';
import { carts } from '../../server/db/schema/customer.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { insertItem, insertStore } from '../support/test-store.ts';
import { customerToken } from './rental-helpers.ts';
import { GIF, KEPT_PNG, pictureOf, PNG } from '../support/images.ts';

let server: TestServer;
let moduleId: number;
let storeId: number;
let plain: number;
let other: number;
let rx: number;

const ITEM = 'App\\Models\\Item';
const base = {
  order_amount: 0,
  payment_method: 'cash_on_delivery',
  order_type: 'take_away',
  contact_person_name: 'Rafi Ahmed',
  contact_person_number: '+8801700000001',
};

const newItem = (name: string, price: number, extra: Partial<typeof items.$inferInsert> = {}) =>
  insertItem(server.database.db, { storeId, moduleId, name, price, ...extra });

async function fill(userId: number, rows: { itemId: number; quantity: number }[]) {
  return server.database.db
    .insert(carts)
    .values(
      rows.map((r) => ({
        userId,
        moduleId,
        itemId: r.itemId,
        itemType: ITEM,
        price: 0,
        quantity: r.quantity,
        variation: [],
        addOnIds: [],
        addOnQtys: [],
      })),
    )
    .returning({ id: carts.id, itemId: carts.itemId });
}

const cartOf = (userId: number) =>
  server.database.db.select({ id: carts.id, itemId: carts.itemId }).from(carts).where(eq(carts.userId, userId));

const form = (fields: Record<string, string | number>, files: Blob[] = []) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, String(v));
  for (const f of files) fd.append('order_attachment[]', f, 'prescription.png');
  return fd;
};

beforeAll(async () => {
  server = await startTestServer();
  await server.setConfig({ additional_charge_status: 0 }); // totals are the items alone (take-away, no tax)
  const db = server.database.db;
  const [pharmacy] = await db.select().from(modules).where(eq(modules.moduleType, 'pharmacy'));
  moduleId = pharmacy!.id;
  storeId = (await insertStore(db, moduleId, 'Test Pharmacy', { takeAway: true })).id;
  plain = await newItem('Test Saline', 3);
  other = await newItem('Test Bandage', 2);
  rx = await newItem('Test Antibiotic', 7, { isPrescriptionRequired: 1 });
});
afterAll(() => server?.close());

describe('Buy Now (is_buy_now + cart_id)', () => {
  it('places only the chosen cart row; the rest of the cart stays', async () => {
    const c = await customerToken(server);
    const rows = await fill(c.userId, [
      { itemId: plain, quantity: 2 },
      { itemId: other, quantity: 1 },
    ]);
    const bought = rows.find((r) => r.itemId === other)!;
    const res = await server.call('placeOrder', {
      moduleId,
      token: c.token,
      body: { ...base, store_id: storeId, is_buy_now: 1, cart_id: bought.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.total_ammount).toBe(2); // one bandage at 2, no tax, take-away
    const lines = await server.call('getOrderDetails', { token: c.token, query: { order_id: res.body.order_id } });
    expect(lines.body.map((l: { item_id: number; quantity: number }) => [l.item_id, l.quantity])).toEqual([[other, 1]]);
    expect(await cartOf(c.userId)).toEqual([{ id: rows.find((r) => r.itemId === plain)!.id, itemId: plain }]);
  });

  it('403 cart_id when is_buy_now has no cart id; a cart id that is not the customer’s is an empty cart', async () => {
    const c = await customerToken(server);
    await fill(c.userId, [{ itemId: plain, quantity: 1 }]);
    const missing = await server.call('placeOrder', {
      moduleId,
      token: c.token,
      body: { ...base, store_id: storeId, is_buy_now: 1 },
    });
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0]).toEqual({ code: 'cart_id', message: 'The cart id field is required.' });
    const stranger = await customerToken(server);
    const [theirs] = await fill(stranger.userId, [{ itemId: other, quantity: 1 }]);
    const foreign = await server.call('placeOrder', {
      moduleId,
      token: c.token,
      body: { ...base, store_id: storeId, is_buy_now: 1, cart_id: theirs!.id },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.errors[0]).toEqual({ code: 'cart', message: 'Your cart is empty.' });
    expect(await cartOf(stranger.userId)).toHaveLength(1);
  });
});

describe('prescription images (order_attachment[])', () => {
  it("403 'Please upload your prescription image.' when an item needs one and none is sent; the cart stays", async () => {
    const c = await customerToken(server);
    await fill(c.userId, [{ itemId: rx, quantity: 1 }]);
    const res = await server.call('placeOrder', { moduleId, token: c.token, body: { ...base, store_id: storeId } });
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toEqual({
      code: 'order_attachment',
      message: 'Please upload your prescription image.',
    });
    expect(await cartOf(c.userId)).toHaveLength(1);
  });

  it("403 'Maximum 3 images can be send at a time.' for 4 images, and a non-image is refused", async () => {
    const c = await customerToken(server);
    await fill(c.userId, [{ itemId: rx, quantity: 1 }]);
    const png = new Blob([PNG], { type: 'image/png' });
    const four = await server.call('placeOrder', {
      moduleId,
      token: c.token,
      body: form({ ...base, store_id: storeId }, [png, png, png, png]),
    });
    expect(four.status).toBe(403);
    expect(four.body.errors[0]).toEqual({
      code: 'order_attachment',
      message: 'Maximum 3 images can be send at a time.',
    });
    const text = await server.call('placeOrder', {
      moduleId,
      token: c.token,
      body: form({ ...base, store_id: storeId }, [new Blob(['not an image'], { type: 'image/png' })]),
    });
    expect(text.status).toBe(403);
    expect(text.body.errors[0].code).toBe('order_attachment');
    expect(await cartOf(c.userId)).toHaveLength(1);
  });

  it('places a multipart order with 2 images: the order lists them and /media serves the bytes', async () => {
    const c = await customerToken(server);
    await fill(c.userId, [{ itemId: rx, quantity: 2 }]);
    const res = await server.call('placeOrder', {
      moduleId,
      token: c.token,
      body: form({ ...base, store_id: storeId }, [
        new Blob([PNG], { type: 'image/png' }),
        new Blob([GIF], { type: 'image/gif' }),
      ]),
    });
    expect(res.status).toBe(200);
    expect(res.body.total_ammount).toBe(14);
    const order = await server.call('trackOrder', { token: c.token, query: { order_id: res.body.order_id } });
    const urls = order.body.order_attachment_full_url as string[];
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(new RegExp(`/media/order/${res.body.order_id}-[0-9a-f]{24}\\.png$`));
    expect(urls[1]).toMatch(/\.gif$/);
    const png = await fetch(new URL(new URL(urls[0]!, server.url).pathname, server.url));
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(await pictureOf(await png.arrayBuffer())).toEqual(KEPT_PNG);
    const list = await server.call('getOrderList', { token: c.token, query: { limit: 10, offset: 1 } });
    expect(list.body.orders[0].order_attachment_full_url).toHaveLength(2);
    expect((await fetch(new URL('/media/order/nope.png', server.url))).status).toBe(404);
  });
});
