// The resting snapshot of the item-configurator statechart, which starts on intent (src/ui/lazy-flow.tsx): written by
// `npm run machines:at-rest` (scripts/at-rest.ts) from the machine itself; never edited by hand.
import type { itemConfiguratorMachine } from '../../item-configurator.machine.ts';
import type { FlowSnapshot } from '../at-rest.ts';
import { closedConfiguratorContext } from '../../item-configurator.start.ts';

export const itemConfiguratorAtRest: FlowSnapshot<typeof itemConfiguratorMachine> = {
  context: closedConfiguratorContext(),
  hasTag: () => false,
  can: (event) => ['OPEN'].includes(event.type),
};
