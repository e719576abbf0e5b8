import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createActorContext } from '@xstate/react';
import type { ActorOptions } from 'xstate';
import { locationMachine } from '../../../machines/location.machine.ts';
import { configQueries } from '../../api/config.ts';
import { session } from '../../session/storage.ts';
import { parseLatLng } from '../../domain/geo.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { createLocationMachine } from './location.context.ts';

/** The running location flow, shared by the panel, the place search, the map and the saved-address dialogs. */
export const LocationActor = createActorContext(locationMachine);

/** Tests swap actors, side effects or the clock here (the real bindings stay otherwise). */
export interface LocationFlowOverrides {
  adapt?: (machine: typeof locationMachine) => typeof locationMachine;
  clock?: ActorOptions<typeof locationMachine>['clock'];
}
export const LocationFlowOverridesContext = createContext<LocationFlowOverrides>({});

/**
 * Starts the location statechart once config has answered: the map opens on the stored location, else on
 * config.default_location.
 */
export function LocationFlowProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const overrides = useContext(LocationFlowOverridesContext);
  const config = useQuery(configQueries.config());
  const logic = useMemo(() => {
    const bound = createLocationMachine({ t });
    return overrides.adapt ? overrides.adapt(bound) : bound;
  }, [t, overrides]);
  if (config.isPending)
    return (
      <div role="status" aria-label={t('common.loading')}>
        <Skeleton $h="180px" />
      </div>
    );
  const initialCenter = session.latLng() ?? parseLatLng(config.data?.default_location);
  return (
    // `clock: undefined` would replace the default clock: pass it only when a test gives one.
    <LocationActor.Provider
      logic={logic}
      options={{ input: { initialCenter }, ...(overrides.clock ? { clock: overrides.clock } : {}) }}
    >
      {children}
    </LocationActor.Provider>
  );
}
