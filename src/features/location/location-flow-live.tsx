// The location statechart at work: a chunk of its own (with XState), mounted by location-flow.tsx when the browser is
// idle after the first render or on the flow's first use.
import { useContext, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef } from '@xstate/react';
import type { LatLng } from '../../../domain/geo.ts';
import toast, { loadToasts } from '../../ui/toast.ts';
import { useAttachActor, type ActorLater } from '../../ui/actor-later.tsx';
import { useIsRental } from '../../session/hooks.ts';
import { paths } from '../../app/paths.ts';
import { createLocationMachine } from './location.context.ts';
import { LocationFlowOverridesContext, type LocationActorRef } from './location-flow-overrides.ts';

/** Starts the statechart (the map opens on `initialCenter`) and hands it to the views through `later`. */
export function LocationFlowLive({
  later,
  initialCenter,
}: {
  later: ActorLater<LocationActorRef>;
  initialCenter: LatLng | null;
}) {
  const overrides = useContext(LocationFlowOverridesContext);
  const logic = useMemo(() => {
    const bound = createLocationMachine();
    return overrides.adapt ? overrides.adapt(bound) : bound;
  }, [overrides]);
  // `clock: undefined` would replace the default clock: pass it only when a test gives one.
  const actor = useActorRef(logic, {
    input: { initialCenter },
    ...(overrides.clock ? { clock: overrides.clock } : {}),
  });
  useAttachActor(later, actor);
  useLocationSignals(actor);
  return null;
}

/** The full reload onto /home once the location is stored. */
const reloadOntoHome = () => window.location.assign(paths.home);

/**
 * What the location machine tells its views: 'To select from saved addresses, you need to sign in', a failed
 * call's message, the saved-location toast (pickup wording for a rental module) and the reload onto /home.
 */
function useLocationSignals(actor: LocationActorRef) {
  const { t } = useTranslation();
  const { reloadHome = reloadOntoHome } = useContext(LocationFlowOverridesContext);
  const rental = useIsRental();
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
