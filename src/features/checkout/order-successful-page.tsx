import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { configQueries } from '../../api/config.ts';
import { orderQueries } from '../../api/orders.ts';
import { paths } from '../../app/paths.ts';
import { useMoney } from '../../ui/use-money.ts';

/** The confirmation of a placed order (and where a digital payment returns): the order id, amount and status. */
export function OrderSuccessfulPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderId = Number(search.get('order_id'));
  const config = useQuery(configQueries.config()).data;
  const money = useMoney(config);
  const order = useQuery({ ...orderQueries.track(orderId), enabled: orderId > 0 });
  return (
    <Page>
      <h1>{t('checkout.confirmation.title')}</h1>
      <p>{t('checkout.confirmation.orderId', { id: orderId })}</p>
      {order.data ? (
        <>
          <p data-testid="confirmed-amount">
            {t('checkout.confirmation.amount', { amount: money(order.data.order_amount) })}
          </p>
          <p>{t('checkout.confirmation.status', { status: order.data.order_status })}</p>
          {search.get('flag') === 'success' && <p>{t('checkout.confirmation.paid')}</p>}
        </>
      ) : (
        <p role="status">{t('checkout.confirmation.loading')}</p>
      )}
      <Link to={paths.home}>{t('checkout.confirmation.continue')}</Link>
    </Page>
  );
}

const Page = styled.main`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
`;
