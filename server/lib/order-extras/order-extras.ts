// Order extras: serializers of parcel categories, reasons, offline methods and messages; the surge price of a zone
// and module at a moment, the tax of an order amount at a store, and the most given tip. The rules themselves are in
// domain/pricing (surge.ts, tax.ts, vehicle-charge.ts).
import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { components } from '../../../openapi/storefront.d.ts';
import { activeSurge, type Weekday } from '../../../domain/pricing/surge.ts';
import { round2 } from '../../../domain/pricing/money.ts';
import { taxOn } from '../../../domain/pricing/tax.ts';
import { localClock } from '../../../domain/shop-time.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import {
  type orderCancelReasons,
  type parcelCancellationReasons,
  parcelCategories,
  type parcelDeliveryInstructions,
  type refundReasons,
  surgePrices,
  type offlinePaymentMethods,
} from '../../db/schema/promotions.ts';
import type { Paging } from '../http/scope.ts';
import { columns, iso, mediaUrl, stamps, tr } from '../http/serialize.ts';

type Schemas = components['schemas'];

export const serializeParcelCategory = (
  row: typeof parcelCategories.$inferSelect,
  locale: string,
): Schemas['ParcelCategory'] => ({
  id: row.id,
  module_id: row.moduleId,
  name: tr(row.translations, locale, 'name', row.name),
  description: tr(row.translations, locale, 'description', row.description),
  image: row.image.split('/').pop()!,
  image_full_url: mediaUrl(row.image),
  status: row.status,
  parcel_per_km_shipping_charge: row.parcelPerKmShippingCharge,
  parcel_minimum_shipping_charge: row.parcelMinimumShippingCharge,
  orders_count: row.ordersCount,
  ...stamps(row),
});

/** A reason (of a cancellation or a refund) in the customer's language; `extra` fields stand after `reason`. */
const serializeReason = <E extends object>(row: typeof refundReasons.$inferSelect, locale: string, extra: E) => ({
  id: row.id,
  reason: tr(row.translations, locale, 'reason', row.reason),
  ...extra,
  status: row.status,
  ...stamps(row),
});

export const serializeCancellationReason = (
  row: typeof orderCancelReasons.$inferSelect,
  locale: string,
): Schemas['CancellationReason'] => serializeReason(row, locale, { user_type: row.userType });

export const serializeParcelCancellationReason = (
  row: typeof parcelCancellationReasons.$inferSelect,
  locale: string,
): Schemas['ParcelCancellationReason'] => ({
  ...columns(row, ['id', 'userType', 'cancellationType']),
  reason: tr(row.translations, locale, 'reason', row.reason),
});

export const serializeParcelInstruction = (
  row: typeof parcelDeliveryInstructions.$inferSelect,
  locale: string,
): Schemas['ParcelInstruction'] => ({
  ...columns(row, ['id', 'status']),
  instruction: tr(row.translations, locale, 'instruction', row.instruction),
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

/**
 * One page of a table's rows meeting `where`, by id, with 6amMart's envelope (`total_size`, `limit`, `offset`) — the
 * paged lists of reasons, instructions and messages (Laravel's `paginate($limit, ['*'], 'page', $offset)`).
 */
export async function rowPage<T extends PgTable & { id: PgColumn }>(
  db: Db,
  table: T,
  where: SQL | undefined,
  page: Paging,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(asc(table.id))
      .limit(page.limit)
      .offset(page.skip),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return {
    envelope: { total_size: total?.n ?? 0, limit: page.limit, offset: page.offset },
    rows: rows as T['$inferSelect'][],
  };
}

export const serializeRefundReason = (
  row: typeof refundReasons.$inferSelect,
  locale: string,
): Schemas['RefundReason'] => serializeReason(row, locale, {});

export const serializeOfflineMethod = (
  row: typeof offlinePaymentMethods.$inferSelect,
): Schemas['OfflinePaymentMethod'] => ({
  id: row.id,
  method_name: row.methodName,
  method_fields: row.methodFields,
  method_informations: row.methodInformations,
  status: row.status,
  ...stamps(row),
});

/** Active parcel categories of a module, most ordered first. */
export const activeParcelCategories = (db: Db, moduleId: number | null) =>
  db
    .select()
    .from(parcelCategories)
    .where(and(eq(parcelCategories.status, 1), moduleId === null ? undefined : eq(parcelCategories.moduleId, moduleId)))
    .orderBy(sql`${parcelCategories.ordersCount} desc`, asc(parcelCategories.id));

/** The surge running in `zoneId` for `moduleId` at `at` (shop time), or null: what a delivery's fee adds. */
export async function runningSurge(db: Db, zoneId: number, moduleId: number, at: Date) {
  const rows = await db
    .select()
    .from(surgePrices)
    .where(and(eq(surgePrices.zoneId, zoneId), eq(surgePrices.status, 1)))
    .orderBy(asc(surgePrices.id));
  const { date, time, day } = localClock(at);
  return activeSurge(
    rows.map((r) => ({ ...r, weeklyDays: r.weeklyDays as Weekday[] })),
    zoneId,
    moduleId,
    { date, time, weekday: day },
  );
}

/** The surge running in `zoneId` for `moduleId` at `at` (shop time), as 6amMart answers it (price 0 when none). */
export async function surgePriceAt(
  db: Db,
  zoneId: number,
  moduleId: number,
  at: Date,
  locale: string,
): Promise<Schemas['SurgePrice']> {
  const rule = await runningSurge(db, zoneId, moduleId, at);
  if (!rule) return { id: null, price: 0, price_type: 'amount', customer_note_status: 0, customer_note: '' };
  return {
    id: rule.id,
    price: rule.price,
    price_type: rule.priceType,
    customer_note_status: rule.customerNoteStatus === 1 ? 1 : 0,
    customer_note: tr(rule.translations, locale, 'customer_note', rule.customerNote),
  };
}

/** A tax as 6amMart's get-Tax answers it (the order's and the trip's preview). */
export const taxAnswer = (tax: number, rate: number, included: boolean) => ({
  tax_amount: round2(tax),
  tax_included: (included ? 1 : 0) as 0 | 1,
  tax_status: (included ? 'included' : 'excluded') as 'included' | 'excluded',
  tax_percentage: rate,
});

/** The tax on `amount` at a store rate, included in it or added, rounded to 2 decimals. */
export const orderTax = (amount: number, rate: number, included: boolean) =>
  taxAnswer(taxOn(amount, rate, included), rate, included);

/** The tip given most often (the largest of equally frequent ones), or null when no order has a tip. */
export async function mostGivenTip(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ tip: orders.dmTips, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(ne(orders.dmTips, 0))
    .groupBy(orders.dmTips)
    .orderBy(sql`count(*) desc`, sql`${orders.dmTips} desc`)
    .limit(1);
  return row?.tip ?? null;
}
