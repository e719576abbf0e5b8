import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import { session } from '../session/storage.ts';
import type { components } from '../../openapi/storefront.d.ts';
import { shapeOf } from './lenient.ts';

export type CustomerInfo = components['schemas']['CustomerInfo'];

/**
 * The customer's profile of any version: flags as 0/1 (v2.6 has no `is_email_verified`: absent), balance and points
 * as numbers, the chosen interest modules as ids.
 */
export const customerInfoOf = (value: unknown): CustomerInfo =>
  shapeOf<CustomerInfo>(value, {
    id: 'integer',
    f_name: 'textOrNull',
    l_name: 'textOrNull',
    phone: 'textOrNull',
    email: 'textOrNull',
    image: 'textOrNull',
    image_full_url: 'textOrNull',
    is_phone_verified: 'flag',
    is_email_verified: 'flag',
    wallet_balance: 'number',
    loyalty_point: 'integer',
    ref_code: 'text',
    ref_by: 'integerOrNull',
    status: 'flagOn',
    order_count: 'integer',
    member_since_days: 'integer',
    selected_modules_for_interest: 'integers',
    interest: 'objectOrNull',
  });

/** GET /api/v1/customer/info: the signed-in customer's profile (bearer only). */
export const fetchCustomerInfo = async (): Promise<CustomerInfo> =>
  customerInfoOf(await unwrap(api.GET('/api/v1/customer/info')));

export const customerQueries = {
  /** Disabled without a token (guests have no profile). */
  info: () =>
    queryOptions({
      queryKey: ['customer', 'info'],
      queryFn: fetchCustomerInfo,
      enabled: !!session.token(),
      staleTime: 5 * 60_000,
    }),
};

/** POST /api/v1/auth/logout with the given token: revokes it on the server. */
export const revokeSession = (token: string) =>
  unwrap(api.POST('/api/v1/auth/logout', { headers: { Authorization: `Bearer ${token}` } }));
