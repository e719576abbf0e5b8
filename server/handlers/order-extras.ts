// Order extras: parcel categories, cancellation and refund reasons, the most given tip, the surge price and tax of a
// checkout, the delivery vehicle's extra charge, offline payment methods and automated chat messages.
import { and, asc, eq } from 'drizzle-orm';
import { vehicleExtraCharge } from '../../domain/pricing/vehicle-charge.ts';
import { parseShopTime } from '../../domain/shop-time.ts';
import { modules, stores, zones } from '../db/schema/catalogue.ts';
import {
  automatedMessages,
  deliveryVehicles,
  offlinePaymentMethods,
  orderCancelReasons,
  parcelCancellationReasons,
  parcelDeliveryInstructions,
  refundReasons,
} from '../db/schema/promotions.ts';
import { loadConfig } from '../lib/config/business-config.ts';
import { forbidden, notFound } from '../lib/http/errors.ts';
import { defineHandlers } from '../lib/http/handler.ts';
import { iso, tr } from '../lib/http/serialize.ts';
import {
  activeParcelCategories,
  mostGivenTip,
  orderTax,
  serializeCancellationReason,
  rowPage,
  serializeOfflineMethod,
  serializeParcelCancellationReason,
  serializeParcelCategory,
  serializeParcelInstruction,
  serializeRefundReason,
  surgePriceAt,
} from '../lib/order-extras/order-extras.ts';

export const orderExtrasMessages = {
  zone: 'Zone not found.',
  module: 'Module not found!',
  dateTime: 'The date time is not a valid date.',
  store: 'Store not found.',
};

export const orderExtrasHandlers = defineHandlers((ctx) => ({
  getParcelCategories: async (req) => {
    const module = req.scope.module();
    const locale = req.scope.locale;
    // Without a parcel moduleId header: the categories of every parcel module.
    const rows = await activeParcelCategories(ctx.db, module?.moduleType === 'parcel' ? module.id : null);
    return rows.map((r) => serializeParcelCategory(r, locale));
  },

  getCancellationReasons: async (req) => {
    const q = req.query as { type?: string; limit?: number; offset?: number };
    const where = and(eq(orderCancelReasons.status, 1), q.type ? eq(orderCancelReasons.userType, q.type) : undefined);
    const { envelope, rows } = await rowPage(ctx.db, orderCancelReasons, where, req.scope.page(q));
    const reasons = rows.map((r) => serializeCancellationReason(r, req.scope.locale));
    return { ...envelope, reasons, data: reasons }; // 6amMart answers `data`, which its web client reads
  },

  getParcelCancellationReasons: async (req) => {
    const { user_type, cancellation_type } = req.query;
    const t = parcelCancellationReasons;
    const where = and(
      eq(t.status, 1),
      user_type ? eq(t.userType, user_type) : undefined,
      cancellation_type ? eq(t.cancellationType, cancellation_type) : undefined,
    );
    const { envelope, rows } = await rowPage(ctx.db, t, where, req.scope.page(req.query));
    return { ...envelope, data: rows.map((r) => serializeParcelCancellationReason(r, req.scope.locale)) };
  },

  getParcelInstructions: async (req) => {
    const where = eq(parcelDeliveryInstructions.status, 1);
    const { envelope, rows } = await rowPage(ctx.db, parcelDeliveryInstructions, where, req.scope.page(req.query));
    return { ...envelope, data: rows.map((r) => serializeParcelInstruction(r, req.scope.locale)) };
  },

  getRefundReasons: async (req) => {
    req.scope.owner();
    const rows = await ctx.db
      .select()
      .from(refundReasons)
      .where(eq(refundReasons.status, 1))
      .orderBy(asc(refundReasons.id));
    return { refund_reasons: rows.map((r) => serializeRefundReason(r, req.scope.locale)) };
  },

  getMostTips: async () => ({ most_tips_amount: await mostGivenTip(ctx.db) }),

  getSurgePrice: async (req) => {
    req.scope.owner();
    const body = req.body;
    const moduleId = body.module_id ?? req.scope.module()?.id;
    if (!moduleId) throw forbidden('module_id', 'The module id field is required.');
    const [[zone], [module]] = await Promise.all([
      ctx.db.select().from(zones).where(eq(zones.id, body.zone_id)),
      ctx.db.select().from(modules).where(eq(modules.id, moduleId)),
    ]);
    if (!zone || zone.status !== 1) throw forbidden('zone_id', orderExtrasMessages.zone);
    if (!module || module.status !== 1) throw forbidden('module_id', orderExtrasMessages.module);
    const at = body.date_time ? parseShopTime(body.date_time) : req.scope.now;
    if (!at) throw forbidden('date_time', orderExtrasMessages.dateTime);
    return surgePriceAt(ctx.db, zone.id, module.id, at, req.scope.locale);
  },

  getOrderTax: async (req) => {
    req.scope.owner();
    const { store_id, order_amount } = req.body;
    const [store] = await ctx.db.select().from(stores).where(eq(stores.id, store_id));
    if (!store || store.status !== 1) throw notFound('store_id', orderExtrasMessages.store);
    const config = await loadConfig(ctx.db);
    return orderTax(order_amount ?? 0, store.tax, config.tax_included === 1); // null: 6amMart web's first call
  },

  getVehicleExtraCharge: async (req) => {
    const rows = await ctx.db.select().from(deliveryVehicles);
    return vehicleExtraCharge(rows, req.query.distance);
  },

  getOfflinePaymentMethods: async () => {
    const rows = await ctx.db
      .select()
      .from(offlinePaymentMethods)
      .where(eq(offlinePaymentMethods.status, 1))
      .orderBy(asc(offlinePaymentMethods.id));
    return rows.map(serializeOfflineMethod);
  },

  getAutomatedMessages: async (req) => {
    const where = eq(automatedMessages.status, 1);
    const { envelope, rows } = await rowPage(ctx.db, automatedMessages, where, req.scope.page(req.query));
    return {
      ...envelope,
      data: rows.map((r) => ({
        id: r.id,
        message: tr(r.translations, req.scope.locale, 'message', r.message),
        status: r.status,
        created_at: iso(r.createdAt),
        updated_at: iso(r.createdAt),
      })),
    };
  },
}));
