import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { loyaltyPointTransactions, walletTransactions } from '../db/schema/customer.ts';
import { userById } from '../lib/accounts/accounts.ts';
import { loadConfig } from '../lib/config/business-config.ts';
import { allowedCallback } from '../lib/http/callback.ts';
import { forbidden, unauthenticated } from '../lib/http/errors.ts';
import { defineHandlers } from '../lib/http/handler.ts';
import { createPaymentLink } from '../lib/wallet/payment-requests.ts';
import { pointsToWallet } from '../lib/wallet/wallet.ts';

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

export const walletHandlers = defineHandlers((ctx) => ({
  getWalletTransactions: async (req) => {
    const userId = req.user!.id;
    const limit = req.query.limit ?? 10;
    const offset = req.query.offset ?? 1;
    const types = req.query.type && req.query.type !== 'all' ? TYPE_FILTER[req.query.type] : undefined;
    const where: SQL | undefined = types
      ? and(eq(walletTransactions.userId, userId), inArray(walletTransactions.transactionType, types))
      : eq(walletTransactions.userId, userId);
    const [{ n } = { n: 0 }] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(walletTransactions)
      .where(where);
    const rows = await ctx.db
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
  },

  addFund: async (req) => {
    const config = await loadConfig(ctx.db);
    if (config.customer_wallet_status !== 1 || config.add_fund_status !== 1)
      throw forbidden('add_fund', 'Add fund to wallet is not available.');
    const b = req.body;
    if (!config.active_payment_method_list.some((m) => m.gateway === b.payment_method))
      throw forbidden('payment_method', 'The selected payment method is invalid.');
    const callback = allowedCallback(b.callback, ctx.env);
    const link = await createPaymentLink(ctx.db, ctx.env.publicUrl, {
      purpose: 'add_fund',
      reference: null,
      userId: req.user!.id,
      amount: b.amount,
      paymentMethod: b.payment_method,
      callback,
      now: ctx.now(),
    });
    return { redirect_link: link };
  },

  getLoyaltyPointTransactions: async (req) => {
    const userId = req.user!.id;
    const limit = req.query.limit ?? 10;
    const offset = req.query.offset ?? 1;
    const [{ n } = { n: 0 }] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(loyaltyPointTransactions)
      .where(eq(loyaltyPointTransactions.userId, userId));
    const rows = await ctx.db
      .select()
      .from(loyaltyPointTransactions)
      .where(eq(loyaltyPointTransactions.userId, userId))
      .orderBy(desc(loyaltyPointTransactions.createdAt), desc(loyaltyPointTransactions.id))
      .limit(limit)
      .offset((offset - 1) * limit);
    return { total_size: n, limit, offset, data: rows.map(serializeLedger) };
  },

  transferLoyaltyPoints: async (req) => {
    const config = await loadConfig(ctx.db);
    if (config.loyalty_point_status !== 1) throw forbidden('point', 'Loyalty point is not enabled.');
    const u = await userById(ctx.db, req.user!.id);
    if (!u) throw unauthenticated();
    const point = req.body.point;
    const min = config.loyalty_point_minimum_point ?? 0;
    if (point < min) throw forbidden('point', `The point must be at least ${min}.`);
    if (point > u.loyaltyPoint) throw forbidden('point', 'Insufficient point.');
    const amount = await pointsToWallet(ctx.db, u.id, point, config.loyalty_point_exchange_rate || 1, ctx.now());
    if (amount === null) throw forbidden('point', 'Insufficient point.');
    return { message: 'Point to wallet transfer successfully.' };
  },
}));
