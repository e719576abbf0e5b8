// Promotions and order extras: parcel categories, order cancellation and refund reasons, surge prices,
// delivery vehicles (distance extra charge), wallet bonuses, cashback offers, brands, flash sales, advertisements,
// common conditions, store and module banners, offline payment methods, automated chat messages. Column names follow
// 6amMart's tables so the serializers map 1:1 onto the wire format.
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Translations } from './catalogue.ts';
import { items, modules, stores, zones } from './catalogue.ts';

export const parcelCategories = pgTable('parcel_categories', {
  id: serial('id').primaryKey(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
  status: integer('status').notNull().default(1),
  /** The category's own charges; null = the zone's parcel charges. */
  parcelPerKmShippingCharge: doublePrecision('parcel_per_km_shipping_charge'),
  parcelMinimumShippingCharge: doublePrecision('parcel_minimum_shipping_charge'),
  ordersCount: integer('orders_count').notNull().default(0),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** user_type: customer | store | deliveryman | admin. */
export const orderCancelReasons = pgTable('order_cancel_reasons', {
  id: serial('id').primaryKey(),
  reason: text('reason').notNull(),
  userType: text('user_type').notNull(),
  status: integer('status').notNull().default(1),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Parcel cancellation reasons: user_type customer | deliveryman | admin; cancellation_type before_pickup | after_pickup. */
export const parcelCancellationReasons = pgTable('parcel_cancellation_reasons', {
  id: serial('id').primaryKey(),
  reason: text('reason').notNull(),
  userType: text('user_type').notNull(),
  cancellationType: text('cancellation_type').notNull(),
  status: integer('status').notNull().default(1),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The delivery instructions a parcel sender picks from (6amMart's parcel_delivery_instructions). */
export const parcelDeliveryInstructions = pgTable('parcel_delivery_instructions', {
  id: serial('id').primaryKey(),
  instruction: text('instruction').notNull(),
  status: integer('status').notNull().default(1),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const refundReasons = pgTable('refund_reasons', {
  id: serial('id').primaryKey(),
  reason: text('reason').notNull(),
  status: integer('status').notNull().default(1),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** See domain/pricing/surge.ts. Dates `YYYY-MM-DD` (end null = permanent), times `HH:mm:ss`. */
export const surgePrices = pgTable('surge_prices', {
  id: serial('id').primaryKey(),
  zoneId: integer('zone_id')
    .notNull()
    .references(() => zones.id),
  moduleIds: jsonb('module_ids').$type<number[]>().notNull().default([]),
  surgePriceName: text('surge_price_name').notNull(),
  price: doublePrecision('price').notNull(),
  priceType: text('price_type').$type<'amount' | 'percent'>().notNull(),
  customerNote: text('customer_note').notNull().default(''),
  customerNoteStatus: integer('customer_note_status').notNull().default(0),
  durationType: text('duration_type').$type<'daily' | 'weekly' | 'custom'>().notNull(),
  weeklyDays: jsonb('weekly_days').$type<string[]>().notNull().default([]),
  startDate: text('start_date').notNull(),
  endDate: text('end_date'),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  status: integer('status').notNull().default(1),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
});

/** Delivery men's vehicles: a distance range (km) and the extra charge it adds (domain/pricing/vehicle-charge.ts). */
export const deliveryVehicles = pgTable('delivery_vehicles', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  startingCoverageArea: doublePrecision('starting_coverage_area').notNull(),
  maximumCoverageArea: doublePrecision('maximum_coverage_area').notNull(),
  extraCharges: doublePrecision('extra_charges').notNull().default(0),
  status: integer('status').notNull().default(1),
});

/** bonus_type: percentage | amount; dates `YYYY-MM-DD` inclusive. */
export const walletBonuses = pgTable('wallet_bonuses', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  bonusType: text('bonus_type').$type<'percentage' | 'amount'>().notNull(),
  bonusAmount: doublePrecision('bonus_amount').notNull(),
  minimumAddAmount: doublePrecision('minimum_add_amount').notNull().default(0),
  maximumBonusAmount: doublePrecision('maximum_bonus_amount').notNull().default(0),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  status: integer('status').notNull().default(1),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** cashback_type: percentage | amount; customer_id ["all"] or user ids; dates `YYYY-MM-DD` inclusive. */
export const cashBacks = pgTable('cash_backs', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  customerIds: jsonb('customer_id').$type<('all' | number)[]>().notNull().default(['all']),
  cashbackType: text('cashback_type').$type<'percentage' | 'amount'>().notNull(),
  sameUserLimit: integer('same_user_limit').notNull().default(1),
  cashbackAmount: doublePrecision('cashback_amount').notNull(),
  minPurchase: doublePrecision('min_purchase').notNull().default(0),
  maxDiscount: doublePrecision('max_discount').notNull().default(0),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  status: integer('status').notNull().default(1),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  image: text('image').notNull(),
  status: integer('status').notNull().default(1),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which brand an item is (6amMart's ecommerce_item_details.brand_id). */
export const brandItems = pgTable(
  'brand_items',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.itemId] }), index('brand_items_item').on(t.itemId)],
);

/** A flash sale of a module between two moments; its products below. */
export const flashSales = pgTable('flash_sales', {
  id: serial('id').primaryKey(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  title: text('title').notNull(),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  isPublish: integer('is_publish').notNull().default(1),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const flashSaleItems = pgTable(
  'flash_sale_items',
  {
    id: serial('id').primaryKey(),
    flashSaleId: integer('flash_sale_id')
      .notNull()
      .references(() => flashSales.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    discountType: text('discount_type').$type<'percent' | 'amount'>().notNull(),
    discount: doublePrecision('discount').notNull(),
    status: integer('status').notNull().default(1),
  },
  (t) => [index('flash_sale_items_sale').on(t.flashSaleId)],
);

/** add_type: store_promotion | video_promotion. Dates are moments. */
export const advertisements = pgTable('advertisements', {
  id: serial('id').primaryKey(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  zoneId: integer('zone_id')
    .notNull()
    .references(() => zones.id),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id),
  addType: text('add_type').$type<'store_promotion' | 'video_promotion'>().notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  coverImage: text('cover_image'),
  profileImage: text('profile_image'),
  videoAttachment: text('video_attachment'),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  priority: integer('priority').notNull().default(0),
  isRatingActive: integer('is_rating_active').notNull().default(1),
  isReviewActive: integer('is_review_active').notNull().default(1),
  status: text('status').notNull().default('approved'),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Pharmacy common conditions (e.g. Fever); items link by their common_condition text. */
export const commonConditions = pgTable('common_conditions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  status: integer('status').notNull().default(1),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
});

export const conditionItems = pgTable(
  'condition_items',
  {
    conditionId: integer('condition_id')
      .notNull()
      .references(() => commonConditions.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
  },
  (t) => [primaryKey({ columns: [t.conditionId, t.itemId] })],
);

/** A store's own banners (its page's slider). */
export const storeBanners = pgTable(
  'store_banners',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    title: text('title').notNull(),
    image: text('image').notNull(),
    defaultLink: text('default_link'),
    status: integer('status').notNull().default(1),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('store_banners_store').on(t.storeId)],
);

/**
 * Module-wide banners and sections (6amMart's module_wise_banners / module_wise_why_chooses): key
 * promotional_banner | video_content | why_choose; value and image per key.
 */
export const moduleBanners = pgTable('module_banners', {
  id: serial('id').primaryKey(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  key: text('key').notNull(),
  title: text('title').notNull().default(''),
  shortDescription: text('short_description').notNull().default(''),
  value: text('value'),
  image: text('image'),
  status: integer('status').notNull().default(1),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
});

/** Offline payment methods: fields the business shows, and what the customer fills in. */
export const offlinePaymentMethods = pgTable('offline_payment_methods', {
  id: serial('id').primaryKey(),
  methodName: text('method_name').notNull(),
  methodFields: jsonb('method_fields').$type<{ input_name: string; input_data: string }[]>().notNull(),
  methodInformations: jsonb('method_informations')
    .$type<{ customer_input: string; customer_placeholder: string; is_required: number }[]>()
    .notNull(),
  status: integer('status').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Ready-made messages a customer can send from the order chat. */
export const automatedMessages = pgTable('automated_messages', {
  id: serial('id').primaryKey(),
  message: text('message').notNull(),
  status: integer('status').notNull().default(1),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
