import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import toast from '../../ui/toast.ts';
import { tripDetailsPath } from '../../routes/paths.ts';
import { cartQueries } from '../../api/cart.ts';
import { customerQueries } from '../../api/customer.ts';
import { errorMessage } from '../../api/errors.ts';
import { useSelector } from '@xstate/react';
import type { RentalBookingInput } from '../../../machines/rental-booking.machine.ts';
import { readTyped, storeTyped } from '../../session/tab-storage.ts';
import type { RentalBookingActor } from './rental-booking.context.ts';
import { storedContactPerson } from './trip-booking-facts.ts';

/**
 * What the booking flow signals, on the page: toasts, the refreshed cart / trips / wallet, the booked trip's details
 * (also after a refused payment, to pay there) or the digital payment page.
 */
export function useBookingSignals(actor: RentalBookingActor) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const refreshCart = () => void queryClient.invalidateQueries({ queryKey: cartQueries.rental().queryKey });
    const done = (tripId: number) => {
      storeTyped('tripBookingTyped', null);
      refreshCart();
      void queryClient.invalidateQueries({ queryKey: ['trips'] });
      void queryClient.invalidateQueries({ queryKey: customerQueries.info().queryKey });
      navigate(tripDetailsPath(tripId));
    };
    const subs = [
      actor.on('booked', (e) => {
        toast.success(t('rental.booking.booked'));
        done(e.trip.tripId);
      }),
      actor.on('payFailed', (e) => {
        toast.error(errorMessage(e.error));
        done(e.trip.tripId);
      }),
      actor.on('redirect', (e) => {
        storeTyped('tripBookingTyped', null);
        refreshCart();
        location.assign(e.url);
      }),
      actor.on('failed', (e) => void toast.error(errorMessage(e.error))),
      actor.on('couponApplied', () => void toast.success(t('rental.booking.couponApplied'))),
      actor.on('couponTooSmall', () => void toast.error(t('rental.booking.couponMinPurchase'))),
      actor.on('couponFailed', (e) => void toast.error(errorMessage(e.error))),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor, navigate, queryClient, t]);
}

/**
 * The booking form as last typed in this tab (it survives a failure and a reload): the contact person (else
 * the guest's stored one), the note and the coupon code.
 */
export function typedBooking(): RentalBookingInput {
  const typed = readTyped('tripBookingTyped', ['name', 'number', 'email', 'note', 'couponCode']);
  const stored = storedContactPerson();
  return {
    contact: {
      name: typed.name || stored.name,
      number: typed.number || stored.number,
      email: typed.email || stored.email,
    },
    note: typed.note,
    couponCode: typed.couponCode,
  };
}

/** Keeps what is typed in the booking form for the tab as it changes; a booked trip forgets it (useBookingSignals). */
export function useTypedBookingKept(actor: RentalBookingActor) {
  const fields = useSelector(actor, (s) => s.context.fields);
  const { name, number, email } = fields.contact;
  const { note, couponCode } = fields;
  const booked = useSelector(actor, (s) => s.hasTag('booked') || s.hasTag('redirecting'));
  useEffect(() => {
    if (!booked) storeTyped('tripBookingTyped', { name, number, email, note, couponCode });
  }, [booked, name, number, email, note, couponCode]);
}
