// The resting snapshot of the newsletter statechart, which starts on intent (src/ui/lazy-flow.tsx): written by
// `npm run machines:at-rest` (scripts/at-rest.ts) from the machine itself; never edited by hand.
import type { newsletterMachine } from '../../newsletter.machine.ts';
import { restingSnapshot } from '../at-rest.ts';

export const newsletterAtRest = restingSnapshot<typeof newsletterMachine>({
  value: 'editing',
  context: { email: '' },
  tags: [],
  accepts: ['CHANGE', 'SUBMIT'],
});
