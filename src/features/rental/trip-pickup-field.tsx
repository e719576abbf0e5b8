import { useTranslation } from 'react-i18next';
import { isPickupNow } from '../../../domain/trip-cart.ts';
import { DateTimeField } from '../../ui/date-time-field.tsx';
import type { RentalBookingActor } from './rental-booking.context.ts';
import { setRentalSearch, useRentalSearch } from './search-store.ts';

/**
 * The pickup time: the rental search's (shared with the search form and the cart calls); 'Pickup Now' when it is not
 * in the future. A change tells the booking flow (it leaves a refusal).
 */
export function TripPickupField({ actor }: { actor: RentalBookingActor }) {
  const { t } = useTranslation();
  const { pickupAt } = useRentalSearch();
  return (
    <DateTimeField
      label={t('rental.booking.pickupTime')}
      hint={isPickupNow(pickupAt ? new Date(pickupAt) : null, new Date()) ? t('rental.booking.now') : undefined}
      value={pickupAt}
      onValueChange={(value) => {
        setRentalSearch({ pickupAt: value });
        actor.send({ type: 'PICKUP_CHANGED' });
      }}
    />
  );
}
