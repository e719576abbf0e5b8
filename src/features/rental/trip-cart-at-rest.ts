import type { SnapshotFrom } from 'xstate';
import type { tripCartMachine } from '../../../machines/trip-cart.machine.ts';
import { startingTripCartContext } from '../../../machines/trip-cart.start.ts';
import { emptyTripCart } from '../../../domain/trip-cart.ts';

export type TripCartSnapshot = SnapshotFrom<typeof tripCartMachine>;

/**
 * The trip cart's initial state ('idle': no dialog, nothing pending or changing) as its views read it — its tags and
 * its context — while the statechart has not started (trip-cart.context.ts): what the server renders and the
 * browser's first render shows. (The views read the cart itself from the query cache, not from the context.)
 * test/machines/trip-cart-at-rest.test.ts checks it against the machine's own initial snapshot.
 */
export const tripCartAtRest = {
  context: startingTripCartContext(emptyTripCart),
  hasTag: (tag: string) => tag === 'idle',
} as unknown as TripCartSnapshot;
