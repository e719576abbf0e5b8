import { fromPromise } from 'xstate';
import { locationMachine, type ZoneLookupResult } from '../../../machines/location.machine.ts';
import { fetchSavedAddresses, lookupZone, placeAutocomplete, placeDetails, reverseGeocode } from '../../api/geo.ts';
import { storeLocation } from '../../session/storage.ts';
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
 * onto /home are emitted and handled by `useLocationSignals` in the views.
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
