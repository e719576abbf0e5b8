import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { configQueries } from '../../api/config.ts';
import { customerQueries } from '../../api/customer.ts';
import type { RentalCart } from '../../api/rental.ts';
import { tripCouponBase, type TripPrice } from '../../../domain/pricing/rental.ts';
import { hasContactPerson, tripPaymentMethods } from '../../../domain/trip-booking.ts';
import { session } from '../../session/storage.ts';
import { Button } from '../../ui/button.tsx';
import type { RentalBookingActor } from './rental-booking.context.ts';
import { useRentalSearch } from './search-store.ts';
import { bookingFactsOf, rememberContactPerson } from './trip-booking-facts.ts';
import { TripContactFields } from './trip-contact-fields.tsx';
import { TripCouponField } from './trip-coupon-field.tsx';
import { TripPaymentChoice } from './trip-payment-choice.tsx';
import { TripPickupField } from './trip-pickup-field.tsx';

const problemKeys = {
  contact: 'rental.booking.contactRequired',
  destination: 'rental.booking.destinationRequired',
  walletBalance: 'rental.booking.walletShort',
} as const;

/**
 * Booking from the trip cart (spec part 2 §7 trip-booking and payment): a guest's contact person, the pickup time,
 * a coupon code (checked by the server for the provider), a note, and the payment: cash, the wallet (customers, with
 * the balance) or digital (the returned payment page). The rental-booking flow holds the form; 'Book Now' sends it
 * the cart's facts.
 */
export function TripBookingForm({
  actor,
  cart,
  price,
  money,
}: {
  actor: RentalBookingActor;
  cart: RentalCart;
  price: TripPrice;
  money: (n: number) => string;
}) {
  const { t } = useTranslation();
  const { pickupAt } = useRentalSearch();
  const guest = !session.token();
  const config = useQuery(configQueries.config()).data;
  const walletBalance = useQuery(customerQueries.info()).data?.wallet_balance ?? 0;
  const busy = useSelector(actor, (s) => s.hasTag('busy') || s.hasTag('redirecting') || s.hasTag('booked'));
  const checkingCoupon = useSelector(actor, (s) => s.hasTag('checkingCoupon'));
  const problem = useSelector(actor, (s) => s.context.problem);
  const note = useSelector(actor, (s) => s.context.fields.note);
  const methods = tripPaymentMethods({
    cashOnDelivery: config?.cash_on_delivery !== false,
    walletStatus: config?.customer_wallet_status === 1,
    digitalPayment: !!config?.digital_payment,
    guest,
  });
  const book = () => {
    const contact = actor.getSnapshot().context.fields.contact;
    if (guest && hasContactPerson(contact)) rememberContactPerson(contact);
    const facts = bookingFactsOf({ cart, price, guest, walletBalance, pickupAt });
    actor.send({ type: 'BOOK', facts, now: new Date() });
  };
  return (
    <Form
      aria-label={t('rental.booking.title')}
      onSubmit={(e) => {
        e.preventDefault();
        book();
      }}
    >
      <h3>{t('rental.booking.title')}</h3>
      {guest && <TripContactFields actor={actor} />}
      <TripPickupField actor={actor} />
      <TripCouponField actor={actor} providerId={cart.carts[0]!.provider_id} base={tripCouponBase(price)} />
      <Label>
        <span>{t('rental.booking.note')}</span>
        <textarea
          value={note}
          maxLength={1000}
          onChange={(e) => actor.send({ type: 'SET_NOTE', note: e.target.value })}
        />
      </Label>
      <TripPaymentChoice actor={actor} methods={methods} balance={money(walletBalance)} />
      {problem && <p role="alert">{t(problemKeys[problem])}</p>}
      <Button type="submit" $size="lg" disabled={busy || checkingCoupon}>
        {busy ? t('rental.booking.booking') : t('rental.booking.bookNow')}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;
const Label = styled.label`
  display: grid;
  gap: 2px;
  textarea {
    min-height: 64px;
    font: inherit;
  }
`;
