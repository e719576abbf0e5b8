// The resting snapshot of the newsletter statechart, which starts on intent (src/ui/lazy-flow.tsx): written by
// `npm run machines:at-rest` (scripts/at-rest.ts) from the machine itself; never edited by hand.
import type { newsletterMachine } from '../../newsletter.machine.ts';
import type { FlowSnapshot } from '../at-rest.ts';

export const newsletterAtRest: FlowSnapshot<typeof newsletterMachine> = {
  context: { email: '' },
  hasTag: () => false,
  can: (event) => ['CHANGE', 'SUBMIT'].includes(event.type),
};
