// Delivery vehicle extra charge (6amMart's `vehicles` of delivery men): each active vehicle covers a distance range
// [starting_coverage_area, maximum_coverage_area] km and adds extra_charges to the delivery fee. The vehicle whose
// range holds the distance applies (the one with the smallest start when ranges overlap); past every range the
// vehicle with the nearest larger start; nothing otherwise (0).

export interface DeliveryVehicle {
  startingCoverageArea: number;
  maximumCoverageArea: number;
  extraCharges: number;
  status: number;
}

/** The vehicle that delivers over `distance` km, or null. */
export function vehicleFor<V extends DeliveryVehicle>(vehicles: readonly V[], distance: number): V | null {
  const active = vehicles.filter((v) => v.status === 1).sort((a, b) => a.startingCoverageArea - b.startingCoverageArea);
  return (
    active.find((v) => v.startingCoverageArea <= distance && v.maximumCoverageArea >= distance) ??
    active.find((v) => v.startingCoverageArea >= distance) ??
    null
  );
}

/** The extra charge for a delivery over `distance` km (0 without a vehicle). */
export const vehicleExtraCharge = (vehicles: readonly DeliveryVehicle[], distance: number) =>
  vehicleFor(vehicles, distance)?.extraCharges ?? 0;
