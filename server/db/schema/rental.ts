// Rental area: vehicle categories and brands, vehicles (rented from providers = stores of the rental module),
// vehicle reviews, rental banners, the trip cart (one user_data row per customer/guest plus cart lines), trips
// and their vehicle lines, and the rental wishlist. Column names follow 6amMart's rental module.
import {
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
import { stores, zones, type Translations } from './catalogue.ts';

/** A trip point as the SPA sends it: `{lat, lng, location_name}` (lat/lng as numbers or numeric strings). */
export interface TripPoint {
  lat: number;
  lng: number;
  location_name: string;
}

export type RentalType = 'hourly' | 'distance_wise';
export type TripStatus = 'pending' | 'confirmed' | 'ongoing' | 'completed' | 'canceled' | 'payment_failed';

export const vehicleCategories = pgTable('vehicle_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  status: integer('status').notNull().default(1),
  priority: integer('priority').notNull().default(0),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const vehicleBrands = pgTable('vehicle_brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  status: integer('status').notNull().default(1),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    /** The provider: a store of the rental module. */
    providerId: integer('provider_id')
      .notNull()
      .references(() => stores.id),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => vehicleCategories.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => vehicleBrands.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Image file names under /media/vehicles (generated SVGs). */
    thumbnail: text('thumbnail').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** family | luxury | affordable | executive | sports … */
    type: text('type').notNull(),
    engineCapacity: text('engine_capacity').notNull().default(''),
    enginePower: text('engine_power').notNull().default(''),
    seatingCapacity: integer('seating_capacity').notNull(),
    airCondition: integer('air_condition').notNull().default(1),
    /** petrol | diesel | octan | cng | electric | hybrid */
    fuelType: text('fuel_type').notNull(),
    /** manual | automatic | continuously_variable */
    transmissionType: text('transmission_type').notNull(),
    totalVehicles: integer('total_vehicles').notNull().default(1),
    newTag: integer('new_tag').notNull().default(0),
    hourlyPrice: doublePrecision('hourly_price').notNull().default(0),
    distancePrice: doublePrecision('distance_price').notNull().default(0),
    discountType: text('discount_type').$type<'percent' | 'amount'>().notNull().default('percent'),
    discountPrice: doublePrecision('discount_price').notNull().default(0),
    tripHourly: integer('trip_hourly').notNull().default(1),
    tripDistance: integer('trip_distance').notNull().default(1),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    status: integer('status').notNull().default(1),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vehicles_provider').on(t.providerId), index('vehicles_zone').on(t.zoneId)],
);

export const vehicleReviews = pgTable(
  'vehicle_reviews',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    providerId: integer('provider_id')
      .notNull()
      .references(() => stores.id),
    /** Customer id (users of the customer area); null for seeded reviews of demo customers. */
    userId: integer('user_id'),
    customerName: text('customer_name').notNull(),
    tripId: integer('trip_id'),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    reply: text('reply'),
    status: integer('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vehicle_reviews_provider').on(t.providerId), index('vehicle_reviews_vehicle').on(t.vehicleId)],
);

export const rentalBanners = pgTable('rental_banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** provider_wise (data = provider id) | vehicle_wise (data = vehicle id) | default (data = a link) */
  type: text('type').$type<'provider_wise' | 'vehicle_wise' | 'default'>().notNull(),
  image: text('image').notNull(),
  data: text('data'),
  zoneId: integer('zone_id')
    .notNull()
    .references(() => zones.id),
  status: integer('status').notNull().default(1),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
});

/** The trip settings of a customer's (or guest's) trip cart. */
export const rentalCartUserData = pgTable(
  'rental_cart_user_data',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    guestId: text('guest_id'),
    pickupLocation: jsonb('pickup_location').$type<TripPoint>().notNull(),
    destinationLocation: jsonb('destination_location').$type<TripPoint | null>(),
    pickupTime: timestamp('pickup_time', { withTimezone: true }).notNull(),
    rentalType: text('rental_type').$type<RentalType>().notNull(),
    estimatedHours: doublePrecision('estimated_hours').notNull().default(0),
    /** km */
    distance: doublePrecision('distance').notNull().default(0),
    /** Trip duration in hours (distance-wise trips). */
    destinationTime: doublePrecision('destination_time').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rental_cart_user_data_user').on(t.userId), index('rental_cart_user_data_guest').on(t.guestId)],
);

export const rentalCarts = pgTable(
  'rental_carts',
  {
    id: serial('id').primaryKey(),
    userDataId: integer('user_data_id')
      .notNull()
      .references(() => rentalCartUserData.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    guestId: text('guest_id'),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    providerId: integer('provider_id')
      .notNull()
      .references(() => stores.id),
    quantity: integer('quantity').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rental_carts_user_data').on(t.userDataId)],
);

export interface TripUserInfo {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string | null;
}

export const trips = pgTable(
  'trips',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    guestId: text('guest_id'),
    isGuest: integer('is_guest').notNull().default(0),
    providerId: integer('provider_id')
      .notNull()
      .references(() => stores.id),
    zoneId: integer('zone_id').notNull(),
    moduleId: integer('module_id').notNull(),
    tripStatus: text('trip_status').$type<TripStatus>().notNull().default('pending'),
    tripType: text('trip_type').$type<RentalType>().notNull(),
    paymentMethod: text('payment_method'),
    /** unpaid | paid | partially_paid */
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    /** Rent before discounts (price × quantity × hours-or-km, all lines). */
    price: doublePrecision('price').notNull(),
    discountOnTrip: doublePrecision('discount_on_trip').notNull().default(0),
    /** vehicle | provider */
    discountOnTripBy: text('discount_on_trip_by'),
    couponCode: text('coupon_code'),
    couponDiscountAmount: doublePrecision('coupon_discount_amount').notNull().default(0),
    taxAmount: doublePrecision('tax_amount').notNull().default(0),
    taxPercentage: doublePrecision('tax_percentage').notNull().default(0),
    /** included | excluded */
    taxStatus: text('tax_status').notNull().default('excluded'),
    /** The additional (service) charge of the config when booked, part of trip_amount (as 6amMart 3.5). */
    additionalCharge: doublePrecision('additional_charge').notNull().default(0),
    /** The amount to pay. */
    tripAmount: doublePrecision('trip_amount').notNull(),
    partiallyPaidAmount: doublePrecision('partially_paid_amount').notNull().default(0),
    estimatedHours: doublePrecision('estimated_hours').notNull().default(0),
    distance: doublePrecision('distance').notNull().default(0),
    destinationTime: doublePrecision('destination_time').notNull().default(0),
    pickupLocation: jsonb('pickup_location').$type<TripPoint>().notNull(),
    destinationLocation: jsonb('destination_location').$type<TripPoint | null>(),
    pickupTime: timestamp('pickup_time', { withTimezone: true }).notNull(),
    scheduleAt: timestamp('schedule_at', { withTimezone: true }),
    scheduled: integer('scheduled').notNull().default(0),
    additionalNote: text('additional_note'),
    userInfo: jsonb('user_info').$type<TripUserInfo | null>(),
    cancellationReason: text('cancellation_reason'),
    canceledBy: text('canceled_by'),
    confirmedAt: timestamp('confirmed', { withTimezone: true }),
    ongoingAt: timestamp('ongoing', { withTimezone: true }),
    completedAt: timestamp('completed', { withTimezone: true }),
    canceledAt: timestamp('canceled', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trips_user').on(t.userId), index('trips_guest').on(t.guestId)],
);

export const tripDetails = pgTable(
  'trip_details',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    quantity: integer('quantity').notNull(),
    /** Unit price per hour or per km at booking time. */
    price: doublePrecision('price').notNull(),
    /** price × quantity × hours-or-km */
    calculatedPrice: doublePrecision('calculated_price').notNull(),
    discountOnTrip: doublePrecision('discount_on_trip').notNull().default(0),
    /** The vehicle as it was when booked (serialized vehicle without provider). */
    vehicleDetails: jsonb('vehicle_details').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trip_details_trip').on(t.tripId)],
);

export const rentalWishlists = pgTable(
  'rental_wishlists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    providerId: integer('provider_id').references(() => stores.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rental_wishlists_vehicle').on(t.userId, t.vehicleId),
    uniqueIndex('rental_wishlists_provider').on(t.userId, t.providerId),
  ],
);
