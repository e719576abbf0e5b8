// Customer area: guests, users and their bearer tokens, OTPs (+ the outbox the SMS/mail gateway writes to),
// addresses, wishlists, wallet and loyalty ledgers, pending wallet payments, and store carts.
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
import { sql } from 'drizzle-orm';
import { items, modules, stores } from './catalogue.ts';

/** Guest ids issued by POST /auth/guest/request (≥ 64 random bits, hex). */
export const guests = pgTable('guests', {
  id: serial('id').primaryKey(),
  guestId: text('guest_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Customers. Flags are 0/1 integers as in 6amMart. `password` is a bcrypt hash (null for OTP/social accounts). */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  fName: text('f_name'),
  lName: text('l_name'),
  phone: text('phone').unique(),
  email: text('email').unique(),
  password: text('password'),
  image: text('image'),
  isPhoneVerified: integer('is_phone_verified').notNull().default(0),
  isEmailVerified: integer('is_email_verified').notNull().default(0),
  refCode: text('ref_code').notNull().unique(),
  refBy: integer('ref_by'),
  walletBalance: doublePrecision('wallet_balance').notNull().default(0),
  loyaltyPoint: integer('loyalty_point').notNull().default(0),
  /** 1 active, 0 blocked (→ 403 auth-003). */
  status: integer('status').notNull().default(1),
  /** manual | otp | google | facebook | apple: how the account was made. */
  loginMedium: text('login_medium').notNull().default('manual'),
  socialId: text('social_id'),
  /** Module ids the customer picked interests for. */
  selectedModules: jsonb('selected_modules_for_interest').$type<number[]>().notNull().default([]),
  /** Category interests per module id. */
  interest: jsonb('interest').$type<Record<string, number[]>>().notNull().default({}),
  /** Until then `update-info` may give this nameless account its personal info (login_type it was made with). */
  infoPendingUntil: timestamp('info_pending_until', { withTimezone: true }),
  infoPendingLoginType: text('info_pending_login_type'),
  /** sha256 of the proof the answer with is_personal_info 0 carried (`info_token`); update-info must send it. */
  infoTokenHash: text('info_token_hash'),
  /** The device's push token (6amMart's `cm_firebase_token`), set by PUT customer/cm-firebase-token. */
  cmFirebaseToken: text('cm_firebase_token'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bearer tokens, stored as sha256 hex of the token; revoked on logout and account deletion. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the token was last used (written at most once an hour): a token idle for TOKEN_IDLE_DAYS has expired. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_user').on(t.userId)],
);

/**
 * One OTP state per (channel, target, purpose). `codeHash` is sha256 of the code. `sentAt` drives the 60 s resend
 * cooldown; `attempts` counts wrong codes since `windowStartedAt` (60 s window); `blockedUntil` after 5 of them.
 */
export const otps = pgTable(
  'otps',
  {
    id: serial('id').primaryKey(),
    /** phone | email */
    channel: text('channel').notNull(),
    target: text('target').notNull(),
    /** verify | reset | profile */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a right code answered is_exist_user: the same code may then be sent once more with `verified`. */
    heldForExistUser: integer('held_for_exist_user').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }),
    /** Wrong codes against the current code over its whole life (however slowly tried); reset by a new code. */
    lifetimeWrong: integer('lifetime_wrong').notNull().default(0),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('otps_key').on(t.channel, t.target, t.purpose)],
);

/**
 * Wrong passwords per sign-in identifier (a normalized email or phone, whether or not an account holds it, so a lock
 * tells nothing about who has an account): past the limit in a row, that identifier is locked until `lockedUntil`.
 */
export const loginAttempts = pgTable('login_attempts', {
  identifier: text('identifier').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What the SMS / mail gateway adapter "sent" (outside demo mode). The embedded API has no real gateway. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  target: text('target').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sessions of the demo phone-authentication (firebase) service. */
export const phoneAuthSessions = pgTable('phone_auth_sessions', {
  id: serial('id').primaryKey(),
  sessionInfo: text('session_info').notNull().unique(),
  phone: text('phone').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** home | office | other */
    addressType: text('address_type').notNull(),
    contactPersonName: text('contact_person_name').notNull(),
    contactPersonNumber: text('contact_person_number').notNull(),
    contactPersonEmail: text('contact_person_email'),
    address: text('address').notNull(),
    additionalInformation: text('additional_information'),
    latitude: text('latitude').notNull(),
    longitude: text('longitude').notNull(),
    /** The smallest zone containing the point. */
    zoneId: integer('zone_id').notNull(),
    /** Every zone containing the point, smallest first. */
    zoneIds: jsonb('zone_ids').$type<number[]>().notNull().default([]),
    floor: text('floor'),
    road: text('road'),
    house: text('house'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_addresses_user').on(t.userId)],
);

export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => items.id),
    storeId: integer('store_id').references(() => stores.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wishlists_item').on(t.userId, t.itemId), uniqueIndex('wishlists_store').on(t.userId, t.storeId)],
);

/** 6amMart's wallet_transactions: transaction_type add_fund | loyalty_point | order_place | partial_payment | referrer | order_refund | add_fund_by_admin. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transactionId: text('transaction_id').notNull().unique(),
    credit: doublePrecision('credit').notNull().default(0),
    debit: doublePrecision('debit').notNull().default(0),
    adminBonus: doublePrecision('admin_bonus').notNull().default(0),
    balance: doublePrecision('balance').notNull(),
    transactionType: text('transaction_type').notNull(),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_transactions_user').on(t.userId, t.createdAt),
    // the ledger of an order or trip: each movement (debit, partial debit, refund) exists once per reference
    uniqueIndex('wallet_transactions_reference')
      .on(t.reference, t.transactionType)
      .where(sql`${t.transactionType} in ('order_place', 'partial_payment', 'order_refund')`),
  ],
);

/** 6amMart's loyalty_point_transactions: transaction_type order_place | point_to_wallet. */
export const loyaltyPointTransactions = pgTable(
  'loyalty_point_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transactionId: text('transaction_id').notNull().unique(),
    credit: doublePrecision('credit').notNull().default(0),
    debit: doublePrecision('debit').notNull().default(0),
    balance: doublePrecision('balance').notNull(),
    transactionType: text('transaction_type').notNull(),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loyalty_point_transactions_user').on(t.userId, t.createdAt),
    // a ledger: each movement (points of an order, a transfer) exists once per reference
    uniqueIndex('loyalty_point_transactions_reference')
      .on(t.reference, t.transactionType)
      .where(sql`${t.reference} is not null`),
  ],
);

/**
 * A payment waiting on the local payment page (GET /payment/wallet?token=…): an add-fund (the customer's wallet), or
 * the digital payment of an order or a trip (`purpose`, `reference` = its id; guests' orders have no user).
 */
export const walletPayments = pgTable('wallet_payments', {
  id: serial('id').primaryKey(),
  /** sha256 of the page token. */
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** add_fund | order | trip */
  purpose: text('purpose').notNull().default('add_fund'),
  reference: text('reference'),
  amount: doublePrecision('amount').notNull(),
  paymentMethod: text('payment_method').notNull(),
  callback: text('callback'),
  /** pending | success | fail | void (confirmed when its order / trip could no longer be paid) */
  status: text('status').notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});

/** Store cart rows of a user or a guest, per module. `itemType` is 6amMart's model class name. */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    itemId: integer('item_id').notNull(),
    /** App\\Models\\Item | App\\Models\\ItemCampaign */
    itemType: text('item_type').notNull(),
    price: doublePrecision('price').notNull(),
    quantity: integer('quantity').notNull(),
    variation: jsonb('variation').$type<unknown[]>().notNull().default([]),
    addOnIds: jsonb('add_on_ids').$type<number[]>().notNull().default([]),
    addOnQtys: jsonb('add_on_qtys').$type<number[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('carts_user').on(t.userId, t.moduleId),
    index('carts_guest').on(t.guestId, t.moduleId),
    // one line per owner + item + variation (parallel adds of one item cannot make two lines)
    uniqueIndex('carts_owner_line').on(
      sql`coalesce(${t.userId}::text, 'g:' || ${t.guestId})`,
      t.moduleId,
      t.itemType,
      t.itemId,
      t.variation,
    ),
  ],
);

/** Uploaded profile photos, served at /media/customers/<name>. */
export const customerImages = pgTable('customer_images', {
  name: text('name').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  mime: text('mime').notNull(),
  /** base64 of the file (≤ 2 MB). */
  data: text('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Hits per rate-limit key (`auth:<ip>`) in the current window, shared by every API process on one database: the
 * per-IP limit on sign-in, code and reset attempts holds however many processes serve the shop. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});
