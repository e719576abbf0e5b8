// A customer's trips as their pages list them (all, running, completed), the customer's cancel, and paying a trip
// (cash, digital through the payment page, the wallet, or part wallet).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trips } from '../../db/schema/rental.ts';
import { clean, walletShare } from '../checkout/checkout.ts';
import { loadConfig } from '../config/business-config.ts';
import { allowedCallback } from '../http/callback.ts';
import { forbidden } from '../http/errors.ts';
import type { ApiRequest, AppContext } from '../http/handler.ts';
import { ownedBy, type Owner, type Paging } from '../http/scope.ts';
import type { SerializeOptions } from '../http/serialize.ts';
import { createPaymentLink, PAYABLE_TRIP_STATUSES, payableTrip } from '../wallet/payment-requests.ts';
import { debitWallet, refundWallet, walletBalance } from '../wallet/payments.ts';
import { ownedTrip, PAST_TRIP_STATUSES, RUNNING_TRIP_STATUSES, serializeTrips } from './trips.ts';

/** A page of the owner's trips of a list (`running`, `completed`, else all), newest first, with their count. */
export async function tripPage(db: Db, owner: Owner, type: string, page: Paging, opts: SerializeOptions) {
  const { limit, offset, skip } = page;
  const statuses =
    type === 'running' ? [...RUNNING_TRIP_STATUSES] : type === 'completed' ? [...PAST_TRIP_STATUSES] : null;
  const where = and(ownedBy(trips, owner), statuses ? inArray(trips.tripStatus, statuses) : undefined);
  const [[count], rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(trips)
      .where(where),
    db.select().from(trips).where(where).orderBy(desc(trips.createdAt), desc(trips.id)).limit(limit).offset(skip),
  ]);
  return {
    total_size: count?.n ?? 0,
    limit,
    offset,
    trips: await serializeTrips(db, rows, opts),
  };
}

/** The customer cancels a pending trip; what the wallet paid goes back. Of parallel cancels only one goes on. */
export async function cancelTrip(
  db: Db,
  owner: Owner,
  tripId: number,
  reason: string | null | undefined,
  now: Date,
): Promise<void> {
  const row = await ownedTrip(db, owner, tripId);
  const notPending = () => forbidden('trip', 'Only pending trips can be canceled.');
  if (row.tripStatus !== 'pending') throw notPending();
  await db.transaction(async (tx) => {
    // guarded: of parallel cancels only the one that flips pending → canceled goes on (and refunds what it reads)
    const [canceled] = await tx
      .update(trips)
      .set({
        tripStatus: 'canceled',
        canceledAt: now,
        canceledBy: 'customer',
        cancellationReason: clean(reason),
        updatedAt: now,
      })
      .where(and(eq(trips.id, row.id), eq(trips.tripStatus, 'pending')))
      .returning();
    if (!canceled) throw notPending();
    // money already taken from the wallet goes back
    const walletPart =
      canceled.paymentMethod === 'wallet' && canceled.paymentStatus === 'paid'
        ? canceled.tripAmount
        : canceled.paymentMethod === 'partial_payment'
          ? canceled.partiallyPaidAmount
          : 0;
    if (canceled.userId !== null && walletPart > 0)
      await refundWallet(tx, canceled.userId, walletPart, `trip #${canceled.id}`, now);
  });
}

/**
 * Pays a trip still under way and unpaid (a failed digital payment may be paid again): cash, digital (the trip stays
 * unpaid until the payment page confirms it), the wallet or part wallet (signed-in customers with the wallet on).
 * Parallel payments: one wins.
 */
export async function payTrip(ctx: AppContext, owner: Owner, body: ApiRequest<'payTrip'>['body']) {
  const row = await ownedTrip(ctx.db, owner, body.trip_id);
  // a trip whose digital payment failed may be paid again (digitally or otherwise)
  if (!(PAYABLE_TRIP_STATUSES as readonly string[]).includes(row.tripStatus))
    throw forbidden('trip', 'This trip can no longer be paid.');
  if (row.paymentStatus !== 'unpaid') throw forbidden('payment', 'This trip is already paid.');
  const config = await loadConfig(ctx.db);
  const now = ctx.now();
  const method = body.payment_method;
  const alreadyPaid = () => forbidden('payment', 'This trip is already paid.');
  /** Guarded update: applies only while the trip is still unpaid and under way (parallel payments: one wins). */
  const claim = async (db: Db, set: Partial<typeof trips.$inferInsert>) => {
    const [done] = await db
      .update(trips)
      .set({ ...set, updatedAt: now })
      .where(payableTrip(row.id))
      .returning({ id: trips.id });
    if (!done) throw alreadyPaid();
  };

  if (method === 'cash_payment') {
    await claim(ctx.db, { paymentMethod: 'cash_payment' });
    return {
      message: 'Payment info updated.',
      trip_id: row.id,
      payment_method: method,
      payment_status: 'unpaid' as const,
    };
  }
  if (method === 'digital_payment') {
    if (!config.digital_payment) throw forbidden('payment_method', 'Digital payment is not available.');
    const callback = allowedCallback(body.callback, ctx.env);
    // the trip stays unpaid until the payment page confirms it; its method is recorded now
    await claim(ctx.db, { paymentMethod: 'digital_payment' });
    const link = await createPaymentLink(ctx.db, ctx.env.publicUrl, {
      purpose: 'trip',
      reference: row.id,
      userId: row.userId,
      amount: row.tripAmount,
      paymentMethod: body.payment_gateway?.trim() || 'digital_payment',
      callback,
      now,
    });
    return {
      message: 'Payment info updated.',
      trip_id: row.id,
      payment_method: method,
      payment_status: 'unpaid' as const,
      redirect_link: link,
    };
  }
  // wallet and partial payment: signed-in customers with the wallet on
  const wallet = method === 'wallet';
  const balance = owner.userId === null ? 0 : await walletBalance(ctx.db, owner.userId);
  const share = walletShare(owner, {
    method: wallet ? 'wallet' : 'partial',
    total: row.tripAmount,
    balance,
    config,
    noun: 'trip',
    partialCode: 'payment_method',
  });
  const claimed = wallet
    ? { paymentMethod: 'wallet', paymentStatus: 'paid' as const }
    : { paymentMethod: 'partial_payment', paymentStatus: 'partially_paid' as const, partiallyPaidAmount: share };
  const [amount, transactionType] = wallet
    ? [row.tripAmount, 'order_place' as const]
    : [share, 'partial_payment' as const];
  // the claim and the debit commit together: a short balance rolls the claim back
  await ctx.db.transaction(async (tx) => {
    await claim(tx, claimed);
    if (!(await debitWallet(tx, owner.userId!, amount, transactionType, `trip #${row.id}`, now)))
      throw forbidden('payment_method', 'Your wallet balance is not enough for this trip.');
  });
  return {
    message: 'Payment info updated.',
    trip_id: row.id,
    payment_method: method,
    payment_status: claimed.paymentStatus,
  };
}
