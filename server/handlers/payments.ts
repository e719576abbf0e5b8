// After a digital payment of an order did not happen: GET /customer/order/payment-failed (6amMart's payment-failed
// details: amounts and the methods the order's zone allows), with a fresh payment link for paying again.
import { and, eq } from 'drizzle-orm';
import { walletPayments } from '../db/schema/customer.ts';
import type { OrderRow } from '../lib/orders/orders.ts';
import { loadConfig } from '../lib/config/business-config.ts';
import { allowedCallback } from '../lib/http/callback.ts';
import { defineHandlers } from '../lib/http/handler.ts';
import { orderZone, ownedOrder } from '../lib/orders/orders.ts';
import { payOrderFromWallet, switchMessages, switchToCashOnDelivery } from '../lib/orders/switch-payment.ts';
import { createPaymentLink } from '../lib/wallet/payment-requests.ts';
import type { Db } from '../db/client.ts';

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

export const paymentsHandlers = defineHandlers((ctx) => ({
  getPaymentFailedDetails: async (req) => {
    const callback = allowedCallback(req.query.callback, ctx.env);
    const order = await ownedOrder(ctx.db, req.scope.owner(), req.query.order_id);
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
  },

  updateOrderPaymentMethod: async (req) => {
    const input = { owner: req.scope.owner(), orderId: req.body.order_id, now: ctx.now() };
    await switchToCashOnDelivery(ctx.db, { ...input, config: await loadConfig(ctx.db) });
    return { message: switchMessages.done };
  },

  payOrderWithWallet: async (req) => {
    const input = { owner: req.scope.owner(), orderId: req.body.order_id, now: ctx.now() };
    await payOrderFromWallet(ctx.db, { ...input, config: await loadConfig(ctx.db) });
    return { message: switchMessages.done };
  },
}));
