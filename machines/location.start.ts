// The location flow's starting context, apart from the statechart (location.machine.ts): the views read it before the
// statechart (and XState) has loaded (src/features/location/location-at-rest.ts), so it must not import XState.
import type { LatLng } from '../domain/geo.ts';

/**
 * Nothing searched, picked or wrong yet; the map opens on `initialCenter`. (Its type is the machine's
 * `LocationContext`, which the machine checks where it uses it: importing that type here would make a circle.)
 */
export const startingLocationContext = (initialCenter: LatLng | null) => ({
  initialCenter,
  query: '',
  suggestions: [],
  savedAddresses: [],
  point: null,
  address: null,
  zoneId: null,
  problem: null,
});
