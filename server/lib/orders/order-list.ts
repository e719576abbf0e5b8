// A customer's orders as their pages list them (all, or the running ones), an order's lines, the payment page of an
// order's unpaid amount, and the customer's cancel.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderDetails, orders, type OrderStatus } from '../../db/schema/orders.ts';
import { clean } from '../checkout/checkout.ts';
import { forbidden } from '../http/errors.ts';
import type { AppContext } from '../http/handler.ts';
import type { Owner, Paging } from '../http/scope.ts';
import { notifyOrderStatus } from '../notifications/notifications.ts';
import { createPaymentLink } from '../wallet/payment-requests.ts';
import { refundWallet } from '../wallet/payments.ts';
import { ownedOrder, serializeOrderDetail, serializeOrders, type OrderRow } from './orders.ts';
import { releaseStock } from './stock.ts';

/** A page of the customer's orders (of some statuses, when given), newest first, with their count. */
export async function orderPage(
  db: Db,
  userId: number,
  statuses: readonly string[] | null,
  page: Paging,
  locale: string,
) {
  const { limit, offset, skip } = page;
  const where = and(
    eq(orders.userId, userId),
    statuses ? inArray(orders.orderStatus, statuses as OrderStatus[]) : undefined,
  );
  const [[count], rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(skip),
  ]);
  return {
    total_size: count?.n ?? 0,
    limit,
    offset,
    orders: await serializeOrders(db, rows, locale),
  };
}

/** An order's details: its lines, or the order itself for a parcel (it has no lines; 6amMart answers so). */
export async function orderDetailsOf(db: Db, order: OrderRow, locale: string) {
  if (order.orderType === 'parcel') return (await serializeOrders(db, [order], locale))[0]!;
  const rows = await db.select().from(orderDetails).where(eq(orderDetails.orderId, order.id)).orderBy(orderDetails.id);
  return rows.map(serializeOrderDetail);
}

/** The payment page of an order's unpaid amount (its total less what the wallet paid). */
export async function orderPaymentLink(ctx: AppContext, orderId: number, callback: string | null) {
  const [o] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return createPaymentLink(ctx.db, ctx.env.publicUrl, {
    purpose: 'order',
    reference: orderId,
    userId: o!.userId,
    amount: o!.orderAmount - o!.partiallyPaidAmount,
    paymentMethod: 'digital_payment',
    callback,
    now: ctx.now(),
  });
}

/**
 * The customer cancels a pending order, or a failed one (its digital payment did not happen), as 6amMart: its stock
 * goes back and what the wallet paid is refunded. Of parallel cancels only one goes on.
 */
export async function cancelOrder(
  db: Db,
  owner: Owner,
  orderId: number,
  reason: string | null | undefined,
  now: Date,
): Promise<void> {
  const order = await ownedOrder(db, owner, orderId);
  const notPending = () => forbidden('order', 'You can not cancel the order after it is confirmed.');
  const cancellable = ['pending', 'failed'] as OrderStatus[];
  if (!cancellable.includes(order.orderStatus)) throw notPending();
  await db.transaction(async (tx) => {
    // guarded: of parallel cancels only the one that flips pending → canceled goes on (and refunds)
    const [canceled] = await tx
      .update(orders)
      .set({
        orderStatus: 'canceled',
        canceledAt: now,
        canceledBy: 'customer',
        cancellationReason: clean(reason),
        updatedAt: now,
      })
      .where(and(eq(orders.id, order.id), inArray(orders.orderStatus, cancellable)))
      .returning({ id: orders.id });
    if (!canceled) throw notPending();
    await notifyOrderStatus(tx as unknown as Db, order, 'canceled', now);
    await releaseStock(tx, order.id, order.moduleId);
    const walletPart =
      order.paymentMethod === 'wallet'
        ? order.orderAmount
        : order.paymentMethod === 'partial_payment'
          ? order.partiallyPaidAmount
          : 0;
    if (order.userId !== null && walletPart > 0)
      await refundWallet(tx, order.userId, walletPart, `order #${order.id}`, now);
  });
}
