// The order extras' lists and checks as their operations answer them: cancellation and refund reasons, parcel
// instructions, the surge price of a checkout's zone and module, the tax of a store's order, the delivery vehicle's
// extra charge, offline payment methods and automated chat messages.
import { and, asc, eq } from 'drizzle-orm';
import { vehicleExtraCharge } from '../../../domain/pricing/vehicle-charge.ts';
import { parseShopTime } from '../../../domain/shop-time.ts';
import type { Db } from '../../db/client.ts';
import { modules, stores, zones } from '../../db/schema/catalogue.ts';
import {
  automatedMessages,
  deliveryVehicles,
  offlinePaymentMethods,
  orderCancelReasons,
  parcelCancellationReasons,
  parcelDeliveryInstructions,
  refundReasons,
} from '../../db/schema/promotions.ts';
import { loadConfig } from '../config/business-config.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { Paging } from '../http/scope.ts';
import { iso, tr } from '../http/serialize.ts';
import {
  orderTax,
  rowPage,
  serializeCancellationReason,
  serializeOfflineMethod,
  serializeParcelCancellationReason,
  serializeParcelInstruction,
  serializeRefundReason,
  surgePriceAt,
} from './order-extras.ts';

/** A page of the active order cancellation reasons (of one side with `type`). */
export async function cancellationReasonPage(db: Db, type: string | undefined, page: Paging, locale: string) {
  const where = and(eq(orderCancelReasons.status, 1), type ? eq(orderCancelReasons.userType, type) : undefined);
  const { envelope, rows } = await rowPage(db, orderCancelReasons, where, page);
  const reasons = rows.map((r) => serializeCancellationReason(r, locale));
  return { ...envelope, reasons, data: reasons }; // 6amMart answers `data`, which its web client reads
}

/** A page of the active parcel cancellation reasons (of one side and one kind of cancellation, when given). */
export async function parcelCancellationReasonPage(
  db: Db,
  q: { user_type?: string; cancellation_type?: string },
  page: Paging,
  locale: string,
) {
  const t = parcelCancellationReasons;
  const where = and(
    eq(t.status, 1),
    q.user_type ? eq(t.userType, q.user_type) : undefined,
    q.cancellation_type ? eq(t.cancellationType, q.cancellation_type) : undefined,
  );
  const { envelope, rows } = await rowPage(db, t, where, page);
  return { ...envelope, data: rows.map((r) => serializeParcelCancellationReason(r, locale)) };
}

/** A page of the active parcel delivery instructions. */
export async function parcelInstructionPage(db: Db, page: Paging, locale: string) {
  const where = eq(parcelDeliveryInstructions.status, 1);
  const { envelope, rows } = await rowPage(db, parcelDeliveryInstructions, where, page);
  return { ...envelope, data: rows.map((r) => serializeParcelInstruction(r, locale)) };
}

/** The active refund reasons, oldest first. */
export async function activeRefundReasons(db: Db, locale: string) {
  const rows = await db.select().from(refundReasons).where(eq(refundReasons.status, 1)).orderBy(asc(refundReasons.id));
  return rows.map((r) => serializeRefundReason(r, locale));
}

/**
 * The surge price of an active zone and module at the checkout's time (`date_time`, else now); 403 for an unknown or
 * inactive zone or module, or a time that is no date.
 */
export async function surgePriceOf(
  db: Db,
  zoneId: number,
  moduleId: number,
  dateTime: string | null | undefined,
  now: Date,
  locale: string,
) {
  const [[zone], [module]] = await Promise.all([
    db.select().from(zones).where(eq(zones.id, zoneId)),
    db.select().from(modules).where(eq(modules.id, moduleId)),
  ]);
  if (!zone || zone.status !== 1) throw forbidden('zone_id', 'Zone not found.');
  if (!module || module.status !== 1) throw forbidden('module_id', 'Module not found!');
  const at = dateTime ? parseShopTime(dateTime) : now;
  if (!at) throw forbidden('date_time', 'The date time is not a valid date.');
  return surgePriceAt(db, zone.id, module.id, at, locale);
}

/** The tax of an order of `amount` at an active store (404 otherwise), by the store's rate and the config. */
export async function storeOrderTax(db: Db, storeId: number, amount: number) {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store || store.status !== 1) throw notFound('store_id', 'Store not found.');
  const config = await loadConfig(db);
  return orderTax(amount, store.tax, config.tax_included === 1);
}

/** The delivery vehicle's extra charge for a distance. */
export async function deliveryVehicleCharge(db: Db, distance: number) {
  return vehicleExtraCharge(await db.select().from(deliveryVehicles), distance);
}

/** The active offline payment methods, oldest first. */
export async function activeOfflinePaymentMethods(db: Db) {
  const rows = await db
    .select()
    .from(offlinePaymentMethods)
    .where(eq(offlinePaymentMethods.status, 1))
    .orderBy(asc(offlinePaymentMethods.id));
  return rows.map(serializeOfflineMethod);
}

/** A page of the active automated chat messages. */
export async function automatedMessagePage(db: Db, page: Paging, locale: string) {
  const where = eq(automatedMessages.status, 1);
  const { envelope, rows } = await rowPage(db, automatedMessages, where, page);
  return {
    ...envelope,
    data: rows.map((r) => ({
      id: r.id,
      message: tr(r.translations, locale, 'message', r.message),
      status: r.status,
      created_at: iso(r.createdAt),
      updated_at: iso(r.createdAt),
    })),
  };
}
