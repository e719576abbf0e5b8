// Wallet and loyalty ledgers: every change to a balance writes its transaction row in the same DB transaction.
import { randomUUID } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loyaltyPointTransactions, users, walletTransactions } from '../../db/schema/customer.ts';
import { round2 } from '../../../domain/pricing/money.ts';
import { pointsToCurrency } from '../../../domain/pricing/loyalty.ts';

/** Credits (positive) or debits (negative) the wallet and records the transaction; returns the new balance. */
export async function changeWallet(
  db: Db,
  userId: number,
  amount: number,
  transactionType: string,
  reference: string | null,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [u] = await tx
      .update(users)
      .set({ walletBalance: sql`round((${users.walletBalance} + ${amount})::numeric, 2)::double precision` })
      .where(eq(users.id, userId))
      .returning({ balance: users.walletBalance });
    await tx.insert(walletTransactions).values({
      userId,
      transactionId: randomUUID(),
      credit: amount > 0 ? round2(amount) : 0,
      debit: amount < 0 ? round2(-amount) : 0,
      balance: u!.balance,
      transactionType,
      reference,
      createdAt: now,
    });
    return u!.balance;
  });
}

/** Converts points into wallet money at `rate` points per currency unit; null when the balance is short. */
export async function pointsToWallet(
  db: Db,
  userId: number,
  points: number,
  rate: number,
  now: Date,
): Promise<number | null> {
  const amount = pointsToCurrency(points, rate);
  const reference = `transfer-${randomUUID()}`; // one transfer: the points debit and the wallet credit share it
  return db.transaction(async (tx) => {
    const [u] = await tx
      .update(users)
      .set({ loyaltyPoint: sql`${users.loyaltyPoint} - ${points}` })
      .where(and(eq(users.id, userId), gte(users.loyaltyPoint, points)))
      .returning({ points: users.loyaltyPoint });
    if (!u) return null;
    await tx.insert(loyaltyPointTransactions).values({
      userId,
      transactionId: randomUUID(),
      credit: 0,
      debit: points,
      balance: u.points,
      transactionType: 'point_to_wallet',
      reference,
      createdAt: now,
    });
    await changeWallet(tx as unknown as Db, userId, amount, 'loyalty_point', reference, now);
    return amount;
  });
}
