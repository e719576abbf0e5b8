// The rental wishlist's add and remove (spec part 2 §7: POST /rental/user/wish-list/add and DELETE
// /rental/user/wish-list/remove with `vehicle_id` or `provider_id`, bearer). The list is `wishlistQueries.rental()`.
import { api, unwrap } from './client.ts';
import { session } from '../session/storage.ts';

export type RentalWish = { vehicle_id: number } | { provider_id: number };

const moduleHeader = () => ({ moduleId: String(session.module()?.id ?? '') });

/** Adds a vehicle or a provider; the server's message. */
export const addRentalWish = async (wish: RentalWish) =>
  (await unwrap(api.POST('/api/v1/rental/user/wish-list/add', { params: { query: wish, header: moduleHeader() } })))
    .message;

/** Removes a vehicle or a provider; the server's message. */
export const removeRentalWish = async (wish: RentalWish) =>
  (
    await unwrap(
      api.DELETE('/api/v1/rental/user/wish-list/remove', { params: { query: wish, header: moduleHeader() } }),
    )
  ).message;
