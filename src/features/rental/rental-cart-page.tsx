import { RentalPage } from './rental-page.tsx';
import { TripCartPanel } from './trip-cart-panel.tsx';

/** `/rental/cart`: the trip cart on small screens (spec part 2 §2). */
export function RentalCartPage() {
  return (
    <RentalPage panel={false}>
      <TripCartPanel />
    </RentalPage>
  );
}
