import type { Vehicle } from '../../api/rental.ts';
import { VehiclePrices } from './vehicle-prices.tsx';
import { VehicleSpecs } from './vehicle-specs.tsx';
import { useVehicleProvider, VehicleProvider } from './vehicle-provider.tsx';
import { VehicleReviews } from './vehicle-reviews.tsx';

/**
 * A vehicle's page under its photos and description: its prices, its facts, its provider and the provider's latest
 * reviews. A chunk of its own (the page's first load carries the name, the offer and the photos); the server's page
 * has it all the same, as it waits for every part before it sends the page.
 */
export default function VehicleMore({ vehicle }: { vehicle: Vehicle }) {
  const provider = useVehicleProvider(vehicle);
  return (
    <>
      <VehiclePrices vehicle={vehicle} />
      <VehicleSpecs vehicle={vehicle} />
      <VehicleProvider provider={provider} />
      {provider && <VehicleReviews provider={provider} />}
    </>
  );
}
