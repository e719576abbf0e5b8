// The catalogue cache of cart writes and order placement (server/lib/catalogue/catalogue-rows.ts): the items, stores,
// add-ons and flash-sale offers a cart answers with are kept in process, and a change written straight into the
// database (no handler) is seen by the very next cart write — the database's own trigger empties the cache. On
// PostgreSQL with two API processes: test/server-pg/caches.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, modules, stores } from '../../server/db/schema/catalogue.ts';
import { flashSaleItems, flashSales } from '../../server/db/schema/promotions.ts';
import { catalogueCache } from '../../server/lib/catalogue/catalogue-rows.ts';
import type { PublicCaches } from '../../server/lib/http/public-caches.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { insertItem, insertStore } from '../support/test-store.ts';

let server: TestServer;
let grocery: number;
let storeId: number;

beforeAll(async () => {
  server = await startTestServer();
  const [mod] = await server.database.db.select().from(modules).where(eq(modules.moduleType, 'grocery'));
  grocery = mod!.id;
  storeId = (await insertStore(server.database.db, grocery, 'Catalogue Cache Shop')).id;
});
afterAll(() => server.close());

const guest = async () => (await server.call('requestGuestId')).body.guest_id as string;
const add = (guestId: string, itemId: number, quantity = 1) =>
  server.call('addToCart', {
    moduleId: grocery,
    body: { guest_id: guestId, item_id: itemId, model: 'Item', price: 10, quantity },
  });
const cart = (guestId: string) => server.call('getCart', { moduleId: grocery, query: { guest_id: guestId } });

describe('a cart write after a change written straight into the database', () => {
  it('shows the item’s new price, stock and name, and its store’s new name, at once', async () => {
    const db = server.database.db;
    const itemId = await insertItem(db, { storeId, moduleId: grocery, price: 10, stock: 7, name: 'Cache Tea' });
    const shopper = await guest();
    expect((await add(shopper, itemId)).body[0].item).toMatchObject({ price: 10, stock: 7, name: 'Cache Tea' });
    expect((await cart(shopper)).body[0].item).toMatchObject({ price: 10, stock: 7 }); // from the cache now

    await db.update(items).set({ price: 12, stock: 3, name: 'Cache Tea 2' }).where(eq(items.id, itemId));
    await db.update(stores).set({ name: 'Renamed Cache Shop' }).where(eq(stores.id, storeId));
    const [line] = (await cart(shopper)).body;
    expect(line.item).toMatchObject({ price: 12, stock: 3, name: 'Cache Tea 2', store_name: 'Renamed Cache Shop' });
    // the stock check of the next write reads the new stock too
    const update = await server.call('updateCart', {
      moduleId: grocery,
      body: { guest_id: shopper, cart_id: line.id, price: 12, quantity: 4 },
    });
    expect(update.status).toBe(403);
    expect(update.body.errors[0].code).toBe('stock');
  });

  it('refuses an item switched off since it was cached', async () => {
    const db = server.database.db;
    const itemId = await insertItem(db, { storeId, moduleId: grocery, price: 10 });
    expect((await add(await guest(), itemId)).status).toBe(200);
    await db.update(items).set({ status: 0 }).where(eq(items.id, itemId));
    const res = await add(await guest(), itemId);
    expect(res.status).toBe(404);
    expect(res.body.errors[0].code).toBe('item');
  });

  it('shows a flash sale started since, and its end', async () => {
    const db = server.database.db;
    const itemId = await insertItem(db, { storeId, moduleId: grocery, price: 40 });
    const shopper = await guest();
    expect((await add(shopper, itemId)).body[0].item).toMatchObject({ discount: 0 });
    const day = 24 * 3600_000;
    const [sale] = await db
      .insert(flashSales)
      .values({
        moduleId: grocery,
        title: 'Cache flash',
        startDate: new Date(Date.now() - day),
        endDate: new Date(Date.now() + day),
      })
      .returning();
    await db
      .insert(flashSaleItems)
      .values({ flashSaleId: sale!.id, itemId, stock: 5, sold: 0, discountType: 'percent', discount: 25 });
    expect((await cart(shopper)).body[0].item).toMatchObject({ discount: 25, discount_type: 'percent' });
    await db
      .update(flashSales)
      .set({ endDate: new Date(Date.now() - 1000) })
      .where(eq(flashSales.id, sale!.id));
    expect((await cart(shopper)).body[0].item).toMatchObject({ discount: 0 });
  });
});

/** A catalogue cache on a registry of its own: the database's notifications do not reach it (only `empty` does). */
function standalone() {
  const clears: (() => void)[] = [];
  let epoch = 0;
  const caches: PublicCaches = {
    add: (clear) => void clears.push(clear),
    check: async () => {},
    get epoch() {
      return epoch;
    },
    current: true,
  };
  const empty = () => {
    epoch += 1;
    for (const clear of clears) clear();
  };
  return { cache: catalogueCache(caches, server.database.db), empty };
}

describe('the catalogue cache', () => {
  it('keeps no row read while a cache was being emptied (it may predate the change)', async () => {
    const db = server.database.db;
    const itemId = await insertItem(db, { storeId, moduleId: grocery, price: 10 });
    const { cache, empty } = standalone();
    const rows = await cache.rows();
    const reading = rows.items([itemId]);
    empty(); // while the row is on its way
    expect((await reading).get(itemId)?.price).toBe(10);
    await db.update(items).set({ price: 11 }).where(eq(items.id, itemId)); // unheard by this registry
    expect((await (await cache.rows()).items([itemId])).get(itemId)?.price).toBe(11); // read again: not kept
    await db.update(items).set({ price: 12 }).where(eq(items.id, itemId));
    expect((await (await cache.rows()).items([itemId])).get(itemId)?.price).toBe(11); // kept this time
  });

  it('hands out frozen rows: a caller cannot change what the next request reads', async () => {
    const db = server.database.db;
    const itemId = await insertItem(db, { storeId, moduleId: grocery, price: 10, variations: [] });
    const rows = await standalone().cache.rows();
    const item = (await rows.items([itemId])).get(itemId)!;
    expect(() => Object.assign(item, { price: 1 })).toThrow(TypeError);
    expect(() => (item.variations as unknown[]).push({})).toThrow(TypeError);
  });
});
