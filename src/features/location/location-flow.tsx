import { createContext, useContext, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { configQueries } from '../../api/config.ts';
import { session } from '../../session/storage.ts';
import { parseLatLng } from '../../../domain/geo.ts';
import { actorComponent, actorLater, useLaterSelector, WhenWanted, type ActorLater } from '../../ui/actor-later.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { locationAtRest, type LocationSnapshot } from './location-at-rest.ts';
import type { LocationActorRef } from './location-flow-overrides.ts';

// The statechart, its bindings and XState are a chunk of their own (location-flow-live.tsx): the landing page's
// first render shows the panel as the flow's initial state does (which starts nothing: no call, no timer), and the
// flow starts when it is about to be used.
const live = actorComponent(() => import('./location-flow-live.tsx').then((m) => m.LocationFlowLive));
const LocationFlowLive = live.Component;

/** Loads the location statechart ahead (the view tests, which expect it at once). */
export const preloadLocationFlow = live.preload;

const FlowContext = createContext<ActorLater<LocationActorRef> | null>(null);

function useFlow() {
  const later = useContext(FlowContext);
  if (!later) throw new Error('the location flow is used outside of LocationFlowProvider');
  return later;
}

/**
 * The location flow as the panel, the place search, the map and the saved-address dialogs use it: what they send
 * (before the statechart has started, events wait for it and reach it in order) and what they read of its state
 * (before it has started, its initial state: location-at-rest.ts).
 */
export const LocationActor = {
  useActorRef: (): ActorLater<LocationActorRef> => useFlow(),
  useSelector: <T,>(selector: (snapshot: LocationSnapshot) => T): T =>
    useLaterSelector(useFlow(), locationAtRest, selector),
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
  const [later] = useState(() => actorLater<LocationActorRef>());
  if (config.isPending)
    return (
      <div role="status" aria-label={t('common.loading')}>
        <Skeleton $h="180px" />
      </div>
    );
  const initialCenter = session.latLng() ?? parseLatLng(config.data?.default_location);
  return (
    <FlowContext.Provider value={later}>
      {children}
      <WhenWanted later={later}>
        <LocationFlowLive later={later} initialCenter={initialCenter} />
      </WhenWanted>
    </FlowContext.Provider>
  );
}
