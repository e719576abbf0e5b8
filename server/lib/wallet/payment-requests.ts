// Digital payments through the local payment page: add-fund, store orders and trips. Each payment
// is a row of `wallet_payments` (purpose add_fund | order | trip, reference = the order / trip id) reached by an
// opaque token; the order or trip stays unpaid until the page confirms it. Settling is one transaction guarded by
// the states it leaves, so of any number of parallel confirms exactly one pays (and credits or marks paid once).
// The effects follow 6amMart's payment hooks: order_place (order confirmed + paid), order_failed (order failed),
// trip_payment_success (trip paid), trip_payment_fail (trip payment_failed), wallet_success (wallet credited).
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { notifyCustomer, notifyOrderStatus } from '../notifications/notifications.ts';
import type { Db } from '../../db/client.ts';
import { walletPayments } from '../../db/schema/customer.ts';
import { orders } from '../../db/schema/orders.ts';
import { trips } from '../../db/schema/rental.ts';
import { round2 } from '../../../domain/pricing/money.ts';
import { sha256 } from '../accounts/auth-session.ts';
import { changeWallet } from './wallet.ts';

/** A payment link stays usable this long. */
export const PAYMENT_LINK_TTL_MS = 30 * 60 * 1000;

export type PaymentPurpose = 'add_fund' | 'order' | 'trip';
export type PaymentRow = typeof walletPayments.$inferSelect;
/** What the customer chose on the page: pay, a declined payment, or giving up. */
export type PaymentAction = 'confirm' | 'fail' | 'cancel';

/** The page path of each purpose (`/payment/<path>?token=`). */
export const PAYMENT_PATHS: Record<PaymentPurpose, string> = { add_fund: 'wallet', order: 'order', trip: 'trip' };

/** Order statuses a digital payment may (still) pay: placed and waiting, or failed and paid again. */
export const PAYABLE_ORDER_STATUSES = ['pending', 'failed'] as const;
/** Trip statuses a digital payment may pay. */
export const PAYABLE_TRIP_STATUSES = ['pending', 'confirmed', 'ongoing', 'payment_failed'] as const;

/** Payment statuses of an order still waiting for (the rest of) its payment. */
const UNPAID_ORDER_STATUSES = ['unpaid', 'partially_paid'];

/** The order, while a digital payment may still pay it: unpaid, and placed or failed. */
const payableOrder = (orderId: number) =>
  and(
    eq(orders.id, orderId),
    inArray(orders.paymentStatus, UNPAID_ORDER_STATUSES),
    inArray(orders.orderStatus, [...PAYABLE_ORDER_STATUSES]),
  );

/** The trip, while a payment may still pay it: unpaid and under way (the guard of every trip payment: one wins). */
export const payableTrip = (tripId: number) =>
  and(eq(trips.id, tripId), eq(trips.paymentStatus, 'unpaid'), inArray(trips.tripStatus, [...PAYABLE_TRIP_STATUSES]));

/** The order, while a declined payment fails it: placed and still unpaid. */
const failableOrder = (orderId: number) =>
  and(eq(orders.id, orderId), eq(orders.orderStatus, 'pending'), inArray(orders.paymentStatus, UNPAID_ORDER_STATUSES));

/** The trip, while a declined payment fails it: unpaid and not yet started. */
const failableTrip = (tripId: number) =>
  and(eq(trips.id, tripId), eq(trips.paymentStatus, 'unpaid'), inArray(trips.tripStatus, ['pending', 'confirmed']));

/** Records a pending payment and returns the payment page's link (built from PUBLIC_URL). */
export async function createPaymentLink(
  db: Db,
  publicUrl: string,
  p: {
    purpose: PaymentPurpose;
    reference: number | null;
    userId: number | null;
    amount: number;
    paymentMethod: string;
    callback: string | null;
    now: Date;
  },
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(walletPayments).values({
    tokenHash: sha256(token),
    userId: p.userId,
    purpose: p.purpose,
    reference: p.reference === null ? null : String(p.reference),
    amount: round2(p.amount),
    paymentMethod: p.paymentMethod,
    callback: p.callback,
    createdAt: p.now,
  });
  return `${publicUrl}/payment/${PAYMENT_PATHS[p.purpose]}?token=${token}`;
}

/** The pending, unexpired payment of a page token (undefined for anything else). */
export async function pendingPayment(db: Db, token: unknown, now: Date): Promise<PaymentRow | undefined> {
  if (typeof token !== 'string' || !token || token.length > 100) return undefined;
  const [row] = await db
    .select()
    .from(walletPayments)
    .where(
      and(
        eq(walletPayments.tokenHash, sha256(token)),
        eq(walletPayments.status, 'pending'),
        gt(walletPayments.createdAt, new Date(now.getTime() - PAYMENT_LINK_TTL_MS)),
      ),
    );
  return row;
}

export interface Settlement {
  payment: PaymentRow;
  /** success: paid; fail: declined or cancelled on the page; void: the order / trip could no longer be paid. */
  result: 'success' | 'fail' | 'void';
}

/**
 * Settles a pending payment once: null when it is no longer pending (another request settled it first). A confirm
 * whose order / trip meanwhile stopped being payable (cancelled, already paid through another link) pays nothing.
 */
export async function settlePayment(
  db: Db,
  paymentId: number,
  action: PaymentAction,
  now: Date,
): Promise<Settlement | null> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .update(walletPayments)
      .set({ status: action === 'confirm' ? 'success' : 'fail', settledAt: now })
      .where(and(eq(walletPayments.id, paymentId), eq(walletPayments.status, 'pending')))
      .returning();
    if (!payment) return null;
    const ref = Number(payment.reference);
    if (action !== 'confirm') {
      if (payment.purpose === 'order') await failOrder(tx, ref, now);
      if (payment.purpose === 'trip') await failTrip(tx, ref, now);
      return { payment, result: 'fail' };
    }
    const paid =
      payment.purpose === 'order'
        ? await payOrder(tx, ref, now)
        : payment.purpose === 'trip'
          ? await payTrip(tx, ref, now)
          : (await changeWallet(tx, payment.userId!, payment.amount, 'add_fund', payment.paymentMethod, now),
            await notifyCustomer(
              tx as unknown as Db,
              payment.userId!,
              { key: 'wallet_credited', type: 'wallet', params: { amount: payment.amount.toFixed(2) } },
              now,
            ),
            true);
    if (paid) return { payment, result: 'success' };
    await tx.update(walletPayments).set({ status: 'void' }).where(eq(walletPayments.id, payment.id));
    return { payment: { ...payment, status: 'void' }, result: 'void' };
  });
}

/** order_place: confirmed and paid, while it is still waiting for its payment. */
async function payOrder(db: Db, orderId: number, now: Date) {
  const [row] = await db
    .update(orders)
    .set({ orderStatus: 'confirmed', paymentStatus: 'paid', confirmedAt: now, updatedAt: now })
    .where(payableOrder(orderId))
    .returning({ id: orders.id, userId: orders.userId });
  if (row) await notifyOrderStatus(db, row, 'confirmed', now);
  return Boolean(row);
}

/** order_failed: a pending order whose digital payment did not happen is `failed` (it can be paid again or cancelled). */
async function failOrder(db: Db, orderId: number, now: Date) {
  await db.update(orders).set({ orderStatus: 'failed', updatedAt: now }).where(failableOrder(orderId));
}

/** trip_payment_success: paid (a trip whose earlier payment failed is pending again). */
async function payTrip(db: Db, tripId: number, now: Date) {
  const [row] = await db
    .update(trips)
    .set({
      paymentStatus: 'paid',
      tripStatus: sql`case when ${trips.tripStatus} = 'payment_failed' then 'pending' else ${trips.tripStatus} end`,
      updatedAt: now,
    })
    .where(payableTrip(tripId))
    .returning({ id: trips.id });
  return Boolean(row);
}

/** trip_payment_fail: the trip's status becomes payment_failed. */
async function failTrip(db: Db, tripId: number, now: Date) {
  await db.update(trips).set({ tripStatus: 'payment_failed', updatedAt: now }).where(failableTrip(tripId));
}
