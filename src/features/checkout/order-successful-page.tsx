import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { errorMessage } from '../../api/errors.ts';
import { configQueries } from '../../api/config.ts';
import { orderQueries } from '../../api/orders.ts';
import { paymentFailedDetails } from '../../api/payments.ts';
import { paths } from '../../routes/paths.ts';
import { useMoney } from '../../ui/use-money.ts';

/** The flags the payment page returns with (as 6amMart's gateways). */
type PaymentFlag = 'success' | 'fail' | 'cancel';
const flagOf = (v: string | null): PaymentFlag | null => (v === 'success' || v === 'fail' || v === 'cancel' ? v : null);

/**
 * The confirmation of a placed order, and where a digital payment returns: the order id, amount and status, with
 * the payment's result (flag=success|fail|cancel). A failed or cancelled payment can be made again (a fresh link
 * to the payment page from GET customer/order/payment-failed).
 */
export function OrderSuccessfulPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderId = Number(search.get('order_id'));
  const flag = flagOf(search.get('flag'));
  const unpaid = flag === 'fail' || flag === 'cancel';
  const config = useQuery(configQueries.config()).data;
  const money = useMoney(config);
  const order = useQuery({ ...orderQueries.track(orderId), enabled: orderId > 0 });
  const [notPayable, setNotPayable] = useState(false);
  const retry = useMutation({
    mutationFn: () => paymentFailedDetails(orderId, `${window.location.origin}${paths.orderSuccessful}`),
    onSuccess: (details) => {
      if (details.redirect_link) window.location.assign(details.redirect_link);
      else setNotPayable(true);
    },
  });
  return (
    <Page>
      <h1>
        {unpaid
          ? t(flag === 'fail' ? 'payment.failed.title' : 'payment.cancelled.title')
          : t('checkout.confirmation.title')}
      </h1>
      {unpaid && <p role="alert">{t(flag === 'fail' ? 'payment.failed.text' : 'payment.cancelled.text')}</p>}
      <p>{t('checkout.confirmation.orderId', { id: orderId })}</p>
      {order.data ? (
        <>
          <p data-testid="confirmed-amount">
            {t('checkout.confirmation.amount', { amount: money(order.data.order_amount) })}
          </p>
          <p>{t('checkout.confirmation.status', { status: order.data.order_status })}</p>
          {flag === 'success' && order.data.payment_status === 'paid' && <p>{t('payment.paid')}</p>}
        </>
      ) : (
        <p role="status">{t('checkout.confirmation.loading')}</p>
      )}
      {unpaid && (
        <>
          <button type="button" onClick={() => retry.mutate()} disabled={retry.isPending || retry.isSuccess}>
            {retry.isPending || (retry.isSuccess && !notPayable) ? t('payment.retrying') : t('payment.retry')}
          </button>
          {(notPayable || retry.isError) && (
            <p role="alert">{notPayable ? t('payment.notPayable') : errorMessage(retry.error)}</p>
          )}
        </>
      )}
      <Link to={paths.home}>{t('checkout.confirmation.continue')}</Link>
    </Page>
  );
}

const Page = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
`;
