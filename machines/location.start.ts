// The location flow's starting context, apart from the statechart (location.machine.ts): the views read it before the
// statechart (and XState) has loaded (src/features/location/location-at-rest.ts), so it must not import XState.
import type { LatLng } from '../domain/geo.ts';
import type { LocationContext } from './location.machine.ts';

/** Nothing searched, picked or wrong yet; the map opens on `initialCenter`. */
export const startingLocationContext = (initialCenter: LatLng | null): LocationContext => ({
  initialCenter,
  query: '',
  suggestions: [],
  savedAddresses: [],
  point: null,
  address: null,
  zoneId: null,
  problem: null,
});
