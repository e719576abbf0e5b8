import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import toast from '../../ui/toast.ts';
import type { TripPaymentMethod } from '../../../domain/trip-booking.ts';
import { paths, providerDetailsPath, trackTripPath, tripDetailsPath } from '../../routes/paths.ts';
import { configQueries } from '../../api/config.ts';
import { customerQueries } from '../../api/customer.ts';
import { errorMessage } from '../../api/errors.ts';
import { newIdempotencyKey } from '../../api/idempotency.ts';
import { cancelTrip, payTrip, tripQueries, type Trip } from '../../api/rental-trips.ts';
import { tripKindText } from './trip-kind.ts';
import { useSession } from '../../session/hooks.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { PlainList, SpreadRow } from '../../ui/basics.ts';
import { TripAmounts, tripFigures } from './trip-amounts.tsx';
import { RadioCards } from '../../ui/radio-cards.tsx';

// A completed trip's review forms (the review fields with the kit's stars, Ark's rating group) are a chunk of their
// own, asked for only when a completed trip shows (the bundle budget).
const TripVehicleReview = lazy(() => import('./trip-review.tsx').then((m) => ({ default: m.TripVehicleReview })));

/** Trips still under way may be paid while unpaid (the server refuses the others). */
const PAYABLE = ['pending', 'confirmed', 'ongoing'];

const vehicleName = (details: Record<string, unknown>) =>
  typeof details.name === 'string' ? details.name : String(details.id ?? '');

/**
 * One trip (spec part 2 §7 get-trip-details): status, provider, pickup and destination, the vehicles, the amounts the
 * trip was booked at, the payment; a pending trip can be cancelled (with a reason), an unpaid one paid; 'Track Trip'.
 */
export function TripDetails({ tripId }: { tripId: number }) {
  const { t } = useTranslation();
  const query = useQuery(tripQueries.details(tripId));
  if (query.isPending) return <p role="status">{t('common.loading')}</p>;
  if (query.isError)
    return (
      <>
        <h1>{t('rental.trips.tripNo', { id: tripId })}</h1>
        <p role="alert">{errorMessage(query.error)}</p>
        <Link to={paths.myTrips}>{t('rental.trips.backToList')}</Link>
      </>
    );
  return <TripView trip={query.data} />;
}

function TripView({ trip }: { trip: Trip }) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const money = useMoney(useQuery(configQueries.config()).data);
  const customer = useQuery(customerQueries.info()).data;
  const [cancelling, setCancelling] = useState(false);
  const unpaid = trip.payment_status === 'unpaid' && PAYABLE.includes(trip.trip_status);
  return (
    <Layout>
      <Head>
        <h1>{t('rental.trips.tripNo', { id: trip.id })}</h1>
        <Status data-status={trip.trip_status}>{t(`rental.trips.status.${trip.trip_status}`)}</Status>
      </Head>
      <Facts aria-label={t('rental.trips.summary')}>
        <dt>{t('rental.trips.provider')}</dt>
        <dd>
          <Link to={providerDetailsPath(trip.provider_id)}>{trip.provider?.name}</Link>
        </dd>
        <dt>{t('rental.cart.tripType')}</dt>
        <dd>{tripKindText(t, { type: trip.trip_type, hours: trip.estimated_hours, km: trip.distance })}</dd>
        <dt>{t('rental.search.pickup')}</dt>
        <dd>{trip.pickup_location.location_name}</dd>
        <dt>{t('rental.destination.label')}</dt>
        <dd>{trip.destination_location?.location_name || t('rental.destination.none')}</dd>
        <dt>{t('rental.trips.pickupTime')}</dt>
        <dd>
          {trip.pickup_time}
          {trip.scheduled ? ` (${t('rental.trips.scheduled')})` : ''}
        </dd>
        <dt>{t('rental.trips.paymentMethod')}</dt>
        <dd>
          {trip.payment_method
            ? t(`rental.trips.methods.${trip.payment_method}`, { defaultValue: trip.payment_method })
            : t('rental.trips.notChosen')}
        </dd>
        <dt>{t('rental.trips.paymentStatus')}</dt>
        <dd>{t(`rental.trips.payment.${trip.payment_status}`)}</dd>
        {trip.additional_note && (
          <>
            <dt>{t('rental.booking.note')}</dt>
            <dd>{trip.additional_note}</dd>
          </>
        )}
      </Facts>
      <section aria-labelledby="trip-vehicles">
        <h2 id="trip-vehicles">{t('rental.trips.vehicles')}</h2>
        <PlainList>
          {trip.trip_details.map((d) => (
            <li key={d.id}>
              <SpreadRow>
                <span>
                  {vehicleName(d.vehicle_details)} × {d.quantity}
                </span>
                <span>{money(d.calculated_price)}</span>
              </SpreadRow>
              {trip.trip_status === 'completed' && (
                <Suspense>
                  <TripVehicleReview tripId={trip.id} vehicleId={d.vehicle_id} name={vehicleName(d.vehicle_details)} />
                </Suspense>
              )}
            </li>
          ))}
        </PlainList>
      </section>
      <section aria-labelledby="trip-amounts">
        <h2 id="trip-amounts">{t('rental.trips.amounts')}</h2>
        <Amounts amounts={tripFigures(trip)} money={money} taxAlways totalTestId="trip-amount" />
      </section>
      {signedIn && customer && (
        <p>{t('rental.trips.walletBalance', { amount: money(customer.wallet_balance ?? 0) })}</p>
      )}
      {unpaid && <PayTrip trip={trip} />}
      <Actions>
        <Link to={trackTripPath(trip.id)}>{t('rental.trips.track')}</Link>
        {trip.trip_status === 'pending' && (
          <Button $variant="secondary" onClick={() => setCancelling(true)}>
            {t('rental.trips.cancel')}
          </Button>
        )}
        {signedIn && <Link to={paths.myTrips}>{t('rental.trips.backToList')}</Link>}
      </Actions>
      {cancelling && <CancelTripDialog tripId={trip.id} onClose={() => setCancelling(false)} />}
    </Layout>
  );
}

function useRefreshTrip(tripId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: tripQueries.details(tripId).queryKey });
    void queryClient.invalidateQueries({ queryKey: ['trips', 'list'] });
    void queryClient.invalidateQueries({ queryKey: customerQueries.info().queryKey });
  };
}

function CancelTripDialog({ tripId, onClose }: { tripId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const refresh = useRefreshTrip(tripId);
  const cancel = useMutation({
    mutationFn: () => cancelTrip(tripId, reason.trim() || null),
    onSuccess: (answer) => {
      toast.success(answer.message);
      refresh();
      onClose();
    },
    onError: (e) => void toast.error(errorMessage(e)),
  });
  return (
    <Dialog
      open
      role="alertdialog"
      onOpenChange={(o) => !o && onClose()}
      title={t('rental.trips.cancelTitle')}
      footer={
        <>
          <Button $variant="secondary" onClick={onClose} disabled={cancel.isPending}>
            {t('rental.dialogs.no')}
          </Button>
          <Button onClick={() => cancel.mutate()} disabled={cancel.isPending}>
            {t('rental.trips.cancelConfirm')}
          </Button>
        </>
      }
    >
      <ReasonLabel>
        <span>{t('rental.trips.cancelReason')}</span>
        <textarea value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </ReasonLabel>
    </Dialog>
  );
}

function PayTrip({ trip }: { trip: Trip }) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const config = useQuery(configQueries.config()).data;
  const refresh = useRefreshTrip(trip.id);
  const methods: TripPaymentMethod[] = [
    ...(config?.cash_on_delivery !== false && trip.payment_method !== 'cash_payment'
      ? (['cash_payment'] as const)
      : []),
    ...(signedIn && config?.customer_wallet_status === 1 ? (['wallet'] as const) : []),
    ...(config?.digital_payment ? (['digital_payment'] as const) : []),
  ];
  const [method, setMethod] = useState<TripPaymentMethod | null>(null);
  const [key] = useState(newIdempotencyKey);
  const pay = useMutation({
    mutationFn: (m: TripPaymentMethod) =>
      payTrip(
        {
          trip_id: trip.id,
          payment_method: m,
          callback: m === 'digital_payment' ? `${location.origin}${tripDetailsPath(trip.id)}` : null,
        },
        `${key}-${m}`,
      ),
    onSuccess: (answer) => {
      if (answer.redirect_link) {
        location.assign(answer.redirect_link);
        return;
      }
      toast.success(answer.message);
      refresh();
    },
    onError: (e) => void toast.error(errorMessage(e)),
  });
  if (methods.length === 0) return null;
  return (
    <form
      aria-label={t('rental.trips.payTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        if (method) pay.mutate(method);
      }}
    >
      <RadioCards
        legend={t('rental.trips.payTitle')}
        hideLegend
        name="pay_trip_method"
        options={methods.map((m) => ({ value: m, label: t(`rental.booking.methods.${m}`) }))}
        value={method}
        onValueChange={setMethod}
      />
      <Button type="submit" disabled={!method || pay.isPending}>
        {t('rental.trips.payNow')}
      </Button>
    </form>
  );
}

const Layout = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  fieldset {
    border: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
`;
const Head = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  flex-wrap: wrap;
  h1 {
    margin: 0;
  }
`;
const Status = styled.span`
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  dd {
    margin: 0;
  }
`;
const Amounts = styled(TripAmounts)`
  max-width: 420px;
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  flex-wrap: wrap;
`;
const ReasonLabel = styled.label`
  display: grid;
  gap: 2px;
  textarea {
    min-height: 72px;
    font: inherit;
  }
`;
