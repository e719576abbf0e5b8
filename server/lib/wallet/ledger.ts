// The customer's wallet and loyalty point histories (spec part 2 §2 "Wallet"), newest first, and the two ways money
// enters the wallet from the customer's side: adding funds through a payment link, and converting points.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loyaltyPointTransactions, walletTransactions } from '../../db/schema/customer.ts';
import type { ServerEnv } from '../../env.ts';
import { userById } from '../accounts/accounts.ts';
import { loadConfig } from '../config/business-config.ts';
import { allowedCallback } from '../http/callback.ts';
import { forbidden, unauthenticated } from '../http/errors.ts';
import { createPaymentLink } from './payment-requests.ts';
import { pointsToWallet } from './wallet.ts';

/** The wallet history's filter: which transaction types each `type` shows. */
const TYPE_FILTER: Record<string, string[]> = {
  order: ['order_place', 'partial_payment', 'order_refund'],
  loyalty_point: ['loyalty_point'],
  add_fund: ['add_fund', 'add_fund_by_admin'],
  referrer: ['referrer'],
};

type Ledger = typeof walletTransactions.$inferSelect | typeof loyaltyPointTransactions.$inferSelect;
const serializeLedger = (t: Ledger) => ({
  id: t.id,
  user_id: t.userId,
  transaction_id: t.transactionId,
  credit: t.credit,
  debit: t.debit,
  ...('adminBonus' in t ? { admin_bonus: t.adminBonus } : {}),
  balance: t.balance,
  transaction_type: t.transactionType,
  reference: t.reference,
  created_at: t.createdAt.toISOString(),
  updated_at: t.createdAt.toISOString(),
});

/** One page (from 1) of the wallet's transactions of a type (`all` or none: every one), with their count. */
export async function walletTransactionPage(
  db: Db,
  userId: number,
  type: string | undefined,
  limit: number,
  offset: number,
) {
  const types = type && type !== 'all' ? TYPE_FILTER[type] : undefined;
  const where: SQL | undefined = types
    ? and(eq(walletTransactions.userId, userId), inArray(walletTransactions.transactionType, types))
    : eq(walletTransactions.userId, userId);
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(walletTransactions)
    .where(where);
  const rows = await db
    .select()
    .from(walletTransactions)
    .where(where)
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
    .limit(limit)
    .offset((offset - 1) * limit);
  return {
    total_size: n,
    limit,
    offset,
    data: rows.map((r) => serializeLedger(r) as ReturnType<typeof serializeLedger> & { admin_bonus: number }),
  };
}

/** One page (from 1) of the loyalty point transactions, with their count. */
export async function loyaltyPointPage(db: Db, userId: number, limit: number, offset: number) {
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loyaltyPointTransactions)
    .where(eq(loyaltyPointTransactions.userId, userId));
  const rows = await db
    .select()
    .from(loyaltyPointTransactions)
    .where(eq(loyaltyPointTransactions.userId, userId))
    .orderBy(desc(loyaltyPointTransactions.createdAt), desc(loyaltyPointTransactions.id))
    .limit(limit)
    .offset((offset - 1) * limit);
  return { total_size: n, limit, offset, data: rows.map(serializeLedger) };
}

/**
 * The payment link that adds `amount` to the wallet: only while the wallet and add-fund are on, through an active
 * payment method; the callback is kept when it is one of the allowed origins.
 */
export async function addFundLink(
  db: Db,
  env: Pick<ServerEnv, 'publicUrl' | 'paymentCallbackOrigins'>,
  userId: number,
  fund: { amount: number; payment_method: string; callback?: string | null },
  now: Date,
): Promise<string> {
  const config = await loadConfig(db);
  if (config.customer_wallet_status !== 1 || config.add_fund_status !== 1)
    throw forbidden('add_fund', 'Add fund to wallet is not available.');
  if (!config.active_payment_method_list.some((m) => m.gateway === fund.payment_method))
    throw forbidden('payment_method', 'The selected payment method is invalid.');
  const callback = allowedCallback(fund.callback, env);
  return createPaymentLink(db, env.publicUrl, {
    purpose: 'add_fund',
    reference: null,
    userId,
    amount: fund.amount,
    paymentMethod: fund.payment_method,
    callback,
    now,
  });
}

/** Converts loyalty points to wallet money at the configured rate: points on, at least the minimum, no more than held. */
export async function convertLoyaltyPoints(db: Db, userId: number, point: number, now: Date): Promise<void> {
  const config = await loadConfig(db);
  if (config.loyalty_point_status !== 1) throw forbidden('point', 'Loyalty point is not enabled.');
  const u = await userById(db, userId);
  if (!u) throw unauthenticated();
  const min = config.loyalty_point_minimum_point ?? 0;
  if (point < min) throw forbidden('point', `The point must be at least ${min}.`);
  if (point > u.loyaltyPoint) throw forbidden('point', 'Insufficient point.');
  const amount = await pointsToWallet(db, u.id, point, config.loyalty_point_exchange_rate || 1, now);
  if (amount === null) throw forbidden('point', 'Insufficient point.');
}
