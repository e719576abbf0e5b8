// The fake backend of the item popup's configurator (test/views/item/item-configurator-paths.test.tsx, and the state
// gallery's item-configurator story): the machine fixtures' items with the fields the popup shows, a guest of the food
// module in zone 1, the cart calls held.
import type { CartLine, ConfigurableItem } from '../../../domain/item-options.ts';
import { FakeApi, config, json, makeItem, makeStore } from '../../support/fake-api.ts';
import { campaignBurger, pizza, soap, tshirt } from '../../machines/shop-fixtures.ts';

const allDay = { available_time_starts: '00:00:00', available_time_ends: '23:59:59' };
export const names: Record<number, string> = { 11: 'Margherita', 21: 'T-shirt', 31: 'Burger deal', 41: 'Lemon Soap' };
export const addOnNames: Record<number, { name: string; price: number }> = {
  101: { name: 'Cheese', price: 1.5 },
  102: { name: 'Dip', price: 0.5 },
  201: { name: 'Sauce', price: 1 },
};
const storeOf = (id: number) => makeStore(id, `Store ${id}`, 1);

export function apiItem(c: ConfigurableItem, over: Record<string, unknown> = {}) {
  return {
    ...makeItem(c.id, names[c.id], {
      store_id: c.store_id,
      price: c.price,
      stock: c.stock,
      module_type: c.module_type,
      maximum_cart_quantity: c.maximum_cart_quantity,
      ...(c.available_date_starts
        ? { available_date_starts: c.available_date_starts, available_date_ends: '2099-12-31' }
        : {}),
    } as never),
    food_variations: c.food_variations,
    variations: c.variations,
    choice_options: c.choice_options,
    add_ons: c.add_ons.map((a) => ({ id: a.id, ...addOnNames[a.id] })),
    description: `${names[c.id]} as the house makes it.`,
    store_discount: 0,
    schedule_order: false,
    store_details: storeOf(c.store_id),
    ...allDay,
    ...over,
  };
}

export const served: Record<number, ConfigurableItem> = { 11: pizza, 21: tshirt, 31: campaignBurger, 41: soap };

export const row = (line: CartLine) => ({
  ...line,
  user_id: 'guest-1',
  module_id: 1,
  is_guest: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  item: apiItem(served[line.item_id]),
});

export const calls: Record<string, string> = {
  addToCart: 'POST /api/v1/customer/cart/add',
  updateCart: 'POST /api/v1/customer/cart/update',
  clearCart: 'DELETE /api/v1/customer/cart/remove',
};

const padded = (n: number) => String(n).padStart(2, '0');

/** A guest of the food module in zone 1 with a location; the config and wish-list answered, every cart call held. */
export function serveConfigurator(): FakeApi {
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('guest_id', 'guest-1');
  localStorage.setItem('module', JSON.stringify({ id: 2, module_type: 'food', module_name: 'Food' }));
  localStorage.setItem('location', 'Gulshan 1, Dhaka');
  const api = new FakeApi()
    .on('GET /api/v1/config', json(config({ toggle_veg_non_veg: true })))
    .on('GET /api/v1/customer/wish-list', json({ item: [], store: [] }));
  for (const route of new Set(Object.values(calls))) api.hold(route);
  return api;
}

/** What an OPEN variant stands for (item, availability, token, cart, edited line): the item's window, the token and the
 * cart served; answers the popup's URL. */
export function serveOpened(api: FakeApi, event: Record<string, any>): string {
  const item = event.item as ConfigurableItem;
  const availability = event.availability as { availableNow: boolean; scheduleOrder: boolean };
  let window = allDay;
  if (!availability.availableNow) {
    const hour = (new Date().getHours() + 2) % 24;
    const at = (m: string) => `${padded(hour)}:${m}:00`;
    window = { available_time_starts: at('00'), available_time_ends: at('30') };
  }
  api.on(
    `GET /api/v1/items/details/${item.id}`,
    json(apiItem(item, { ...window, schedule_order: availability.scheduleOrder })),
  );
  api.on('GET /api/v1/customer/cart/list', json((event.cart as CartLine[]).map(row)));
  if (event.hasToken) localStorage.setItem('token', 'token-abc');
  return popupUrl(event);
}

/** The popup's URL for an OPEN variant: the item, and the cart line the drawer's Edit opened. */
export function popupUrl(event: Record<string, any>): string {
  const line = event.line ? `&line=${(event.line as CartLine).id}` : '';
  return `/home?item=${(event.item as ConfigurableItem).id}${line}`;
}
