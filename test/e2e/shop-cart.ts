import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';
import { moduleOf, zoneOf, type ShopModule } from './support.ts';

// A shopper's cart through the API, for the journeys that go to checkout (checkout.spec.ts, faults-orders.spec.ts): an
// open store of a module with items available now (the demo stores keep their opening hours) and the cart filled.

export interface ApiStore {
  id: number;
  name: string;
  open: number;
  active: boolean;
  delivery: boolean;
  take_away: boolean;
  zone_id: number;
  minimum_order: number;
  /** Opening hours per weekday (0 = Sunday), shop time. */
  schedules?: { day: number; opening_time: string; closing_time: string }[];
}
export interface ApiItem {
  id: number;
  name: string;
  price: number;
  store_id: number;
  stock: number;
  maximum_cart_quantity: number | null;
  variations: unknown[];
  food_variations: unknown[];
  is_prescription_required: number;
  available_time_starts: string;
  available_time_ends: string;
}
export type Who = { token: string } | { guest: string };

export const auth = (who: Who): Record<string, string> =>
  'token' in who ? { Authorization: `Bearer ${who.token}` } : {};
export const guestQuery = (who: Who) => ('guest' in who ? `guest_id=${encodeURIComponent(who.guest)}` : '');

/** The time of day in the shop's time zone, HH:mm:ss (the seed's windows are Dhaka times). */
const shopTime = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dhaka',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());

/** Whether an item's daily window (which may run past midnight) holds now, with ten minutes to spare. */
function availableNow(item: ApiItem) {
  const now = shopTime();
  const later = new Date(Date.now() + 10 * 60_000);
  const soon = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dhaka',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(later);
  const inside = (t: string) =>
    item.available_time_starts <= item.available_time_ends
      ? t >= item.available_time_starts && t <= item.available_time_ends
      : t >= item.available_time_starts || t <= item.available_time_ends;
  return inside(now) && inside(soon);
}

/** An open store of the module in the visitor's zones offering `service`, with its simple (option-less) items. */
export async function openStore(
  request: APIRequestContext,
  module: ShopModule,
  zoneId: string,
  service: 'delivery' | 'take_away',
  wanted: (items: ApiItem[], store: ApiStore) => boolean,
) {
  const headers = { moduleId: String(module.id), zoneId };
  const res = await request.get(`/api/v1/stores/get-stores/${service}?store_type=all&limit=50&offset=1`, { headers });
  expect(res.ok()).toBe(true);
  const stores = ((await res.json()) as { stores: ApiStore[] }).stores.filter((s) => s.open === 1 && s.active);
  for (const store of stores) {
    const list = await request.get(`/api/v1/items/latest?store_id=${store.id}&category_id=0&limit=100&offset=1`, {
      headers,
    });
    if (!list.ok()) continue;
    const items = ((await list.json()) as { products: ApiItem[] }).products.filter(
      (i) => i.variations.length === 0 && i.food_variations.length === 0 && availableNow(i) && i.stock > 0,
    );
    if (wanted(items, store)) return { store, items };
  }
  throw new Error(`no open ${module.module_type} store for ${service} now`);
}

/**
 * The first of `items` of which enough can be bought to reach `amount` dollars within its stock and cart limit (with
 * `spare` more left in stock for later carts), and that quantity. Earlier journeys of the same run have bought from the
 * same stores, so the first item may be running out.
 */
export function lineFor(items: ApiItem[], amount: number, spare = 0): [ApiItem, number] | undefined {
  for (const item of items) {
    const quantity = Math.max(1, Math.ceil(amount / item.price));
    if (quantity + spare <= item.stock && quantity <= (item.maximum_cart_quantity ?? Infinity)) return [item, quantity];
  }
  return undefined;
}

/** Empties the owner's cart of the module and puts `lines` in it. */
export async function fillCart(request: APIRequestContext, who: Who, moduleId: number, lines: [ApiItem, number][]) {
  const headers = { ...auth(who), moduleId: String(moduleId) };
  const q = guestQuery(who);
  await request.delete(`/api/v1/customer/cart/remove${q ? `?${q}` : ''}`, { headers });
  for (const [item, quantity] of lines) {
    const res = await request.post('/api/v1/customer/cart/add', {
      headers,
      data: {
        item_id: item.id,
        model: 'Item',
        price: item.price,
        quantity,
        variation: [],
        add_on_ids: [],
        add_on_qtys: [],
        ...('guest' in who ? { guest_id: who.guest } : {}),
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

/** How many orders the customer has. */
export async function orderCount(request: APIRequestContext, token: string) {
  const res = await request.get('/api/v1/customer/order/list?limit=10&offset=1', { headers: auth({ token }) });
  return ((await res.json()) as { total_size: number }).total_size;
}

/**
 * A grocery cart ready for delivery: an open store's first simple item, enough of it to reach the store's minimum
 * order (and `atLeast` dollars), in the owner's cart; with the zone and module the visitor stores.
 */
export async function groceryCartToOrder(request: APIRequestContext, who: Who, atLeast = 0) {
  const zoneId = await zoneOf(request);
  const grocery = await moduleOf(request, 'grocery');
  const amount = (store: ApiStore) => Math.max(atLeast, store.minimum_order);
  const { store, items } = await openStore(
    request,
    grocery,
    zoneId,
    'delivery',
    (list, s) => !!lineFor(list, amount(s)),
  );
  const [item, quantity] = lineFor(items, amount(store))!;
  await fillCart(request, who, grocery.id, [[item, quantity]]);
  return { zoneId, grocery, store, item, quantity };
}
