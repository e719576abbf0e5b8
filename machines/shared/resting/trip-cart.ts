// The resting snapshot of the trip-cart statechart, which starts on intent (src/ui/lazy-flow.tsx): written by
// `npm run machines:at-rest` (scripts/at-rest.ts) from the machine itself; never edited by hand.
import type { tripCartMachine } from '../../trip-cart.machine.ts';
import type { FlowSnapshot } from '../at-rest.ts';

export const tripCartAtRest: FlowSnapshot<typeof tripCartMachine> = {
  context: { cart: { lines: [], trip: null }, pending: null, conflicts: [], lineChange: null },
  hasTag: (tag) => ['idle'].includes(tag),
  can: (event) => ['CART_CHANGED', 'CHANGE_QUANTITY'].includes(event.type),
};
