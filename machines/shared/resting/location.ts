// The resting snapshot of the location statechart, which starts on intent (src/ui/lazy-flow.tsx): written by
// `npm run machines:at-rest` (scripts/at-rest.ts) from the machine itself; never edited by hand.
import type { locationMachine } from '../../location.machine.ts';
import type { FlowSnapshot } from '../at-rest.ts';

export const locationAtRest: FlowSnapshot<typeof locationMachine> = {
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
  hasTag: (tag) => ['choosing'].includes(tag),
  can: (event) => ['LOCATE', 'OPEN_MAP', 'OPEN_SAVED'].includes(event.type),
};
