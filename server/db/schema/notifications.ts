// Notifications, as 6amMart keeps them: `notifications` are the business's pushes to every customer
// (of a zone, or all zones: promotions), `user_notifications` one customer's own (an order's status, a wallet credit),
// with 6amMart's `data` JSON ({title, description, order_id, image, type}). GET /customer/notifications answers both,
// of the last 15 days. See docs/architecture.md, "Chat and notifications".
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './customer.ts';

/** 6amMart's notification `data`: what the list and a push show. */
export interface NotificationData {
  title: string;
  description: string;
  /** The order it is about ('' when none, as 6amMart's pushes). */
  order_id: number | string;
  image: string;
  /** order_status | general | wallet | message */
  type: string;
}

/** A push to every customer (of a zone, or all: `zone_id` null), shown while active. */
export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  image: text('image'),
  status: integer('status').notNull().default(1),
  /** Who it is for (6amMart's `tergat`): customer | deliveryman | store. */
  target: text('tergat').notNull().default('customer'),
  zoneId: integer('zone_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One customer's notification. */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<NotificationData>().notNull(),
    /** What the notification says, by message and parameters: the list shows it in the reader's language. */
    messageKey: text('message_key'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_notifications_user').on(t.userId, t.createdAt)],
);
