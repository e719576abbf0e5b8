// A refund request of a delivered order (POST /customer/order/refund-request) and its approval, which credits the
// wallet once. See docs/architecture.md "Reviews, refunds and offline payment".
import { and, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { round2 } from '../../../domain/pricing/money.ts';
import { notifyCustomer } from '../notifications/notifications.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { refunds } from '../../db/schema/refunds.ts';
import { forbidden } from '../http/errors.ts';
import type { AppContext } from '../http/handler.ts';
import { refundWallet } from '../wallet/payments.ts';
import { saveOrderAttachments, type OrderAttachment } from './attachments.ts';
import { ownedOrder } from './orders.ts';
import { every } from '../every.ts';

export const REFUND_PLACED_MESSAGE = 'Refund request placed successfully.';
export const REFUND_ALREADY_REQUESTED_MESSAGE = 'A refund has already been requested for this order.';
/** Demo mode approves a pending refund this long after it was asked for. */
export const DEMO_REFUND_APPROVAL_MS = 15_000;

export interface RefundRequestInput {
  order_id: number;
  customer_reason: string;
  customer_note?: string | null;
  refund_method?: string | null;
}

/**
 * Records the refund request of the customer's delivered, paid order and marks the order refund_requested, in one
 * transaction with the order row locked (the unique index on the order backs the "once").
 */
export async function requestRefund(
  db: Db,
  userId: number,
  refundsOn: boolean,
  input: RefundRequestInput,
  images: OrderAttachment[],
  now: Date,
): Promise<void> {
  if (!refundsOn) throw forbidden('order', 'You can not request for a refund');
  const order = await ownedOrder(db, { userId, guestId: null }, input.order_id);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    const [already] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, order.id));
    if (already) throw forbidden('order', REFUND_ALREADY_REQUESTED_MESSAGE);
    if (locked?.orderStatus !== 'delivered' || locked.paymentStatus !== 'paid')
      throw forbidden('order', 'Only a delivered and paid order can be refunded.');
    const image = await saveOrderAttachments(tx, order.id, images, now, 'refund');
    await tx.insert(refunds).values({
      orderId: order.id,
      userId,
      orderStatus: locked.orderStatus,
      refundMethod: input.refund_method?.trim() || 'wallet',
      customerReason: input.customer_reason.trim(),
      customerNote: input.customer_note?.trim() || null,
      refundAmount: round2(locked.orderAmount - locked.deliveryCharge - locked.dmTips),
      image,
      createdAt: now,
      updatedAt: now,
    });
    await tx.update(orders).set({ orderStatus: 'refund_requested', updatedAt: now }).where(eq(orders.id, order.id));
  });
}

/**
 * Approves a pending refund: the refund and its order become refunded and the amount goes to the customer's wallet.
 * The conditional update lets one caller through; the wallet ledger's (order, order_refund) entry is unique as well.
 * Returns whether this call approved it.
 */
export async function approveRefund(db: Db, refundId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [refund] = await tx
      .update(refunds)
      .set({ refundStatus: 'refunded', adminNote: 'Approved.', updatedAt: now })
      .where(and(eq(refunds.id, refundId), eq(refunds.refundStatus, 'pending')))
      .returning();
    if (!refund) return false;
    await refundWallet(tx, refund.userId, refund.refundAmount, `order #${refund.orderId}`, now);
    await notifyCustomer(
      tx as unknown as Db,
      refund.userId,
      {
        key: 'order_refunded',
        type: 'wallet',
        params: { order_id: refund.orderId, amount: refund.refundAmount.toFixed(2) },
        orderId: refund.orderId,
      },
      now,
    );
    await tx
      .update(orders)
      .set({ orderStatus: 'refunded', updatedAt: now })
      .where(and(eq(orders.id, refund.orderId), eq(orders.orderStatus, 'refund_requested')));
    return true;
  });
}

/** Demo mode: approves every refund pending for longer than DEMO_REFUND_APPROVAL_MS; how many it approved. */
export async function approveDueRefunds(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.refundStatus, 'pending'),
        lte(refunds.createdAt, new Date(now.getTime() - DEMO_REFUND_APPROVAL_MS)),
      ),
    );
  let approved = 0;
  for (const r of due) if (await approveRefund(db, r.id, now)) approved += 1;
  return approved;
}

/** Demo mode: every few seconds, approves the refunds that are due (stopped when the app closes). */
export function scheduleDemoRefunds(app: FastifyInstance, ctx: Pick<AppContext, 'db' | 'now'>) {
  every(app, 5_000, 'demo refund approval', () => approveDueRefunds(ctx.db, ctx.now()));
}
