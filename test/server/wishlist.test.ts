import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, stores } from '../../server/db/schema/catalogue.ts';
import { DEMO_CUSTOMER } from '../../server/db/seed/customers.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (
    await server.call('login', {
      body: { login_type: 'manual', email_or_phone: DEMO_CUSTOMER.email, password: '12345678' },
    })
  ).body.token;
});
afterAll(() => server.close());

describe('wishlist', () => {
  it('adds items and stores and lists them with their full JSON, filtered by the moduleId header', async () => {
    const [item] = await server.database.db.select().from(items).where(eq(items.status, 1)).limit(1);
    const [store] = await server.database.db.select().from(stores).where(eq(stores.moduleId, item!.moduleId)).limit(1);
    const [otherItem] = await server.database.db
      .select()
      .from(items)
      .where(ne(items.moduleId, item!.moduleId))
      .limit(1);
    expect((await server.call('addToWishlist', { token, query: { item_id: item!.id } })).body).toEqual({
      message: 'Successfully added!',
    });
    expect((await server.call('addToWishlist', { token, query: { store_id: store!.id } })).status).toBe(200);
    expect((await server.call('addToWishlist', { token, query: { item_id: otherItem!.id } })).status).toBe(200);

    const all = await server.call('getWishlist', { token });
    expect(all.status).toBe(200);
    expect(all.body.item.map((i: { id: number }) => i.id).sort()).toEqual([item!.id, otherItem!.id].sort());
    expect(all.body.store.map((s: { id: number }) => s.id)).toEqual([store!.id]);
    expect(all.body.item[0]).toHaveProperty('image_full_url');

    const scoped = await server.call('getWishlist', { token, moduleId: item!.moduleId, zoneId: '[1]' });
    expect(scoped.body.item.map((i: { id: number }) => i.id)).toEqual([item!.id]);
  });

  it('answers 409 for a duplicate, 404 for an unknown item and 403 for neither or both ids', async () => {
    const [item] = await server.database.db.select().from(items).limit(1);
    await server.call('addToWishlist', { token, query: { item_id: item!.id } }); // there now (200, or 409 if already)
    const again = await server.call('addToWishlist', { token, query: { item_id: item!.id } });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toEqual({ code: 'wishlist', message: 'Already in your wishlist' });
    expect((await server.call('addToWishlist', { token, query: { item_id: 999999 } })).status).toBe(404);
    expect((await server.call('addToWishlist', { token, query: {} })).status).toBe(403);
    expect((await server.call('addToWishlist', { token, query: { item_id: 1, store_id: 1 } })).status).toBe(403);
    expect((await server.call('addToWishlist', { query: { item_id: 1 } })).status).toBe(401);
    expect((await server.call('getWishlist', { token, moduleId: 'abc' })).status).toBe(403);
  });

  it('removes an item; removing it again → 404; guests cannot use the wishlist', async () => {
    const [item] = await server.database.db.select().from(items).limit(1);
    await server.call('addToWishlist', { token, query: { item_id: item!.id } });
    const res = await server.call('removeFromWishlist', { token, query: { item_id: item!.id } });
    expect(res.body).toEqual({ message: 'Successfully removed!' });
    const list = await server.call('getWishlist', { token });
    expect(list.body.item.some((i: { id: number }) => i.id === item!.id)).toBe(false);
    expect((await server.call('removeFromWishlist', { token, query: { item_id: item!.id } })).status).toBe(404);
    expect((await server.call('removeFromWishlist', { token, query: {} })).status).toBe(403);
    expect((await server.call('getWishlist')).status).toBe(401);
    expect((await server.call('removeFromWishlist', { query: { store_id: 1 } })).status).toBe(401);
  });
});
