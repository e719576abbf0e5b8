import { useTranslation } from 'react-i18next';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import styled from 'styled-components';
import { formatNumber } from '../../../domain/format.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PagedEnd } from '../../ui/paged-end.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useWalletFormat } from './use-wallet-format.ts';
import { LoadFailure } from '../../shop/load-failure.tsx';
import Receipt from 'lucide/dist/esm/icons/receipt.mjs';
import { Icon } from '../../ui/icon.tsx';

/** A row of the wallet or the loyalty point ledger (the API's transaction shape). */
export interface LedgerRow {
  id: number;
  transaction_id: string;
  credit: number;
  debit: number;
  admin_bonus?: number;
  transaction_type: string;
  created_at: string;
}

const KNOWN_TYPES = new Set([
  'add_fund',
  'add_fund_by_admin',
  'order_place',
  'partial_payment',
  'order_refund',
  'loyalty_point',
  'referrer',
  'point_to_wallet',
  'order_place_point',
]);

/**
 * A paged ledger (newest first): loading skeletons, the error, the empty text, then rows with the type, the
 * localised date and the signed amount (+ credit, − debit) in money or in points; Load more at the end.
 */
export function LedgerList({
  query,
  unit,
  label,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ data: LedgerRow[]; total_size: number }>, Error>;
  unit: 'money' | 'points';
  label: string;
}) {
  const { t } = useTranslation();
  const { money, date, config, locale } = useWalletFormat();
  if (query.isPending)
    return (
      <Loading role="status" aria-label={t('wallet.transactions.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} $h="44px" />
        ))}
      </Loading>
    );
  if (query.isError && !query.data) return <LoadFailure title={t('wallet.transactions.failed')} query={query} />;
  const rows = query.data.pages.flatMap((p) => p.data);
  if (rows.length === 0)
    return (
      <EmptyState role="status" icon={<Icon shape={Receipt} size={48} />} title={t('wallet.transactions.empty')} />
    );
  const amountOf = (n: number) =>
    unit === 'money' ? money(n) : formatNumber(n, Number.isInteger(n) ? 0 : config?.digit_after_decimal_point, locale);
  return (
    <>
      <Rows aria-label={label}>
        {rows.map((r) => {
          const credit = r.credit > 0;
          const value = credit ? r.credit : r.debit;
          return (
            <li key={r.id}>
              <div>
                <strong>
                  {t(`wallet.transactions.types.${KNOWN_TYPES.has(r.transaction_type) ? r.transaction_type : 'other'}`)}
                </strong>
                <time dateTime={r.created_at}>{date(r.created_at)}</time>
              </div>
              <Amount $credit={credit}>
                <span className="visually-hidden">
                  {t(credit ? 'wallet.transactions.credit' : 'wallet.transactions.debit')}{' '}
                </span>
                <span aria-hidden="true">{credit ? '+' : '−'}</span>
                {amountOf(value)}
                {!!r.admin_bonus && (
                  <small>{t('wallet.transactions.bonus', { amount: amountOf(r.admin_bonus) })}</small>
                )}
              </Amount>
            </li>
          );
        })}
      </Rows>
      <PagedEnd
        query={query}
        loadMoreLabel={t('wallet.transactions.loadMore')}
        endText={t('wallet.transactions.end')}
        errorText={t('wallet.transactions.failed')}
      />
    </>
  );
}

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    padding-block: ${({ theme }) => theme.space(3)};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
  }
  li > div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  time {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Amount = styled.p<{ $credit: boolean }>`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $credit }) => ($credit ? theme.color.success : theme.color.error)};
  text-align: end;
  small {
    display: block;
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
