// The signed-in customer's saved addresses (reference §4: /customer/address/list, add, update). Saving answers the
// zones the address lies in; outside every zone the server refuses with 403 `coordinates`.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../openapi/storefront.d.ts';
import { api, unwrap } from './client.ts';
import { session } from '../session/storage.ts';

export type CustomerAddress = components['schemas']['CustomerAddress'];
export type AddressInput = components['schemas']['AddressInput'];

/** GET /api/v1/customer/address/list: every saved address (first 50), newest first. */
export async function fetchAddresses(): Promise<CustomerAddress[]> {
  const data = await unwrap(api.GET('/api/v1/customer/address/list', { params: { query: { limit: 50, offset: 1 } } }));
  return data.addresses ?? [];
}

export const addressQueries = {
  /** Signed-in customers only (guests keep their contact info locally). */
  list: () =>
    queryOptions({
      queryKey: ['address', 'list'],
      queryFn: fetchAddresses,
      enabled: !!session.token(),
    }),
};

/** POST /api/v1/customer/address/add (new) or PUT /api/v1/customer/address/update/{id} (existing): the server's message. */
export async function saveAddress(
  input: AddressInput & { id?: number },
): Promise<{ message: string; address: CustomerAddress }> {
  if (input.id) {
    const data = await unwrap(
      api.PUT('/api/v1/customer/address/update/{id}', { params: { path: { id: input.id } }, body: input }),
    );
    return { message: data.message, address: data.address };
  }
  const data = await unwrap(api.POST('/api/v1/customer/address/add', { body: input }));
  return { message: data.message, address: data.address };
}
