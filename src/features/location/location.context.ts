import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { locationMachine, type ZoneLookupResult } from '../../../machines/location.machine.ts';
import { fetchSavedAddresses, lookupZone, placeAutocomplete, placeDetails, reverseGeocode } from '../../api/geo.ts';
import { storeLocation } from '../../session/storage.ts';
import { useIsRental } from '../../session/hooks.ts';
import { paths } from '../../routes/paths.ts';
import toast, { loadToasts } from '../../ui/toast.ts';
import { type LazyFlow } from '../../ui/lazy-flow.tsx';
import { useFlowEmitted } from '../../ui/use-flow-emitted.ts';
import { LocationFlowOverridesContext, type LocationActorRef } from './location-flow-overrides.ts';
import type { LatLng, PlaceDetails, PlaceSuggestion, SavedAddress } from '../../../domain/geo.ts';

/** Spec part 1 §9: geolocation decision timeout 5000 ms (the browser's own timeout, next to the machine's). */
export const geolocationTimeoutMs = 5000;

/** The browser's current position; rejects with the GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
export function currentPosition(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject({ code: 2, message: 'Geolocation is not supported.' });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject({ code: error.code, message: error.message }),
      { timeout: geolocationTimeoutMs, maximumAge: 60_000, enableHighAccuracy: true },
    );
  });
}

/**
 * Binds the location statechart to the browser's geolocation, the geo API and storage. Its toasts and the reload
 * onto /home are emitted and handled by `LocationSignals`.
 */
export function createLocationMachine() {
  return locationMachine.provide({
    actors: {
      geolocate: fromPromise<LatLng>(() => currentPosition()),
      autocomplete: fromPromise<PlaceSuggestion[], { text: string }>(({ input, signal }) =>
        placeAutocomplete(input.text, signal),
      ),
      placeDetails: fromPromise<PlaceDetails, { placeId: string }>(({ input, signal }) =>
        placeDetails(input.placeId, signal),
      ),
      loadSavedAddresses: fromPromise<SavedAddress[]>(({ signal }) => fetchSavedAddresses(signal)),
      reverseGeocode: fromPromise<string, { latLng: LatLng }>(({ input, signal }) =>
        reverseGeocode(input.latLng, signal),
      ),
      zoneLookup: fromPromise<ZoneLookupResult, { latLng: LatLng }>(({ input, signal }) =>
        lookupZone(input.latLng, signal),
      ),
    },
    actions: {
      storeLocation: ({ context }) => {
        if (context.address && context.point && context.zoneId)
          storeLocation(context.address, context.point, context.zoneId);
      },
    },
  });
}

/** The full reload onto /home once the location is stored. */
const reloadOntoHome = () => window.location.assign(paths.home);

/**
 * What the location machine tells its views: 'To select from saved addresses, you need to sign in', a failed
 * call's message, the saved-location toast (pickup wording for a rental module) and the reload onto /home. Mounted
 * with the statechart (location-flow.tsx): what the first press made it emit is held for these listeners.
 */
export function LocationSignals({ flow }: { flow: LazyFlow<LocationActorRef> }) {
  const { t } = useTranslation();
  const { reloadHome = reloadOntoHome } = useContext(LocationFlowOverridesContext);
  const rental = useIsRental();
  // The saved-location toast shows for a fixed moment before the reload: the toast library (loaded after the first
  // render otherwise) must be there by then, or a slow device reloads before the toast ever shows.
  useEffect(() => void loadToasts().catch(() => undefined), []);
  useFlowEmitted(flow, 'signInRequired', () => void toast(t('location.signInForSaved'), { icon: 'ℹ️' }));
  useFlowEmitted(flow, 'failed', ({ message }) => void toast.error(message || t('location.errors.failed')));
  useFlowEmitted(
    flow,
    'saved',
    () => void toast.success(t(rental ? 'location.toast.pickup' : 'location.toast.delivery')),
  );
  useFlowEmitted(flow, 'reloadHome', () => reloadHome());
  return null;
}
