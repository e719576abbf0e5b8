// Orders: ongoing-order check (account deletion), ownership lookups and the wire shapes (Order, OrderDetail).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { vendorIdOf } from '../stores/store.ts';
import type { components } from '../../../openapi/storefront.d.ts';
import { chatParticipants } from '../../db/schema/chat.ts';
import type { Db } from '../../db/client.ts';
import { moduleZones, modules, stores, zones } from '../../db/schema/catalogue.ts';
import { orderDetails, orders } from '../../db/schema/orders.ts';
import { parcelCategories } from '../../db/schema/promotions.ts';
import { serializeParcelCategory } from '../order-extras/order-extras.ts';
import { trips } from '../../db/schema/rental.ts';
import { notFound } from '../http/errors.ts';
import { ownedBy, type Owner } from '../http/scope.ts';
import { RUNNING_TRIP_STATUSES } from '../trips/trips.ts';
import { attachmentNames } from './attachments.ts';
import { offlinePaymentsOf, refundsOf } from './order-after.ts';
import { columns, flags, iso, isoOrNull, mediaUrl, tr } from '../http/serialize.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderDetailRow = typeof orderDetails.$inferSelect;
export type OrderJson = components['schemas']['Order'];
export type OrderDetailJson = components['schemas']['OrderDetail'];

/** Orders still under way (the customer cannot delete the account meanwhile). */
export const RUNNING_ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'handover', 'picked_up'] as const;

/**
 * Whether the customer has orders or rental trips still under way. DELETE /customer/remove-account answers
 * 203 `{errors:[{code:'on-going'}]}` while this is true.
 */
export async function hasOngoingOrders(db: Db, userId: number): Promise<boolean> {
  const [o] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.orderStatus, [...RUNNING_ORDER_STATUSES])));
  if ((o?.n ?? 0) > 0) return true;
  const [t] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(trips)
    .where(and(eq(trips.userId, userId), inArray(trips.tripStatus, [...RUNNING_TRIP_STATUSES])));
  return (t?.n ?? 0) > 0;
}

/** The owner's order, or 404. Guests must also give the contact number the order was placed with (when asked). */
/** The zone of an order and its module's terms there (cash on delivery, digital payment, COD limit). */
export async function orderZone(db: Db, order: Pick<OrderRow, 'zoneId' | 'moduleId'>) {
  const [[zone], [pivot]] = await Promise.all([
    db.select().from(zones).where(eq(zones.id, order.zoneId)),
    db
      .select()
      .from(moduleZones)
      .where(and(eq(moduleZones.moduleId, order.moduleId), eq(moduleZones.zoneId, order.zoneId))),
  ]);
  return { zone, pivot };
}

export async function ownedOrder(
  db: Db,
  owner: Owner,
  orderId: number,
  contactNumber?: string | null,
): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ownedBy(orders, owner)));
  if (!row) throw notFound('order', 'Order not found.');
  if (owner.userId === null && contactNumber != null && row.deliveryAddress?.contact_person_number !== contactNumber)
    throw notFound('order', 'Order not found.');
  return row;
}

export function serializeOrderDetail(d: OrderDetailRow): OrderDetailJson {
  return {
    id: d.id,
    order_id: d.orderId,
    item_id: d.itemId,
    item_campaign_id: d.itemCampaignId,
    item_details: d.itemDetails,
    quantity: d.quantity,
    price: d.price,
    variation: d.variation,
    add_ons: d.addOns,
    discount_on_item: d.discountOnItem,
    discount_type: d.discountType,
    tax_amount: d.taxAmount,
    total_add_on_price: d.totalAddOnPrice,
    created_at: iso(d.createdAt),
    updated_at: iso(d.createdAt),
  };
}

/** Serializes orders with their store, module type, line count and (optionally) lines. */
/** 6amMart's order.delivery_man from the delivery man's chat participant (null when none is assigned). */
const deliveryManOf = (d: typeof chatParticipants.$inferSelect | undefined): OrderJson['delivery_man'] =>
  d
    ? {
        id: d.deliverymanId!,
        f_name: d.fName,
        l_name: d.lName,
        phone: d.phone,
        image_full_url: d.image ? mediaUrl(d.image) : null,
      }
    : null;

export async function serializeOrders(
  db: Db,
  rows: OrderRow[],
  locale: string,
  withDetails = false,
): Promise<OrderJson[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const storeIds = [...new Set(rows.flatMap((r) => (r.storeId === null ? [] : [r.storeId])))];
  const categoryIds = [...new Set(rows.flatMap((r) => (r.parcelCategoryId === null ? [] : [r.parcelCategoryId])))];
  const [storeRows, moduleRows, details, categoryRows] = await Promise.all([
    storeIds.length ? db.select().from(stores).where(inArray(stores.id, storeIds)) : [],
    db
      .select()
      .from(modules)
      .where(inArray(modules.id, [...new Set(rows.map((r) => r.moduleId))])),
    db.select().from(orderDetails).where(inArray(orderDetails.orderId, ids)).orderBy(asc(orderDetails.id)),
    categoryIds.length ? db.select().from(parcelCategories).where(inArray(parcelCategories.id, categoryIds)) : [],
  ]);
  const dmIds = [...new Set(rows.flatMap((r) => (r.deliveryManId === null ? [] : [r.deliveryManId])))];
  const [attachments, refundByOrder, offlineByOrder, deliveryMen] = await Promise.all([
    attachmentNames(db, ids),
    refundsOf(db, ids),
    offlinePaymentsOf(db, ids),
    dmIds.length ? db.select().from(chatParticipants).where(inArray(chatParticipants.deliverymanId, dmIds)) : [],
  ]);
  const deliveryManById = new Map(deliveryMen.map((d) => [d.deliverymanId!, d]));
  const storeById = new Map(storeRows.map((s) => [s.id, s]));
  const moduleById = new Map(moduleRows.map((m) => [m.id, m]));
  return rows.map((r) => {
    const s = r.storeId === null ? null : storeById.get(r.storeId)!;
    const category = categoryRows.find((c) => c.id === r.parcelCategoryId);
    const lines = details.filter((d) => d.orderId === r.id);
    const out: OrderJson = {
      ...columns(r, [
        'id',
        'userId',
        'storeId',
        'moduleId',
        'zoneId',
        'orderStatus',
        'paymentMethod',
        'orderAmount',
        'storeDiscountAmount',
        'couponCode',
        'couponDiscountAmount',
        'couponDiscountTitle',
        'totalTaxAmount',
        'taxPercentage',
        'deliveryCharge',
        'originalDeliveryCharge',
        'freeDeliveryBy',
        'additionalCharge',
        'dmTips',
        'partiallyPaidAmount',
        'deliveryAddress',
        'distance',
        'orderNote',
        'deliveryInstruction',
        'unavailableItemNote',
        'otp',
        'cancellationReason',
        'canceledBy',
      ]),
      ...flags(r, ['isGuest', 'scheduled', 'cutlery']),
      module_type: moduleById.get(r.moduleId)?.moduleType ?? '',
      order_type: r.orderType as OrderJson['order_type'],
      payment_status: r.paymentStatus as OrderJson['payment_status'],
      tax_status: r.taxStatus as OrderJson['tax_status'],
      schedule_at: iso(r.scheduleAt),
      pending: isoOrNull(r.pendingAt),
      confirmed: isoOrNull(r.confirmedAt),
      processing: isoOrNull(r.processingAt),
      handover: isoOrNull(r.handoverAt),
      picked_up: isoOrNull(r.pickedUpAt),
      delivered: isoOrNull(r.deliveredAt),
      canceled: isoOrNull(r.canceledAt),
      created_at: iso(r.createdAt),
      updated_at: iso(r.updatedAt),
      details_count: lines.length,
      store: s && {
        id: s.id,
        vendor_id: vendorIdOf(s.id),
        name: tr(s.translations, locale, 'name', s.name),
        logo_full_url: mediaUrl(s.logo),
        cover_photo_full_url: mediaUrl(s.coverPhoto),
        address: tr(s.translations, locale, 'address', s.address),
        phone: s.phone,
        latitude: String(s.latitude),
        longitude: String(s.longitude),
        module_id: s.moduleId,
        delivery_time: s.deliveryTime,
      },
      delivery_man: deliveryManOf(r.deliveryManId === null ? undefined : deliveryManById.get(r.deliveryManId)),
      // parcels (null for store orders), as 6amMart's order
      parcel_category_id: r.parcelCategoryId,
      parcel_category: category ? serializeParcelCategory(category, locale) : null,
      receiver_details: r.receiverDetails,
      charge_payer: r.chargePayer,
      order_attachment_full_url: (attachments.get(r.id) ?? []).map(mediaUrl),
      refund: refundByOrder.get(r.id) ?? null,
      refund_customer_note: refundByOrder.get(r.id)?.customer_note ?? null,
      refund_cancellation_note: refundByOrder.get(r.id)?.admin_note ?? null,
      offline_payment: offlineByOrder.get(r.id) ?? null,
    };
    if (withDetails) out.details = lines.map(serializeOrderDetail);
    return out;
  });
}
