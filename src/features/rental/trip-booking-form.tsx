import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import toast from '../../ui/toast.ts';
import type { TripDraft, TripPaymentMethod } from '../../../machines/rental-booking.machine.ts';
import { tripDetailsPath } from '../../app/paths.ts';
import { cartQueries } from '../../api/cart.ts';
import { configQueries } from '../../api/config.ts';
import { applyCoupon, type Coupon } from '../../api/coupons.ts';
import { customerQueries } from '../../api/customer.ts';
import { errorMessage } from '../../api/errors.ts';
import type { RentalCart } from '../../api/rental.ts';
import { meetsMinPurchase } from '../../../domain/pricing/coupon.ts';
import type { TripPrice } from '../../../domain/pricing/rental.ts';
import { BUSINESS_TIME_ZONE } from '../../../domain/shop-time.ts';
import { isPickupNow, pickupTimeText } from '../../../domain/trip-cart.ts';
import { readGuestContact, session, storeGuestContact } from '../../session/storage.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { createRentalBookingMachine } from './rental-booking.context.ts';
import { localInput, setRentalSearch, useRentalSearch } from './search-store.ts';

interface Contact {
  name: string;
  number: string;
  email: string;
}

/**
 * Booking from the trip cart (spec part 2 §7 trip-booking and payment): a guest's contact person, the pickup time,
 * a coupon code (checked by the server for the provider), a note, and the payment: cash, the wallet (customers, with
 * the balance) or digital (the returned payment page). 'Book Now' runs the rental-booking flow.
 */
export function TripBookingForm({
  cart,
  price,
  coupon,
  onCoupon,
  money,
}: {
  money: (n: number) => string;
  cart: RentalCart;
  price: TripPrice;
  coupon: Coupon | null;
  onCoupon: (coupon: Coupon | null) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const search = useRentalSearch();
  const guest = !session.token();
  const config = useQuery(configQueries.config()).data;
  const customer = useQuery(customerQueries.info()).data;
  const walletBalance = customer?.wallet_balance ?? 0;
  const [machine] = useState(() => createRentalBookingMachine((id) => `${location.origin}${tripDetailsPath(id)}`));
  const actor = useActorRef(machine);
  const busy = useSelector(actor, (s) => s.hasTag('busy') || s.hasTag('redirecting') || s.hasTag('booked'));
  const problem = useSelector(actor, (s) => s.context.problem);
  const [contact, setContact] = useState<Contact>(() => {
    const stored = readGuestContact();
    return {
      name: stored?.contact_person_name ?? '',
      number: stored?.contact_person_number ?? '',
      email: stored?.contact_person_email ?? '',
    };
  });
  const [note, setNote] = useState('');
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const methods: TripPaymentMethod[] = [
    ...(config?.cash_on_delivery !== false ? (['cash_payment'] as const) : []),
    ...(!guest && config?.customer_wallet_status === 1 ? (['wallet'] as const) : []),
    ...(config?.digital_payment ? (['digital_payment'] as const) : []),
  ];
  const [method, setMethod] = useState<TripPaymentMethod>('cash_payment');

  useEffect(() => {
    const done = (tripId: number) => {
      void queryClient.invalidateQueries({ queryKey: cartQueries.rental().queryKey });
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
        void queryClient.invalidateQueries({ queryKey: cartQueries.rental().queryKey });
        location.assign(e.url);
      }),
      actor.on('failed', (e) => void toast.error(errorMessage(e.error))),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor, navigate, queryClient, t]);

  const edit = () => actor.send({ type: 'EDIT' });
  const setField = (key: keyof Contact) => (e: { target: { value: string } }) => {
    setContact((c) => ({ ...c, [key]: e.target.value }));
    edit();
  };

  const apply = async () => {
    const provider = cart.carts[0]?.provider_id;
    if (!code.trim() || provider === undefined) return;
    setChecking(true);
    try {
      const found = await applyCoupon(code.trim(), provider);
      if (!meetsMinPurchase(price.rent - price.discount, found)) toast.error(t('rental.booking.couponMinPurchase'));
      else {
        onCoupon(found);
        toast.success(t('rental.booking.couponApplied'));
        edit();
      }
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setChecking(false);
    }
  };

  const book = () => {
    const trip = cart.user_data!;
    const at = search.pickupAt ? new Date(search.pickupAt) : null;
    const now = new Date();
    const c = contact;
    const hasContact = !guest || (!!c.name.trim() && !!c.number.trim());
    if (guest && hasContact)
      storeGuestContact({
        ...(readGuestContact() ?? {
          address_type: 'other',
          address: '',
          road: '',
          house: '',
          floor: '',
          latitude: null,
          longitude: null,
        }),
        contact_person_name: c.name.trim(),
        contact_person_number: c.number.trim(),
        contact_person_email: c.email.trim(),
      });
    const draft: TripDraft = {
      body: {
        trip_amount: price.total,
        trip_type: trip.rental_type,
        provider_id: cart.carts[0]!.provider_id,
        ...(guest
          ? {
              contact_person_name: c.name.trim(),
              contact_person_number: c.number.trim(),
              contact_person_email: c.email.trim() || null,
            }
          : {}),
        schedule_at: isPickupNow(at, now) ? null : pickupTimeText(at!, BUSINESS_TIME_ZONE),
        coupon_code: coupon?.code ?? null,
        additional_note: note.trim() || null,
      },
      paymentMethod: method,
      hasContact,
      hasDestination: trip.rental_type !== 'distance_wise' || !!trip.destination_location,
      total: price.total,
      walletBalance,
    };
    actor.send({ type: 'BOOK', draft });
  };

  const at = search.pickupAt ? new Date(search.pickupAt) : null;
  return (
    <Form
      aria-label={t('rental.booking.title')}
      onSubmit={(e) => {
        e.preventDefault();
        book();
      }}
    >
      <h3>{t('rental.booking.title')}</h3>
      {guest && (
        <fieldset>
          <legend>{t('rental.booking.contact')}</legend>
          <TextField
            label={t('rental.booking.contactName')}
            value={contact.name}
            onChange={setField('name')}
            markRequired
            autoComplete="name"
            error={problem === 'contact' && !contact.name.trim() ? t('rental.booking.nameRequired') : undefined}
          />
          <TextField
            label={t('rental.booking.contactNumber')}
            type="tel"
            value={contact.number}
            onChange={setField('number')}
            markRequired
            autoComplete="tel"
            error={problem === 'contact' && !contact.number.trim() ? t('rental.booking.numberRequired') : undefined}
          />
          <TextField
            label={t('rental.booking.contactEmail')}
            type="email"
            value={contact.email}
            onChange={setField('email')}
            autoComplete="email"
          />
        </fieldset>
      )}
      <TextField
        label={t('rental.booking.pickupTime')}
        hint={isPickupNow(at, new Date()) ? t('rental.booking.now') : undefined}
        type="datetime-local"
        value={localInput(search.pickupAt)}
        onChange={(e) => {
          setRentalSearch({ pickupAt: e.target.value ? new Date(e.target.value).toISOString() : null });
          edit();
        }}
      />
      <div>
        {coupon ? (
          <p>
            {t('rental.booking.couponCode', { code: coupon.code })}{' '}
            <Button
              $variant="link"
              type="button"
              onClick={() => {
                onCoupon(null);
                edit();
              }}
            >
              {t('rental.booking.removeCoupon')}
            </Button>
          </p>
        ) : (
          <Row>
            <TextField label={t('rental.booking.coupon')} value={code} onChange={(e) => setCode(e.target.value)} />
            <Button $variant="secondary" type="button" disabled={checking || !code.trim()} onClick={() => void apply()}>
              {t('rental.booking.apply')}
            </Button>
          </Row>
        )}
      </div>
      <Label>
        <span>{t('rental.booking.note')}</span>
        <textarea
          value={note}
          maxLength={1000}
          onChange={(e) => {
            setNote(e.target.value);
            edit();
          }}
        />
      </Label>
      <fieldset>
        <legend>{t('rental.booking.payment')}</legend>
        {methods.map((m) => (
          <label key={m}>
            <input
              type="radio"
              name="trip_payment_method"
              checked={method === m}
              onChange={() => {
                setMethod(m);
                edit();
              }}
            />{' '}
            {t(`rental.booking.methods.${m}`)}
            {m === 'wallet' && ` (${t('rental.booking.balance', { amount: money(walletBalance) })})`}
          </label>
        ))}
      </fieldset>
      {problem && (
        <p role="alert">
          {problem === 'contact'
            ? t('rental.booking.contactRequired')
            : problem === 'destination'
              ? t('rental.booking.destinationRequired')
              : t('rental.booking.walletShort')}
        </p>
      )}
      <Button type="submit" $size="lg" disabled={busy}>
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
const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
`;
const Label = styled.label`
  display: grid;
  gap: 2px;
  textarea {
    min-height: 64px;
    font: inherit;
  }
`;
