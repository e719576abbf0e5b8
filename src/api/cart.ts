import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import { session } from './storage.ts';

/** The guest id to send on cart calls: only when not signed in (spec part 2 §6). */
const cartGuestId = () => (session.token() ? undefined : (session.guestId() ?? undefined));

/** GET /api/v1/customer/cart/list (store modules; scoped by the moduleId header). */
export const fetchCart = () =>
  unwrap(
    api.GET('/api/v1/customer/cart/list', {
      params: { header: { moduleId: String(session.module()?.id ?? '') }, query: { guest_id: cartGuestId() } },
    }),
  );

/** GET /api/v1/rental/user/cart/get-cart (the trip cart of the rental module). */
export const fetchRentalCart = () =>
  unwrap(
    api.GET('/api/v1/rental/user/cart/get-cart', {
      params: { header: { moduleId: String(session.module()?.id ?? '') }, query: { guest_id: cartGuestId() } },
    }),
  );

const owner = () => (session.token() ? 'user' : (session.guestId() ?? 'none'));
const canLoad = () => !!session.module() && !!(session.token() || session.guestId());

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
