// Item reviews of delivered orders (6amMart's `reviews`) and their images; see docs/architecture.md "Reviews".
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { items, stores } from './catalogue.ts';
import { orders } from './orders.ts';

/**
 * One review per item per order (the unique index is the guard under concurrency). The item's avg_rating /
 * rating_count and the store's star counts change in the same transaction as the insert (server/lib/reviews).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    moduleId: integer('module_id').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    /** Media paths (`review/<name>`, stored in order_attachments) of the images, in upload order (6amMart's `attachment`). */
    attachment: jsonb('attachment').$type<string[]>().notNull().default([]),
    reply: text('reply'),
    status: integer('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_item_order').on(t.itemId, t.orderId),
    index('reviews_item').on(t.itemId),
    index('reviews_store').on(t.storeId),
  ],
);

/**
 * A customer's review of the delivery man of a delivered order (6amMart's `d_m_reviews`): one per order (the unique
 * index is the guard under concurrency); the delivery man's rating is the average of their reviews.
 */
export const deliveryManReviews = pgTable(
  'delivery_man_reviews',
  {
    id: serial('id').primaryKey(),
    /** The chat's and the order's delivery man id (6amMart's delivery_man_id). */
    deliveryManId: integer('delivery_man_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    attachment: jsonb('attachment').$type<string[]>().notNull().default([]),
    status: integer('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('delivery_man_reviews_order').on(t.orderId),
    index('delivery_man_reviews_dm').on(t.deliveryManId),
  ],
);
