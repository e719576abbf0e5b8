// After a digital payment of an order did not happen: GET /customer/order/payment-failed (6amMart's payment-failed
// details: amounts and the methods the order's zone allows), with a fresh payment link for paying again.
import { loadConfig } from '../lib/config/business-config.ts';
import { allowedCallback } from '../lib/http/callback.ts';
import { defineHandlers } from '../lib/http/handler.ts';
import { paymentFailedDetails } from '../lib/orders/payment-failed.ts';
import { payOrderFromWallet, switchMessages, switchToCashOnDelivery } from '../lib/orders/switch-payment.ts';

export const paymentsHandlers = defineHandlers((ctx) => ({
  getPaymentFailedDetails: async (req) => {
    const callback = allowedCallback(req.query.callback, ctx.env);
    return paymentFailedDetails(ctx, req.scope.owner(), req.query.order_id, callback);
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
