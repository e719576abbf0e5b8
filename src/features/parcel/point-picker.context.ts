import { addressMachine } from '../../../machines/address.machine.ts';
import { resolvePoint } from '../../shop/map-point-picker.tsx';

/**
 * The map picker of a parcel's sender or receiver: the address statechart's map part (drag → address + zone; outside
 * every zone refused), bound to geocoding and the zone lookup. Nothing is saved: the place goes to the parcel form.
 */
export function createPointPickerMachine() {
  return addressMachine.provide({ actors: { resolvePoint } });
}
