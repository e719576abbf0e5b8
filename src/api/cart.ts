import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../openapi/storefront.d.ts';
import { api, unwrap } from './client.ts';
import { guestParams, requestOwner, session } from '../session/storage.ts';

/** GET /api/v1/customer/cart/list (store modules; scoped by the moduleId header). */
export const fetchCart = () =>
  unwrap(
    api.GET('/api/v1/customer/cart/list', {
      params: { header: { moduleId: String(session.module()?.id ?? '') }, query: guestParams() },
    }),
  );

/** GET /api/v1/rental/user/cart/get-cart (the trip cart of the rental module). */
export const fetchRentalCart = () =>
  unwrap(
    api.GET('/api/v1/rental/user/cart/get-cart', {
      params: { header: { moduleId: String(session.module()?.id ?? '') }, query: guestParams() },
    }),
  );

/** The cart's owner in the query key: the customer, or the guest by id. */
const owner = () => {
  const o = requestOwner();
  return o.kind === 'guest' ? o.guestId : o.kind === 'customer' ? 'user' : 'none';
};
const canLoad = () => !!session.module() && requestOwner().kind !== 'none';

export const cartQueries = {
  /** The store cart of the current module. */
  list: () =>
    queryOptions({
      queryKey: ['cart', 'list', session.module()?.id ?? null, owner()],
      queryFn: fetchCart,
      enabled: canLoad() && session.module()?.module_type !== 'rental',
    }),
  /** The rental trip cart (`{carts, user_data}`). */
  rental: () =>
    queryOptions({
      queryKey: ['cart', 'rental', session.module()?.id ?? null, owner()],
      queryFn: fetchRentalCart,
      enabled: canLoad() && session.module()?.module_type === 'rental',
    }),
};

// --- Mutations (spec part 1 §3 "Cart add payload"; each answers the module's whole cart) ------------------------

/** The cart calls' headers: the module the cart belongs to. */
const moduleHeader = () => ({ moduleId: String(session.module()?.id ?? '') });

/** A cart add body (the selection, its price from src/domain/pricing, and guest_id for guests). */
export interface CartAddBody {
  item_id: number;
  model: 'Item' | 'ItemCampaign';
  price: number;
  quantity: number;
  variation: CartVariationBody;
  add_on_ids: number[];
  add_on_qtys: number[];
}
type CartVariationBody = components['schemas']['CartVariation'];

/** POST /api/v1/customer/cart/add → the module's cart. */
export const addCartItem = (body: CartAddBody) =>
  unwrap(
    api.POST('/api/v1/customer/cart/add', {
      params: { header: moduleHeader() },
      body: { ...body, ...guestParams() },
    }),
  );

/** POST /api/v1/customer/cart/update (quantity, price, variation, add-ons of one row) → the module's cart. */
export const updateCartItem = (body: CartAddBody & { cart_id: number }) =>
  unwrap(
    api.POST('/api/v1/customer/cart/update', {
      params: { header: moduleHeader() },
      body: { ...body, ...guestParams() },
    }),
  );

/** DELETE /api/v1/customer/cart/remove-item → the module's cart. */
export const removeCartItem = (cartId: number) =>
  unwrap(
    api.DELETE('/api/v1/customer/cart/remove-item', {
      params: { header: moduleHeader(), query: { cart_id: cartId, ...guestParams() } },
    }),
  );

/** DELETE /api/v1/customer/cart/remove (empties the module's cart) → the (empty) cart. */
export const clearCart = () =>
  unwrap(
    api.DELETE('/api/v1/customer/cart/remove', {
      params: { header: moduleHeader(), query: guestParams() },
    }),
  );
