import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';
import { auth, fillCart, lineFor, openStore, type ApiItem, type ApiStore } from './shop-cart.ts';
import { moduleOf, zoneOf, type ShopModule } from './support.ts';

// The seed's facts the visual suite (looks.spec.ts) and the layout-integrity check (layout.spec.ts) open their screens
// with, and their own customer with one order, set up once per worker through the API.

/** The customer of the screens: signed up on the first run against a server, signed in after (a retry). */
export const CUSTOMER = {
  name: 'Nadia Rahman',
  email: 'nadia.looks@example.com',
  phone: '+8801999000123',
  password: 'secret12',
};

export interface World {
  zoneId: string;
  grocery: ShopModule;
  rental: ShopModule;
  ecommerce: ShopModule;
  parcel: ShopModule;
  store: ApiStore;
  items: ApiItem[];
  /** An e-commerce item (its own page: /product/:id). */
  product: { id: number; name: string };
  vehicle: { id: number; name: string; provider_id: number };
  /** A grocery category (its page: /category/:id), a brand of the e-commerce module, a basic campaign of the grocery one. */
  categoryId: number;
  brandId: number;
  campaignId: number;
  token: string;
  orderId: number;
}

async function customerToken(request: APIRequestContext) {
  const n = `${Date.now() % 1e7}`.padStart(7, '0');
  const customer = { ...CUSTOMER, email: `nadia.${n}@example.com`, phone: `+88019${n}3` };
  await request.put('/api/v1/demo/config', {
    data: { centralize_login: { phone_verification_status: 0, email_verification_status: 0 } },
  });
  const signUp = await request.post('/api/v1/auth/sign-up', { data: customer });
  await request.post('/api/v1/demo/config/reset');
  expect(signUp.ok(), await signUp.text()).toBe(true);
  return ((await signUp.json()) as { token: string }).token;
}

let world: Promise<World> | undefined;
/** The seed's facts the screens read and this spec's customer with one order, set up once per worker. */
export function worldOf(request: APIRequestContext) {
  world ??= (async () => {
    const zoneId = await zoneOf(request);
    const [grocery, rental, ecommerce, parcel] = await Promise.all(
      ['grocery', 'rental', 'ecommerce', 'parcel'].map((type) => moduleOf(request, type)),
    );
    // the order below, and carts of two of the first item and one of the second
    // a store open around the clock (the seed's Daily Needs Mart): at another hour of the run the first open store
    // would be another one, and every screen of it would differ from the committed screenshots
    const aroundTheClock = (s: ApiStore) =>
      [0, 1, 2, 3, 4, 5, 6].every((day) =>
        s.schedules?.some((h) => h.day === day && h.opening_time === '00:00:00' && h.closing_time === '23:59:59'),
      );
    const enough = (list: ApiItem[], s: ApiStore) =>
      aroundTheClock(s) && list.length >= 2 && list[0]!.stock >= 2 && !!lineFor(list, Math.max(s.minimum_order, 10), 2);
    const { store, items } = await openStore(request, grocery!, zoneId, 'delivery', enough);
    const products = await request.get('/api/v1/items/popular?type=all&limit=10&offset=1', {
      headers: { moduleId: String(ecommerce!.id), zoneId },
    });
    const product = ((await products.json()) as { products: { id: number; name: string }[] }).products[0]!;
    const vehicles = await request.get(
      `/api/v1/rental/vehicle/search?${new URLSearchParams({ trip_type: 'hourly', limit: '12', offset: '1' })}`,
      { headers: { zoneId, moduleId: String(rental!.id) } },
    );
    const vehicle = ((await vehicles.json()) as { vehicles: World['vehicle'][] }).vehicles[0]!;
    const firstId = async (path: string, module: ShopModule) => {
      const res = await request.get(path, { headers: { moduleId: String(module.id), zoneId } });
      expect(res.ok(), path).toBe(true);
      return ((await res.json()) as { id: number }[])[0]!.id;
    };
    const [categoryId, brandId, campaignId] = await Promise.all([
      firstId('/api/v1/categories', grocery!),
      firstId('/api/v1/brand', ecommerce!),
      firstId('/api/v1/campaigns/basic', grocery!),
    ]);
    const token = await customerToken(request);
    // one order of the store's first item, enough for its minimum order, for the order and tracking screens
    const [item, quantity] = lineFor(items, Math.max(store.minimum_order, 10), 2)!;
    await fillCart(request, { token }, grocery!.id, [[item, quantity]]);
    const place = await request.post('/api/v1/customer/order/place', {
      headers: { ...auth({ token }), moduleId: String(grocery!.id), zoneId, 'Idempotency-Key': `looks-${token}` },
      data: {
        order_amount: item.price * quantity,
        payment_method: 'cash_on_delivery',
        order_type: 'take_away',
        store_id: store.id,
        contact_person_name: CUSTOMER.name,
        contact_person_number: '+8801700000001',
      },
    });
    expect(place.ok(), await place.text()).toBe(true);
    const orderId = ((await place.json()) as { order_id: number }).order_id;
    // two items in the wishlist: the drawer's screen lists them, and every screen of this customer shows the count (a
    // worker that starts over after a failure has a new customer, set up the same)
    for (const wished of items.slice(0, 2)) {
      const res = await request.post(`/api/v1/customer/wish-list/add?item_id=${wished.id}`, {
        headers: { ...auth({ token }), moduleId: String(grocery!.id), zoneId },
      });
      expect(res.ok(), await res.text()).toBe(true);
    }
    return {
      zoneId,
      grocery: grocery!,
      rental: rental!,
      ecommerce: ecommerce!,
      parcel: parcel!,
      store,
      items,
      product,
      vehicle,
      categoryId,
      brandId,
      campaignId,
      token,
      orderId,
    };
  })();
  return world;
}
