import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import type { CartRow } from './cart-rows.ts';
import { SHOPPERS_OWN } from './query-client.ts';
import { guestParams, ownerKey, requestOwner, session, sessionAtStart } from '../session/storage.ts';

/**
 * The cart rows of a cart call's answer (each answers the module's whole cart): the normaliser (cartRowsOf, with the
 * item's) is a chunk of its own, asked for with the call — every page asks for the cart (the navbar's count) once it
 * is up, and none needs them to draw its first screen.
 */
export async function cartRowsAnswer(call: Promise<unknown>): Promise<CartRow[]> {
  const [answer, { cartRowsOf }] = await Promise.all([call, import('./cart-rows.ts')]);
  return cartRowsOf(answer);
}

/** GET /api/v1/customer/cart/list (store modules; scoped by the moduleId header) → its rows. */
export const fetchCart = () =>
  cartRowsAnswer(
    unwrap(
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
