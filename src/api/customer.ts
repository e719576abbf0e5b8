import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import { session } from '../session/storage.ts';
import type { components } from '../../openapi/storefront.d.ts';
import { readWith } from './lenient.ts';

export type CustomerInfo = components['schemas']['CustomerInfo'];

/** GET /api/v1/customer/info: the signed-in customer's profile (bearer only). */
export const fetchCustomerInfo = (): Promise<CustomerInfo> =>
  readWith(unwrap(api.GET('/api/v1/customer/info')), import('./customer-shape.ts'), (m, a) => m.customerInfoOf(a));

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
