import { useTranslation } from 'react-i18next';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import { myOrderQueries, orderQueries } from '../../api/orders.ts';
import { isTransient } from '../../api/errors.ts';
import { LoadFailure } from '../../shop/load-failure.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { AddressBlock, StoreBlock, DeliveryManBlock } from './order-info.tsx';
import { Card } from '../../ui/page-frame.ts';
import { Rows, StatusChip, toneOf } from './orders.styles.ts';
import { StatusTimeline } from './status-timeline.tsx';
import { orderSteps, timelineOf, tripSteps } from './timeline.ts';
import { useOrderFormat } from './use-order-format.ts';
import { row } from '../../ui/layout.ts';

function Loading() {
  const { t } = useTranslation();
  return (
    <Stack role="status" aria-label={t('common.loading')}>
      <Skeleton $h="40px" />
      <Skeleton $h="160px" />
    </Stack>
  );
}

/** A tracked order or trip still loading, or not found (a transient failure says so, with Try again). */
function NotTracked({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading />;
  return (
    <LoadFailure
      title={isTransient(query.error) ? t('orders.orderLoadError') : t('orders.track.notFound')}
      query={query}
    />
  );
}

/** A tracked order: status, timeline, store, delivery address and the amount. */
export function TrackedOrderView({ orderId, phone }: { orderId: number; phone?: string }) {
  const { t } = useTranslation();
  const { money, status } = useOrderFormat();
  const query = useQuery({ ...orderQueries.track(orderId, phone), retry: false });
  if (!query.isSuccess) return <NotTracked query={query} />;
  const o = query.data;
  return (
    <Stack aria-label={t('orders.card.orderId', { id: o.id })} role="region">
      <Head>
        <h2>{t('orders.card.orderId', { id: o.id })}</h2>
        <StatusChip $tone={toneOf(o.order_status)} data-testid="order-status">
          {status(o.order_status)}
        </StatusChip>
      </Head>
      <Card as="div">
        <StatusTimeline steps={timelineOf(orderSteps(o.order_type), o.order_status, o)} />
      </Card>
      {o.store && <StoreBlock store={o.store} />}
      <DeliveryManBlock order={o} />
      {o.order_type === 'delivery' && o.delivery_address && <AddressBlock address={o.delivery_address} />}
      <Card aria-label={t('orders.details.total')}>
        <Rows>
          <dt>{t('orders.details.total')}</dt>
          <dd data-testid="order-total">{money(o.order_amount)}</dd>
        </Rows>
      </Card>
    </Stack>
  );
}

/** A tracked trip (rental 'Track Trip'): status, timeline, provider, pickup and destination, the amount. */
export function TrackedTripView({ tripId, phone }: { tripId: number; phone?: string }) {
  const { t } = useTranslation();
  const { money, status, date } = useOrderFormat();
  const query = useQuery({ ...myOrderQueries.trip(tripId, phone), retry: false });
  if (!query.isSuccess) return <NotTracked query={query} />;
  const trip = query.data;
  return (
    <Stack aria-label={`#${trip.id}`} role="region">
      <Head>
        <h2>
          {t('orders.track.tripId')} #{trip.id}
        </h2>
        <StatusChip $tone={toneOf(trip.trip_status)} data-testid="order-status">
          {status(trip.trip_status)}
        </StatusChip>
      </Head>
      <Card as="div">
        <StatusTimeline steps={timelineOf(tripSteps, trip.trip_status, { ...trip, pending: trip.created_at })} />
      </Card>
      <Card aria-label={t('orders.track.provider')}>
        <Rows>
          <dt>{t('orders.track.provider')}</dt>
          <dd>
            {trip.provider.name} · {t('orders.track.vehicles', { count: trip.quantity })}
          </dd>
          <dt>{t('orders.track.pickup')}</dt>
          <dd>
            {trip.pickup_location.location_name} · {date(trip.pickup_time)}
          </dd>
          {trip.destination_location && (
            <>
              <dt>{t('orders.track.destination')}</dt>
              <dd>{trip.destination_location.location_name}</dd>
            </>
          )}
          <dt>{t('orders.track.tripAmount')}</dt>
          <dd data-testid="order-total">{money(trip.trip_amount)}</dd>
        </Rows>
      </Card>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
const Head = styled.div`
  ${row(3)}
  h2 {
    margin: 0;
    /* every order number as wide as any other: the status beside it stays where it is */
    font-variant-numeric: tabular-nums;
  }
`;
