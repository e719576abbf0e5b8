// Coupons (reference §6): the running coupons of the customer's zones and the store, and a code check for a store.
// The client applies min_purchase and the max_discount cap with domain/pricing/coupon.ts.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../openapi/storefront.d.ts';
import { api, unwrap } from './client.ts';
import { guestParams, session } from '../session/storage.ts';

export type Coupon = components['schemas']['Coupon'];

/** GET /api/v1/coupon/list?store_id= (signed in): coupons usable at the store. */
export const fetchCoupons = (storeId: number) =>
  unwrap(
    api.GET('/api/v1/coupon/list', {
      params: { query: { store_id: storeId }, header: { zoneId: session.zoneId() ?? '[]' } },
    }),
  );

/** GET /api/v1/coupon/list (signed in): every running coupon of the customer's zones (the /coupons page). */
export const fetchMyCoupons = () =>
  unwrap(api.GET('/api/v1/coupon/list', { params: { header: { zoneId: session.zoneId() ?? '[]' } } }));

/** GET /api/v1/rental/coupon/list (signed in): the rental module's running coupons of the customer's zones. */
export const fetchMyRentalCoupons = (moduleId: number) =>
  unwrap(
    api.GET('/api/v1/rental/coupon/list', {
      params: { header: { zoneId: session.zoneId() ?? '[]', moduleId: String(moduleId) } },
    }),
  );

export const couponQueries = {
  /** The /coupons page: the rental module's coupons when it is the current module (`rentalModuleId`), else the shop's. */
  mine: (rentalModuleId: number | null) =>
    queryOptions({
      queryKey: ['coupons', 'mine', rentalModuleId],
      queryFn: () => (rentalModuleId === null ? fetchMyCoupons() : fetchMyRentalCoupons(rentalModuleId)),
      enabled: !!session.token(),
    }),
  /** Signed-in customers only; guests type a code. */
  list: (storeId: number | null) =>
    queryOptions({
      queryKey: ['coupons', 'list', storeId],
      queryFn: () => fetchCoupons(storeId!),
      enabled: storeId !== null && !!session.token(),
    }),
};

/** GET /api/v1/coupon/apply?code=&store_id=: the coupon, or the server's refusal (404 / 403 / 406; a 6amMart
 * back end answers expired / not started with 407, which fetch turns into a network error). */
export const applyCoupon = (code: string, storeId: number) =>
  unwrap(api.GET('/api/v1/coupon/apply', { params: { query: { code, store_id: storeId, ...guestParams() } } }));
