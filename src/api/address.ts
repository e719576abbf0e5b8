// The signed-in customer's saved addresses (reference §4: /customer/address/list, add, update). Saving answers the
// zones the address lies in; outside every zone the server refuses with 403 `coordinates`. The address resource's
// normaliser, addressOf, reads a saved address of any 6amMart version in one shape (docs/6ammart-clients.md): ids
// and zone ids as numbers or numeric text, `zone_ids` as a list or JSON text, coordinates as text or numbers.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../openapi/storefront.d.ts';
import { api, unwrap } from './client.ts';
import { integerOf, listOf, objectOf, objectsOf, textOf, textOrNull, type Raw } from './lenient.ts';
import { session } from '../session/storage.ts';

export type CustomerAddress = components['schemas']['CustomerAddress'];
export type AddressInput = components['schemas']['AddressInput'];

/** A saved address as the app reads it. */
export function addressOf(raw: Raw): CustomerAddress {
  const zoneIds = listOf(raw['zone_ids']).map((id) => integerOf(id));
  const zoneId = integerOf(raw['zone_id'], zoneIds[0] ?? 0);
  return {
    id: integerOf(raw['id']),
    user_id: integerOf(raw['user_id']),
    address_type: textOf(raw['address_type'], 'other'),
    contact_person_name: textOf(raw['contact_person_name']),
    contact_person_number: textOf(raw['contact_person_number']),
    contact_person_email: textOrNull(raw['contact_person_email']),
    address: textOf(raw['address']),
    additional_information: textOrNull(raw['additional_information']),
    latitude: textOf(raw['latitude']),
    longitude: textOf(raw['longitude']),
    zone_id: zoneId,
    zone_ids: zoneIds.length > 0 ? zoneIds : zoneId ? [zoneId] : [],
    floor: textOrNull(raw['floor']),
    road: textOrNull(raw['road']),
    house: textOrNull(raw['house']),
    created_at: textOf(raw['created_at']),
    updated_at: textOf(raw['updated_at']),
  };
}

/** The addresses of an address list answer (`addresses`), each through addressOf. */
export const addressesOf = (answer: unknown): CustomerAddress[] =>
  objectsOf(objectOf(answer)?.['addresses']).map(addressOf);

/** GET /api/v1/customer/address/list: every saved address (first 50), newest first. */
export async function fetchAddresses(): Promise<CustomerAddress[]> {
  return addressesOf(
    await unwrap(api.GET('/api/v1/customer/address/list', { params: { query: { limit: 50, offset: 1 } } })),
  );
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

/**
 * The address a save stored: the answer's `address` (3.x), else — an older backend answers only its message and
 * `zone_ids` (2.6) — the address sent, in the zones the answer names.
 */
export function savedAddressOf(answer: unknown, sent: AddressInput & { id?: number }): CustomerAddress {
  const data = objectOf(answer);
  const stored = objectOf(data?.['address']);
  if (stored) return addressOf(stored);
  return addressOf({ ...sent, zone_ids: data?.['zone_ids'] });
}

/**
 * POST /api/v1/customer/address/add (new) or PUT /api/v1/customer/address/update/{id} (existing): the server's
 * message and the address it stored (savedAddressOf).
 */
export async function saveAddress(
  input: AddressInput & { id?: number },
): Promise<{ message: string; address: CustomerAddress }> {
  const data = input.id
    ? await unwrap(api.PUT('/api/v1/customer/address/update/{id}', { params: { path: { id: input.id } }, body: input }))
    : await unwrap(api.POST('/api/v1/customer/address/add', { body: input }));
  return { message: textOf(objectOf(data)?.['message']), address: savedAddressOf(data, input) };
}
