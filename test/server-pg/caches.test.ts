// The caches of public answers are one per process, but a change made through any process (or straight in
// the database) empties them all at once: the tables' triggers NOTIFY cache_invalidate in the writing transaction and
// every process LISTENs (server/db/cache-triggers.ts, server/lib/http/public-caches.ts). Two `server/main.ts`
// processes, A and B, with a 60-second response cache, on one PostgreSQL database.
import type { ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheTriggerState, UNCACHED_TABLES } from '../../server/db/cache-triggers.ts';
import { items, modules } from '../../server/db/schema/catalogue.ts';
import { carts } from '../../server/db/schema/customer.ts';
import { startApiProcess } from '../support/api-process.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { hitOf } from '../support/cache-hit.ts';
import { insertItem, insertOpenStore } from '../support/test-store.ts';
import { customerToken } from '../server/rental-helpers.ts';

let server: TestServer;
const children: ChildProcess[] = [];
let a: string;
let b: string;
let grocery: number;
let shop: number;

beforeAll(async () => {
  server = await startTestServer();
  if (!server.database.url) throw new Error('the cross-process suite runs on PostgreSQL only');
  const env = { RATE_LIMIT_PER_MINUTE: '0', RESPONSE_CACHE_SECONDS: '60' };
  [a, b] = await Promise.all([
    startApiProcess(server.database.url, env, children),
    startApiProcess(server.database.url, env, children),
  ]);
  const [mod] = await server.database.db.select().from(modules).where(eq(modules.moduleType, 'grocery'));
  grocery = mod!.id;
  shop = await insertOpenStore(server.database.db, grocery, 'Cache Corner Shop');
}, 300_000); // two API processes start slowly on a busy machine

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await server?.close();
});

const headers = (token?: string) => ({
  'Content-Type': 'application/json',
  'X-localization': 'en',
  zoneId: '[1]',
  moduleId: String(grocery),
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

/** An item's details as process `url` answers them: its stock and price, and whether the answer came from its cache. */
async function item(url: string, id: number) {
  const res = await fetch(`${url}/api/v1/items/details/${id}`, { headers: headers() });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { stock: number; price: number };
  return { stock: body.stock, price: body.price, cached: res.headers.get('x-cache') === 'hit' };
}

/** Until process `url` answers an item's details from its cache (`hitOf`), then that they are `expected`. */
async function cachedIn(url: string, id: number, expected: { stock?: number; price?: number } = {}) {
  await hitOf(() => fetch(`${url}/api/v1/items/details/${id}`, { headers: headers() }));
  expect(await item(url, id)).toMatchObject({ ...expected, cached: true });
}

async function send(url: string, method: string, path: string, token: string, body: unknown) {
  const res = await fetch(url + path, { method, headers: headers(token), body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('caches of public answers on 2 API processes sharing one PostgreSQL', () => {
  it("an order placed, then cancelled, through A: B shows the item's stock taken, then given back, at once", async () => {
    const me = await customerToken(server);
    const itemId = await insertItem(server.database.db, { storeId: shop, moduleId: grocery, stock: 5, price: 10 });
    await server.database.db.insert(carts).values({
      userId: me.userId,
      moduleId: grocery,
      itemId,
      itemType: 'App\\Models\\Item',
      price: 10,
      quantity: 2,
    });
    expect(await item(b, itemId)).toEqual({ stock: 5, price: 10, cached: false });
    await cachedIn(b, itemId, { stock: 5, price: 10 });

    const placed = await send(a, 'POST', '/api/v1/customer/order/place', me.token, {
      order_amount: 0,
      payment_method: 'cash_on_delivery',
      order_type: 'take_away',
      store_id: shop,
      address: 'Karwan Bazar',
      latitude: 23.7512,
      longitude: 90.3935,
    });
    expect(placed.status).toBe(200);
    expect(await item(b, itemId)).toEqual({ stock: 3, price: 10, cached: false });
    await cachedIn(b, itemId, { stock: 3, price: 10 });

    const cancelled = await send(a, 'PUT', '/api/v1/customer/order/cancel', me.token, {
      order_id: placed.body.order_id,
      reason: 'changed my mind',
      _method: 'put',
    });
    expect(cancelled.status).toBe(200);
    expect(await item(b, itemId)).toEqual({ stock: 5, price: 10, cached: false });
  });

  it('a change written straight into the database (no API process) reaches both caches too', async () => {
    const itemId = await insertItem(server.database.db, { storeId: shop, moduleId: grocery, price: 10 });
    await cachedIn(a, itemId, { price: 10 });
    await cachedIn(b, itemId, { price: 10 });
    await server.database.db.update(items).set({ price: 12 }).where(eq(items.id, itemId));
    expect(await item(a, itemId)).toMatchObject({ price: 12, cached: false });
    expect(await item(b, itemId)).toMatchObject({ price: 12, cached: false });
  });

  it('a cart write in either process shows a change written straight into the database at once (catalogue cache)', async () => {
    const itemId = await insertItem(server.database.db, { storeId: shop, moduleId: grocery, price: 10, stock: 8 });
    const guestOf = async (url: string) =>
      ((await (await fetch(`${url}/api/v1/auth/guest/request`, { method: 'POST' })).json()) as { guest_id: string })
        .guest_id;
    const addIn = async (url: string, guestId: string) =>
      send(url, 'POST', '/api/v1/customer/cart/add', '', {
        guest_id: guestId,
        item_id: itemId,
        model: 'Item',
        price: 10,
        quantity: 1,
      });
    const cartIn = async (url: string, guestId: string) => {
      const res = await fetch(`${url}/api/v1/customer/cart/list?guest_id=${guestId}`, { headers: headers() });
      expect(res.status).toBe(200);
      return ((await res.json()) as { item: { price: number; stock: number } }[])[0]!.item;
    };
    const [ga, gb] = [await guestOf(a), await guestOf(b)];
    expect((await addIn(a, ga)).status).toBe(200);
    expect((await addIn(b, gb)).status).toBe(200);
    expect(await cartIn(a, ga)).toMatchObject({ price: 10, stock: 8 });
    expect(await cartIn(b, gb)).toMatchObject({ price: 10, stock: 8 });

    await server.database.db.update(items).set({ price: 13, stock: 2 }).where(eq(items.id, itemId));
    expect(await cartIn(a, ga)).toMatchObject({ price: 13, stock: 2 });
    expect(await cartIn(b, gb)).toMatchObject({ price: 13, stock: 2 });

    await server.database.db.update(items).set({ status: 0 }).where(eq(items.id, itemId));
    expect((await addIn(a, await guestOf(b))).status).toBe(404);
    expect((await addIn(b, await guestOf(a))).status).toBe(404);
  });

  it('every table carries the trigger but the per-customer and bookkeeping ones (a new table is covered)', async () => {
    const state = await cacheTriggerState(server.database.db);
    expect(state.length).toBeGreaterThan(80);
    expect(state.filter((s) => s.triggered === UNCACHED_TABLES.has(s.table))).toEqual([]);
    expect(state.filter((s) => s.triggered).map((s) => s.table)).toEqual(
      expect.arrayContaining([
        'items',
        'item_campaigns',
        'stores',
        'reviews',
        'banners',
        'settings',
        'flash_sale_items',
      ]),
    );
  });
});
