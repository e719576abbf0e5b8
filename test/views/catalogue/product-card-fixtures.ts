// The fake backend of the product card's cart control (test/views/catalogue/product-card-paths.test.tsx and
// product-card-actions.test.tsx, and the state gallery's cart-line and cart-stepper stories): a guest in zone 1 with a
// location, the cart as each test has it.
import type { CartLine, ConfigurableItem } from '../../../domain/item-options.ts';
import type { Item } from '../../../src/api/items.ts';
import { FakeApi, config, json, makeCartRow, makeItem } from '../../support/fake-api.ts';

export const names: Record<number, string> = { 41: 'Soap', 11: 'Pizza', 21: 'T-shirt' };

/** The API's item for a machine fixture's item. */
export const apiItem = (c: ConfigurableItem): Item =>
  makeItem(c.id, names[c.id], { ...(c as unknown as Partial<Item>), slug: `item-${c.id}` });

/** The API's cart row for a machine fixture's cart line. */
export const row = (line: CartLine) => ({
  ...line,
  user_id: 'g-1',
  module_id: 1,
  is_guest: 1 as const,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  item: makeItem(line.item_id, names[line.item_id] ?? 'Other', { store_id: line.item.store_id }),
});

/** The call each invoked actor makes (the test answers it when the path says done or error). */
export const calls: Record<string, string> = {
  addToCart: 'POST /api/v1/customer/cart/add',
  clearCart: 'DELETE /api/v1/customer/cart/remove',
  updateLine: 'POST /api/v1/customer/cart/update',
  removeLine: 'DELETE /api/v1/customer/cart/remove-item',
};

/** A guest's session in zone 1 (Grocery, a location set). */
function cardSession() {
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('guest_id', 'g-1');
  localStorage.setItem('module', JSON.stringify({ id: 1, module_type: 'grocery', module_name: 'Grocery' }));
  localStorage.setItem('location', 'Gulshan 1, Dhaka');
}

/** A guest's session and the card's backend: an empty cart, every cart call held. */
export function serveCard(): FakeApi {
  cardSession();
  const api = new FakeApi().on('GET /api/v1/config', json(config())).on('GET /api/v1/customer/cart/list', json([]));
  for (const route of new Set(Object.values(calls))) api.hold(route);
  return api;
}

/** The soap of the card's actions (test/views/catalogue/product-card-actions.test.tsx): 5 in stock, 1 in the cart. */
export const stockedSoap = makeItem(41, 'Soap', { store_id: 3, stock: 5, price: 3 });
export const stockedSoapRow = makeCartRow(stockedSoap, 9);

/** A guest's session and the backend of a card whose item is in the cart once. */
export function serveSoapInCart(): FakeApi {
  cardSession();
  return new FakeApi()
    .on('GET /api/v1/config', json(config()))
    .on('GET /api/v1/customer/cart/list', json([stockedSoapRow]))
    .on('GET /api/v1/customer/wish-list', json({ item: [], store: [] }));
}
