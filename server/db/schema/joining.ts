// Joining the marketplace: a store's owner (6amMart's `vendors`) and a delivery man who registered
// themselves, each pending until an admin approves them (a registered store is `stores.status` 0: not in the shop),
// the subscription packages a store may choose, and the images they sent (logo, cover, profile and identity images).
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { zones } from './catalogue.ts';
import { deliveryVehicles } from './promotions.ts';

/** A store's owner account; `status` null while the application is pending (6amMart's vendors.status). */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    fName: text('f_name').notNull(),
    lName: text('l_name'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** bcrypt, like a customer's. */
    password: text('password').notNull(),
    status: integer('status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendors_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('vendors_phone_unique').on(t.phone),
  ],
);

/** 6amMart's subscription_packages: what a store on the subscription business model pays for and gets. */
export const subscriptionPackages = pgTable('subscription_packages', {
  id: serial('id').primaryKey(),
  packageName: text('package_name').notNull(),
  price: doublePrecision('price').notNull(),
  /** Days. */
  validity: integer('validity').notNull(),
  /** 'unlimited' or a number, as 6amMart stores it. */
  maxOrder: text('max_order').notNull().default('unlimited'),
  maxProduct: text('max_product').notNull().default('unlimited'),
  pos: boolean('pos').notNull().default(false),
  mobileApp: boolean('mobile_app').notNull().default(false),
  chat: boolean('chat').notNull().default(false),
  review: boolean('review').notNull().default(false),
  selfDelivery: boolean('self_delivery').notNull().default(false),
  status: integer('status').notNull().default(1),
  isDefault: boolean('default').notNull().default(false),
  colour: text('colour'),
  text: text('text'),
  /** 'all' or 'rental'. */
  moduleType: text('module_type').notNull().default('all'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A delivery man who registered; pending (`application_status` pending, status 0, active 0) until approved. */
export const deliveryMen = pgTable(
  'delivery_men',
  {
    id: serial('id').primaryKey(),
    fName: text('f_name').notNull(),
    lName: text('l_name'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    identityType: text('identity_type').$type<'passport' | 'driving_license' | 'nid'>().notNull(),
    identityNumber: text('identity_number').notNull(),
    /** Media paths (`delivery-man/<name>`) of the identity images, stored in joining_images and never served. */
    identityImage: jsonb('identity_image').$type<string[]>().notNull().default([]),
    /** Media path of the profile image, or null. */
    image: text('image'),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => deliveryVehicles.id),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    /** 1 freelancer, 0 salaried (6amMart's `earning`). */
    earning: integer('earning').notNull(),
    password: text('password').notNull(),
    status: integer('status').notNull().default(0),
    active: integer('active').notNull().default(0),
    applicationStatus: text('application_status')
      .$type<'pending' | 'approved' | 'denied'>()
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('delivery_men_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('delivery_men_phone_unique').on(t.phone),
  ],
);

/** The images sent with an application (jpg / png / gif ≤ 2 MB, recognised by their bytes), base64. */
export const joiningImages = pgTable('joining_images', {
  name: text('name').primaryKey(),
  mime: text('mime').notNull(),
  data: text('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
