import type { SnapshotFrom } from 'xstate';
import type { locationMachine } from '../../../machines/location.machine.ts';
import { startingLocationContext } from '../../../machines/location.start.ts';

export type LocationSnapshot = SnapshotFrom<typeof locationMachine>;

/**
 * The location flow's initial state ('choosing', nothing searched, no problem) as its views read it — its tags and
 * its context — while the statechart has not started (location-flow.tsx): what the server renders and the browser's
 * first render shows. (`initialCenter` is the map's, read only once the statechart runs.)
 * test/machines/location-at-rest.test.ts checks it against the machine's own initial snapshot.
 */
export const locationAtRest = {
  context: startingLocationContext(null),
  hasTag: (tag: string) => tag === 'choosing',
} as unknown as LocationSnapshot;
