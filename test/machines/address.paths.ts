import { addressMachine, type AddressForm } from '../../machines/address.machine.ts';
import { ApiError } from '../../src/api/errors.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

export const gulshan = { lat: 23.7925, lng: 90.4078 };
export const chattogram = { lat: 22.3569, lng: 91.7832 };

export const addressForm: AddressForm = {
  address_type: 'office',
  address_label: '',
  road: '12',
  house: '7B',
  floor: '3',
  contact_person_name: 'Demo Customer',
  contact_person_number: '+8801700000001',
  contact_person_email: '',
};

export const outsideZones = new ApiError(404, 'service_not_available_in_this_area', null, 'coordinates');

export const addressPaths: MachinePathConfig = {
  machine: withInertActors(addressMachine),
  input: {},
  variants: {
    MOVE: [{ latLng: gulshan }],
    SAVE: [
      { form: addressForm, guest: false },
      { form: addressForm, guest: true },
    ],
    'xstate.done.actor.resolvePoint': [{ output: { address: 'Gulshan Avenue, Dhaka', zoneId: '[1]' } }],
    'xstate.error.actor.resolvePoint': [{ error: outsideZones }, { error: new Error('Geocoding failed.') }],
    'xstate.done.actor.saveAddress': [{ output: { message: 'Successfully added!' } }],
    'xstate.error.actor.saveAddress': [
      { error: outsideZones },
      { error: new ApiError(403, 'The contact person number field is required.', null, 'contact_person_number') },
    ],
  },
};
