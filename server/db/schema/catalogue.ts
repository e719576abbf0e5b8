// Catalogue area: zones, modules, categories, stores, items, add-ons, campaigns, banners, coupons, the gazetteer,
// newsletter subscriptions. Column names follow 6amMart's tables so serializers map 1:1 onto the wire format.
// Money and ratings are double precision (JSON numbers on the wire); flags are 0/1 integers as in 6amMart.
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Translations of a row's texts per locale, e.g. `{ ar: { name: '…', description: '…' } }`. */
export type Translations = Record<string, Record<string, string>>;

/** A zone polygon: a closed or open ring of [lat, lng] points. */
export type Polygon = [number, number][];

export const zones = pgTable('zones', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  displayName: text('display_name'),
  /** Ring of [lat, lng] points (not closed). */
  coordinates: jsonb('coordinates').$type<Polygon>().notNull(),
  status: integer('status').notNull().default(1),
  cashOnDelivery: integer('cash_on_delivery').notNull().default(1),
  digitalPayment: integer('digital_payment').notNull().default(1),
  offlinePayment: integer('offline_payment').notNull().default(0),
  /** Percentage surcharge on the delivery fee while increased_delivery_fee_status = 1. */
  increasedDeliveryFee: doublePrecision('increased_delivery_fee').notNull().default(0),
  increasedDeliveryFeeStatus: integer('increased_delivery_fee_status').notNull().default(0),
  increaseDeliveryChargeMessage: text('increase_delivery_charge_message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const moduleTypes = ['grocery', 'pharmacy', 'ecommerce', 'food', 'parcel', 'rental'] as const;
export type ModuleType = (typeof moduleTypes)[number];

export const modules = pgTable('modules', {
  id: serial('id').primaryKey(),
  moduleName: text('module_name').notNull(),
  moduleType: text('module_type').$type<ModuleType>().notNull(),
  status: integer('status').notNull().default(1),
  icon: text('icon').notNull(),
  thumbnail: text('thumbnail').notNull(),
  description: text('description').notNull().default(''),
  themeId: integer('theme_id').notNull().default(1),
  allZoneService: integer('all_zone_service').notNull().default(0),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which modules a zone serves, with the zone's per-module delivery charges (6amMart's module_zone pivot). */
export const moduleZones = pgTable(
  'module_zones',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    perKmShippingCharge: doublePrecision('per_km_shipping_charge').notNull().default(0),
    minimumShippingCharge: doublePrecision('minimum_shipping_charge').notNull().default(0),
    maximumShippingCharge: doublePrecision('maximum_shipping_charge'),
    maximumCodOrderAmount: doublePrecision('maximum_cod_order_amount'),
  },
  (t) => [uniqueIndex('module_zones_pair').on(t.moduleId, t.zoneId)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull(),
    parentId: integer('parent_id').notNull().default(0),
    /** 0 = root category, 1 = sub category (6amMart's `position`). */
    position: integer('position').notNull().default(0),
    priority: integer('priority').notNull().default(0),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    featured: integer('featured').notNull().default(0),
    status: integer('status').notNull().default(1),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_module').on(t.moduleId, t.parentId)],
);

/** A store discount (6amMart's `discounts` row embedded in the store). Dates `YYYY-MM-DD`, times `HH:mm:ss`. */
export interface StoreDiscount {
  discount: number;
  discount_type: 'percent' | 'amount';
  min_purchase: number;
  max_discount: number;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
}

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    logo: text('logo').notNull(),
    coverPhoto: text('cover_photo').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    footerText: text('footer_text').notNull().default(''),
    minimumOrder: doublePrecision('minimum_order').notNull().default(0),
    /** e.g. "20-30 min" */
    deliveryTime: text('delivery_time').notNull().default('30-40 min'),
    scheduleOrder: boolean('schedule_order').notNull().default(true),
    /** Approved by admin. */
    status: integer('status').notNull().default(1),
    /** The store's own open toggle ("active" in 6amMart). */
    active: boolean('active').notNull().default(true),
    featured: integer('featured').notNull().default(0),
    delivery: boolean('delivery').notNull().default(true),
    takeAway: boolean('take_away').notNull().default(true),
    freeDelivery: boolean('free_delivery').notNull().default(false),
    selfDeliverySystem: integer('self_delivery_system').notNull().default(0),
    veg: integer('veg').notNull().default(1),
    nonVeg: integer('non_veg').notNull().default(1),
    tax: doublePrecision('tax').notNull().default(0),
    perKmShippingCharge: doublePrecision('per_km_shipping_charge'),
    minimumShippingCharge: doublePrecision('minimum_shipping_charge'),
    maximumShippingCharge: doublePrecision('maximum_shipping_charge'),
    prescriptionOrder: boolean('prescription_order').notNull().default(false),
    cutlery: boolean('cutlery').notNull().default(false),
    halalTagStatus: integer('halal_tag_status').notNull().default(0),
    announcement: integer('announcement').notNull().default(0),
    announcementMessage: text('announcement_message'),
    avgRating: doublePrecision('avg_rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Star counts [5★, 4★, 3★, 2★, 1★]. */
    ratings: jsonb('ratings').$type<number[]>().notNull().default([0, 0, 0, 0, 0]),
    orderCount: integer('order_count').notNull().default(0),
    discount: jsonb('discount').$type<StoreDiscount | null>(),
    /** Rental providers: the zones a trip may start in. */
    pickupZoneId: jsonb('pickup_zone_id').$type<number[]>().notNull().default([]),
    storeBusinessModel: text('store_business_model').notNull().default('commission'),
    /** The owner who registered the store (joining.ts `vendors`; null for the seeded stores). */
    vendorId: integer('vendor_id'),
    /** The subscription package chosen at registration (joining.ts `subscription_packages`), while pending payment. */
    packageId: integer('package_id'),
    /** Whether the store's business plan includes reviews (6amMart's store_sub.review): 0 → 'this store is not having any review plan.' */
    reviewPermission: integer('review_permission').notNull().default(1),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stores_module_zone').on(t.moduleId, t.zoneId)],
);

/** Opening hours: one row per day and period. day: Sunday 0 … Saturday 6; times `HH:mm:ss`. */
export const storeSchedules = pgTable(
  'store_schedules',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    day: integer('day').notNull(),
    openingTime: text('opening_time').notNull(),
    closingTime: text('closing_time').notNull(),
  },
  (t) => [index('store_schedules_store').on(t.storeId)],
);

export const addOns = pgTable('add_ons', {
  id: serial('id').primaryKey(),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id),
  name: text('name').notNull(),
  price: doublePrecision('price').notNull(),
  status: integer('status').notNull().default(1),
  /** unlimited | limited */
  stockType: text('stock_type').notNull().default('unlimited'),
  addonStock: integer('addon_stock').notNull().default(0),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
});

/** Food option group: `values[].optionPrice` as a string, `required` 'on'|'off', type single|multi. */
export interface FoodVariation {
  name: string;
  type: 'single' | 'multi';
  min: number;
  max: number;
  required: 'on' | 'off';
  values: { label: string; optionPrice: string }[];
}
/** E-commerce/grocery variation: `type` is the joined choice labels, e.g. "Red-M". */
export interface ItemVariation {
  type: string;
  price: number;
  stock: number;
}
export interface ChoiceOption {
  name: string;
  title: string;
  options: string[];
}
export interface CategoryRef {
  id: string;
  position: number;
}

/** Columns shared by items and item campaigns (fresh builders per table). */
function itemColumns() {
  return {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    categoryId: integer('category_id').notNull(),
    /** [{id:"<root>",position:1},{id:"<child>",position:2}] as in 6amMart. */
    categoryIds: jsonb('category_ids').$type<CategoryRef[]>().notNull().default([]),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    price: doublePrecision('price').notNull(),
    discount: doublePrecision('discount').notNull().default(0),
    discountType: text('discount_type').$type<'percent' | 'amount'>().notNull().default('percent'),
    veg: integer('veg').notNull().default(0),
    isHalal: integer('is_halal').notNull().default(0),
    organic: integer('organic').notNull().default(0),
    recommended: integer('recommended').notNull().default(0),
    genericName: jsonb('generic_name').$type<string[]>().notNull().default([]),
    isPrescriptionRequired: integer('is_prescription_required').notNull().default(0),
    /** Pharmacy: the medicine's basic details (e.g. "Tablet"), empty elsewhere. */
    commonCondition: text('common_condition'),
    nutritionsName: jsonb('nutritions_name').$type<string[]>().notNull().default([]),
    allergiesName: jsonb('allergies_name').$type<string[]>().notNull().default([]),
    foodVariations: jsonb('food_variations').$type<FoodVariation[]>().notNull().default([]),
    variations: jsonb('variations').$type<ItemVariation[]>().notNull().default([]),
    choiceOptions: jsonb('choice_options').$type<ChoiceOption[]>().notNull().default([]),
    attributes: jsonb('attributes').$type<number[]>().notNull().default([]),
    /** Add-on ids (add_ons.id) offered with the item. */
    addOns: jsonb('add_ons').$type<number[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    stock: integer('stock').notNull().default(0),
    maximumCartQuantity: integer('maximum_cart_quantity'),
    /** `HH:mm:ss` */
    availableTimeStarts: text('available_time_starts').notNull().default('00:00:00'),
    availableTimeEnds: text('available_time_ends').notNull().default('23:59:59'),
    unit: text('unit'),
    avgRating: doublePrecision('avg_rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    orderCount: integer('order_count').notNull().default(0),
    status: integer('status').notNull().default(1),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

export const items = pgTable('items', itemColumns(), (t) => [
  index('items_store').on(t.storeId),
  index('items_module').on(t.moduleId),
  uniqueIndex('items_slug').on(t.slug),
]);

/** Item campaigns: campaign-only items (cart `model: ItemCampaign`), orderable between the dates/times. */
export const itemCampaigns = pgTable(
  'item_campaigns',
  {
    ...itemColumns(),
    /** `YYYY-MM-DD` */
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    /** `HH:mm:ss` */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [index('item_campaigns_module').on(t.moduleId), uniqueIndex('item_campaigns_slug').on(t.slug)],
);

/** Basic (store) campaigns listed next to the banners. */
export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  storeIds: jsonb('store_ids').$type<number[]>().notNull().default([]),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  startTime: text('start_time').notNull().default('00:00:00'),
  endTime: text('end_time').notNull().default('23:59:59'),
  status: integer('status').notNull().default(1),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** store_wise | item_wise | default */
  type: text('type').$type<'store_wise' | 'item_wise' | 'default'>().notNull(),
  image: text('image').notNull(),
  /** store id, item id or a link for `default`. */
  data: text('data'),
  zoneId: integer('zone_id')
    .notNull()
    .references(() => zones.id),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  featured: integer('featured').notNull().default(0),
  status: integer('status').notNull().default(1),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
});

export type CouponType = 'zone_wise' | 'store_wise' | 'free_delivery' | 'default';

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  code: text('code').notNull().unique(),
  /** `YYYY-MM-DD` inclusive */
  startDate: text('start_date').notNull(),
  expireDate: text('expire_date').notNull(),
  minPurchase: doublePrecision('min_purchase').notNull().default(0),
  /** 0 = no cap */
  maxDiscount: doublePrecision('max_discount').notNull().default(0),
  discount: doublePrecision('discount').notNull().default(0),
  discountType: text('discount_type').$type<'percent' | 'amount'>().notNull().default('amount'),
  couponType: text('coupon_type').$type<CouponType>().notNull(),
  /** Uses per customer (0 = unlimited). */
  limit: integer('limit').notNull().default(0),
  /** store_wise: store ids; zone_wise: zone ids; otherwise []. */
  data: jsonb('data').$type<number[]>().notNull().default([]),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  /** Customer ids the coupon is limited to, or ['all']. */
  customerIds: jsonb('customer_id').$type<(number | 'all')[]>().notNull().default(['all']),
  status: integer('status').notNull().default(1),
  totalUses: integer('total_uses').notNull().default(0),
  createdBy: text('created_by').notNull().default('admin'),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
});

/** One row per order that used a coupon (the orders area inserts; /coupon/apply counts them for the limit). */
export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    /** Customer id (users table of the customer area); guests are not limited. */
    userId: integer('user_id').notNull(),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_usages_user').on(t.couponId, t.userId)],
);

/** The gazetteer behind geocode / place autocomplete / place details. */
export const places = pgTable('places', {
  id: serial('id').primaryKey(),
  /** Google-style opaque place id. */
  placeId: text('place_id').notNull().unique(),
  name: text('name').notNull(),
  /** Area / city line shown under the name. */
  secondary: text('secondary').notNull(),
  formattedAddress: text('formatted_address').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** e.g. neighborhood, point_of_interest, route, locality */
  kind: text('kind').notNull().default('point_of_interest'),
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
