// The cart's lines (docs/architecture.md, "The first load"): the server's rows as the cart rules read them, and the
// calls that change them. The pages that show or change a cart load this; the shell reads only the cart itself
// (src/api/cart.ts: its queries, for the navbar's count), so none of it is on every page's first load.
import type { components } from '../../openapi/storefront.d.ts';
import { api, unwrap } from './client.ts';
import { cartRowsAnswer } from './cart.ts';
import type { CartRow } from './cart-rows.ts';
import { guestParams, session } from '../session/storage.ts';
import type { CartLine, CartVariation, ConfigurableItem } from '../../domain/item-options.ts';
import type { CartModel } from '../../domain/cart-line.ts';

// --- Mutations (spec part 1 §3 "Cart add payload"; each answers the module's whole cart) ------------------------

/** The cart calls' headers: the module the cart belongs to. */
const moduleHeader = () => ({ moduleId: String(session.module()?.id ?? '') });

/** A cart add body (the selection, its price from domain/pricing, and guest_id for guests). */
export interface CartAddBody {
  item_id: number;
  model: CartModel;
  price: number;
  quantity: number;
  variation: CartVariationBody;
  add_on_ids: number[];
  add_on_qtys: number[];
}
type CartVariationBody = components['schemas']['CartVariation'];

/** POST /api/v1/customer/cart/add → the module's cart. */
export const addCartItem = (body: CartAddBody) =>
  cartRowsAnswer(
    unwrap(
      api.POST('/api/v1/customer/cart/add', {
        params: { header: moduleHeader() },
        body: { ...body, ...guestParams() },
      }),
    ),
  );

/** POST /api/v1/customer/cart/update (quantity, price, variation, add-ons of one row) → the module's cart. */
export const updateCartItem = (body: CartAddBody & { cart_id: number }) =>
  cartRowsAnswer(
    unwrap(
      api.POST('/api/v1/customer/cart/update', {
        params: { header: moduleHeader() },
        body: { ...body, ...guestParams() },
      }),
    ),
  );

/** DELETE /api/v1/customer/cart/remove-item → the module's cart. */
export const removeCartItem = (cartId: number) =>
  cartRowsAnswer(
    unwrap(
      api.DELETE('/api/v1/customer/cart/remove-item', {
        params: { header: moduleHeader(), query: { cart_id: cartId, ...guestParams() } },
      }),
    ),
  );

/** DELETE /api/v1/customer/cart/remove (empties the module's cart) → the (empty) cart. */
export const clearCart = () =>
  cartRowsAnswer(
    unwrap(
      api.DELETE('/api/v1/customer/cart/remove', {
        params: { header: moduleHeader(), query: guestParams() },
      }),
    ),
  );

/** The cart rules' view of the server's rows (domain/item-options CartLine): e-commerce variations by type,
 * food variations by name and chosen labels; anything else is dropped. */
export const cartLinesOf = (rows: CartRow[]): CartLine[] =>
  rows.map((row) => ({
    id: row.id,
    item_id: row.item_id,
    item_type: row.item_type,
    price: row.price,
    quantity: row.quantity,
    variation: row.variation.flatMap((v): CartVariation[] =>
      typeof v.type === 'string'
        ? [{ type: v.type, price: v.price ?? 0 }]
        : v.name
          ? [{ name: v.name, values: { label: v.values?.label ?? [] } }]
          : [],
    ),
    add_on_ids: row.add_on_ids,
    add_on_qtys: row.add_on_qtys,
    item: { store_id: row.item.store_id },
  }));

/** The item fields the cart rules read, from the API's item (food variation bounds arrive as strings or numbers). */
export function configurableItemOf(item: CartRow['item']): ConfigurableItem {
  return {
    id: item.id,
    store_id: item.store_id,
    price: item.price,
    stock: item.stock ?? 0,
    maximum_cart_quantity: item.maximum_cart_quantity ?? null,
    module_type: item.module_type ?? '',
    food_variations: (item.food_variations ?? []).map((g) => ({
      name: g.name,
      type: g.type,
      min: g.min,
      max: g.max,
      required: g.required,
      values: g.values.map((v) => ({ label: v.label, optionPrice: v.optionPrice })),
    })),
    variations: (item.variations ?? []).map((v) => ({ type: v.type, price: v.price, stock: v.stock ?? 0 })),
    choice_options: (item.choice_options ?? []).map((c) => ({ title: c.title, options: c.options })),
    add_ons: (item.add_ons ?? []).map((a) => ({ id: a.id })),
    available_date_starts: item.available_date_starts ?? null,
  };
}
