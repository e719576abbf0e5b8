import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast, { loadToasts } from '../../ui/toast.ts';
import { createActorContext } from '@xstate/react';
import type { ActorOptions } from 'xstate';
import { locationMachine } from '../../../machines/location.machine.ts';
import { configQueries } from '../../api/config.ts';
import { session } from '../../session/storage.ts';
import { useStoredModule } from '../../session/hooks.ts';
import { paths } from '../../app/paths.ts';
import { parseLatLng } from '../../../domain/geo.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { createLocationMachine } from './location.context.ts';

/** The running location flow, shared by the panel, the place search, the map and the saved-address dialogs. */
export const LocationActor = createActorContext(locationMachine);

/** Tests swap actors, side effects, the clock or the reload here (the real bindings stay otherwise). */
export interface LocationFlowOverrides {
  adapt?: (machine: typeof locationMachine) => typeof locationMachine;
  clock?: ActorOptions<typeof locationMachine>['clock'];
  /** Where the page goes once the location is stored (default: a full reload onto /home). */
  reloadHome?: () => void;
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
    const bound = createLocationMachine();
    return overrides.adapt ? overrides.adapt(bound) : bound;
  }, [overrides]);
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
      <LocationSignals />
      {children}
    </LocationActor.Provider>
  );
}

/** The full reload onto /home once the location is stored. */
const reloadOntoHome = () => window.location.assign(paths.home);

/**
 * What the location machine tells its views: 'To select from saved addresses, you need to sign in', a failed
 * call's message, the saved-location toast (pickup wording for a rental module) and the reload onto /home.
 */
function useLocationSignals() {
  const { t } = useTranslation();
  const actor = LocationActor.useActorRef();
  const { reloadHome = reloadOntoHome } = useContext(LocationFlowOverridesContext);
  const rental = useStoredModule()?.module_type === 'rental';
  // The saved-location toast shows for a fixed moment before the reload: the toast library (loaded after the first
  // render otherwise) must be there by then, or a slow device reloads before the toast ever shows.
  useEffect(() => void loadToasts().catch(() => undefined), []);
  useEffect(() => {
    const subscriptions = [
      actor.on('signInRequired', () => void toast(t('location.signInForSaved'), { icon: 'ℹ️' })),
      actor.on('failed', ({ message }) => void toast.error(message || t('location.errors.failed'))),
      actor.on('saved', () => void toast.success(t(rental ? 'location.toast.pickup' : 'location.toast.delivery'))),
      actor.on('reloadHome', () => reloadHome()),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, t, rental, reloadHome]);
}

/** Subscribes the flow's signals inside the provider (renders nothing). */
function LocationSignals() {
  useLocationSignals();
  return null;
}
