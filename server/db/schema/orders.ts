// Orders area: store orders placed from the customer cart (6amMart's `orders` and `order_details`).
import { doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { modules, stores } from './catalogue.ts';

export type OrderStatus =
  | 'pending'
  | 'confirmed'
  | 'processing'
  | 'handover'
  | 'picked_up'
  | 'delivered'
  | 'canceled'
  | 'failed'
  | 'refund_requested'
  | 'refunded';

/** The delivery address / contact person stored with an order (6amMart's `delivery_address` JSON). */
export interface OrderAddress {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string | null;
  address_type: string;
  address: string | null;
  floor: string | null;
  road: string | null;
  house: string | null;
  longitude: string | null;
  latitude: string | null;
}

/** The receiver stored with a parcel order (6amMart's `receiver_details` JSON). */
export interface ParcelReceiver {
  contact_person_name: string;
  contact_person_number: string;
  address_type: string;
  address: string;
  floor: string | null;
  road: string | null;
  house: string | null;
  latitude: string;
  longitude: string;
  zone_id: number;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    guestId: text('guest_id'),
    isGuest: integer('is_guest').notNull().default(0),
    /** null for parcels (6amMart's order_type parcel has no store). */
    storeId: integer('store_id').references(() => stores.id),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    zoneId: integer('zone_id').notNull(),
    /** delivery | take_away | parcel */
    orderType: text('order_type').notNull(),
    orderStatus: text('order_status').$type<OrderStatus>().notNull().default('pending'),
    /** cash_on_delivery | wallet | digital_payment | partial_payment */
    paymentMethod: text('payment_method').notNull(),
    /** unpaid | paid | partially_paid */
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    /** What the customer pays. */
    orderAmount: doublePrecision('order_amount').notNull(),
    storeDiscountAmount: doublePrecision('store_discount_amount').notNull().default(0),
    couponCode: text('coupon_code'),
    couponDiscountAmount: doublePrecision('coupon_discount_amount').notNull().default(0),
    couponDiscountTitle: text('coupon_discount_title'),
    couponCreatedBy: text('coupon_created_by'),
    totalTaxAmount: doublePrecision('total_tax_amount').notNull().default(0),
    taxPercentage: doublePrecision('tax_percentage').notNull().default(0),
    /** included | excluded */
    taxStatus: text('tax_status').notNull().default('excluded'),
    deliveryCharge: doublePrecision('delivery_charge').notNull().default(0),
    originalDeliveryCharge: doublePrecision('original_delivery_charge').notNull().default(0),
    /** admin | vendor | null */
    freeDeliveryBy: text('free_delivery_by'),
    additionalCharge: doublePrecision('additional_charge').notNull().default(0),
    dmTips: doublePrecision('dm_tips').notNull().default(0),
    partiallyPaidAmount: doublePrecision('partially_paid_amount').notNull().default(0),
    deliveryAddress: jsonb('delivery_address').$type<OrderAddress | null>(),
    /** km, straight line store → delivery point */
    distance: doublePrecision('distance').notNull().default(0),
    scheduleAt: timestamp('schedule_at', { withTimezone: true }).notNull(),
    scheduled: integer('scheduled').notNull().default(0),
    orderNote: text('order_note'),
    deliveryInstruction: text('delivery_instruction'),
    unavailableItemNote: text('unavailable_item_note'),
    cutlery: integer('cutlery').notNull().default(0),
    otp: text('otp').notNull(),
    cancellationReason: text('cancellation_reason'),
    canceledBy: text('canceled_by'),
    /** The delivery man assigned (6amMart's delivery_man_id; the demo's delivery men are the chat's, 1…3). */
    deliveryManId: integer('delivery_man_id'),
    pendingAt: timestamp('pending', { withTimezone: true }),
    confirmedAt: timestamp('confirmed', { withTimezone: true }),
    processingAt: timestamp('processing', { withTimezone: true }),
    handoverAt: timestamp('handover', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up', { withTimezone: true }),
    deliveredAt: timestamp('delivered', { withTimezone: true }),
    canceledAt: timestamp('canceled', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Parcels: the category, the receiver (6amMart's receiver_details JSON) and who pays (sender | receiver). */
    parcelCategoryId: integer('parcel_category_id'),
    receiverDetails: jsonb('receiver_details').$type<ParcelReceiver | null>(),
    chargePayer: text('charge_payer').$type<'sender' | 'receiver'>(),
    /** 1 once the customer dismissed the review reminder of this order (6amMart's order_references.is_review_canceled). */
    reviewReminderCanceled: integer('review_reminder_canceled').notNull().default(0),
  },
  (t) => [index('orders_user').on(t.userId), index('orders_guest').on(t.guestId)],
);

export const orderDetails = pgTable(
  'order_details',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id'),
    itemCampaignId: integer('item_campaign_id'),
    /** The item as it was when ordered (serialized item). */
    itemDetails: jsonb('item_details').$type<Record<string, unknown>>().notNull(),
    quantity: integer('quantity').notNull(),
    /** Unit price incl. the variation, before discount and add-ons. */
    price: doublePrecision('price').notNull(),
    variation: jsonb('variation').$type<unknown[]>().notNull().default([]),
    addOns: jsonb('add_ons')
      .$type<{ id: number; name: string; price: number; quantity: number }[]>()
      .notNull()
      .default([]),
    /** Discount per unit. */
    discountOnItem: doublePrecision('discount_on_item').notNull().default(0),
    discountType: text('discount_type').notNull().default('discount_on_product'),
    taxAmount: doublePrecision('tax_amount').notNull().default(0),
    totalAddOnPrice: doublePrecision('total_add_on_price').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_details_order').on(t.orderId)],
);
