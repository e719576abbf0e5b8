import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { TripPaymentMethod } from '../../../domain/trip-booking.ts';
import type { RentalBookingActor } from './rental-booking.context.ts';

/** The payment methods offered (the wallet with its balance). */
export function TripPaymentChoice({
  actor,
  methods,
  balance,
}: {
  actor: RentalBookingActor;
  methods: TripPaymentMethod[];
  /** The wallet balance as shown. */
  balance: string;
}) {
  const { t } = useTranslation();
  const chosen = useSelector(actor, (s) => s.context.fields.paymentMethod);
  return (
    <fieldset>
      <legend>{t('rental.booking.payment')}</legend>
      {methods.map((m) => (
        <label key={m}>
          <input
            type="radio"
            name="trip_payment_method"
            checked={chosen === m}
            onChange={() => actor.send({ type: 'SET_PAYMENT', method: m })}
          />{' '}
          {t(`rental.booking.methods.${m}`)}
          {m === 'wallet' && ` (${t('rental.booking.balance', { amount: balance })})`}
        </label>
      ))}
    </fieldset>
  );
}
