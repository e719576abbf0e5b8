// The checkout's address block and its backend as the address paths test (test/views/checkout/address-paths.test.tsx)
// and the state gallery's address stories set them up: the zone lookup and the address add held.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { addressQueries } from '../../../src/api/address.ts';
import { AddressSelector } from '../../../src/features/checkout/address-selector.tsx';
import { readGuestContact } from '../../../src/session/storage.ts';
import { FakeApi, json } from '../../support/fake-api.ts';
import { addressForm, gulshan } from '../../machines/address.paths.ts';

export const ZONE_LOOKUP = 'GET /api/v1/config/get-zone-id';
export const GEOCODE = 'GET /api/v1/config/geocode-api';
export const ADD_ADDRESS = 'POST /api/v1/customer/address/add';
export const ADDRESS_LIST = 'GET /api/v1/customer/address/list';

/** The address the paths add (the form of their SAVE at Gulshan), as the list answers it once saved. */
export const addedAddress = {
  id: 31,
  address_type: 'office',
  address: 'Gulshan Avenue, Dhaka',
  latitude: String(gulshan.lat),
  longitude: String(gulshan.lng),
  zone_id: 1,
  zone_ids: [1],
  contact_person_name: addressForm.contact_person_name,
  contact_person_number: addressForm.contact_person_number,
  road: addressForm.road,
  house: addressForm.house,
  floor: addressForm.floor,
  user_id: 1,
  created_at: '2026-11-22T10:00:00Z',
  updated_at: '2026-11-22T10:00:00Z',
};

/** The checkout's address block: the customer's saved list (refetched on save) or the guest's local contact. */
export function AddressBlock({ guest }: { guest: boolean }) {
  const addresses = useQuery(addressQueries.list()).data;
  const [contact, setContact] = useState(readGuestContact);
  return (
    <AddressSelector
      guest={guest}
      orderType="delivery"
      addresses={addresses}
      selected={addresses?.[0] ?? null}
      onSelect={() => {}}
      guestContact={contact}
      onGuestContactChange={() => setContact(readGuestContact())}
      storeZoneId={1}
      start={gulshan}
      countryPicker={false}
      country="BD"
    />
  );
}

/** The address block's backend: the saved addresses `listed()` names, Gulshan's address; zone lookup and add held. */
export function addressApi(listed: () => unknown[]) {
  const api = new FakeApi()
    .on('GET /api/v1/config', json({ country_picker_status: 0 }))
    .on(GEOCODE, json({ status: 'OK', results: [{ formatted_address: 'Gulshan Avenue, Dhaka' }] }))
    .on(ADDRESS_LIST, () => json({ total_size: listed().length, limit: 50, offset: 1, addresses: listed() }));
  api.hold(ZONE_LOOKUP);
  api.hold(ADD_ADDRESS);
  return api;
}
