// A real 6amMart client's first calls against the embedded API, each with the client's exact request — the
// preflights of 6amMart's web (3.x, Next.js) and app (Flutter web) clients, and the bodies and queries of the web
// client's API layer (a JSON-encoded `cart`, `0` meaning "no filter", a `null` amount, `store_id` alone…), answered
// with the shapes that client reads.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, coupons, itemCampaigns, items, modules, stores } from '../../server/db/schema/catalogue.ts';
import { carts, users, walletPayments, walletTransactions } from '../../server/db/schema/customer.ts';
import { userNotifications } from '../../server/db/schema/notifications.ts';
import { orderDetails, orders } from '../../server/db/schema/orders.ts';
import { reviews } from '../../server/db/schema/reviews.ts';
import { brandItems, commonConditions, conditionItems } from '../../server/db/schema/promotions.ts';
import { DEMO_MODULE_IDS } from '../../server/db/seed/catalogue.ts';
import { DEMO_CUSTOMER } from '../../server/db/seed/customers.ts';
import { DEMO_OTP } from '../../server/lib/config/business-config.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { insertItem, insertOrder, insertStore } from '../support/test-store.ts';
import { customerToken, points, rentalIds } from './rental-helpers.ts';
import { KEPT_PNG, pictureOf, PNG } from '../support/images.ts';

const WEB_ORIGIN = 'http://localhost:3000'; // 6amMart web's NEXT_CLIENT_HOST_URL default
const UNKNOWN_ORIGIN = 'http://evil.test';
const ALL_ZONES = '[1,2,3,4,5]';
const { ecommerce, pharmacy, parcel, grocery } = DEMO_MODULE_IDS;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { corsOrigins: [WEB_ORIGIN] } });
});
afterAll(() => server.close());

const preflight = (s: TestServer, path: string, origin: string, method: string, headers: string) =>
  fetch(`${s.url}${path}`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': headers },
  });

// What Chromium sends for the headers each client's HTTP layer sets (lowercased, sorted; `Accept:
// application/json` is CORS-safelisted, `origin` is a forbidden header the browser drops):
//  - 6amMart web 3.x, MainApi's request interceptor: latitude, longitude, zoneid, moduleId, authorization,
//    X-localization, X-software-id, Accept, ngrok-skip-browser-warning (and Content-Type on a JSON body);
//  - 6amMart's user app built for the web, ApiClient's headers: Content-Type, zoneId, X-localization, latitude,
//    longitude, Authorization, moduleId.
const WEB_GET =
  'authorization,latitude,longitude,moduleid,ngrok-skip-browser-warning,x-localization,x-software-id,zoneid';
const WEB_POST = `${WEB_GET.replace('authorization,', 'authorization,content-type,')}`;
const APP = 'authorization,content-type,latitude,longitude,moduleid,x-localization,zoneid';

const allowedHeaders = (res: Response) =>
  (res.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);

describe('CORS: the preflights of 6amMart clients', () => {
  it('answers 6amMart web 3.x (GET and a JSON POST) for an allowed origin, with every header it asks for', async () => {
    const get = await preflight(server, '/api/v1/items/new-arrival', WEB_ORIGIN, 'GET', WEB_GET);
    expect(get.status).toBe(204);
    expect(get.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(get.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowedHeaders(get)).toEqual(WEB_GET.split(','));
    expect(allowedHeaders(get)).toContain('ngrok-skip-browser-warning');
    expect(get.headers.get('vary')).toMatch(/Access-Control-Request-Headers/i);
    const post = await preflight(server, '/api/v1/customer/order/place', WEB_ORIGIN, 'POST', WEB_POST);
    expect(post.status).toBe(204);
    expect(allowedHeaders(post)).toEqual(WEB_POST.split(','));
    expect(post.headers.get('access-control-allow-methods')).toMatch(/POST/);
  });

  it("answers the app's (Flutter web) preflight, and the call after it carries the origin", async () => {
    const pre = await preflight(server, '/api/v1/config', WEB_ORIGIN, 'GET', APP);
    expect(pre.status).toBe(204);
    expect(allowedHeaders(pre)).toEqual(APP.split(','));
    const res = await server.call('getConfig', {
      headers: { Origin: WEB_ORIGIN, 'ngrok-skip-browser-warning': 'true', 'X-software-id': '33571750' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
  });

  it('gives an origin that is not allowed nothing: no origin, no headers, no methods, no credentials', async () => {
    const pre = await preflight(server, '/api/v1/config', UNKNOWN_ORIGIN, 'GET', WEB_GET);
    for (const h of [
      'access-control-allow-origin',
      'access-control-allow-headers',
      'access-control-allow-methods',
      'access-control-allow-credentials',
    ])
      expect(pre.headers.get(h)).toBeNull();
    const res = await server.call('getConfig', { headers: { Origin: UNKNOWN_ORIGIN } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('with CORS_ORIGINS=* echoes the requested headers to any origin, never with credentials', async () => {
    const open = await startTestServer({ env: { corsOrigins: '*' } });
    try {
      const pre = await preflight(open, '/api/v1/config', UNKNOWN_ORIGIN, 'GET', WEB_GET);
      expect(pre.headers.get('access-control-allow-origin')).toBe('*');
      expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
      expect(allowedHeaders(pre)).toEqual(WEB_GET.split(','));
    } finally {
      await open.close();
    }
  });
});

describe('order place with the 3.x web body (cart JSON-encoded)', () => {
  let moduleId: number;
  let storeId: number;
  let soap: number;
  const base = {
    order_amount: 6,
    payment_method: 'cash_on_delivery',
    order_type: 'take_away',
    contact_person_name: 'Rafi Ahmed',
    contact_person_number: '+8801700000001',
    distance: 0,
    discount_amount: 0,
    tax_amount: 0,
    dm_tips: 0,
  };
  /** The web client's cart entries (CheckOut's `carts`), as it JSON-encodes them. */
  const webCart = (itemId: number, quantity: number) => [
    {
      cart_id: 1,
      item_id: itemId,
      item_campaign_id: null,
      price: 3,
      variant: '',
      variation: [],
      quantity,
      add_on_ids: [],
      add_ons: [],
      add_on_qtys: [],
      model: 'Item',
    },
  ];

  beforeAll(async () => {
    const db = server.database.db;
    const [grocery] = await db.select().from(modules).where(eq(modules.moduleType, 'grocery'));
    moduleId = grocery!.id;
    storeId = (await insertStore(db, moduleId, 'Test Web Client Shop', { takeAway: true })).id;
    soap = await insertItem(db, { storeId, moduleId, name: 'Web Soap', price: 3 });
  });

  const customerWithSoap = async (quantity: number) => {
    const c = await customerToken(server);
    await server.database.db.insert(carts).values({
      userId: c.userId,
      moduleId,
      itemId: soap,
      itemType: 'App\\Models\\Item',
      price: 3,
      quantity,
      variation: [],
      addOnIds: [],
      addOnQtys: [],
    });
    return c;
  };

  const amountOf = async (orderId: number) =>
    (await server.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.orderAmount;

  it('places the stored cart when `cart` is a JSON string and is_buy_now is 0 (it was a 403)', async () => {
    const c = await customerWithSoap(2);
    const res = await server.call('placeOrder', {
      moduleId,
      token: c.token,
      body: { ...base, store_id: storeId, is_buy_now: 0, cart: JSON.stringify(webCart(soap, 2)) },
    });
    expect(res.status).toBe(200);
    expect(await server.database.db.select().from(carts).where(eq(carts.userId, c.userId))).toEqual([]);
    // the same body without `cart` places the same order
    const other = await customerWithSoap(2);
    const plain = await server.call('placeOrder', {
      moduleId,
      token: other.token,
      body: { ...base, store_id: storeId, is_buy_now: 0 },
    });
    expect(plain.status).toBe(200);
    expect(await amountOf(res.body.order_id)).toBe(await amountOf(plain.body.order_id));
    expect(res.body.total_ammount).toBe(plain.body.total_ammount);
  });

  it('buys now the items of a JSON-string cart, priced on the server as the array would be', async () => {
    const c = await customerToken(server);
    const cheap = webCart(soap, 3).map((e) => ({ ...e, price: 0.01 })); // the body's price is ignored
    const res = await server.call('placeOrder', {
      moduleId,
      token: c.token,
      body: { ...base, store_id: storeId, is_buy_now: 1, cart: JSON.stringify(cheap) },
    });
    expect(res.status).toBe(200);
    const asArray = await server.call('placeOrder', {
      moduleId,
      token: (await customerToken(server)).token,
      body: { ...base, store_id: storeId, is_buy_now: 1, cart: webCart(soap, 3) },
    });
    expect(asArray.status).toBe(200);
    expect(res.body.total_ammount).toBe(asArray.body.total_ammount);
    const single = await server.call('placeOrder', {
      moduleId,
      token: (await customerToken(server)).token,
      body: { ...base, store_id: storeId, is_buy_now: 1, cart: webCart(soap, 1) },
    });
    expect(res.body.total_ammount - single.body.total_ammount).toBeCloseTo(2 * 3, 6); // 3 × 3 on the server
  });

  it('validates a Buy Now string cart as the array: a bad line or a string that is not JSON is still refused', async () => {
    const c = await customerWithSoap(1);
    const zero = await server.call('placeOrder', {
      moduleId,
      token: c.token,
      body: { ...base, store_id: storeId, is_buy_now: 1, cart: JSON.stringify(webCart(soap, 0)) },
    });
    expect(zero.status).toBe(403);
    expect(zero.body.errors[0].code).toBe('cart');
    const garbage = await server.call('placeOrder', {
      moduleId,
      token: c.token,
      body: { ...base, store_id: storeId, is_buy_now: 1, cart: '[{"item_id": 1' },
    });
    expect(garbage.status).toBe(403);
    expect(garbage.body.errors[0].code).toBe('cart');
    // a cart checkout's `cart` is not read, so not validated: the stored cart is placed
    const unread = await server.call('placeOrder', {
      moduleId,
      token: c.token,
      body: { ...base, store_id: storeId, is_buy_now: 0, cart: '[{"item_id": 1' },
    });
    expect(unread.status).toBe(200);
  });
});

describe('the e-commerce home: new arrivals with their categories', () => {
  it('sends the root categories of the new arrivals, each holding at least one of them', async () => {
    const [newest] = await server.database.db
      .select({ at: items.createdAt })
      .from(items)
      .where(eq(items.moduleId, ecommerce))
      .orderBy(desc(items.createdAt))
      .limit(1);
    server.clock.now = new Date(newest!.at.getTime() + 86_400_000);
    const res = await server
      .call('getNewArrivalItems', { zoneId: ALL_ZONES, moduleId: ecommerce, query: { offset: 1, limit: 20 } })
      .finally(() => (server.clock.now = null));
    expect(res.status).toBe(200);
    expect(res.body.total_size).toBeGreaterThan(0);
    expect(res.body.categories.length).toBeGreaterThan(0);
    for (const c of res.body.categories) {
      expect(c.parent_id).toBe(0);
      expect(c.module_id).toBe(ecommerce);
      expect(c.products_count).toBeGreaterThan(0);
    }
    const rootsOfPage = new Set(
      res.body.products.flatMap((p: any) => p.category_ids.filter((c: any) => c.position === 1).map((c: any) => +c.id)),
    );
    for (const id of rootsOfPage) expect(res.body.categories.map((c: any) => c.id)).toContain(id);
  });

  it('sends no category when nothing is new', async () => {
    server.clock.now = new Date(Date.now() + 400 * 86_400_000);
    try {
      const res = await server.call('getNewArrivalItems', { zoneId: ALL_ZONES, moduleId: ecommerce });
      expect(res.body.total_size).toBe(0);
      expect(res.body.categories).toEqual([]);
    } finally {
      server.clock.now = null;
    }
  });
});

describe('the parcel home: the video section', () => {
  it('sends banner_contents (six entries) and the video keys 6amMart web reads', async () => {
    const res = await server.call('getVideoContentBanners', { moduleId: parcel });
    expect(res.status).toBe(200);
    expect(res.body.banner_contents.map((c: any) => c.key)).toEqual([
      'content1_title',
      'content1_subtitle',
      'content2_title',
      'content2_subtitle',
      'content3_title',
      'content3_subtitle',
    ]);
    expect(res.body.banner_contents.map((c: any) => c.value)).toEqual([
      'Fast pickup',
      'A rider reaches you within 30 minutes',
      'Tracked end to end',
      'Follow your parcel on the map until it is delivered',
      'Safe handling',
      'Fragile items are packed and carried with care',
    ]);
    expect(res.body.banner_type).toBe('video');
    expect(res.body.banner_video).toMatch(/^https:\/\//);
    expect(res.body.section_title).toBe('How parcel delivery works');
    expect(res.body.banner_image_full_url).toBe(`${server.url}/media/parcel/video-cover.webp`);
    const ar = await server.call('getVideoContentBanners', { moduleId: parcel, headers: { 'X-localization': 'ar' } });
    expect(ar.body.banner_contents[0].value).toBe('استلام سريع');
  });

  it('sends six empty contents for a module without a video section', async () => {
    const res = await server.call('getVideoContentBanners', { moduleId: grocery });
    expect(res.body.banner_contents).toHaveLength(6);
    expect(res.body.banner_contents.every((c: any) => c.value === '')).toBe(true);
    expect(res.body.banner_video).toBeNull();
  });
});

describe("pharmacy: a store's common conditions and a condition's items", () => {
  /** A pharmacy store with items of some condition, and those items. */
  const storeWithConditions = async () => {
    const rows = await server.database.db
      .select({ storeId: items.storeId, slug: stores.slug, itemId: items.id })
      .from(conditionItems)
      .innerJoin(items, eq(items.id, conditionItems.itemId))
      .innerJoin(stores, eq(stores.id, items.storeId))
      .where(and(eq(items.moduleId, pharmacy), eq(items.status, 1)));
    const first = rows[0]!;
    return { ...first, itemIds: new Set(rows.filter((r) => r.storeId === first.storeId).map((r) => r.itemId)) };
  };

  it('answers items/common-conditions?store_id=…&offset=…&limit=… (no condition_id) with the store’s items', async () => {
    const store = await storeWithConditions();
    const res = await server.call('getCommonConditionItems', {
      zoneId: ALL_ZONES,
      moduleId: pharmacy,
      query: { store_id: store.storeId, offset: 1, limit: 10 },
    });
    expect(res.status).toBe(200);
    expect(res.body.total_size).toBe(store.itemIds.size);
    expect(res.body.products.every((p: any) => p.store_id === store.storeId && store.itemIds.has(p.id))).toBe(true);
    const bySlug = await server.call('getCommonConditionItems', {
      zoneId: ALL_ZONES,
      moduleId: pharmacy,
      query: { store_id: store.slug, offset: 1, limit: 10 },
    });
    expect(bySlug.body.total_size).toBe(store.itemIds.size);
  });

  it('answers the path form items/common-conditions/{store_id} (6amMart web 3.9) as the query form', async () => {
    const store = await storeWithConditions();
    const query = await server.call('getCommonConditionItems', {
      zoneId: ALL_ZONES,
      moduleId: pharmacy,
      query: { store_id: store.storeId, offset: 1, limit: 10 },
    });
    for (const id of [store.storeId, store.slug]) {
      // the path as the 3.9 store page sends it
      const res = await server.call('getStoreCommonConditionItems', {
        zoneId: ALL_ZONES,
        moduleId: pharmacy,
        params: { store_id: String(id) },
        query: { offset: 1, limit: 10 },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(query.body);
    }
    const unknown = await server.call('getStoreCommonConditionItems', {
      zoneId: ALL_ZONES,
      moduleId: pharmacy,
      params: { store_id: 'no-such-store' },
    });
    expect(unknown.status).toBe(404);
  });

  it('still needs a condition or a store (403 condition_id), and 404s an unknown store', async () => {
    const none = await server.call('getCommonConditionItems', { zoneId: ALL_ZONES, moduleId: pharmacy });
    expect(none.status).toBe(403);
    expect(none.body.errors[0].code).toBe('condition_id');
    const unknown = await server.call('getCommonConditionItems', {
      zoneId: ALL_ZONES,
      moduleId: pharmacy,
      query: { store_id: 'no-such-store' },
    });
    expect(unknown.status).toBe(404);
  });

  it('answers common-condition/items/{id} (by id and by slug) with the condition’s items; 404 unknown', async () => {
    const [fever] = await server.database.db.select().from(commonConditions).where(eq(commonConditions.name, 'Fever'));
    const linked = await server.database.db
      .select({ id: conditionItems.itemId })
      .from(conditionItems)
      .where(eq(conditionItems.conditionId, fever!.id));
    const res = await server.call('getConditionItems', {
      params: { id: fever!.id },
      zoneId: ALL_ZONES,
      moduleId: pharmacy,
      query: { offset: 1, limit: 50 },
    });
    expect(res.status).toBe(200);
    expect(res.body.total_size).toBeGreaterThan(0);
    const ids = new Set(linked.map((l) => l.id));
    expect(res.body.products.every((p: any) => ids.has(p.id))).toBe(true);
    const bySlug = await server.call('getConditionItems', {
      params: { id: fever!.slug },
      zoneId: ALL_ZONES,
      moduleId: pharmacy,
      query: { offset: 1, limit: 50 },
    });
    expect(bySlug.body.total_size).toBe(res.body.total_size);
    const unknown = await server.call('getConditionItems', {
      params: { id: 99999 },
      zoneId: ALL_ZONES,
      moduleId: pharmacy,
    });
    expect(unknown.status).toBe(404);
    const noZone = await server.call('getConditionItems', { params: { id: fever!.id }, moduleId: pharmacy });
    expect(noZone.status).toBe(403);
  });
});

describe("a product page's similar items and more from its store", () => {
  /** Two test stores of the grocery module; items sharing a category list of their own, one elsewhere, one inactive. */
  const catalogue = async () => {
    const db = server.database.db;
    const shared = [{ id: '9001', position: 1 }];
    const [home, other] = [await insertStore(db, grocery, 'Alike home'), await insertStore(db, grocery, 'Alike other')];
    const item = (storeId: number, extra: Partial<typeof items.$inferInsert>) =>
      insertItem(db, { storeId, moduleId: grocery, price: 5, categoryIds: shared, ...extra });
    return {
      item: await item(home.id, {}),
      sameStoreAlike: await item(home.id, { orderCount: 3 }),
      sameStoreOther: await item(home.id, { categoryIds: [{ id: '9002', position: 1 }] }),
      otherStoreAlike: await item(other.id, { orderCount: 7 }),
      inactive: await item(home.id, { status: 0 }),
    };
  };
  const ids = (body: any[]) => body.map((p) => p.id);

  it('answers items/related-items/{id}: the other active items with the same categories, most ordered first', async () => {
    const c = await catalogue();
    const res = await server.call('getRelatedItems', { params: { id: c.item }, zoneId: ALL_ZONES, moduleId: grocery });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([c.otherStoreAlike, c.sameStoreAlike]);
    expect(res.body[0]).toMatchObject({ id: c.otherStoreAlike, module_id: grocery, price: 5 });
  });

  it('answers items/related-store-items/{id}?offset=&limit= with the store’s other active items', async () => {
    const c = await catalogue();
    const res = await server.call('getRelatedStoreItems', {
      params: { id: c.item },
      zoneId: ALL_ZONES,
      moduleId: grocery,
      query: { offset: '1', limit: '10' },
    });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([c.sameStoreAlike, c.sameStoreOther]);
    // outside the zones of the header: nothing (the test stores are in zone 1)
    const elsewhere = await server.call('getRelatedStoreItems', { params: { id: c.item }, zoneId: '[2]' });
    expect(elsewhere.body).toEqual([]);
  });

  it('needs the zoneId header (403 zoneId) and 404s an unknown item, as 6amMart does', async () => {
    const c = await catalogue();
    for (const operation of ['getRelatedItems', 'getRelatedStoreItems']) {
      const noZone = await server.call(operation, { params: { id: c.item }, moduleId: grocery });
      expect(noZone.status).toBe(403);
      expect(noZone.body.errors[0].code).toBe('zoneId');
      const unknown = await server.call(operation, { params: { id: 2_000_000_000 }, zoneId: ALL_ZONES });
      expect(unknown.status).toBe(404);
      expect(unknown.body.errors[0].code).toBe('product-001');
    }
  });
});

describe('the discounted stores tab (stores/discounted)', () => {
  it('lists the stores with an active item on discount, and no others', async () => {
    const db = server.database.db;
    const [onSale, fullPrice, saleOff] = [
      await insertStore(db, grocery, 'Sale store'),
      await insertStore(db, grocery, 'Full price store'),
      await insertStore(db, grocery, 'Sale ended store'),
    ];
    await insertItem(db, { storeId: onSale.id, moduleId: grocery, price: 8, discount: 10, discountType: 'percent' });
    await insertItem(db, { storeId: fullPrice.id, moduleId: grocery, price: 8 });
    await insertItem(db, { storeId: saleOff.id, moduleId: grocery, price: 8, discount: 10, status: 0 });
    const res = await server.call('getDiscountedStores', {
      zoneId: ALL_ZONES,
      moduleId: grocery,
      query: { limit: 100, offset: 1 },
    });
    expect(res.status).toBe(200);
    const ids = res.body.stores.map((st: any) => st.id);
    expect(ids).toContain(onSale.id);
    expect(ids).not.toContain(fullPrice.id);
    expect(ids).not.toContain(saleOff.id);
    expect(res.body.total_size).toBe(ids.length);
    expect(res.body.stores.every((st: any) => st.module_id === grocery)).toBe(true);
  });

  it('needs the zoneId header (403 zoneId)', async () => {
    const res = await server.call('getDiscountedStores', { moduleId: grocery });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('zoneId');
  });
});

describe('suggested for you (customer/suggested-items)', () => {
  it('answers up to 5 items of the categories the customer picked for the module, else the most ordered', async () => {
    const { token } = await customerToken(server);
    const headers = { token, zoneId: ALL_ZONES, moduleId: grocery };
    const popular = await server.call('getSuggestedItems', headers);
    expect(popular.status).toBe(200);
    expect(popular.body).toHaveLength(5);
    const counts = popular.body.map((p: any) => p.order_count);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    const [{ categoryId }] = await server.database.db
      .select({ categoryId: items.categoryId })
      .from(items)
      .where(and(eq(items.moduleId, grocery), eq(items.status, 1)))
      .orderBy(desc(items.orderCount))
      .limit(1);
    expect((await server.call('updateInterest', { ...headers, body: { interest: [categoryId] } })).status).toBe(200);
    const picked = await server.call('getSuggestedItems', headers);
    expect(picked.body.length).toBeGreaterThan(0);
    expect(picked.body.length).toBeLessThanOrEqual(5);
    expect(picked.body.every((p: any) => p.category_id === categoryId && p.module_id === grocery)).toBe(true);
  });

  it('is for a signed-in customer (401) and needs the zoneId header (403 zoneId)', async () => {
    expect((await server.call('getSuggestedItems', { zoneId: ALL_ZONES })).status).toBe(401);
    const { token } = await customerToken(server);
    const noZone = await server.call('getSuggestedItems', { token, moduleId: grocery });
    expect(noZone.status).toBe(403);
    expect(noZone.body.errors[0].code).toBe('zoneId');
  });
});

describe('rental (6amMart web 3.6)', () => {
  it('reads 0 as "no filter" in the vehicle search, as the Laravel backend does', async () => {
    const { moduleId } = await rentalIds(server);
    const headers = { zoneId: ALL_ZONES, moduleId: String(moduleId) };
    const plain = (await (await fetch(`${server.url}/api/v1/rental/vehicle/search?limit=100`, { headers })).json()) as {
      total_size: number;
    };
    expect(plain.total_size).toBeGreaterThan(0);
    for (const zero of [
      'min_price=0&max_price=0',
      'air_condition=0',
      'top_rated=0',
      'brand_ids=0',
      'category_ids=0',
      'seating_capacity=0',
      'transmission_type=0',
      'fuel_type=0',
      'trip_type=0',
      'sortby_price=0',
      // the 3.6 search page's whole query, every filter at "none"
      'name=&trip_type=0&min_price=0&max_price=0&brand_ids=0&category_ids=0&seating_capacity=0&air_condition=0&transmission_type=0&fuel_type=0&sortby_price=0&top_rated=0',
    ]) {
      const res = await fetch(`${server.url}/api/v1/rental/vehicle/search?limit=100&${zero}`, { headers });
      expect(res.status, zero).toBe(200);
      expect(((await res.json()) as { total_size: number }).total_size, zero).toBe(plain.total_size);
    }
    // a real filter still filters, and a malformed one is still refused
    const ac = await server.call('searchVehicles', { ...headers, moduleId, query: { air_condition: 1, limit: 100 } });
    expect(ac.body.total_size).toBeLessThan(plain.total_size);
    const bad = await server.call('searchVehicles', { ...headers, moduleId, query: { air_condition: 2 } });
    expect(bad.status).toBe(403);
  });

  it("answers a provider's banners as a plain array (the provider page maps over it)", async () => {
    const { moduleId, providers } = await rentalIds(server);
    for (const p of providers) {
      const res = await server.call('getRentalProviderBanners', { params: { provider_id: p.id }, moduleId });
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
    }
  });

  it('answers the rental coupon list asked from another module with an empty list', async () => {
    const { token } = await customerToken(server, 'demo@sixam.market');
    const res = await server.call('getRentalCoupons', { token, zoneId: ALL_ZONES, moduleId: grocery });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('server-side render calls', () => {
  /** The headers of 6amMart web's server-side fetches (_document.js, fetchPageMetadata). */
  const ssr = { 'X-software-id': '33571750', 'X-server': 'server', origin: WEB_ORIGIN };

  it('GET config/get-analytic-scripts: an array of {type, script_id} (none configured)', async () => {
    const res = await server.call('getAnalyticScripts', { headers: ssr });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    const bad = await server.call('getAnalyticScripts', { headers: { ...ssr, 'X-localization': 'x'.repeat(11) } });
    expect(bad.status).toBe(403);
  });

  it('GET get-page-meta-data: the business for a page, the store or item for theirs; page_name required', async () => {
    const home = await server.call('getPageMetaData', { headers: ssr, query: { page_name: 'home' } });
    expect(home.status).toBe(200);
    expect(home.body).toEqual({
      title: 'Sixam Market',
      description: '© 2026 Sixam Market. All rights reserved.',
      image_full_url: `${server.url}/media/logo.svg`,
      meta_data: null,
    });
    const [store] = await server.database.db.select().from(stores).where(eq(stores.status, 1)).limit(1);
    const byId = await server.call('getPageMetaData', { headers: ssr, query: { page_name: 'store', id: store!.id } });
    expect(byId.body.title).toBe(store!.name);
    expect(byId.body.image_full_url).toBe(`${server.url}/media/${store!.logo}`);
    const bySlug = await server.call('getPageMetaData', {
      headers: ssr,
      query: { page_name: 'store', id: store!.slug },
    });
    expect(bySlug.body.title).toBe(store!.name);
    const [item] = await server.database.db.select().from(items).where(eq(items.status, 1)).limit(1);
    const ofItem = await server.call('getPageMetaData', { headers: ssr, query: { page_name: 'item', id: item!.id } });
    expect(ofItem.body.title).toBe(item!.name);
    const missing = await server.call('getPageMetaData', { headers: ssr });
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0].code).toBe('page_name');
  });
});

describe('checkout: get-Tax before the cart is priced', () => {
  it('answers order_amount: null (the first call) with the tax on nothing; a negative amount is refused', async () => {
    const guest = (await server.call('requestGuestId')).body.guest_id;
    const [store] = await server.database.db.select().from(stores).where(eq(stores.status, 1)).limit(1);
    const res = await server.call('getOrderTax', {
      body: { guest_id: guest, store_id: store!.id, order_amount: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.tax_amount).toBe(0);
    const bad = await server.call('getOrderTax', { body: { guest_id: guest, store_id: store!.id, order_amount: -1 } });
    expect(bad.status).toBe(403);
  });
});

describe("the category page: categories/items/list and categories/stores/list (6amMart web's ticked categories)", () => {
  /** Two root categories of the grocery module that both have items, and the ids of their active items in the zones. */
  const twoCategories = async () => {
    const db = server.database.db;
    const roots = await db
      .select()
      .from(categories)
      .where(and(eq(categories.moduleId, grocery), eq(categories.parentId, 0), eq(categories.status, 1)))
      .orderBy(categories.id);
    const rows = await db
      .select({ id: items.id, storeId: items.storeId, categoryIds: items.categoryIds })
      .from(items)
      .innerJoin(stores, eq(stores.id, items.storeId))
      .where(and(eq(items.status, 1), eq(stores.status, 1)));
    const itemsOf = (categoryId: number) => rows.filter((r) => r.categoryIds.some((c) => Number(c.id) === categoryId));
    const [a, b] = roots.filter((c) => itemsOf(c.id).length > 0);
    return { a: a!.id, b: b!.id, itemsOf };
  };
  const headers = { zoneId: ALL_ZONES, moduleId: grocery };

  it('answers the exact request of the category page (category_ids a JSON array) with the items of any of them', async () => {
    const { a, b, itemsOf } = await twoCategories();
    const expected = new Set([...itemsOf(a), ...itemsOf(b)].map((r) => r.id));
    // what the client's axios sends: the JSON array unencoded in the query
    const raw = await fetch(
      `${server.url}/api/v1/categories/items/list?limit=100&offset=1&type=all&category_ids=[${a},${b}]`,
      { headers: { zoneid: ALL_ZONES, moduleId: String(grocery), 'X-localization': 'en' } },
    );
    expect(raw.status).toBe(200); // was a 403 "The id must be an integer." (read as categories/items/{id})
    const res = await server.call('getItemsOfCategories', {
      ...headers,
      query: { limit: 100, offset: 1, type: 'all', category_ids: `[${a},${b}]` },
    });
    expect(res.status).toBe(200);
    expect(res.body.total_size).toBe(expected.size);
    expect(new Set(res.body.products.map((p: { id: number }) => p.id))).toEqual(expected);
    expect(await raw.json()).toEqual(res.body);
    // one category as a list of one, or bare, answers what categories/items/{id} answers
    const one = await server.call('getCategoryItems', { ...headers, params: { id: a }, query: { limit: 100 } });
    for (const ids of [`[${a}]`, String(a)]) {
      const list = await server.call('getItemsOfCategories', { ...headers, query: { limit: 100, category_ids: ids } });
      expect(list.body, ids).toEqual(one.body);
    }
  });

  it('answers no ticked category ([]) or an unknown one with an empty page; a malformed list is refused', async () => {
    for (const ids of ['[]', '[999999]']) {
      const res = await server.call('getItemsOfCategories', { ...headers, query: { category_ids: ids } });
      expect(res.status, ids).toBe(200);
      expect(res.body.products, ids).toEqual([]);
      expect(res.body.total_size, ids).toBe(0);
    }
    for (const ids of ['[1,"x"]', '[0]', '{"a":1}', 'a b']) {
      const res = await server.call('getItemsOfCategories', { ...headers, query: { category_ids: ids } });
      expect(res.status, ids).toBe(403);
      expect(res.body.errors[0].code, ids).toBe('category_ids');
    }
    const missing = await server.call('getItemsOfCategories', { ...headers });
    expect(missing.status).toBe(403);
    const noZone = await server.call('getStoresOfCategories', { moduleId: grocery, query: { category_ids: '[1]' } });
    expect(noZone.status).toBe(403);
  });

  it('answers stores/list with the stores of any of the categories, as stores/{id} answers each', async () => {
    const { a, b } = await twoCategories();
    const storesOf = async (id: number) =>
      (await server.call('getCategoryStores', { ...headers, params: { id }, query: { limit: 100 } })).body.stores.map(
        (s: { id: number }) => s.id,
      ) as number[];
    const expected = new Set([...(await storesOf(a)), ...(await storesOf(b))]);
    const res = await server.call('getStoresOfCategories', {
      ...headers,
      query: { limit: 100, offset: 1, type: 'all', category_ids: `[${a},${b}]` },
    });
    expect(res.status).toBe(200);
    expect(new Set(res.body.stores.map((s: { id: number }) => s.id))).toEqual(expected);
    expect(res.body.total_size).toBe(expected.size);
    const none = await server.call('getStoresOfCategories', { ...headers, query: { category_ids: '[]' } });
    expect(none.body).toEqual({ total_size: 0, limit: 25, offset: 1, stores: [] });
  });
});

describe('rental home: popular and newly joined providers as the store list hooks read them', () => {
  it('answers rental/provider/latest (it was a 404) newest first, and both lists carry `stores` too', async () => {
    const { moduleId } = await rentalIds(server);
    const rows = await server.database.db
      .select({ id: stores.id, createdAt: stores.createdAt })
      .from(stores)
      .where(and(eq(stores.moduleId, moduleId), eq(stores.status, 1)));
    const newestFirst = [...rows]
      .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || y.id - x.id)
      .map((r) => r.id);
    // the client's exact query: useGetLatestStore with the rental module selected
    const latest = await server.call('getLatestRentalProviders', {
      zoneId: ALL_ZONES,
      moduleId,
      query: { limit: 10, offset: 1, type: 'all' },
    });
    expect(latest.status).toBe(200);
    expect(latest.body.stores.map((p: { id: number }) => p.id)).toEqual(newestFirst);
    expect(latest.body.stores).toEqual(latest.body.providers);
    expect(latest.body.total_size).toBe(rows.length);
    const popular = await server.call('getPopularRentalProviders', {
      zoneId: ALL_ZONES,
      moduleId,
      query: { type: 'all', offset: 1, limit: 10 },
    });
    expect(popular.status).toBe(200);
    expect(popular.body.stores).toEqual(popular.body.providers);
    expect(popular.body.stores).toHaveLength(rows.length);
    // still the rental module's list only
    const other = await server.call('getLatestRentalProviders', { zoneId: ALL_ZONES, moduleId: grocery });
    expect(other.status).toBe(403);
  });
});

describe("a campaign item's popup: items/details/{id}?campaign=true", () => {
  it("answers the item campaign of that id (it was the plain item of the same id); false, 0 or absent: the item's", async () => {
    const db = server.database.db;
    const [campaign] = await db.select().from(itemCampaigns).where(eq(itemCampaigns.status, 1)).limit(1);
    const [item] = await db.select().from(items).where(eq(items.id, campaign!.id));
    expect(item!.name).not.toBe(campaign!.name); // the two ids name different things
    // what the client's useGetItemDetails sends for a campaign card (moduleId of the campaign's module)
    const res = await server.call('getItemDetails', {
      params: { id: campaign!.id },
      moduleId: campaign!.moduleId,
      query: { campaign: 'true' },
    });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(campaign!.id);
    expect(res.body.name).toBe(campaign!.name);
    expect(res.body.store_details.id).toBe(campaign!.storeId);
    for (const campaignFlag of ['false', '0', undefined]) {
      const plain = await server.call('getItemDetails', {
        params: { id: campaign!.id },
        query: { campaign: campaignFlag },
      });
      expect(plain.body.name, String(campaignFlag)).toBe(item!.name);
    }
    const unknown = await server.call('getItemDetails', { params: { id: 999999 }, query: { campaign: 'true' } });
    expect(unknown.status).toBe(404);
    const bad = await server.call('getItemDetails', { params: { id: campaign!.id }, query: { campaign: 'yes' } });
    expect(bad.status).toBe(403);
  });
});

/** The headers 6amMart web's MainApi sends on every browser request (the location of the demo city). */
const webHeaders = {
  'X-software-id': '33571750',
  'ngrok-skip-browser-warning': 'true',
  latitude: '23.7935',
  longitude: '90.4125',
};

describe('the landing page: testimonial', () => {
  it('answers the active testimonials as 6amMart stores them ({img, brand_image, name, position, detail})', async () => {
    const res = await server.call('getTestimonials', { headers: webHeaders });
    expect(res.status).toBe(200);
    expect(res.body.map((t: { name: string }) => t.name)).toEqual([
      'Nadia Rahman',
      'Karim Hossain',
      'Lena Ortiz',
      'Omar Siddiqui',
    ]); // the paused one is left out, oldest first
    const [first] = res.body;
    expect(first).toMatchObject({
      img: 'customers/nadia-rahman.webp',
      position: 'Home cook',
      detail: 'Fresh vegetables at my door in under an hour, every week.',
      img_full_url: `${server.url}/media/customers/nadia-rahman.webp`,
      brand_image_full_url: `${server.url}/media/landing/testimonial-brand-1.webp`,
    });
    expect(res.body[1].brand_image).toBeNull();
    expect(res.body[1].brand_image_full_url).toBeNull();
    const ar = await server.call('getTestimonials', { headers: { ...webHeaders, 'X-localization': 'ar' } });
    expect(ar.body[0]).toMatchObject({ name: 'Nadia Rahman', position: 'طاهية منزلية' });
    const bad = await server.call('getTestimonials', { headers: { 'X-localization': 'x'.repeat(11) } });
    expect(bad.status).toBe(403);
  });

  it('fills the landing page’s testimonial section (react-landing-page) with the same testimonials', async () => {
    const { body } = await server.call('getReactLandingPage', { headers: webHeaders });
    const plain = (await server.call('getTestimonials', { headers: webHeaders })).body;
    expect(body.testimonial_section.testimonial_section_status).toBe(1); // 3.x shows the section only then
    expect(body.testimonial_section.testimonial_title).toBe('What our customers say');
    expect(body.testimonial_section.testimonial_list).toEqual(
      plain.map(
        (t: {
          id: number;
          name: string;
          position: string;
          detail: string;
          img_full_url: string | null;
          brand_image_full_url: string | null;
        }) => ({
          id: t.id,
          name: t.name,
          designation: t.position,
          review: t.detail,
          reviewer_image_full_url: t.img_full_url,
          company_image_full_url: t.brand_image_full_url,
          status: 1,
        }),
      ),
    );
    const ar = await server.call('getReactLandingPage', { headers: { ...webHeaders, 'X-localization': 'ar' } });
    expect(ar.body.testimonial_section.testimonial_title).toBe('ماذا يقول عملاؤنا');
    expect(ar.body.testimonial_section.testimonial_list[0].designation).toBe('طاهية منزلية');
  });
});

describe('search: the suggestions (item-or-store-search) and the combined search page (get-combined-data)', () => {
  const ids = (list: { id: number }[]) => list.map((x) => x.id);
  /** A word of an active grocery item's name and one of an active grocery store's name. */
  const terms = async () => {
    const db = server.database.db;
    const [item] = await db
      .select({ name: items.name })
      .from(items)
      .where(and(eq(items.moduleId, grocery), eq(items.status, 1)))
      .orderBy(desc(items.orderCount))
      .limit(1);
    const [store] = await db
      .select({ name: stores.name })
      .from(stores)
      .where(and(eq(stores.moduleId, grocery), eq(stores.status, 1)))
      .limit(1);
    return { itemWord: item!.name.split(' ')[0]!, storeWord: store!.name.split(' ')[0]! };
  };
  const shop = { zoneId: ALL_ZONES, moduleId: grocery, headers: webHeaders };

  it('suggests what items/search and stores/search find, as {id, name, image, image_full_url}', async () => {
    const { itemWord, storeWord } = await terms();
    for (const word of [itemWord, storeWord]) {
      const res = await server.call('getItemOrStoreSuggestions', { ...shop, query: { name: word } });
      expect(res.status).toBe(200);
      const searched = await server.call('searchItems', { ...shop, query: { name: word, limit: 50 } });
      const storesFound = await server.call('searchStores', { ...shop, query: { name: word, limit: 50 } });
      expect(ids(res.body.items)).toEqual(ids(searched.body.products));
      expect(ids(res.body.stores).sort()).toEqual(ids(storesFound.body.stores).sort());
      expect(res.body.items.length + res.body.stores.length).toBeGreaterThan(0);
      for (const s of res.body.items) expect(s.image_full_url).toBe(`${server.url}/media/${s.image}`);
      for (const s of res.body.stores) expect(s.image_full_url).toBe(`${server.url}/media/${s.image}`);
    }
    expect(
      (await server.call('getItemOrStoreSuggestions', { ...shop, query: { name: storeWord } })).body.stores,
    ).not.toHaveLength(0);
  });

  it('needs the name and the zoneId header, as 6amMart does', async () => {
    const noName = await server.call('getItemOrStoreSuggestions', { ...shop, query: { name: '' } });
    expect(noName.status).toBe(403);
    expect(noName.body.errors[0].code).toBe('name');
    const noZone = await server.call('getItemOrStoreSuggestions', { moduleId: grocery, query: { name: 'a' } });
    expect(noZone.status).toBe(403);
    expect(noZone.body.errors[0].code).toBe('zoneId');
  });

  /** useGetSearchPageData's first query: nothing ticked (`[]`), no filter word, no rating (0), prices [0, 20000000]. */
  const page = (data_type: string, list_type: 'item' | 'store', name = '', more: Record<string, string> = {}) => ({
    name,
    offset: 1,
    data_type,
    list_type,
    limit: 12,
    category_ids: '[]',
    brand_ids: '[]',
    filter: '',
    rating_count: 0, // the store's initial rating_count (redux categoryIds slice)
    min_price: 0,
    max_price: 20000000,
    ...more,
  });

  it('answers the item tab of each data type as the list it stands for', async () => {
    const { itemWord } = await terms();
    const pairs: [ReturnType<typeof page>, string, Record<string, unknown>][] = [
      [page('searched', 'item', itemWord), 'searchItems', { name: itemWord }],
      [page('discounted', 'item'), 'getDiscountedItems', {}],
      [page('new', 'item'), 'getNewArrivalItems', {}],
    ];
    for (const [query, operationId, same] of pairs) {
      const res = await server.call('getCombinedData', { ...shop, query });
      expect(res.status, query.data_type).toBe(200);
      const list = await server.call(operationId, { ...shop, query: { ...same, limit: 12, offset: 1 } });
      expect(res.body.total_size, query.data_type).toBe(list.body.total_size);
      expect(ids(res.body.products), query.data_type).toEqual(ids(list.body.products));
    }
    const searched = await server.call('getCombinedData', { ...shop, query: page('searched', 'item', itemWord) });
    expect(searched.body.total_size).toBeGreaterThan(0);
    // a kind 6amMart does not know is an empty page
    const other = await server.call('getCombinedData', { ...shop, query: page('all', 'item') });
    expect(other.body).toEqual({ total_size: 0, limit: 12, offset: 1, products: [] });
  });

  it('narrows the items by ticked categories, price, rating and the filter words; 0 is no price', async () => {
    const all = await server.call('getCombinedData', {
      ...shop,
      query: page('discounted', 'item', '', { limit: '100' }),
    });
    const everything = all.body.products as {
      id: number;
      price: number;
      avg_rating: number;
      category_ids: { id: string }[];
    }[];
    expect(everything.length).toBeGreaterThan(1);
    expect(all.body.total_size).toBe(everything.length); // the whole list on one page
    const byPrice = everything.map((p) => p.price).sort((a, b) => a - b);
    const [cheap, dear] = [byPrice[0], byPrice.at(-1)];
    const bounded = await server.call('getCombinedData', {
      ...shop,
      query: page('discounted', 'item', '', { limit: '100', min_price: String(cheap! + 0.01), max_price: '0' }),
    });
    expect(ids(bounded.body.products)).toEqual(ids(everything.filter((p) => p.price >= cheap! + 0.01)));
    expect(bounded.body.products.length).toBeLessThan(everything.length);
    const low = await server.call('getCombinedData', {
      ...shop,
      query: page('discounted', 'item', '', { limit: '100', filter: '["low"]' }),
    });
    const prices = low.body.products.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    expect(prices.at(-1)).toBe(dear);
    const rated = await server.call('getCombinedData', {
      ...shop,
      query: page('discounted', 'item', '', { limit: '100', rating_count: '4' }),
    });
    expect(ids(rated.body.products)).toEqual(ids(everything.filter((p) => p.avg_rating >= 4)));
    expect(rated.body.products.length).toBeLessThan(everything.length);
    const category = Number(everything[0]!.category_ids[0]!.id);
    const ticked = await server.call('getCombinedData', {
      ...shop,
      query: page('category', 'item', '', { limit: '100', category_ids: `[${category}]` }),
    });
    expect(ticked.status).toBe(200);
    expect(ticked.body.total_size).toBeGreaterThan(0);
    for (const p of ticked.body.products)
      expect(p.category_ids.map((c: { id: string }) => Number(c.id))).toContain(category);
    // the filter word `discounted` narrows another kind to what items/discounted lists (a discount of its own)
    const discountedIds = new Set(ids(everything));
    const tickedDiscounted = await server.call('getCombinedData', {
      ...shop,
      query: page('category', 'item', '', { limit: '100', category_ids: `[${category}]`, filter: '["discounted"]' }),
    });
    expect(ids(tickedDiscounted.body.products)).toEqual(
      ids(ticked.body.products).filter((id) => discountedIds.has(id)),
    );
    expect(tickedDiscounted.body.products.length).toBeGreaterThan(0);
    expect(tickedDiscounted.body.products.length).toBeLessThan(ticked.body.products.length);
  });

  it('answers the store tab of each data type as the store list it stands for', async () => {
    const { storeWord } = await terms();
    const pairs: [ReturnType<typeof page>, string, Record<string, unknown>, Record<string, string>?][] = [
      [page('searched', 'store', storeWord), 'searchStores', { name: storeWord }],
      [page('discounted', 'store'), 'getDiscountedStores', {}],
      [page('all', 'store'), 'getStores', {}, { filter_data: 'all' }],
    ];
    for (const [query, operationId, same, params] of pairs) {
      const res = await server.call('getCombinedData', { ...shop, query });
      expect(res.status, query.data_type).toBe(200);
      const list = await server.call(operationId, { ...shop, params, query: { ...same, limit: 12, offset: 1 } });
      expect(res.body.total_size, query.data_type).toBe(list.body.total_size);
      expect(ids(res.body.stores), query.data_type).toEqual(ids(list.body.stores));
      expect(res.body.total_size, query.data_type).toBeGreaterThan(0);
    }
  });

  it('answers a brand’s items as brand/items/{id} and a ticked category’s stores as categories/stores/list', async () => {
    const db = server.database.db;
    const [brand] = await db
      .select({ id: brandItems.brandId, moduleId: items.moduleId })
      .from(brandItems)
      .innerJoin(items, eq(items.id, brandItems.itemId))
      .where(eq(items.status, 1))
      .limit(1);
    const inModule = { zoneId: ALL_ZONES, moduleId: brand!.moduleId, headers: webHeaders };
    const ofBrand = await server.call('getCombinedData', {
      ...inModule,
      query: page('brand', 'item', '', { brand_ids: `[${brand!.id}]`, limit: '100' }),
    });
    expect(ofBrand.status).toBe(200);
    const brandList = await server.call('getBrandItems', {
      ...inModule,
      params: { brand_id: brand!.id },
      query: { limit: 100 },
    });
    expect(ofBrand.body.total_size).toBeGreaterThan(0);
    expect(ofBrand.body.total_size).toBe(brandList.body.total_size);
    expect(ids(ofBrand.body.products).sort()).toEqual(ids(brandList.body.products).sort());
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.moduleId, grocery), eq(categories.status, 1), eq(categories.parentId, 0)))
      .limit(1);
    const query = { ...page('category', 'store', '', { category_ids: `[${category!.id}]` }) };
    const tab = await server.call('getCombinedData', { ...shop, query });
    const list = await server.call('getStoresOfCategories', {
      ...shop,
      query: { category_ids: `[${category!.id}]`, limit: 12, offset: 1 },
    });
    expect(tab.body.total_size).toBeGreaterThan(0);
    expect(ids(tab.body.stores)).toEqual(ids(list.body.stores));
  });

  it('refuses what 6amMart refuses: no list type, a kind without its key, a malformed list', async () => {
    const cases: [Record<string, string | number | undefined>, string][] = [
      [{ ...page('searched', 'item'), list_type: undefined }, 'list_type'],
      [page('searched', 'item', ''), 'name'],
      [page('searched', 'store', ''), 'name'],
      [page('category', 'item'), 'category_ids'],
      [page('category', 'store'), 'category_ids'],
      [page('brand', 'item'), 'brand_ids'],
      [page('new', 'item', '', { category_ids: '[{"id":1}]' }), 'category_ids'],
    ];
    for (const [query, code] of cases) {
      const res = await server.call('getCombinedData', { ...shop, query });
      expect(res.status, code).toBe(403);
      expect(res.body.errors[0].code, code).toBe(code);
    }
    const noZone = await server.call('getCombinedData', { moduleId: grocery, query: page('new', 'item') });
    expect(noZone.body.errors[0].code).toBe('zoneId');
  });
});

describe('rental checkout (6amMart web 3.x): trip/get-tax and coupon/apply', () => {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  /** A guest's trip cart with one vehicle for 3 hours tomorrow; the provider and the pickup as fTime writes it. */
  const guestCart = async (moduleId: number, vehicleId: number) => {
    const guest = (await server.call('requestGuestId')).body.guest_id as string;
    const pickup = `${day(1)} 10:30 AM`;
    const add = await server.call('addToRentalCart', {
      moduleId,
      body: {
        guest_id: guest,
        vehicle_id: vehicleId,
        quantity: 1,
        rental_type: 'hourly',
        estimated_hours: 3,
        pickup_time: pickup,
        pickup_location: points.central,
        destination_location: points.gulshan,
      },
    });
    expect(add.status).toBe(200);
    const cart = await server.call('getRentalCart', { moduleId, query: { guest_id: guest } });
    return { guest, pickup, cart: cart.body };
  };
  /** RentalCheckoutPage's tripObject for a guest (coupon fields undefined until one is applied: JSON drops them). */
  const tripObject = (c: Awaited<ReturnType<typeof guestCart>>, coupon?: { code: string; discount: number }) => ({
    provider_id: c.cart.carts[0].provider.id,
    trip_type: c.cart.user_data.rental_type,
    trip_amount: null, // NaN before the cart is priced: JSON.stringify writes null
    additional_note: '',
    coupon_code: coupon?.code,
    coupon_discount_amount: coupon?.discount,
    coupon_discount_title: coupon ? 'Ride' : undefined,
    guest_id: c.guest,
    contact_person_number: '+8801811111111',
    contact_person_name: 'Guest Rider',
    contact_person_email: 'rider@example.test',
    schedule_at: c.pickup,
    scheduled: 1,
  });

  let moduleId: number;
  let vehicleId: number;
  let providerId: number;
  let otherProviderId: number;
  beforeAll(async () => {
    const ids = await rentalIds(server);
    moduleId = ids.moduleId;
    vehicleId = ids.vehicle('Toyota Corolla Axio').id;
    providerId = ids.vehicle('Toyota Corolla Axio').providerId;
    otherProviderId = ids.providers.find((p) => p.id !== providerId)!.id;
    await server.database.db.insert(coupons).values([
      {
        title: 'Web ride 10',
        code: 'WEB-RIDE10',
        startDate: day(-10),
        expireDate: day(30),
        minPurchase: 10,
        maxDiscount: 0,
        discount: 10,
        discountType: 'percent',
        couponType: 'default',
        moduleId,
      },
      {
        title: 'Web other provider',
        code: 'WEB-OTHER',
        startDate: day(-10),
        expireDate: day(30),
        minPurchase: 0,
        maxDiscount: 0,
        discount: 5,
        discountType: 'amount',
        couponType: 'store_wise',
        data: [otherProviderId],
        moduleId,
      },
      {
        title: 'Web old',
        code: 'WEB-OLD',
        startDate: day(-30),
        expireDate: day(-1),
        minPurchase: 0,
        maxDiscount: 0,
        discount: 5,
        discountType: 'amount',
        couponType: 'default',
        moduleId,
      },
    ]);
  });

  it('previews the tax trip-booking then charges, with and without a coupon; the client’s amounts are not read', async () => {
    for (const coupon of [undefined, { code: 'WEB-RIDE10', discount: 999 }]) {
      const c = await guestCart(moduleId, vehicleId);
      const body = tripObject(c, coupon);
      const tax = await server.call('getTripTax', { moduleId, headers: webHeaders, body });
      expect(tax.status, coupon?.code).toBe(200);
      expect(tax.body.tax_amount, coupon?.code).toBeGreaterThan(0);
      // a wrong amount from the client changes nothing
      const lying = await server.call('getTripTax', { moduleId, body: { ...body, trip_amount: 1 } });
      expect(lying.body).toEqual(tax.body);
      const booked = await server.call('bookTrip', { moduleId, body: { ...body, trip_amount: 0 } });
      expect(booked.status, coupon?.code).toBe(200);
      const trip = await server.call('getTripDetails', {
        moduleId,
        query: { trip_id: booked.body, guest_id: c.guest },
      });
      expect(tax.body).toEqual({
        tax_amount: trip.body.tax_amount,
        tax_included: trip.body.tax_status === 'included' ? 1 : 0,
        tax_status: trip.body.tax_status,
        tax_percentage: trip.body.tax_percentage,
      });
      expect(trip.body.coupon_code).toBe(coupon?.code ?? null);
    }
  });

  it('answers get-tax as trip-booking refuses: an empty cart, another provider, a coupon that cannot be used', async () => {
    const c = await guestCart(moduleId, vehicleId);
    const body = tripObject(c);
    const other = await server.call('getTripTax', { moduleId, body: { ...body, provider_id: otherProviderId } });
    expect(other.status).toBe(403);
    expect(other.body.errors[0].code).toBe('provider_id');
    const expired = await server.call('getTripTax', { moduleId, body: { ...body, coupon_code: 'WEB-OLD' } });
    expect(expired.status).toBe(403);
    const unknown = await server.call('getTripTax', { moduleId, body: { ...body, coupon_code: 'NOPE' } });
    expect(unknown.status).toBe(404);
    const empty = (await server.call('requestGuestId')).body.guest_id as string;
    const none = await server.call('getTripTax', { moduleId, body: { ...body, guest_id: empty } });
    expect(none.status).toBe(403);
    expect(none.body.errors[0].code).toBe('cart');
    const nobody = await server.call('getTripTax', { moduleId, body: { ...body, guest_id: null } });
    expect(nobody.status).toBe(401);
  });

  it('applies a rental coupon for a provider as coupon/apply does for a store (useApplyCoupon)', async () => {
    const ok = await server.call('applyRentalCoupon', {
      moduleId,
      zoneId: ALL_ZONES,
      headers: webHeaders,
      query: { code: 'WEB-RIDE10', provider_id: providerId },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ code: 'WEB-RIDE10', discount: 10, discount_type: 'percent', min_purchase: 10 });
    const forOther = await server.call('applyRentalCoupon', {
      moduleId,
      query: { code: 'WEB-OTHER', provider_id: otherProviderId },
    });
    expect(forOther.status).toBe(200);
    const cases: [Record<string, string | number>, number][] = [
      [{ code: 'WEB-OTHER', provider_id: providerId }, 403],
      [{ code: 'WEB-OLD', provider_id: providerId }, 403],
      [{ code: 'NOPE', provider_id: providerId }, 404],
      [{ code: 'WEB-RIDE10' }, 403],
    ];
    for (const [query, status] of cases) {
      const res = await server.call('applyRentalCoupon', { moduleId, query });
      expect(res.status, JSON.stringify(query)).toBe(status);
    }
    const noProvider = await server.call('applyRentalCoupon', {
      moduleId,
      query: { code: 'WEB-RIDE10', provider_id: 999999 },
    });
    expect(noProvider.status).toBe(404);
    expect(noProvider.body).toEqual({ error: 'provider_not_found' });
  });
});

describe('order cancellation reasons as useGetOrderCancelReason reads them', () => {
  it('answers ?offset=1&limit=10&type=customer with the reasons under `data` (6amMart’s key) as well', async () => {
    const res = await server.call('getCancellationReasons', {
      headers: webHeaders,
      query: { offset: 1, limit: 10, type: 'customer' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data).toEqual(res.body.reasons);
    expect(res.body.data.every((r: { user_type: string }) => r.user_type === 'customer')).toBe(true);
  });
});

describe('parcel: delivery instructions and cancellation reasons', () => {
  it('answers parcel-instructions with the active instructions under `data`, paged', async () => {
    const res = await server.call('getParcelInstructions', { headers: webHeaders });
    expect(res.status).toBe(200);
    expect(res.body.data.map((i: { instruction: string }) => i.instruction)).toEqual([
      'Call me when you arrive',
      'Leave it at the door',
      'Hand it to the receiver only',
      'Handle with care: fragile',
    ]);
    expect(res.body.total_size).toBe(4);
    const ar = await server.call('getParcelInstructions', {
      headers: { 'X-localization': 'ar' },
      query: { limit: 2, offset: 2 },
    });
    expect(ar.body).toMatchObject({ total_size: 4, limit: 2, offset: 2 });
    expect(ar.body.data.map((i: { instruction: string }) => i.instruction)).toEqual([
      'سلّمه للمستلم فقط',
      'تعامل بحذر: قابل للكسر',
    ]);
    expect((await server.call('getParcelInstructions', { query: { limit: 0 } })).status).toBe(403);
  });

  it('answers get-parcel-cancellation-reasons as useGetOrderCancelReason asks (user_type, cancellation_type)', async () => {
    const ask = (cancellation_type: string) =>
      server.call('getParcelCancellationReasons', {
        headers: webHeaders,
        query: { offset: 1, limit: 10, user_type: 'customer', cancellation_type },
      });
    const before = await ask('before_pickup');
    expect(before.status).toBe(200);
    expect(before.body.data.map((r: { reason: string }) => r.reason)).toEqual([
      'I no longer need to send it',
      'The pickup is taking too long',
      'I entered a wrong address',
    ]);
    expect(before.body.data[0]).toEqual({
      id: expect.any(Number),
      reason: 'I no longer need to send it',
      user_type: 'customer',
      cancellation_type: 'before_pickup',
    });
    const after = await ask('after_pickup');
    expect(after.body.total_size).toBe(2);
    const any = await ask(''); // the order's status unknown yet: every stage
    expect(any.body.total_size).toBe(5);
    const bad = await ask('later');
    expect(bad.status).toBe(403);
  });
});

describe('after the order: the review reminder dismissed, the push token stored', () => {
  it('review-reminder-cancel?order_id= skips that order in the reminder; only the customer’s own order', async () => {
    const { token } = await customerToken(server, 'demo@sixam.market');
    const first = await server.call('getReviewReminder', { token });
    expect(first.body.order_id).not.toBeNull();
    const { token: stranger } = await customerToken(server);
    const notTheirs = await server.call('cancelReviewReminder', {
      token: stranger,
      query: { order_id: first.body.order_id },
    });
    expect(notTheirs.status).toBe(404);
    expect((await server.call('getReviewReminder', { token })).body.order_id).toBe(first.body.order_id);
    const res = await server.call('cancelReviewReminder', {
      token,
      headers: webHeaders,
      query: { order_id: first.body.order_id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toBe('success');
    const next = await server.call('getReviewReminder', { token });
    expect(next.body.order_id).not.toBe(first.body.order_id);
    // an order the customer reviewed is not named either
    const [detail] = await server.database.db
      .select()
      .from(orderDetails)
      .where(eq(orderDetails.orderId, next.body.order_id));
    const [reviewed] = await server.database.db.select().from(orders).where(eq(orders.id, next.body.order_id));
    await server.database.db.insert(reviews).values({
      itemId: detail!.itemId!,
      storeId: reviewed!.storeId!,
      orderId: reviewed!.id,
      userId: reviewed!.userId!,
      moduleId: reviewed!.moduleId,
      rating: 5,
    });
    expect((await server.call('getReviewReminder', { token })).body.order_id).toBeNull(); // the demo has two
    const again = await server.call('cancelReviewReminder', { token, query: { order_id: first.body.order_id } });
    expect(again.body).toBe('success');
    expect((await server.call('cancelReviewReminder', { query: { order_id: 1 } })).status).toBe(401);
    expect((await server.call('cancelReviewReminder', { token })).status).toBe(403);
  });

  it('cm-firebase-token: POST {cm_firebase_token, _method: "put"} stores the token on the customer', async () => {
    const { token, userId } = await customerToken(server);
    const res = await server.call('updateCmFirebaseToken', {
      token,
      headers: webHeaders,
      body: { cm_firebase_token: 'fcm-token-1', _method: 'put' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Updated successfully' });
    const stored = async () =>
      (await server.database.db.select().from(users).where(eq(users.id, userId)))[0]!.cmFirebaseToken;
    expect(await stored()).toBe('fcm-token-1');
    await server.call('updateCmFirebaseToken', { token, body: { cm_firebase_token: 'fcm-token-2', _method: 'put' } });
    expect(await stored()).toBe('fcm-token-2');
    const noToken = await server.call('updateCmFirebaseToken', { body: { cm_firebase_token: 'x', _method: 'put' } });
    expect(noToken.status).toBe(401);
    for (const body of [
      { _method: 'put' },
      { cm_firebase_token: 'x', _method: 'delete' },
      { cm_firebase_token: 'x' },
    ]) {
      const bad = await server.call('updateCmFirebaseToken', { token, body });
      expect(bad.status, JSON.stringify(body)).toBe(403);
    }
    expect(await stored()).toBe('fcm-token-2');
  });
});

describe('payment failed: cash on delivery instead (payment-method) or the wallet (wallet-payment)', () => {
  /** An order of `owner` whose digital payment failed, with a payment link not used yet. */
  const failedOrder = async (owner: { userId: number } | { guestId: string }, amount = 21.5) => {
    const db = server.database.db;
    const [store] = await db
      .select()
      .from(stores)
      .where(and(eq(stores.moduleId, grocery), eq(stores.status, 1)))
      .limit(1);
    const id = await insertOrder(db, {
      ...('userId' in owner ? { userId: owner.userId } : { guestId: owner.guestId, isGuest: 1 }),
      storeId: store!.id,
      moduleId: grocery,
      zoneId: store!.zoneId,
      orderStatus: 'failed',
      paymentMethod: 'digital_payment',
      paymentStatus: 'unpaid',
      orderAmount: amount,
    });
    await db.insert(walletPayments).values({
      tokenHash: `web-client-${id}-${Math.random()}`,
      userId: 'userId' in owner ? owner.userId : null,
      purpose: 'order',
      reference: String(id),
      amount,
      paymentMethod: 'digital_payment',
    });
    return id;
  };
  const orderRow = async (id: number) => (await server.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const links = async (id: number) =>
    (
      await server.database.db
        .select()
        .from(walletPayments)
        .where(eq(walletPayments.reference, String(id)))
    ).map((p) => p.status);

  it('switches a guest’s failed order to cash on delivery with {order_id, _method: "put", guest_id}', async () => {
    const guest = (await server.call('requestGuestId')).body.guest_id as string;
    const id = await failedOrder({ guestId: guest });
    const body = { order_id: id, _method: 'put', guest_id: guest };
    const res = await server.call('updateOrderPaymentMethod', { headers: webHeaders, body });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Payment method updated successfully' });
    expect(await orderRow(id)).toMatchObject({
      paymentMethod: 'cash_on_delivery',
      paymentStatus: 'unpaid',
      orderStatus: 'pending',
    });
    expect(await links(id)).toEqual(['void']); // the payment page can no longer charge it
    const again = await server.call('updateOrderPaymentMethod', { body });
    expect(again.status).toBe(200);
  });

  it('switches an offline-payment order to cash on delivery (OfflineOrderDetails); the wallet only pays a digital one', async () => {
    const me = await customerToken(server, undefined, 100);
    const id = await failedOrder({ userId: me.userId });
    await server.database.db
      .update(orders)
      .set({ paymentMethod: 'offline_payment', orderStatus: 'pending' })
      .where(eq(orders.id, id));
    const wallet = await server.call('payOrderWithWallet', { token: me.token, body: { order_id: id } });
    expect(wallet.status).toBe(403);
    expect(wallet.body.errors[0].code).toBe('order');
    const res = await server.call('updateOrderPaymentMethod', {
      token: me.token,
      body: { order_id: id, _method: 'put', guest_id: null },
    });
    expect(res.status).toBe(200);
    expect(await orderRow(id)).toMatchObject({ paymentMethod: 'cash_on_delivery', paymentStatus: 'unpaid' });
  });

  it('refuses another’s order (404), no owner (401), a paid order or COD switched off (403)', async () => {
    const me = await customerToken(server);
    const other = await customerToken(server);
    const id = await failedOrder({ userId: me.userId });
    const body = { order_id: id, _method: 'put' };
    expect((await server.call('updateOrderPaymentMethod', { token: other.token, body })).status).toBe(404);
    expect((await server.call('updateOrderPaymentMethod', { body })).status).toBe(401);
    expect((await server.call('updateOrderPaymentMethod', { token: me.token, body: { order_id: id } })).status).toBe(
      403,
    );
    await server.setConfig({ cash_on_delivery: false });
    const off = await server.call('updateOrderPaymentMethod', { token: me.token, body });
    await server.setConfig({ cash_on_delivery: true });
    expect(off.status).toBe(403);
    expect(off.body.errors[0].code).toBe('payment_method');
    expect((await orderRow(id)).paymentMethod).toBe('digital_payment');
    await server.database.db
      .update(orders)
      .set({ paymentMethod: 'wallet', paymentStatus: 'paid', orderStatus: 'pending' })
      .where(eq(orders.id, id));
    const paid = await server.call('updateOrderPaymentMethod', { token: me.token, body });
    expect(paid.status).toBe(403);
    expect(paid.body.errors[0].code).toBe('order');
    expect((await orderRow(id)).paymentMethod).toBe('wallet');
  });

  it('pays a failed order from the wallet with {order_id, _method: "POST"}: one debit, a repeat debits nothing', async () => {
    const me = await customerToken(server, undefined, 50);
    const id = await failedOrder({ userId: me.userId }, 21.5);
    const body = { order_id: id, _method: 'POST' };
    const res = await server.call('payOrderWithWallet', { token: me.token, headers: webHeaders, body });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Payment method updated successfully' });
    expect(await orderRow(id)).toMatchObject({
      paymentMethod: 'wallet',
      paymentStatus: 'paid',
      orderStatus: 'pending',
    });
    expect(await links(id)).toEqual(['void']);
    const wallet = async () =>
      (await server.database.db.select().from(users).where(eq(users.id, me.userId)))[0]!.walletBalance;
    expect(await wallet()).toBe(28.5);
    const again = await server.call('payOrderWithWallet', { token: me.token, body });
    expect(again.status).toBe(200);
    expect(await wallet()).toBe(28.5);
    const debits = await server.database.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, me.userId));
    expect(debits.map((t) => [t.debit, t.transactionType, t.reference])).toEqual([
      [21.5, 'order_place', `order #${id}`],
    ]);
    // the failed order is placed again: one order notification, not repeated by the repeat
    const notices = await server.database.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, me.userId));
    expect(notices.map((n) => n.messageKey)).toEqual(['order_pending']);
  });

  it('refuses a short wallet (403, nothing changes), a guest (401) and another customer’s order (404)', async () => {
    const me = await customerToken(server, undefined, 10);
    const id = await failedOrder({ userId: me.userId }, 21.5);
    const short = await server.call('payOrderWithWallet', { token: me.token, body: { order_id: id } });
    expect(short.status).toBe(403);
    expect(short.body.errors[0].code).toBe('payment_method');
    expect(await orderRow(id)).toMatchObject({ paymentMethod: 'digital_payment', paymentStatus: 'unpaid' });
    expect(await links(id)).toEqual(['pending']);
    expect((await server.call('payOrderWithWallet', { body: { order_id: id } })).status).toBe(401);
    const other = await customerToken(server, undefined, 100);
    expect((await server.call('payOrderWithWallet', { token: other.token, body: { order_id: id } })).status).toBe(404);
    expect((await server.call('payOrderWithWallet', { token: me.token, body: { order_id: 'x' } })).status).toBe(403);
  });

  it('cancels with POST order/cancel {order_id, reason, guest_id, _method: "put"} (it was a 404), as the PUT does', async () => {
    const guest = (await server.call('requestGuestId')).body.guest_id as string;
    const id = await failedOrder({ guestId: guest });
    const body = { order_id: id, reason: 'Order payment canceled', guest_id: guest, _method: 'put' };
    const res = await server.call('cancelOrderByPost', { headers: webHeaders, body });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Order canceled successfully.' });
    expect(await orderRow(id)).toMatchObject({ orderStatus: 'canceled', cancellationReason: 'Order payment canceled' });
    const again = await server.call('cancelOrderByPost', { body });
    expect(again.status).toBe(403);
    expect((await server.call('cancelOrderByPost', { body: { ...body, _method: 'delete' } })).status).toBe(403);
  });
});

describe('prescription order (customer/order/prescription/place, multipart as orderApi sends it)', () => {
  let storeId: number;
  let noRx: number;
  let saline: number;
  beforeAll(async () => {
    const db = server.database.db;
    storeId = (await insertStore(db, pharmacy, 'Test Rx Pharmacy', { prescriptionOrder: true })).id;
    noRx = (await insertStore(db, pharmacy, 'Test No-Rx Pharmacy', { prescriptionOrder: false })).id;
    saline = await insertItem(db, { storeId, moduleId: pharmacy, name: 'Rx Saline', price: 4 });
  });

  /** orderApi.prescriptionPlaceOrder's FormData, field by field in its order (3.x, with the guest fields). */
  const webForm = (store: number, images: number, extra: Record<string, string> = {}) => {
    const fd = new FormData();
    fd.append('store_id', String(store));
    fd.append('distance', '1.2');
    fd.append('address', 'House 3, Road 5, Dhanmondi');
    fd.append('longitude', '90.3935');
    fd.append('latitude', '23.7562');
    for (let i = 0; i < images; i++) fd.append('order_attachment[]', new Blob([PNG], { type: 'image/png' }), 'rx.png');
    fd.append('order_note', 'Please call on arrival');
    fd.append('guest_id', extra.guest_id ?? '');
    fd.append('contact_person_number', '+8801700000002');
    fd.append('contact_person_name', 'Nadia Islam');
    fd.append('dm_tips', '5');
    for (const [k, v] of Object.entries(extra)) if (k !== 'guest_id') fd.append(k, v);
    return fd;
  };

  it('places a cash-on-delivery order with the images and no lines, priced on the server; the cart stays', async () => {
    const c = await customerToken(server);
    const db = server.database.db;
    await db.insert(carts).values({
      userId: c.userId,
      moduleId: pharmacy,
      itemId: saline,
      itemType: 'App\\Models\\Item',
      price: 4,
      quantity: 2,
      variation: [],
      addOnIds: [],
      addOnQtys: [],
    });
    // an amount and a cart in the form are ignored
    const res = await server.call('placePrescriptionOrder', {
      moduleId: pharmacy,
      zoneId: ALL_ZONES,
      token: c.token,
      body: webForm(storeId, 2, { order_amount: '0.01', payment_method: 'wallet', cart: '[{"item_id":1}]' }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Order placed successfully!', status: 'pending', user_id: c.userId });
    const [o] = await db.select().from(orders).where(eq(orders.id, res.body.order_id));
    expect(o).toMatchObject({
      storeId,
      userId: c.userId,
      orderType: 'delivery',
      paymentMethod: 'cash_on_delivery',
      paymentStatus: 'unpaid',
      orderStatus: 'pending',
      dmTips: 5,
      orderNote: 'Please call on arrival',
    });
    expect(o!.deliveryCharge).toBeGreaterThan(0);
    expect(o!.orderAmount).toBeCloseTo(o!.deliveryCharge + o!.dmTips + o!.additionalCharge, 6);
    expect(res.body.total_ammount).toBe(o!.orderAmount);
    expect(await db.select().from(orderDetails).where(eq(orderDetails.orderId, o!.id))).toEqual([]);
    expect(await db.select().from(carts).where(eq(carts.userId, c.userId))).toHaveLength(1);
    const tracked = await server.call('trackOrder', { token: c.token, query: { order_id: o!.id } });
    expect(tracked.body.order_attachment_full_url).toHaveLength(2);
    const image = await fetch(`${server.url}${new URL(tracked.body.order_attachment_full_url[0]).pathname}`);
    expect(image.status).toBe(200);
    expect(await pictureOf(await image.arrayBuffer())).toEqual(KEPT_PNG);
  });

  it('403 order_attachment without an image; 403 store_id at a store that takes none; 404 an unknown store', async () => {
    const c = await customerToken(server);
    const none = await server.call('placePrescriptionOrder', {
      moduleId: pharmacy,
      token: c.token,
      body: webForm(storeId, 0),
    });
    expect(none.status).toBe(403);
    expect(none.body.errors[0]).toEqual({
      code: 'order_attachment',
      message: 'The order attachment field is required.',
    });
    const other = await server.call('placePrescriptionOrder', {
      moduleId: pharmacy,
      token: c.token,
      body: webForm(noRx, 1),
    });
    expect(other.status).toBe(403);
    expect(other.body.errors[0].code).toBe('store_id');
    const missing = await server.call('placePrescriptionOrder', {
      moduleId: pharmacy,
      token: c.token,
      body: webForm(2147483000, 1),
    });
    expect(missing.status).toBe(404);
    const far = await server.call('placePrescriptionOrder', {
      moduleId: pharmacy,
      token: c.token,
      body: (() => {
        const fd = webForm(storeId, 1);
        fd.set('latitude', '10');
        return fd;
      })(),
    });
    expect(far.status).toBe(403);
    expect(far.body.errors[0].code).toBe('coordinates');
    const n = await server.database.db.select().from(orders).where(eq(orders.userId, c.userId));
    expect(n).toEqual([]);
  });

  it('a guest places one with guest checkout on (its guest_id); off, 403; a bad token 401', async () => {
    const guestId = (await server.call('requestGuestId')).body.guest_id as string;
    const guest = await server.call('placePrescriptionOrder', {
      moduleId: pharmacy,
      body: webForm(storeId, 1, { guest_id: guestId }),
    });
    expect(guest.status).toBe(200);
    expect(guest.body.user_id).toBe(0);
    const [o] = await server.database.db.select().from(orders).where(eq(orders.id, guest.body.order_id));
    expect(o).toMatchObject({ guestId, isGuest: 1, userId: null });
    await server.setConfig({ guest_checkout_status: 0 });
    try {
      const off = await server.call('placePrescriptionOrder', {
        moduleId: pharmacy,
        body: webForm(storeId, 1, { guest_id: guestId }),
      });
      expect(off.status).toBe(403);
      expect(off.body.errors[0].code).toBe('guest_checkout');
    } finally {
      await server.setConfig({ guest_checkout_status: 1 });
    }
    const bad = await server.call('placePrescriptionOrder', {
      moduleId: pharmacy,
      token: 'not-a-token',
      body: webForm(storeId, 1),
    });
    expect(bad.status).toBe(401);
  });

  it('an Idempotency-Key retried answers the one order; the same key with another form is 409', async () => {
    const c = await customerToken(server);
    const send = (note: string) => {
      const fd = webForm(storeId, 1);
      fd.set('order_note', note);
      return server.call('placePrescriptionOrder', {
        moduleId: pharmacy,
        token: c.token,
        headers: { 'Idempotency-Key': 'rx-once' },
        body: fd,
      });
    };
    const first = await send('one');
    const again = await send('one');
    expect(first.status).toBe(200);
    expect(again.body.order_id).toBe(first.body.order_id);
    expect(await server.database.db.select().from(orders).where(eq(orders.userId, c.userId))).toHaveLength(1);
    expect((await send('two')).status).toBe(409);
  });
});

describe('social sign-in on 6amMart paths: auth/social-login and auth/social-register', () => {
  const identity = (n: string) => ({
    medium: 'google',
    email: `${n}@example.com`,
    name: 'Social Web',
    unique_id: `g-${n}`,
  });
  const demoToken = async (id: ReturnType<typeof identity>) =>
    (await server.call('issueDemoSocialToken', { body: id })).body.token as string;

  it('an identity without an account: token null; social-register makes it with the phone; then social-login signs in', async () => {
    const id = identity('sw-new');
    const token = await demoToken(id);
    const body = { token, unique_id: id.unique_id, email: id.email, medium: 'google' };
    const first = await server.call('socialLogin', { body });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ token: null, is_phone_verified: 0 });
    expect(await server.database.db.select().from(users).where(eq(users.email, id.email))).toEqual([]);
    const reg = await server.call('socialRegister', { body: { ...body, phone: '+8801811000101' } });
    expect(reg.status).toBe(200);
    expect(reg.body.token).toEqual(expect.any(String));
    const [u] = await server.database.db.select().from(users).where(eq(users.email, id.email));
    expect(u).toMatchObject({
      phone: '+8801811000101',
      socialId: id.unique_id,
      loginMedium: 'google',
      isEmailVerified: 1,
    });
    const info = await server.call('getCustomerInfo', { token: reg.body.token });
    expect(info.body.email).toBe(id.email);
    const again = await server.call('socialLogin', { body });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ token: expect.any(String), phone: '+8801811000101' });
    // registering the same identity twice is refused
    const twice = await server.call('socialRegister', { body: { ...body, phone: '+8801811000102' } });
    expect(twice.status).toBe(403);
    expect(twice.body.errors[0]).toEqual({ code: 'email', message: 'The email has already been taken.' });
  });

  it('identity is never loosened: a forged token, another unique_id or email, a taken phone, social sign-in off', async () => {
    const id = identity('sw-forged');
    const token = await demoToken(id);
    const body = { token, unique_id: id.unique_id, email: id.email, medium: 'google' };
    const forged = await server.call('socialLogin', { body: { ...body, token: `${token.slice(0, -2)}xx` } });
    expect(forged.status).toBe(403);
    expect(forged.body.errors[0].code).toBe('token');
    const otherId = await server.call('socialLogin', { body: { ...body, unique_id: 'g-someone-else' } });
    expect(otherId.status).toBe(403);
    const otherEmail = await server.call('socialRegister', {
      body: { ...body, email: 'victim@example.com', phone: '+8801811000103' },
    });
    expect(otherEmail.status).toBe(403);
    const takenPhone = await server.call('socialRegister', { body: { ...body, phone: DEMO_CUSTOMER.phone } });
    expect(takenPhone.status).toBe(403);
    expect(takenPhone.body.errors[0].code).toBe('phone');
    expect(await server.database.db.select().from(users).where(eq(users.email, id.email))).toEqual([]);
    const config = await server.call('getConfig');
    await server.setConfig({ centralize_login: { ...config.body.centralize_login, social_login_status: 0 } });
    try {
      const off = await server.call('socialLogin', { body });
      expect(off.status).toBe(403);
      expect(off.body.errors[0].code).toBe('login_type');
    } finally {
      await server.setConfig({ centralize_login: config.body.centralize_login });
    }
  });
});

describe('auth/firebase-reset-password: only with a verified session and code', () => {
  const phone = '+8801811000201';
  let session = '';
  const reset = (body: Record<string, string>) => server.call('firebaseResetPassword', { body });
  const signIn = (password: string) =>
    server.call('login', { body: { login_type: 'manual', email_or_phone: phone, password } });

  beforeAll(async () => {
    const up = await server.call('signUp', {
      body: { name: 'Reset Web', phone, email: 'reset-web@example.com', password: 'old-password-1' },
    });
    expect(up.status).toBe(200);
  });

  it('403 sessionInfo for a session the service never gave, 400 a wrong code: the password stays', async () => {
    const unknown = await reset({
      sessionInfo: 'not-a-session',
      phoneNumber: phone,
      code: DEMO_OTP,
      password: 'new-password-1',
      confirm_password: 'new-password-1',
    });
    expect(unknown.status).toBe(403);
    expect(unknown.body.errors[0].code).toBe('sessionInfo');
    const { body } = await server.call('demoFirebaseSendCode', { body: { phone } });
    session = body.session_info;
    const wrong = await reset({
      sessionInfo: body.session_info,
      phoneNumber: phone,
      code: '000000',
      password: 'new-password-1',
      confirm_password: 'new-password-1',
    });
    expect(wrong.status).toBe(400);
    const mismatch = await reset({
      sessionInfo: body.session_info,
      phoneNumber: phone,
      code: DEMO_OTP,
      password: 'new-password-1',
      confirm_password: 'new-password-2',
    });
    expect(mismatch.status).toBe(403);
    expect((await signIn('old-password-1')).status).toBe(200);
    expect((await signIn('new-password-1')).status).toBe(401);
  });

  it("sets the password with the session's code, once; the old password and tokens stop working", async () => {
    const before = (await signIn('old-password-1')).body.token as string;
    // the session the previous test's wrong code left open (one code per 60 s)
    const form = {
      sessionInfo: session,
      phoneNumber: phone,
      code: DEMO_OTP,
      password: 'new-password-1',
      confirm_password: 'new-password-1',
    };
    const ok = await reset(form);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Password changed successfully.');
    expect((await signIn('old-password-1')).status).toBe(401);
    expect((await signIn('new-password-1')).status).toBe(200);
    expect((await server.call('getCustomerInfo', { token: before })).status).toBe(401);
    const replay = await reset({ ...form, password: 'third-password', confirm_password: 'third-password' });
    expect(replay.status).toBe(403);
    expect((await signIn('third-password')).status).toBe(401);
  });

  it('guessing is locked: the 5th wrong code answers 405, and the right one then resets nothing', async () => {
    const other = '+8801811000202';
    expect(
      (await server.call('signUp', { body: { name: 'Lock Web', phone: other, password: 'old-password-2' } })).status,
    ).toBe(200);
    const { body } = await server.call('demoFirebaseSendCode', { body: { phone: other } });
    const form = {
      sessionInfo: body.session_info,
      phoneNumber: other,
      code: '000000',
      password: 'new-password-2',
      confirm_password: 'new-password-2',
    };
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await reset(form)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 405]);
    expect((await reset({ ...form, code: DEMO_OTP })).status).toBe(405);
    const login = await server.call('login', {
      body: { login_type: 'manual', email_or_phone: other, password: 'old-password-2' },
    });
    expect(login.status).toBe(200);
  });
});
