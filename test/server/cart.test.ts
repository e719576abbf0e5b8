import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemCampaigns, items, modules } from '../../server/db/schema/catalogue.ts';
import { carts } from '../../server/db/schema/customer.ts';
import { DEMO_CUSTOMER } from '../../server/db/seed/customers.ts';
import { DEMO_OTP } from '../../server/lib/config/business-config.ts';
import type { CartRow } from '../../src/api/cart-rows.ts';
import { storeZoneOf } from '../../src/api/checkout.ts';
import { rowAmount } from '../../src/features/cart/cart-data.ts';
import { checkoutPrice } from '../../src/features/checkout/checkout-price.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';

let server: TestServer;
let token: string;
type Row = typeof items.$inferSelect;
let grocery: Row; // stock 5, max 3, no variations
let grocery2: Row;
let food: Row;
let shirt: Row; // e-commerce with variation stock
let groceryModule: number;

const login = async () =>
  (
    await server.call('login', {
      body: { login_type: 'manual', email_or_phone: DEMO_CUSTOMER.email, password: '12345678' },
    })
  ).body.token as string;
const guest = async () => (await server.call('requestGuestId')).body.guest_id as string;
const add = (moduleId: number, body: Record<string, unknown>, auth: { token?: string } = {}) =>
  server.call('addToCart', {
    moduleId,
    token: auth.token,
    body: { model: 'Item', price: 10, quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [], ...body },
  });

async function firstItemOf(type: string, skip = 0): Promise<Row> {
  const rows = await server.database.db
    .select({ item: items })
    .from(items)
    .innerJoin(modules, eq(modules.id, items.moduleId))
    .where(and(eq(modules.moduleType, type as never), eq(items.status, 1)))
    .limit(skip + 1);
  return rows[skip]!.item;
}

beforeAll(async () => {
  server = await startTestServer();
  token = await login();
  const db = server.database.db;
  grocery = await firstItemOf('grocery');
  grocery2 = await firstItemOf('grocery', 1);
  food = await firstItemOf('food');
  shirt = await firstItemOf('ecommerce');
  groceryModule = grocery.moduleId;
  await db.update(items).set({ stock: 5, maximumCartQuantity: 3, variations: [] }).where(eq(items.id, grocery.id));
  await db.update(items).set({ stock: 50, maximumCartQuantity: null, variations: [] }).where(eq(items.id, grocery2.id));
  await db.update(items).set({ stock: 0, maximumCartQuantity: 4 }).where(eq(items.id, food.id));
  await db
    .update(items)
    .set({
      stock: 10,
      maximumCartQuantity: null,
      variations: [
        { type: 'Red-M', price: 12, stock: 1 },
        { type: 'Blue-L', price: 12, stock: 9 },
      ],
    })
    .where(eq(items.id, shirt.id));
});
afterAll(() => server.close());

describe('cart of a signed-in customer', () => {
  it('adds an item and answers the whole cart with the item JSON', async () => {
    const res = await add(groceryModule, { item_id: grocery.id, quantity: 2, price: 7.5 }, { token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      item_id: grocery.id,
      quantity: 2,
      // the item's price, not the 7.5 sent
      price: grocery.price,
      is_guest: 0,
      item_type: 'App\\Models\\Item',
      module_id: groceryModule,
    });
    expect(res.body[0].item.id).toBe(grocery.id);
    const list = await server.call('getCart', { token, moduleId: groceryModule });
    expect(list.body.map((r: { id: number }) => r.id)).toEqual([res.body[0].id]);
  });

  it('refuses the same item with the same variation (403 cart_item)', async () => {
    const res = await add(groceryModule, { item_id: grocery.id }, { token });
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toEqual({ code: 'cart_item', message: 'Item already exists in the cart.' });
  });

  it('updates the quantity within maximum_cart_quantity and refuses beyond it (403 cart_item_limit)', async () => {
    const [row] = (await server.call('getCart', { token, moduleId: groceryModule })).body;
    const ok = await server.call('updateCart', {
      token,
      moduleId: groceryModule,
      body: { cart_id: row.id, price: 7.5, quantity: 3 },
    });
    expect(ok.body[0].quantity).toBe(3);
    const over = await server.call('updateCart', {
      token,
      moduleId: groceryModule,
      body: { cart_id: row.id, price: 7.5, quantity: 4 },
    });
    expect(over.status).toBe(403);
    expect(over.body.errors[0]).toEqual({ code: 'cart_item_limit', message: 'Maximum cart quantity limit over' });
    const missing = await server.call('updateCart', {
      token,
      moduleId: groceryModule,
      body: { cart_id: 999999, price: 1, quantity: 1 },
    });
    expect(missing.status).toBe(404);
  });

  it('refuses more than the stock (403 stock), per variation for e-commerce; food checks only the maximum', async () => {
    const stock = await add(groceryModule, { item_id: grocery2.id, quantity: 51 }, { token });
    expect(stock.status).toBe(403);
    expect(stock.body.errors[0]).toEqual({ code: 'stock', message: 'Only 50 items are available in stock.' });
    const red = await add(
      shirt.moduleId,
      { item_id: shirt.id, quantity: 2, variation: [{ type: 'Red-M', price: 12 }] },
      { token },
    );
    expect(red.status).toBe(403);
    expect(red.body.errors[0].message).toBe('Only 1 items are available in stock.');
    const blue = await add(
      shirt.moduleId,
      { item_id: shirt.id, quantity: 2, variation: [{ type: 'Blue-L', price: 12 }] },
      { token },
    );
    expect(blue.status).toBe(200);
    const red1 = await add(
      shirt.moduleId,
      { item_id: shirt.id, quantity: 1, variation: [{ type: 'Red-M', price: 12 }] },
      { token },
    );
    expect(red1.body).toHaveLength(2); // same item, other variation: a second row
    const meal = await add(food.moduleId, { item_id: food.id, quantity: 4 }, { token });
    expect(meal.status).toBe(200);
    const tooMany = await add(
      food.moduleId,
      { item_id: food.id, quantity: 5, variation: [{ name: 'Size', values: { label: ['Large'] } }] },
      { token },
    );
    expect(tooMany.body.errors[0].code).toBe('cart_item_limit');
  });

  it("refuses to update a line into another line's variation (403 cart_item); both lines stay as they were", async () => {
    const g = await guest();
    const blue = [{ type: 'Blue-L', price: 12 }];
    await add(shirt.moduleId, { item_id: shirt.id, guest_id: g, variation: blue });
    const both = await add(shirt.moduleId, {
      item_id: shirt.id,
      guest_id: g,
      variation: [{ type: 'Red-M', price: 12 }],
    });
    expect(both.body).toHaveLength(2);
    const red = both.body[1];
    const same = await server.call('updateCart', {
      moduleId: shirt.moduleId,
      body: { cart_id: red.id, price: 12, quantity: 1, variation: blue, guest_id: g },
    });
    expect(same.status).toBe(403);
    expect(same.body.errors[0]).toEqual({ code: 'cart_item', message: 'Item already exists in the cart.' });
    const cart = await server.call('getCart', { moduleId: shirt.moduleId, query: { guest_id: g } });
    expect(cart.body.map((r: { variation: unknown }) => r.variation)).toEqual([blue, red.variation]);
  });

  it('scopes the cart by module and refuses an item of another module, unknown items and a missing moduleId', async () => {
    const groceryCart = await server.call('getCart', { token, moduleId: groceryModule });
    expect(groceryCart.body.every((r: { module_id: number }) => r.module_id === groceryModule)).toBe(true);
    const wrong = await add(groceryModule, { item_id: food.id }, { token });
    expect(wrong.status).toBe(403);
    expect(wrong.body.errors[0].code).toBe('item_id');
    expect((await add(groceryModule, { item_id: 999999 }, { token })).status).toBe(404);
    const noModule = await server.call('getCart', { token });
    expect(noModule.status).toBe(403);
    expect(noModule.body.errors[0].code).toBe('moduleId');
    expect((await server.call('getCart', { token, moduleId: 99999 })).status).toBe(403);
  });

  it('adds a campaign item (model ItemCampaign)', async () => {
    const [campaign] = await server.database.db.select().from(itemCampaigns).limit(1);
    // The seed holds item campaigns: without one this test would prove nothing, so it fails.
    if (!campaign) throw new Error('the seed has no item campaign');
    await server.database.db
      .update(itemCampaigns)
      .set({ stock: 100, maximumCartQuantity: null })
      .where(eq(itemCampaigns.id, campaign.id));
    const res = await add(campaign.moduleId, { item_id: campaign.id, model: 'ItemCampaign' }, { token });
    expect(res.status).toBe(200);
    expect(res.body.find((r: { item_type: string }) => r.item_type === 'App\\Models\\ItemCampaign')).toBeTruthy();
  });

  it('removes one row, then clears the module cart', async () => {
    const cart = (await server.call('getCart', { token, moduleId: shirt.moduleId })).body;
    const res = await server.call('removeCartItem', {
      token,
      moduleId: shirt.moduleId,
      query: { cart_id: cart[0].id },
    });
    expect(res.body).toHaveLength(cart.length - 1);
    expect(
      (await server.call('removeCartItem', { token, moduleId: shirt.moduleId, query: { cart_id: cart[0].id } })).status,
    ).toBe(404);
    const cleared = await server.call('clearCart', { token, moduleId: shirt.moduleId });
    expect(cleared.body).toEqual([]);
    expect((await server.call('getCart', { token, moduleId: groceryModule })).body.length).toBeGreaterThan(0);
  });
});

describe("a line's price is the server's (issue 64)", () => {
  /** What the SPA shows for a guest's cart: the drawer's subtotal and the checkout summary of a take-away. */
  async function shown(g: string) {
    const rows = (await server.call('getCart', { moduleId: groceryModule, query: { guest_id: g } })).body as CartRow[];
    const storeId = rows[0]!.item.store_id;
    const store = (await server.call('getStoreDetails', { moduleId: groceryModule, params: { id: storeId } })).body;
    const config = (await server.call('getConfig')).body;
    const zoneData = (await server.call('getZoneId', { query: { lat: store.latitude, lng: store.longitude } })).body;
    const zone = storeZoneOf(zoneData.zone_data ?? [], store.zone_id, store.module_id);
    const summary = checkoutPrice({
      rows,
      store,
      zone,
      config,
      orderType: 'take_away',
      destination: null,
      coupon: null,
      tips: 0,
      now: new Date(),
      extraCharge: 0,
    });
    return { rows, drawer: rows.reduce((t, r) => t + rowAmount(r), 0), summary };
  }

  it('answers each row at the price of its item, not the 5 the client sent; the drawer shows the checkout subtotal', async () => {
    const db = server.database.db;
    // two items of one store whose prices are not 5 (a forged or stale price would show as 5 per unit)
    const others = await db
      .select()
      .from(items)
      .where(and(eq(items.storeId, grocery2.storeId), eq(items.status, 1)));
    const pair = others.filter((i) => i.variations.length === 0 && i.price !== 5).slice(0, 2);
    expect(pair).toHaveLength(2);
    for (const i of pair)
      await db.update(items).set({ stock: 50, maximumCartQuantity: null }).where(eq(items.id, i.id));
    const g = await guest();
    for (const i of pair) {
      const added = await add(groceryModule, { item_id: i.id, guest_id: g, quantity: 2, price: 5 });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    const before = await shown(g);
    expect(before.rows.map((r) => r.price)).toEqual(pair.map((i) => i.price));
    // the drawer's subtotal is the checkout's, to the cent, and not 2 × 5 + 2 × 5
    expect(before.drawer).toBeCloseTo(before.summary.subtotal, 9);
    expect(before.summary.subtotal).toBe(Math.round(pair.reduce((t, i) => t + i.price * 2, 0) * 100) / 100);
    expect(before.drawer).not.toBe(20);

    // an update sending another price keeps the item's
    const upd = await server.call('updateCart', {
      moduleId: groceryModule,
      body: { cart_id: before.rows[0]!.id, price: 1, quantity: 3, guest_id: g },
    });
    expect(upd.status).toBe(200);
    expect(upd.body[0].price).toBe(pair[0]!.price);

    // the vendor changes a price after the add: the cart answers the new one, and the drawer agrees with checkout
    await db
      .update(items)
      .set({ price: pair[1]!.price + 1.25 })
      .where(eq(items.id, pair[1]!.id));
    const after = await shown(g);
    expect(after.rows[1]!.price).toBe(pair[1]!.price + 1.25);
    expect(after.drawer).toBeCloseTo(after.summary.subtotal, 9);
    await db.update(items).set({ price: pair[1]!.price }).where(eq(items.id, pair[1]!.id));
  });
});

describe('guest carts', () => {
  it('needs a bearer token or an issued guest_id (401 {"errors":"Unauthorized"})', async () => {
    const none = await server.call('getCart', { moduleId: groceryModule });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ errors: 'Unauthorized' });
    expect((await server.call('getCart', { moduleId: groceryModule, query: { guest_id: 'made-up' } })).status).toBe(
      401,
    );
    expect((await server.call('clearCart', { moduleId: groceryModule })).status).toBe(401);
    expect((await server.call('removeCartItem', { moduleId: groceryModule, query: { cart_id: 1 } })).status).toBe(401);
  });

  it("keeps a guest's cart reachable only with its guest_id", async () => {
    const a = await guest();
    const b = await guest();
    const added = await add(groceryModule, { item_id: grocery2.id, guest_id: a, quantity: 2 });
    expect(added.body[0]).toMatchObject({ is_guest: 1, user_id: a });
    expect((await server.call('getCart', { moduleId: groceryModule, query: { guest_id: b } })).body).toEqual([]);
    const cartId = added.body[0].id;
    expect(
      (await server.call('removeCartItem', { moduleId: groceryModule, query: { cart_id: cartId, guest_id: b } }))
        .status,
    ).toBe(404);
    expect(
      (
        await server.call('updateCart', {
          moduleId: groceryModule,
          body: { cart_id: cartId, price: 1, quantity: 1, guest_id: b },
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.call('removeCartItem', { token, moduleId: groceryModule, query: { cart_id: cartId } })).status,
    ).toBe(404);
    const upd = await server.call('updateCart', {
      moduleId: groceryModule,
      body: { cart_id: cartId, price: 10, quantity: 3, guest_id: a },
    });
    expect(upd.body[0].quantity).toBe(3);
    expect((await server.call('getCart', { moduleId: groceryModule, query: { guest_id: a } })).body).toHaveLength(1);
    expect((await server.call('clearCart', { moduleId: groceryModule, query: { guest_id: a } })).body).toEqual([]);
  });

  it("moves the guest's cart into the account on login with guest_id (merging the same item)", async () => {
    const g = await guest();
    await add(groceryModule, { item_id: grocery2.id, guest_id: g, quantity: 2 });
    // the customer already has grocery (qty 3): the guest's grocery2 row moves over
    const res = await server.call('login', {
      body: { login_type: 'manual', email_or_phone: DEMO_CUSTOMER.email, password: '12345678', guest_id: g },
    });
    expect(res.body.token).toEqual(expect.any(String));
    const cart = await server.call('getCart', { token: res.body.token, moduleId: groceryModule });
    expect(cart.body.map((r: { item_id: number }) => r.item_id).sort()).toEqual([grocery.id, grocery2.id].sort());
    expect((await server.call('getCart', { moduleId: groceryModule, query: { guest_id: g } })).body).toEqual([]);

    const g2 = await guest();
    await add(groceryModule, { item_id: grocery2.id, guest_id: g2, quantity: 1 });
    await server.call('login', {
      body: { login_type: 'manual', email_or_phone: DEMO_CUSTOMER.email, password: '12345678', guest_id: g2 },
    });
    const merged = await server.call('getCart', { token, moduleId: groceryModule });
    expect(merged.body.find((r: { item_id: number }) => r.item_id === grocery2.id).quantity).toBe(3);
    const rows = await server.database.db.select().from(carts).where(eq(carts.guestId, g2));
    expect(rows).toHaveLength(0);
  });

  it('moves the guest cart on OTP sign-in through personal info too', async () => {
    const g = await guest();
    await add(groceryModule, { item_id: grocery.id, guest_id: g, quantity: 1 });
    const phone = '+8801988000001';
    await server.call('login', { body: { login_type: 'otp', phone } });
    const verified = await server.call('login', { body: { login_type: 'otp', phone, otp: DEMO_OTP, guest_id: g } });
    const info = await server.call('updateInfo', {
      body: {
        name: 'Guest Turned Customer',
        login_type: 'otp',
        phone,
        guest_id: g,
        info_token: verified.body.info_token,
      },
    });
    const cart = await server.call('getCart', { token: info.body.token, moduleId: groceryModule });
    expect(cart.body).toHaveLength(1);
    expect(cart.body[0]).toMatchObject({ item_id: grocery.id, is_guest: 0 });
  });
});
