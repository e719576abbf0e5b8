// The resting snapshot of each statechart that starts on intent (src/ui/lazy-flow.tsx): written by
// `npm run machines:at-rest` (scripts/at-rest.ts) from the machine itself; never edited by hand.
import type { itemConfiguratorMachine } from '../item-configurator.machine.ts';
import type { locationMachine } from '../location.machine.ts';
import type { newsletterMachine } from '../newsletter.machine.ts';
import type { tripCartMachine } from '../trip-cart.machine.ts';
import { restingSnapshot } from './at-rest.ts';

export const itemConfiguratorAtRest = restingSnapshot<typeof itemConfiguratorMachine>({
  value: 'closed',
  context: {
    item: null,
    availability: null,
    hasToken: false,
    cart: [],
    editingLineId: null,
    selection: { foodChoices: [], choiceIndexes: [], addOns: [], quantity: 1 },
  },
  tags: [],
  accepts: ['OPEN'],
});

export const locationAtRest = restingSnapshot<typeof locationMachine>({
  value: { choosing: 'idle' },
  context: {
    initialCenter: null,
    query: '',
    suggestions: [],
    savedAddresses: [],
    point: null,
    address: null,
    zoneId: null,
    problem: null,
  },
  tags: ['choosing'],
  accepts: ['LOCATE', 'OPEN_MAP', 'OPEN_SAVED'],
});

export const newsletterAtRest = restingSnapshot<typeof newsletterMachine>({
  value: 'editing',
  context: { email: '' },
  tags: [],
  accepts: ['CHANGE', 'SUBMIT'],
});

export const tripCartAtRest = restingSnapshot<typeof tripCartMachine>({
  value: 'idle',
  context: { cart: { lines: [], trip: null }, pending: null, conflicts: [], lineChange: null },
  tags: ['idle'],
  accepts: ['CART_CHANGED', 'CHANGE_QUANTITY'],
});
