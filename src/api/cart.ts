import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import type { paths } from '../../openapi/storefront.d.ts';
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

type CartBody<P extends '/api/v1/customer/cart/add' | '/api/v1/customer/cart/update'> = NonNullable<
  paths[P]['post']['requestBody']
>['content']['application/json'];
const moduleHeader = () => ({ moduleId: String(session.module()?.id ?? '') });

/** POST /api/v1/customer/cart/add → the module's whole cart. */
export const addCartItem = (body: CartBody<'/api/v1/customer/cart/add'>) =>
  unwrap(api.POST('/api/v1/customer/cart/add', { params: { header: moduleHeader() }, body }));

/** POST /api/v1/customer/cart/update → the module's whole cart. */
export const updateCartItem = (body: CartBody<'/api/v1/customer/cart/update'>) =>
  unwrap(api.POST('/api/v1/customer/cart/update', { params: { header: moduleHeader() }, body }));

/** DELETE /api/v1/customer/cart/remove-item?cart_id → the module's whole cart. */
export const removeCartItem = (cartId: number) =>
  unwrap(
    api.DELETE('/api/v1/customer/cart/remove-item', {
      params: { header: moduleHeader(), query: { cart_id: cartId, ...guestParams() } },
    }),
  );

/** DELETE /api/v1/customer/cart/remove: empties the module's cart. */
export const clearCart = () =>
  unwrap(api.DELETE('/api/v1/customer/cart/remove', { params: { header: moduleHeader(), query: guestParams() } }));
