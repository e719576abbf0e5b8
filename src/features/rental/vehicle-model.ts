import type { Vehicle } from '../../api/rental.ts';
import type { TripVehicle } from '../../../domain/trip-cart.ts';

/** The trip cart rules' view of a vehicle (total_vehicles, also seen as total_vehicle_count). */
export const tripVehicleOf = (v: Vehicle): TripVehicle => ({
  id: v.id,
  provider_id: v.provider_id,
  total_vehicles: v.total_vehicles || v.total_vehicle_count,
});
