import { storeRegistrationMachine } from '../../machines/store-registration.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';
import { photo } from './order-refund.paths.ts';

/** Zones as the (fake) server lists them: Dhaka Central's area holds the store's point, Chattogram's does not. */
export const storeZones = [
  {
    id: 1,
    name: 'Dhaka Central',
    ring: [
      [23.7, 90.3],
      [23.7, 90.5],
      [23.9, 90.5],
      [23.9, 90.3],
    ] as [number, number][],
  },
  {
    id: 2,
    name: 'Chattogram',
    ring: [
      [22.2, 91.7],
      [22.2, 91.9],
      [22.5, 91.9],
      [22.5, 91.7],
    ] as [number, number][],
  },
];

export const storeChoices = (subscriptions: boolean) => ({
  zones: storeZones,
  modules: [
    { id: 1, name: 'Grocery' },
    { id: 3, name: 'Food' },
  ],
  subscriptions,
  commission: true,
});

export const storePackages = [
  { id: 11, name: 'Basic', price: 29, validity: 30 },
  { id: 12, name: 'Pro', price: 79, validity: 90 },
];

/** A complete business step: a grocery in Dhaka Central, its point inside the zone. */
export const storeBusiness = {
  name: 'Corner Grocer',
  address: '4 Lake Road, Dhaka',
  zone_id: '1',
  module_id: '1',
  latitude: '23.7925',
  longitude: '90.4078',
  minimum_delivery_time: '20',
  maximum_delivery_time: '40',
  delivery_time_type: 'min' as const,
  tax: '5',
};

export const storeOwner = {
  f_name: 'Nadia',
  l_name: 'Karim',
  email: 'nadia.owner@example.com',
  phone: '+8801812345678',
  password: 'Owner#2026',
  confirm_password: 'Owner#2026',
};

export const storeRegistrationPaths: MachinePathConfig = {
  machine: withInertActors(storeRegistrationMachine),
  variants: {
    NEXT: [{ business: storeBusiness }],
    NEXT_OWNER: [{ owner: storeOwner }],
    SUBMIT: [{ owner: storeOwner }],
    BACK: [{ owner: { ...storeOwner, password: 'Owner#20', confirm_password: '' } }],
    CHOOSE_PLAN: (snapshot) => [
      (snapshot.context as { plan: { business_plan: string } | null }).plan?.business_plan === 'subscription'
        ? { plan: { business_plan: 'commission' } }
        : { plan: { business_plan: 'subscription', package_id: 12 } },
    ],
    SET_LOGO: [{ file: photo() }],
    SET_COVER: [{ file: photo() }],
    'xstate.done.actor.loadChoices': [{ output: storeChoices(true) }, { output: storeChoices(false) }],
    'xstate.error.actor.loadChoices': [{ error: new Error('Too many requests, please slow down.') }],
    'xstate.done.actor.loadPackages': [{ output: storePackages }],
    'xstate.error.actor.loadPackages': [{ error: new Error('Too many requests, please slow down.') }],
    'xstate.done.actor.register': (snapshot) => [
      {
        output: {
          storeId: 501,
          message: 'Application placed successfully.',
          subscription:
            (snapshot.context as { plan: { business_plan: string } | null }).plan?.business_plan === 'subscription',
        },
      },
    ],
    'xstate.error.actor.register': [{ error: new Error('The email has already been taken.') }],
    'xstate.done.actor.startTrial': [{ output: 'Application placed successfully.' }],
    'xstate.error.actor.startTrial': [{ error: new Error('The selected package id is invalid.') }],
  },
  // the guards read the plans offered, the images held and the plan chosen
  serializeContext: (c: {
    subscriptions: boolean;
    logo: Blob | null;
    cover: Blob | null;
    plan: { business_plan: string } | null;
  }) => ({ subscriptions: c.subscriptions, logo: !!c.logo, cover: !!c.cover, plan: c.plan?.business_plan ?? null }),
};
