import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { tripCartMachine } from '../../../machines/trip-cart.machine.ts';
import type { FlowSnapshot } from '../../../machines/shared/at-rest.ts';
import { tripCartAtRest } from '../../../machines/shared/resting/trip-cart.ts';
import { useFlowSelector, type LazyFlow } from '../../ui/lazy-flow.tsx';

// No XState values here: the rental pages' first load carries the views, and the statechart follows in its own chunk
// (trip-cart.binding.ts).

export type TripCartActor = ActorRefFrom<typeof tripCartMachine>;

export const TripCartContext = createContext<LazyFlow<TripCartActor> | null>(null);

/**
 * The page's trip cart as its views use it (the rental pages mount TripCartProvider): what they send (before the
 * statechart has started, events wait for it and reach it in order).
 */
export function useTripCartActor(): LazyFlow<TripCartActor> {
  const later = useContext(TripCartContext);
  if (!later) throw new Error('useTripCartActor outside TripCartProvider');
  return later;
}

/** What a view reads of the trip cart: the started statechart's state, or until then its initial one. */
export function useTripCartState<T>(selector: (snapshot: FlowSnapshot<typeof tripCartMachine>) => T): T {
  return useFlowSelector(useTripCartActor(), tripCartAtRest, selector);
}

/** The trip cart statechart's tags that show a dialog (trip-cart-dialogs.tsx). */
const TRIP_CART_DIALOGS = [
  'providerDialog',
  'tripTypeDialog',
  'durationDialog',
  'conflictList',
  'resetDialog',
] as const;

/** The dialog the trip cart asks for, if any. */
export const useTripCartDialog = () => useTripCartState((s) => TRIP_CART_DIALOGS.find((tag) => s.hasTag(tag)));
