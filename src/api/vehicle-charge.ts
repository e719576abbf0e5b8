// The delivery vehicle's extra charge for a distance (GET /api/v1/vehicle/extra_charge?distance=, as 6amMart clients
// ask it): the delivery fee of a store order and of a parcel includes it (domain/pricing/delivery.ts, parcel.ts).
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import { numberOf } from './lenient.ts';

export const vehicleChargeQueries = {
  /** The extra charge at `distance` km (no query while the distance is unknown). */
  at: (distance: number | null) =>
    queryOptions({
      queryKey: ['vehicle-extra-charge', distance],
      queryFn: async () =>
        // a bare number; read leniently (6amMart answers it as a number or a numeric string)
        numberOf(await unwrap(api.GET('/api/v1/vehicle/extra_charge', { params: { query: { distance: distance! } } }))),
      enabled: distance !== null,
      staleTime: 60_000,
    }),
};
