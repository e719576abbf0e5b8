import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import { session } from '../session/storage.ts';
import type { Wishlist } from './wishlist-shape.ts';

/** GET /api/v1/customer/wish-list → `{item[], store[]}` (bearer; zoneId, moduleId headers). */
export const fetchWishlist = async (): Promise<Wishlist> => {
  // the normaliser (with the item's and the store's) comes with the answer, off the first load of every page
  const [answer, { wishlistOf }] = await Promise.all([
    unwrap(api.GET('/api/v1/customer/wish-list')),
    import('./wishlist-shape.ts'),
  ]);
  return wishlistOf(answer);
};

/** GET /api/v1/rental/user/wish-list → `{vehicles[], providers[]}` (bearer). */
export const fetchRentalWishlist = () =>
  unwrap(
    api.GET('/api/v1/rental/user/wish-list', { params: { header: { moduleId: String(session.module()?.id ?? '') } } }),
  );

const canLoad = () => !!session.token() && !!session.zoneId() && !!session.module();

export const wishlistQueries = {
  list: () =>
    queryOptions({
      queryKey: ['wishlist', 'list', session.module()?.id ?? null],
      queryFn: fetchWishlist,
      enabled: canLoad() && session.module()?.module_type !== 'rental',
    }),
  rental: () =>
    queryOptions({
      queryKey: ['wishlist', 'rental', session.module()?.id ?? null],
      queryFn: fetchRentalWishlist,
      enabled: canLoad() && session.module()?.module_type === 'rental',
    }),
};

/** POST /api/v1/customer/wish-list/add?item_id → the server's message (bearer). */
export const addItemToWishlist = async (itemId: number) =>
  (await unwrap(api.POST('/api/v1/customer/wish-list/add', { params: { query: { item_id: itemId } } }))).message;

/** DELETE /api/v1/customer/wish-list/remove?item_id → the server's message (bearer). */
export const removeItemFromWishlist = async (itemId: number) =>
  (await unwrap(api.DELETE('/api/v1/customer/wish-list/remove', { params: { query: { item_id: itemId } } }))).message;

/** DELETE /api/v1/customer/wish-list/remove?store_id → the server's message (bearer). */
export const removeStoreFromWishlist = async (storeId: number) =>
  (await unwrap(api.DELETE('/api/v1/customer/wish-list/remove', { params: { query: { store_id: storeId } } }))).message;
