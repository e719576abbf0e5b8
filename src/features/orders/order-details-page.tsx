import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { myOrderQueries } from '../../api/orders.ts';
import { myOrdersPath } from '../../routes/paths.ts';
import { useSession } from '../../session/hooks.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { isTransient } from '../../api/errors.ts';
import { LoadFailure } from '../../shop/load-failure.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';
import { CancelOrder } from './cancel-order.tsx';
import { OrderAmounts } from './order-amounts.tsx';
import {
  AddressBlock,
  ParcelBlock,
  PaymentBlock,
  RefundBlock,
  StoreBlock,
  DeliveryManBlock,
  parcelFieldsOf,
} from './order-info.tsx';
import { RefundRequest } from './refund-request-button.tsx';
import { ItemReview } from './item-review-button.tsx';
import { OrderLines } from './order-lines.tsx';
import { Card, Page } from '../../ui/page-frame.ts';
import { StatusChip, toneOf } from './orders.styles.ts';
import { ReorderButton } from './reorder-button.tsx';
import { StatusTimeline } from './status-timeline.tsx';
import { orderSteps, timelineOf } from './timeline.ts';
import { useOrderFormat } from './use-order-format.ts';
import type { OrderOfflinePayment } from '../../api/offline-payment.ts';
import { deferredPart } from '../../ui/deferred-part.tsx';

/**
 * The offline payment block of an order paid offline: its code (the chart, the form) is its own chunk, asked for
 * when such an order shows, so the page carries none of it in its first load.
 */
const OfflinePayment = deferredPart<{ orderId: number; info: OrderOfflinePayment | null }>(
  () => import('./offline-payment.tsx').then((m) => m.OfflinePayment),
  () => null,
).Part;

/**
 * An order's details (`/my-orders/<id>`, customers only): status timeline, items, amounts, store, delivery address,
 * payment and order type (parcel orders: sender, receiver, category, who pays); Cancel Order while pending; Reorder;
 * Request refund of a delivered, paid order (when the business takes refunds) and the refund request's status;
 * Write a review of each item of a delivered order.
 */
export function OrderDetailsPage() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const orderId = Number(useParams().orderId);
  const valid = Number.isInteger(orderId) && orderId > 0;
  if (!signedIn)
    return (
      <Page>
        <h1>{t('orders.details.title')}</h1>
        <SignInPrompt />
      </Page>
    );
  return valid ? <OrderDetails orderId={orderId} /> : <NotFound />;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Page>
      <h1>{t('orders.details.title')}</h1>
      <EmptyState role="alert" title={t('orders.details.notFound')} />
    </Page>
  );
}

function OrderDetails({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { date, status, config } = useOrderFormat();
  const order = useQuery(myOrderQueries.order(orderId));
  const lines = useQuery(myOrderQueries.lines(orderId));
  const back = <Link to={myOrdersPath('running')}>{t('orders.details.back')}</Link>;

  if (order.isPending || lines.isPending)
    return (
      <Page>
        {back}
        <h1>{t('orders.card.orderId', { id: orderId })}</h1>
        <Loading role="status" aria-label={t('orders.details.loading')}>
          <Skeleton $h="120px" />
          <Skeleton $h="200px" />
          <Skeleton $h="160px" />
        </Loading>
      </Page>
    );
  if (order.isError || lines.isError) {
    const error = order.error ?? lines.error;
    return (
      <Page>
        {back}
        <h1>{t('orders.card.orderId', { id: orderId })}</h1>
        <LoadFailure
          title={isTransient(error) ? t('orders.orderLoadError') : t('orders.details.notFound')}
          query={[order, lines]}
        />
      </Page>
    );
  }
  const o = order.data;
  const parcel = parcelFieldsOf(o);
  return (
    <Page>
      {back}
      <Header>
        <div>
          <h1>{t('orders.card.orderId', { id: o.id })}</h1>
          <p>
            {/* the sentence around the date, the date itself a <time> (where the translation puts it) */}
            {t('orders.details.placedAt', { date: '\u0000' })
              .split('\u0000')
              .flatMap((part, i) =>
                i === 0
                  ? [part]
                  : [
                      <time key={i} dateTime={o.created_at}>
                        {date(o.created_at)}
                      </time>,
                      part,
                    ],
              )}
          </p>
        </div>
        <StatusChip $tone={toneOf(o.order_status)} data-testid="order-status">
          {status(o.order_status)}
        </StatusChip>
      </Header>
      <Actions>
        {o.order_status === 'pending' && <CancelOrder orderId={o.id} />}
        {lines.data.length > 0 && !parcel && o.store_id !== null && (
          <ReorderButton storeId={o.store_id} lines={lines.data} />
        )}
        {config?.refund_active_status && o.order_status === 'delivered' && o.payment_status === 'paid' && !o.refund && (
          <RefundRequest orderId={o.id} />
        )}
      </Actions>
      <Grid>
        <div>
          <Card as="div">
            <StatusTimeline steps={timelineOf(orderSteps(o.order_type), o.order_status, o)} />
          </Card>
          {lines.data.length > 0 && (
            <OrderLines
              lines={lines.data}
              action={
                o.order_status === 'delivered'
                  ? (line, name) =>
                      line.item_id !== null && <ItemReview orderId={o.id} itemId={line.item_id} name={name} />
                  : undefined
              }
            />
          )}
          <OrderAmounts order={o} lines={lines.data} />
        </div>
        <div>
          {o.store && <StoreBlock store={o.store} />}
          <DeliveryManBlock order={o} reviewable />
          {parcel ? (
            <ParcelBlock order={o} parcel={parcel} />
          ) : (
            o.order_type === 'delivery' && o.delivery_address && <AddressBlock address={o.delivery_address} />
          )}
          <PaymentBlock order={o} />
          {o.refund && <RefundBlock refund={o.refund} />}
          {o.payment_method === 'offline_payment' && <OfflinePayment orderId={o.id} info={o.offline_payment ?? null} />}
        </div>
      </Grid>
    </Page>
  );
}

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-block: ${({ theme }) => theme.space(4)};
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;
