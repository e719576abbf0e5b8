// A delivered order's refund request and an offline-paid order's payment information (6amMart's operations).
import { defineHandlers } from '../lib/http/handler.ts';
import { loadConfig } from '../lib/config/business-config.ts';
import { orderAttachmentsOf } from '../lib/orders/attachments.ts';
import { OFFLINE_PAYMENT_UPDATED, sendOfflinePayment, updateOfflinePayment } from '../lib/orders/offline-payment.ts';
import { REFUND_PLACED_MESSAGE, requestRefund } from '../lib/orders/refunds.ts';

export const refundsHandlers = defineHandlers((ctx) => ({
  requestRefund: async (req) => {
    const images = orderAttachmentsOf(req.body, 'image');
    const config = await loadConfig(ctx.db);
    await requestRefund(ctx.db, req.user!.id, config.refund_active_status, req.body, images, ctx.now());
    return { message: REFUND_PLACED_MESSAGE };
  },

  sendOfflinePayment: async (req) => {
    const config = await loadConfig(ctx.db);
    await sendOfflinePayment(ctx.db, req.scope.owner(), config.offline_payment_status === 1, req.body, ctx.now());
    return { payment: 'success' };
  },

  updateOfflinePayment: async (req) => {
    await updateOfflinePayment(ctx.db, req.scope.owner(), req.body, ctx.now());
    return { payment: OFFLINE_PAYMENT_UPDATED };
  },
}));
