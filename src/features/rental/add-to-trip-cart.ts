import type { Vehicle } from '../../api/rental.ts';
import { tripRequestOf, useRentalSearch } from './search-store.ts';
import { useTripCartActor, useTripCartState } from './trip-cart.context.ts';
import { tripVehicleOf } from './vehicle-model.ts';

/** Adding a vehicle to the trip cart with the current search's trip (vehicle cards, the wishlist drawer). */
export function useAddToTripCart() {
  const actor = useTripCartActor();
  const busy = useTripCartState((s) => !s.hasTag('idle'));
  const search = useRentalSearch();
  return {
    busy,
    add: (vehicle: Vehicle) =>
      actor.send({ type: 'ADD', vehicle: tripVehicleOf(vehicle), trip: tripRequestOf(search) }),
  };
}
