// After a digital payment of an order did not happen: 6amMart's payment-failed details (amounts and the methods the
// order's zone allows), with a fresh payment link for paying again.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { walletPayments } from '../../db/schema/customer.ts';
import { loadConfig } from '../config/business-config.ts';
import type { AppContext } from '../http/handler.ts';
import type { Owner } from '../http/scope.ts';
import { createPaymentLink } from '../wallet/payment-requests.ts';
import { orderZone, ownedOrder, type OrderRow } from './orders.ts';

/** Whether the order still waits for a digital payment: failed, or pending with its payment made on the page. */
async function awaitsDigitalPayment(db: Db, order: OrderRow): Promise<boolean> {
  if (order.paymentStatus === 'paid') return false;
  if (order.orderStatus === 'failed') return true;
  if (order.orderStatus !== 'pending') return false;
  if (order.paymentMethod === 'digital_payment') return true;
  // a partial payment whose rest is paid digitally has had a payment page
  const [request] = await db
    .select({ id: walletPayments.id })
    .from(walletPayments)
    .where(and(eq(walletPayments.purpose, 'order'), eq(walletPayments.reference, String(order.id))))
    .limit(1);
  return Boolean(request);
}

/** The payment-failed details of the owner's order, with a new payment link while it still awaits a digital payment. */
export async function paymentFailedDetails(ctx: AppContext, owner: Owner, orderId: number, callback: string | null) {
  const order = await ownedOrder(ctx.db, owner, orderId);
  const [config, { zone, pivot }] = await Promise.all([loadConfig(ctx.db), orderZone(ctx.db, order)]);
  const due = order.orderAmount - order.partiallyPaidAmount;
  const link =
    callback && (await awaitsDigitalPayment(ctx.db, order))
      ? await createPaymentLink(ctx.db, ctx.env.publicUrl, {
          purpose: 'order',
          reference: order.id,
          userId: order.userId,
          amount: due,
          paymentMethod: 'digital_payment',
          callback,
          now: ctx.now(),
        })
      : null;
  return {
    order_id: order.id,
    order_type: order.orderType,
    order_amount: order.orderAmount,
    maximum_cod_order_amount: pivot?.maximumCodOrderAmount ?? null,
    cash_on_delivery: Boolean(config.cash_on_delivery) && zone?.cashOnDelivery !== 0,
    digital_payment: Boolean(config.digital_payment) && zone?.digitalPayment !== 0,
    offline_payment: config.offline_payment_status === 1,
    guest_id: order.userId === null ? order.guestId : null,
    contact_person_number: order.deliveryAddress?.contact_person_number ?? null,
    zone_id: order.zoneId,
    partially_paid_amount: order.partiallyPaidAmount,
    payment_status: order.paymentStatus as 'unpaid' | 'paid' | 'partially_paid',
    payment_method: order.paymentMethod,
    order_status: order.orderStatus,
    user_id: order.userId,
    ...(link ? { redirect_link: link } : {}),
  };
}
