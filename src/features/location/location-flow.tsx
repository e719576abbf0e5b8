import { createContext, useContext, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { configQueries } from '../../api/config.ts';
import { session } from '../../session/storage.ts';
import { parseLatLng } from '../../../domain/geo.ts';
import { locationAtRest } from '../../../machines/shared/resting/location.ts';
import type { FlowSnapshot } from '../../../machines/shared/at-rest.ts';
import type { locationMachine } from '../../../machines/location.machine.ts';
import { flowStarter, lazyFlow, useFlowSelector, type LazyFlow } from '../../ui/lazy-flow.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import {
  LocationFlowOverridesContext,
  type LocationActorRef,
  type LocationFlowOverrides,
} from './location-flow-overrides.ts';

// The statechart, its bindings and XState are a chunk of their own: the landing page's first render shows the panel
// as the flow's initial state does (which starts nothing: no call, no timer), and the flow starts when it is about to
// be used. Its signals (toasts, the reload) travel with it: what the chart emits before they listen is held for them.
const bound = () => import('./location.context.ts');
const starter = flowStarter(
  () =>
    bound().then(
      ({ createLocationMachine }) =>
        ({ adapt }: LocationFlowOverrides) =>
          adapt ? adapt(createLocationMachine()) : createLocationMachine(),
    ),
  () => bound().then((m) => m.LocationSignals),
);

/** Loads the location statechart ahead (a story, which expects it at once). */
export const preloadLocationFlow = starter.preload;

const FlowContext = createContext<LazyFlow<LocationActorRef> | null>(null);

function useFlow() {
  const flow = useContext(FlowContext);
  if (!flow) throw new Error('the location flow is used outside of LocationFlowProvider');
  return flow;
}

/**
 * The location flow as the panel, the place search, the map and the saved-address dialogs use it: what they send
 * (before the statechart has started, events wait for it and reach it in order) and what they read of its state
 * (before it has started, its resting snapshot).
 */
export const LocationActor = {
  useActorRef: (): LazyFlow<LocationActorRef> => useFlow(),
  useSelector: <T,>(selector: (snapshot: FlowSnapshot<typeof locationMachine>) => T): T =>
    useFlowSelector(useFlow(), locationAtRest, selector),
};

/**
 * The location flow once config has answered: the map opens on the stored location, else on
 * config.default_location. The statechart starts with the first event a view sends (a press, a typed letter: it
 * waits for the chart and reaches it in order) or when the shopper comes to the panel (`prepare`, the pointer or
 * the focus on it): a page left alone loads none of it.
 */
export function LocationFlowProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const config = useQuery(configQueries.config());
  const overrides = useContext(LocationFlowOverridesContext);
  const [flow] = useState(() => lazyFlow<LocationActorRef>());
  if (config.isPending)
    return (
      <div role="status" aria-label={t('common.loading')}>
        <Skeleton $h="180px" />
      </div>
    );
  const initialCenter = session.latLng() ?? parseLatLng(config.data?.default_location);
  // `clock: undefined` would replace the default clock: pass it only when a test gives one.
  const options = { input: { initialCenter }, ...(overrides.clock ? { clock: overrides.clock } : {}) };
  return (
    <FlowContext.Provider value={flow}>
      {children}
      <starter.Start flow={flow} deps={overrides} options={options} />
    </FlowContext.Provider>
  );
}
