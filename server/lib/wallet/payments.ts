// Wallet debits and refunds for orders and trips (the customer area's users.wallet_balance + wallet_transactions).
import { randomUUID } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, walletTransactions } from '../../db/schema/customer.ts';
import { round2 } from '../../../domain/pricing/money.ts';

/** The customer's wallet balance (0 for unknown ids). */
export async function walletBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ balance: users.walletBalance }).from(users).where(eq(users.id, userId));
  return row?.balance ?? 0;
}

/**
 * Takes `amount` from the wallet atomically; false when the balance is short.
 * transactionType: order_place | partial_payment (6amMart's names).
 */
export async function debitWallet(
  db: Db,
  userId: number,
  amount: number,
  transactionType: 'order_place' | 'partial_payment',
  reference: string,
  now: Date,
): Promise<boolean> {
  const value = round2(amount);
  if (value <= 0) return true;
  const [row] = await db
    .update(users)
    .set({ walletBalance: sql`round((${users.walletBalance} - ${value})::numeric, 2)::float8` })
    .where(and(eq(users.id, userId), gte(users.walletBalance, value)))
    .returning({ balance: users.walletBalance });
  if (!row) return false;
  await db.insert(walletTransactions).values({
    userId,
    transactionId: randomUUID(),
    debit: value,
    balance: row.balance,
    transactionType,
    reference,
    createdAt: now,
  });
  return true;
}

/**
 * Puts `amount` back into the wallet (order_refund), once per reference: the ledger entry is written first and is
 * unique per (reference, order_refund), so a second refund of the same order or trip changes nothing.
 */
export async function refundWallet(
  db: Db,
  userId: number,
  amount: number,
  reference: string,
  now: Date,
): Promise<void> {
  const value = round2(amount);
  if (value <= 0) return;
  const [entry] = await db
    .insert(walletTransactions)
    .values({
      userId,
      transactionId: randomUUID(),
      credit: value,
      balance: 0,
      transactionType: 'order_refund',
      reference,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: walletTransactions.id });
  if (!entry) return;
  const [row] = await db
    .update(users)
    .set({ walletBalance: sql`round((${users.walletBalance} + ${value})::numeric, 2)::float8` })
    .where(eq(users.id, userId))
    .returning({ balance: users.walletBalance });
  await db
    .update(walletTransactions)
    .set({ balance: row?.balance ?? 0 })
    .where(eq(walletTransactions.id, entry.id));
}
