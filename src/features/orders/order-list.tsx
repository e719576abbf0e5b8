import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { myOrderQueries, type OrderListKind } from '../../api/orders.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PagedEnd } from '../../ui/paged-end.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { OrderCard } from './order-card.tsx';
import { LoadFailure } from '../../shop/load-failure.tsx';
import Receipt from 'lucide/dist/esm/icons/receipt.mjs';
import { Icon } from '../../ui/icon.tsx';

/** One tab of /my-orders: the orders page by page (infinite scroll, with a Load more fallback), or its state. */
export function OrderList({ kind }: { kind: OrderListKind }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(myOrderQueries.list(kind));
  const orders = query.data?.pages.flatMap((p) => p.orders) ?? [];

  if (query.isPending)
    return (
      <Cards role="status" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} $h="82px" />
        ))}
      </Cards>
    );
  if (query.isError && orders.length === 0) return <LoadFailure title={t('orders.loadError')} query={query} />;
  if (orders.length === 0)
    return <EmptyState role="status" icon={<Icon shape={Receipt} size={48} />} title={t(`orders.empty.${kind}`)} />;
  return (
    <>
      <Cards aria-label={t(`orders.tabs.${kind}`)}>
        {orders.map((o) => (
          <OrderCard key={o.id} order={o} />
        ))}
      </Cards>
      <PagedEnd
        query={query}
        infinite
        loadMoreLabel={t('orders.loadMore')}
        endText={t('orders.noMore')}
        errorText={t('orders.loadError')}
      />
    </>
  );
}

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
`;
