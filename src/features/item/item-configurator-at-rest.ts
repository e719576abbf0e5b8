import type { SnapshotFrom } from 'xstate';
import type { itemConfiguratorMachine } from '../../../machines/item-configurator.machine.ts';
import { closedConfiguratorContext } from '../../../machines/item-configurator.start.ts';

export type ItemConfiguratorSnapshot = SnapshotFrom<typeof itemConfiguratorMachine>;

/**
 * The item configurator's initial state ('closed': no tag, nothing chosen, only OPEN accepted) as its views read it
 * while the statechart has not started (use-item-configurator.ts): what the server renders and the browser's first
 * render shows. test/machines/item-configurator-at-rest.test.ts checks it against the machine's initial snapshot.
 */
export const configuratorAtRest = {
  context: closedConfiguratorContext(),
  hasTag: () => false,
  can: (event: { type: string }) => event.type === 'OPEN',
} as unknown as ItemConfiguratorSnapshot;
