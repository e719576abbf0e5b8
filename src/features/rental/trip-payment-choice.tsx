import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { TripPaymentMethod } from '../../../domain/trip-booking.ts';
import type { RentalBookingActor } from './rental-booking.context.ts';
import { RadioCards } from '../../ui/radio-cards.tsx';

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
    <RadioCards
      legend={t('rental.booking.payment')}
      name="trip_payment_method"
      options={methods.map((m) => ({
        value: m,
        label: t(`rental.booking.methods.${m}`),
        note: m === 'wallet' ? t('rental.booking.balance', { amount: balance }) : undefined,
      }))}
      value={chosen}
      onValueChange={(method) => actor.send({ type: 'SET_PAYMENT', method })}
    />
  );
}
