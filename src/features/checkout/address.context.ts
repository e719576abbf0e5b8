import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { addressMachine, type SaveInput, type SaveOutput } from '../../../machines/address.machine.ts';
import { addressQueries, saveAddress } from '../../api/address.ts';
import { resolvePoint } from '../../shop/map-point-picker.tsx';

/**
 * The address modal bound to geocoding, the zone lookup and the address calls; saving refetches the list and answers
 * the stored address (the checkout delivers to it, whether or not the backend lists it).
 */
export function createAddressMachine(queryClient: QueryClient) {
  return addressMachine.provide({
    actors: {
      resolvePoint,
      saveAddress: fromPromise<SaveOutput, SaveInput>(async ({ input }) => {
        const { form } = input;
        const saved = await saveAddress({
          ...(input.id ? { id: input.id } : {}),
          address_type: form.address_type,
          address: input.address,
          latitude: String(input.point.lat),
          longitude: String(input.point.lng),
          contact_person_name: form.contact_person_name.trim(),
          contact_person_number: form.contact_person_number.trim(),
          contact_person_email: form.contact_person_email.trim() || null,
          road: form.road.trim() || null,
          house: form.house.trim() || null,
          floor: form.floor.trim() || null,
          additional_information: form.address_label.trim() || null,
        });
        await queryClient.invalidateQueries({ queryKey: addressQueries.list().queryKey });
        return saved;
      }),
    },
  });
}
