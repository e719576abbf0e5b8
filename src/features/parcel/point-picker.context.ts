import { fromPromise } from 'xstate';
import { addressMachine, type ResolvedPoint } from '../../../machines/address.machine.ts';
import { lookupZone, reverseGeocode } from '../../api/geo.ts';
import type { LatLng } from '../../domain/geo.ts';

/**
 * The map picker of a parcel's sender or receiver: the address statechart's map part (drag → address + zone; outside
 * every zone refused), bound to geocoding and the zone lookup. Nothing is saved: the place goes to the parcel form.
 */
export function createPointPickerMachine() {
  return addressMachine.provide({
    actors: {
      resolvePoint: fromPromise<ResolvedPoint, { point: LatLng }>(async ({ input, signal }) => {
        const [address, zone] = await Promise.all([
          reverseGeocode(input.point, signal),
          lookupZone(input.point, signal),
        ]);
        return { address, zoneId: zone.zoneId };
      }),
    },
  });
}
