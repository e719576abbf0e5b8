import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../openapi/storefront.d.ts';
import { api, unwrap } from './client.ts';
import { itemOf } from './item-shape.ts';
import { flagOf, integerOf, listOf, numberOf, objectOf, objectsOf, textOf } from './lenient.ts';
import { SHOPPERS_OWN } from './query-client.ts';
import { guestParams, ownerKey, requestOwner, session, sessionAtStart } from '../session/storage.ts';

/** GET /api/v1/customer/cart/list (store modules; scoped by the moduleId header) → its rows (cartRowsOf). */
export const fetchCart = async () =>
  cartRowsOf(
    await unwrap(
      api.GET('/api/v1/customer/cart/list', {
        params: { header: { moduleId: String(session.module()?.id ?? '') }, query: guestParams() },
      }),
    ),
  );

/** GET /api/v1/rental/user/cart/get-cart (the trip cart of the rental module). */
export const fetchRentalCart = () =>
  unwrap(
    api.GET('/api/v1/rental/user/cart/get-cart', {
      params: { header: { moduleId: String(session.module()?.id ?? '') }, query: guestParams() },
    }),
  );

/** The cart's owner in the query key: the customer, or the guest by id. */
const owner = () => ownerKey(requestOwner());
/** Whether the store cart (or the trip cart) of a session loads: a module of its kind, and a customer or a guest id. */
const loads = (cart: 'store' | 'trip', module = session.module(), owner = requestOwner()) =>
  !!module && owner.kind !== 'none' && (module.module_type === 'rental') === (cart === 'trip');

/** Whether that cart loaded as a server-rendered page started (src/shop/shopper-cart.ts: what its hydration draws). */
export const cartLoadsAtStart = (cart: 'store' | 'trip') =>
  loads(cart, sessionAtStart.module(), sessionAtStart.owner());

/**
 * A failed cart is not asked for again by each view that comes to read it: a page of product cards mounts one reader
 * per card as their controls come in, and each would send the call again (React Query's `retryOnMount`) — forty calls
 * in two seconds to a cart service that had just failed. It is asked again when its failure may pass (the query
 * client's `refetchInterval`), on Try again, or when its owner or module changes (another key).
 */
const ONE_FAILURE = { retryOnMount: false } as const;

export const cartQueries = {
  /** The store cart of the current module. */
  list: () =>
    queryOptions({
      queryKey: ['cart', 'list', session.module()?.id ?? null, owner()],
      queryFn: fetchCart,
      enabled: loads('store'),
      meta: SHOPPERS_OWN,
      ...ONE_FAILURE,
    }),
  /** The rental trip cart (`{carts, user_data}`). */
  rental: () =>
    queryOptions({
      queryKey: ['cart', 'rental', session.module()?.id ?? null, owner()],
      queryFn: fetchRentalCart,
      enabled: loads('trip'),
      meta: SHOPPERS_OWN,
      ...ONE_FAILURE,
    }),
};

/** A cart row as the app reads it (cartRowsOf). */
export type CartRow = components['schemas']['CartRow'];

/**
 * The cart rows of an answer of any version (the cart calls answer the module's whole cart): ids, prices and
 * quantities as numbers, the add-on lists and the chosen variation as lists (v2.6 may send them, and its item's
 * lists, as JSON text), `is_guest` as 0/1, the item through itemOf.
 */
export function cartRowsOf(answer: unknown): CartRow[] {
  return objectsOf(answer).map((row) => ({
    ...(row as Partial<CartRow>),
    id: integerOf(row['id']),
    user_id: typeof row['user_id'] === 'string' ? row['user_id'] : integerOf(row['user_id']),
    module_id: integerOf(row['module_id']),
    item_id: integerOf(row['item_id']),
    is_guest: flagOf(row['is_guest']),
    item_type: textOf(row['item_type']),
    price: numberOf(row['price']),
    quantity: integerOf(row['quantity'], 1),
    variation: objectsOf(row['variation']).map((v) => {
      const values = objectOf(v['values']);
      return {
        ...(typeof v['name'] === 'string' ? { name: v['name'] } : {}),
        ...(values ? { values: { label: listOf(values['label']).map((l) => textOf(l)) } } : {}),
        ...(typeof v['type'] === 'string' ? { type: v['type'] } : {}),
        ...(v['price'] !== undefined ? { price: numberOf(v['price']) } : {}),
      };
    }),
    add_on_ids: listOf(row['add_on_ids']).map((id) => integerOf(id)),
    add_on_qtys: listOf(row['add_on_qtys']).map((q) => integerOf(q, 1)),
    item: itemOf(row['item']),
    created_at: textOf(row['created_at']),
    updated_at: textOf(row['updated_at']),
  }));
}
