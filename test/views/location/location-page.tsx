// The landing page with the location flow as its view tests set it up (location-harness.tsx), and the state gallery's
// location stories: the flow's API actors replaced by calls that wait until the test settles them.
import { fromPromise } from 'xstate';
import type { locationMachine } from '../../../machines/location.machine.ts';
import { LandingPage } from '../../../src/features/location/landing-page.tsx';
import {
  LocationFlowOverridesContext,
  type LocationFlowOverrides,
} from '../../../src/features/location/location-flow-overrides.ts';

import { fixtures } from '../../machines/location.paths.ts';

/** The config the location tests give: the business name and its default location (the map's first centre). */
export const configFixture = {
  business_name: 'Sixam Market',
  default_location: { lat: String(fixtures.initialCenter.lat), lng: String(fixtures.initialCenter.lng) },
};

export type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** The flow's API actors as calls that wait, each recorded in `pending` by name until the test settles it. */
export const withPendingActors =
  (pending: Record<string, Pending | undefined>) =>
  (machine: typeof locationMachine): typeof locationMachine => {
    const fake = (name: string) =>
      fromPromise(
        () =>
          new Promise((resolve, reject) => {
            pending[name] = { resolve, reject };
          }),
      );
    return machine.provide({
      actors: {
        autocomplete: fake('autocomplete'),
        placeDetails: fake('placeDetails'),
        loadSavedAddresses: fake('loadSavedAddresses'),
        reverseGeocode: fake('reverseGeocode'),
        zoneLookup: fake('zoneLookup'),
      } as never,
    }) as typeof machine;
  };

/** The landing page with the location flow's overrides. */
export const locationPage = (overrides: LocationFlowOverrides) => (
  <LocationFlowOverridesContext.Provider value={overrides}>
    <LandingPage />
  </LocationFlowOverridesContext.Provider>
);
