import { deliverymanRegistrationMachine } from '../../machines/deliveryman-registration.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';
import { photo, receipt } from './order-refund.paths.ts';

/** The zones and vehicles as the (fake) server lists them. */
export const joiningChoices = {
  zones: [
    { id: 1, name: 'Dhaka Central' },
    { id: 2, name: 'Chattogram' },
  ],
  vehicles: [
    { id: 1, name: 'Bicycle' },
    { id: 2, name: 'Motorbike' },
  ],
};

/** A complete personal step. */
export const riderPersonal = {
  f_name: 'Rafi',
  l_name: 'Ahmed',
  email: 'rafi.rider@example.com',
  phone: '+8801712345678',
  identity_type: 'nid' as const,
  identity_number: 'NID-556677',
  zone_id: '2',
  vehicle_id: '2',
  earning: '1' as const,
};

export const riderAccount = { password: 'Rider#2026', confirm_password: 'Rider#2026' };

export const deliverymanRegistrationPaths: MachinePathConfig = {
  machine: withInertActors(deliverymanRegistrationMachine),
  variants: {
    NEXT: [{ values: riderPersonal }],
    BACK: [{ account: { password: 'Rider#20', confirm_password: '' } }],
    SUBMIT: [{ account: riderAccount }],
    ADD_IMAGES: [{ files: [photo(), receipt()] }],
    REMOVE_IMAGE: [{ index: 0 }],
    SET_PHOTO: [{ file: photo() }],
    'xstate.done.actor.loadChoices': [{ output: joiningChoices }],
    'xstate.error.actor.loadChoices': [{ error: new Error('Too many requests, please slow down.') }],
    'xstate.done.actor.register': [{ output: 'Delivery man added successfully.' }],
    'xstate.error.actor.register': [{ error: new Error('The email has already been taken.') }],
  },
  // the guards read whether identity images are held (a removal names one); the rest decides nothing
  serializeContext: (c: { images: Blob[]; photo: Blob | null }) => ({ images: c.images.length > 0, photo: !!c.photo }),
};
