// POST /customer/order/place with `is_buy_now` = 1 and a `cart` body (6amMart's Buy Now / Order Now): the bought
// item(s) come from the request, are checked as the cart add checks them and priced on the server (the body's price
// is ignored); the stored cart is never touched; stock moves as for a cart order; Idempotency-Key as for any order.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOns, couponUsages, coupons, itemCampaigns, items, modules } from '../../server/db/schema/catalogue.ts';
import { carts } from '../../server/db/schema/customer.ts';
import { orderDetails, orders } from '../../server/db/schema/orders.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { insertItem, insertStore } from '../support/test-store.ts';
import { customerToken } from './rental-helpers.ts';

let server: TestServer;
let moduleId: number;
let storeId: number;
let addOnId: number;
let foreignAddOn: number;
let ids: { plain: number; shirt: number; capped: number; meal: number; campaign: number };

const ITEM = 'App\\Models\\Item';
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const base = {
  order_amount: 0,
  payment_method: 'cash_on_delivery',
  order_type: 'take_away',
  contact_person_name: 'Rafi Ahmed',
  contact_person_number: '+8801700000001',
};

const newItem = (name: string, price: number, extra: Partial<typeof items.$inferInsert> = {}) =>
  insertItem(server.database.db, { storeId, moduleId, name, price, ...extra });

const cartRows = (userId: number) =>
  server.database.db
    .select({ id: carts.id, itemId: carts.itemId, quantity: carts.quantity })
    .from(carts)
    .where(eq(carts.userId, userId));

const buyNow = (token: string, cart: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
  server.call('placeOrder', {
    moduleId,
    token,
    body: { ...base, store_id: storeId, is_buy_now: 1, cart, ...extra },
  });

/** A customer whose cart already holds 2 × the plain item (Buy Now must leave it as it is). */
async function customerWithCart() {
  const c = await customerToken(server);
  await server.database.db.insert(carts).values({
    userId: c.userId,
    moduleId,
    itemId: ids.plain,
    itemType: ITEM,
    price: 3,
    quantity: 2,
    variation: [],
    addOnIds: [],
    addOnQtys: [],
  });
  return { ...c, cart: await cartRows(c.userId) };
}

const shirtStock = async () => {
  const [row] = await server.database.db.select().from(items).where(eq(items.id, ids.shirt));
  return Object.fromEntries(row!.variations.map((v) => [v.type, v.stock]));
};

beforeAll(async () => {
  server = await startTestServer();
  await server.setConfig({ additional_charge_status: 0 }); // totals are the items alone (take-away, no tax)
  const db = server.database.db;
  const [grocery] = await db.select().from(modules).where(eq(modules.moduleType, 'grocery'));
  moduleId = grocery!.id;
  storeId = (await insertStore(db, moduleId, 'Test Buy Now Shop', { takeAway: true })).id;
  const [a, f] = await db
    .insert(addOns)
    .values([
      { storeId, name: 'Gift wrap', price: 2 },
      { storeId, name: 'Not offered', price: 9 },
    ])
    .returning({ id: addOns.id });
  addOnId = a!.id;
  foreignAddOn = f!.id;
  ids = {
    plain: await newItem('Test Soap', 3),
    shirt: await newItem('Test Polo', 10, {
      addOns: [addOnId],
      variations: [
        { type: 'Red-M', price: 12, stock: 3 },
        { type: 'Blue-L', price: 15, stock: 0 },
      ],
      choiceOptions: [{ name: 'choice_1', title: 'Colour-Size', options: ['Red-M', 'Blue-L'] }],
    }),
    capped: await newItem('Test Batteries', 4, { maximumCartQuantity: 2 }),
    meal: await newItem('Test Platter', 8, {
      foodVariations: [
        {
          name: 'Sauce',
          type: 'single',
          min: 0,
          max: 0,
          required: 'on',
          values: [
            { label: 'Mild', optionPrice: '0' },
            { label: 'Hot', optionPrice: '1.5' },
          ],
        },
        {
          name: 'Sides',
          type: 'multi',
          min: 1,
          max: 2,
          required: 'off',
          values: [
            { label: 'Chips', optionPrice: '2' },
            { label: 'Salad', optionPrice: '1' },
            { label: 'Slaw', optionPrice: '1' },
          ],
        },
      ],
    }),
    campaign: 0,
  };
  const [camp] = await db
    .insert(itemCampaigns)
    .values({
      storeId,
      moduleId,
      categoryId: 1,
      name: 'Test Campaign Box',
      slug: `test-campaign-box-${Math.random()}`,
      image: 'items/1.svg',
      price: 6,
      stock: 10,
      startDate: day(-1),
      endDate: day(1),
      startTime: '00:00:00',
      endTime: '23:59:59',
    })
    .returning({ id: itemCampaigns.id });
  ids.campaign = camp!.id;
});
afterAll(() => server?.close());

describe('Buy Now with a cart body (is_buy_now + cart)', () => {
  it('places the bought item at the server price with its add-on; the stored cart stays; the stock moves', async () => {
    const c = await customerWithCart();
    const before = await shirtStock();
    const res = await buyNow(c.token, [
      {
        item_id: ids.shirt,
        model: 'Item',
        quantity: 2,
        price: 0.01, // ignored: the server prices Red-M at 12
        variation: [{ type: 'Red-M', price: 0.01 }],
        add_on_ids: [addOnId],
        add_on_qtys: [1],
      },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.total_ammount).toBe(26); // 2 × 12 + 1 × 2 gift wrap, take-away, no tax
    const [order] = await server.database.db.select().from(orders).where(eq(orders.id, res.body.order_id));
    expect(order!.orderAmount).toBe(26);
    const lines = await server.database.db
      .select()
      .from(orderDetails)
      .where(eq(orderDetails.orderId, res.body.order_id));
    expect(lines.map((l) => [l.itemId, l.itemCampaignId, l.quantity, l.price, l.totalAddOnPrice])).toEqual([
      [ids.shirt, null, 2, 12, 2],
    ]);
    expect(lines[0]!.variation).toEqual([{ type: 'Red-M', price: 0.01 }]);
    expect(await cartRows(c.userId)).toEqual(c.cart);
    expect(await shirtStock()).toEqual({ ...before, 'Red-M': before['Red-M']! - 2 });
  });

  it('Order Now: a campaign item (model ItemCampaign) is placed as the campaign line; the cart stays', async () => {
    const c = await customerWithCart();
    const res = await buyNow(c.token, [{ item_id: ids.campaign, model: 'ItemCampaign', quantity: 3, price: 1 }]);
    expect(res.status).toBe(200);
    expect(res.body.total_ammount).toBe(18); // 3 × 6
    const lines = await server.database.db
      .select()
      .from(orderDetails)
      .where(eq(orderDetails.orderId, res.body.order_id));
    expect(lines.map((l) => [l.itemId, l.itemCampaignId, l.quantity, l.price])).toEqual([[null, ids.campaign, 3, 6]]);
    expect(await cartRows(c.userId)).toEqual(c.cart);
    const [camp] = await server.database.db.select().from(itemCampaigns).where(eq(itemCampaigns.id, ids.campaign));
    expect(camp!.stock).toBe(7);
  });

  it('prices food options on the server: Hot (+1.5) and Chips + Salad (+3) on 8', async () => {
    const c = await customerWithCart();
    const res = await buyNow(c.token, [
      {
        item_id: ids.meal,
        model: 'Item',
        quantity: 1,
        price: 8,
        variation: [
          { name: 'Sauce', values: { label: ['Hot'] } },
          { name: 'Sides', values: { label: ['Chips', 'Salad'] } },
        ],
      },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.total_ammount).toBe(12.5);
  });

  it('refuses what the cart add refuses, with its messages; nothing is stored and the cart stays', async () => {
    const c = await customerWithCart();
    const refused = async (entry: Record<string, unknown>) => {
      const res = await buyNow(c.token, [{ model: 'Item', quantity: 1, ...entry }]);
      return [res.status, res.body.errors[0]];
    };
    expect(await refused({ item_id: 999_999 })).toEqual([404, { code: 'item', message: 'Item not found!' }]);
    expect(await refused({ item_id: ids.shirt, variation: [{ type: 'Green-S', price: 1 }] })).toEqual([
      403,
      { code: 'variation', message: 'The selected variation is invalid.' },
    ]);
    expect(await refused({ item_id: ids.shirt })).toEqual([
      403,
      { code: 'variation', message: 'The selected variation is invalid.' },
    ]);
    expect(await refused({ item_id: ids.shirt, variation: [{ type: 'Blue-L', price: 15 }] })).toEqual([
      403,
      { code: 'stock', message: 'Out of Stock.' },
    ]);
    expect(await refused({ item_id: ids.shirt, quantity: 50, variation: [{ type: 'Red-M', price: 12 }] })).toEqual([
      403,
      { code: 'stock', message: 'Only 1 items are available in stock.' },
    ]);
    expect(await refused({ item_id: ids.capped, quantity: 3 })).toEqual([
      403,
      { code: 'cart_item_limit', message: 'Maximum cart quantity limit over' },
    ]);
    expect(
      await refused({
        item_id: ids.shirt,
        variation: [{ type: 'Red-M', price: 12 }],
        add_on_ids: [foreignAddOn],
        add_on_qtys: [1],
      }),
    ).toEqual([403, { code: 'add_on_ids', message: 'The selected add-on is invalid.' }]);
    expect(await refused({ item_id: ids.meal, variation: [] })).toEqual([
      403,
      { code: 'variation', message: 'Variation Sauce can not remain without selection.' },
    ]);
    expect(
      await refused({
        item_id: ids.meal,
        variation: [
          { name: 'Sauce', values: { label: ['Mild'] } },
          { name: 'Sides', values: { label: ['Chips', 'Salad', 'Slaw'] } },
        ],
      }),
    ).toEqual([
      403,
      {
        code: 'variation',
        message: 'Selected variation named Sides must be in between Minimum 1 and Maximum 2.',
      },
    ]);
    expect(
      await refused({ item_id: ids.meal, variation: [{ name: 'Sauce', values: { label: ['Volcanic'] } }] }),
    ).toEqual([403, { code: 'variation', message: 'The selected variation is invalid.' }]);
    expect(await server.database.db.select().from(orders).where(eq(orders.userId, c.userId))).toEqual([]);
    expect(await cartRows(c.userId)).toEqual(c.cart);
  });

  it('a bought item of another store is refused (403 store_id)', async () => {
    const c = await customerWithCart();
    const other = await insertStore(server.database.db, moduleId, 'Test Other Shop');
    const elsewhere = await insertItem(server.database.db, {
      storeId: other.id,
      moduleId,
      name: 'Test Elsewhere',
      price: 5,
      stock: 5,
    });
    const res = await buyNow(c.token, [{ item_id: elsewhere, model: 'Item', quantity: 1 }]);
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('store_id');
  });

  it('Idempotency-Key: the same Buy Now twice answers the first order again; one order, stock moved once', async () => {
    const c = await customerWithCart();
    const before = await shirtStock();
    const send = () =>
      server.call('placeOrder', {
        moduleId,
        token: c.token,
        headers: { 'Idempotency-Key': `buy-now-${c.userId}` },
        body: {
          ...base,
          store_id: storeId,
          is_buy_now: 1,
          cart: [{ item_id: ids.shirt, model: 'Item', quantity: 1, variation: [{ type: 'Red-M', price: 12 }] }],
        },
      });
    const first = await send();
    expect(first.status).toBe(200);
    const again = await send();
    expect(again.body).toEqual(first.body);
    const mine = await server.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, c.userId), eq(orders.storeId, storeId)));
    expect(mine.map((o) => o.id)).toEqual([first.body.order_id]);
    expect((await shirtStock())['Red-M']).toBe(before['Red-M']! - 1);
    expect(await cartRows(c.userId)).toEqual(c.cart);
  });

  it('cart_id keeps working (back-compat): is_buy_now without a cart body places that cart row', async () => {
    const c = await customerWithCart();
    const res = await server.call('placeOrder', {
      moduleId,
      token: c.token,
      body: { ...base, store_id: storeId, is_buy_now: 1, cart_id: c.cart[0]!.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.total_ammount).toBe(6); // 2 × 3
    expect(await cartRows(c.userId)).toEqual([]);
  });
});

describe('a per-customer coupon limit holds when one customer places in parallel', () => {
  it('a coupon limited to 2 uses: 6 parallel Buy Now orders place 2 with the discount, 4 answer 406, 2 uses counted', async () => {
    const c = await customerToken(server);
    const code = `TWICE-${c.userId}`;
    const [coupon] = await server.database.db
      .insert(coupons)
      .values({
        title: 'Twice',
        code,
        startDate: day(-1),
        expireDate: day(1),
        discount: 1,
        discountType: 'amount',
        couponType: 'default',
        limit: 2,
        moduleId,
      })
      .returning({ id: coupons.id });
    const res = await Promise.all(
      Array.from({ length: 6 }, () =>
        buyNow(c.token, [{ item_id: ids.plain, model: 'Item', quantity: 1 }], { coupon_code: code }),
      ),
    );
    expect(res.map((r) => r.status).sort()).toEqual([200, 200, 406, 406, 406, 406]);
    for (const r of res.filter((r) => r.status === 406))
      expect(r.body.errors[0]).toEqual({ code: 'coupon', message: 'Coupon usage limit reached.' });
    const placed = await server.database.db.select().from(orders).where(eq(orders.userId, c.userId));
    expect(placed.map((o) => o.couponDiscountAmount)).toEqual([1, 1]);
    expect(placed.map((o) => o.orderAmount)).toEqual([2, 2]); // 3 - 1
    const [after] = await server.database.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(after!.totalUses).toBe(2);
    const uses = await server.database.db.select().from(couponUsages).where(eq(couponUsages.couponId, coupon!.id));
    expect(uses.map((u) => u.orderId).sort()).toEqual(placed.map((o) => o.id).sort());
  });
});
