// Order extras: parcel categories, cancellation and refund reasons, the most given tip, the surge price and tax of a
// checkout, the delivery vehicle's extra charge, offline payment methods and automated chat messages.
import { forbidden } from '../lib/http/errors.ts';
import { defineHandlers } from '../lib/http/handler.ts';
import {
  activeOfflinePaymentMethods,
  activeRefundReasons,
  automatedMessagePage,
  cancellationReasonPage,
  deliveryVehicleCharge,
  parcelCancellationReasonPage,
  parcelInstructionPage,
  surgePriceOf,
} from '../lib/order-extras/order-extra-lists.ts';
import { activeParcelCategories, mostGivenTip, serializeParcelCategory } from '../lib/order-extras/order-extras.ts';
import { orderTaxOf } from '../lib/orders/order-tax.ts';
import { placeRequestOf } from '../lib/orders/place-order.ts';

export const orderExtrasHandlers = defineHandlers((ctx) => ({
  getParcelCategories: async (req) => {
    const module = req.scope.module();
    const locale = req.scope.locale;
    // Without a parcel moduleId header: the categories of every parcel module.
    const rows = await activeParcelCategories(ctx.db, module?.moduleType === 'parcel' ? module.id : null);
    return rows.map((r) => serializeParcelCategory(r, locale));
  },

  getCancellationReasons: async (req) => {
    return cancellationReasonPage(ctx.db, req.query.type, req.scope.page(req.query), req.scope.locale);
  },

  getParcelCancellationReasons: async (req) =>
    parcelCancellationReasonPage(ctx.db, req.query, req.scope.page(req.query), req.scope.locale),

  getParcelInstructions: async (req) => parcelInstructionPage(ctx.db, req.scope.page(req.query), req.scope.locale),

  getRefundReasons: async (req) => {
    req.scope.owner();
    return { refund_reasons: await activeRefundReasons(ctx.db, req.scope.locale) };
  },

  getMostTips: async () => ({ most_tips_amount: await mostGivenTip(ctx.db) }),

  getSurgePrice: async (req) => {
    req.scope.owner();
    const body = req.body;
    const moduleId = body.module_id ?? req.scope.module()?.id;
    if (!moduleId) throw forbidden('module_id', 'The module id field is required.');
    return surgePriceOf(ctx.db, body.zone_id, moduleId, body.date_time, req.scope.now, req.scope.locale);
  },

  getOrderTax: async (req) =>
    orderTaxOf(ctx.db, await placeRequestOf(ctx, req.scope, req.scope.owner(), ctx.now()), req.body),

  getVehicleExtraCharge: async (req) => deliveryVehicleCharge(ctx.db, req.query.distance),

  getOfflinePaymentMethods: async () => activeOfflinePaymentMethods(ctx.db),

  getAutomatedMessages: async (req) => automatedMessagePage(ctx.db, req.scope.page(req.query), req.scope.locale),
}));
