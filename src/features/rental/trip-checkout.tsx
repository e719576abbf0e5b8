import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useQuery } from '@tanstack/react-query';
import { configQueries } from '../../api/config.ts';
import type { RentalCart } from '../../api/rental.ts';
import { tripDetailsPath } from '../../routes/paths.ts';
import { createRentalBookingMachine } from './rental-booking.context.ts';
import { TripBookingForm } from './trip-booking-form.tsx';
import { priceOfCart } from './trip-price.ts';
import { TripAmounts } from './trip-amounts.tsx';
import { typedBooking, useBookingSignals, useTypedBookingKept } from './use-booking-signals.ts';

/**
 * Under a non-empty trip cart: the price with the applied coupon and the booking form, both over one rental-booking
 * flow (started with the guest's last contact person; a new one for each cart shown).
 */
export function TripCheckout({ cart, money }: { cart: RentalCart; money: (n: number) => string }) {
  const [machine] = useState(() => createRentalBookingMachine((id) => `${location.origin}${tripDetailsPath(id)}`));
  const [input] = useState(typedBooking);
  const actor = useActorRef(machine, { input });
  useBookingSignals(actor);
  useTypedBookingKept(actor);
  const coupon = useSelector(actor, (s) => s.context.fields.coupon);
  const config = useQuery(configQueries.config()).data;
  const price = priceOfCart(cart, new Date(), coupon, config);
  if (!price) return null;
  return (
    <>
      <TripAmounts amounts={price} money={money} totalTestId="trip-total" />
      <TripBookingForm actor={actor} cart={cart} price={price} money={money} />
    </>
  );
}
