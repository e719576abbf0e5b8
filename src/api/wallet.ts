// Wallet and loyalty points (openapi/src/wallet.yaml, offers.yaml): the transactions (paged, newest first), the
// running add-fund bonuses, add fund (answers the payment page link; one Idempotency-Key per attempt) and the
// points-to-wallet transfer. /wallet and /loyalty-points build on these; the balances come from customer/info.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { components, operations } from '../../openapi/storefront.d.ts';
import { api, unwrap } from './client.ts';

export type WalletTransaction = components['schemas']['WalletTransaction'];
export type LoyaltyPointTransaction = components['schemas']['LoyaltyPointTransaction'];
export type WalletBonus = components['schemas']['WalletBonus'];
/** The wallet transactions' filter (the API's `type`). */
export type WalletFilter = NonNullable<NonNullable<operations['getWalletTransactions']['parameters']['query']>['type']>;
export const WALLET_FILTERS: readonly WalletFilter[] = ['all', 'order', 'add_fund', 'loyalty_point', 'referrer'];

/** Transactions per page. */
export const LEDGER_PAGE_SIZE = 10;

const nextPage = <P extends { total_size: number; data: unknown[] }>(last: P, pages: P[]) =>
  pages.reduce((n, p) => n + p.data.length, 0) < last.total_size ? pages.length + 1 : undefined;

export const walletQueries = {
  /** GET customer/wallet/transactions by page (1-based offset), filtered by type. */
  transactions: (type: WalletFilter) =>
    infiniteQueryOptions({
      queryKey: ['wallet', 'transactions', type],
      queryFn: ({ pageParam }) =>
        unwrap(
          api.GET('/api/v1/customer/wallet/transactions', {
            params: { query: { type, limit: LEDGER_PAGE_SIZE, offset: pageParam } },
          }),
        ),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  /** GET customer/loyalty-point/transactions by page. */
  points: () =>
    infiniteQueryOptions({
      queryKey: ['wallet', 'points'],
      queryFn: ({ pageParam }) =>
        unwrap(
          api.GET('/api/v1/customer/loyalty-point/transactions', {
            params: { query: { limit: LEDGER_PAGE_SIZE, offset: pageParam } },
          }),
        ),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  /** GET customer/wallet/bonuses: the add-fund bonuses running today. */
  bonuses: () =>
    queryOptions({
      queryKey: ['wallet', 'bonuses'],
      queryFn: () => unwrap(api.GET('/api/v1/customer/wallet/bonuses')),
    }),
};

/** POST customer/wallet/add-fund (payment_platform=web): the payment page link the browser goes to. */
export async function addFund(
  body: { amount: number; paymentMethod: string; callback: string },
  idempotencyKey: string,
) {
  const answer = await unwrap(
    api.POST('/api/v1/customer/wallet/add-fund', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body: {
        amount: body.amount,
        payment_method: body.paymentMethod,
        payment_platform: 'web',
        callback: body.callback,
      },
    }),
  );
  return answer.redirect_link;
}

/** POST customer/loyalty-point/point-transfer: the server's message ('Point to wallet transfer successfully.'). */
export const transferPoints = async (point: number) =>
  (await unwrap(api.POST('/api/v1/customer/loyalty-point/point-transfer', { body: { point } }))).message;
