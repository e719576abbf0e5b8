// After a delivered order: the refund request (6amMart's `refunds`) and the offline payment information sent with an
// order paid offline (6amMart's `offline_payments`); see docs/architecture.md "Refunds and offline payment".
import { doublePrecision, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

export type RefundStatus = 'pending' | 'approved' | 'rejected' | 'refunded';

/** One refund per order (the unique index is the guard under concurrency); approving it credits the wallet once. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    orderStatus: text('order_status').notNull(),
    refundStatus: text('refund_status').$type<RefundStatus>().notNull().default('pending'),
    refundMethod: text('refund_method').notNull().default('wallet'),
    customerReason: text('customer_reason').notNull(),
    customerNote: text('customer_note'),
    adminNote: text('admin_note'),
    refundAmount: doublePrecision('refund_amount').notNull(),
    /** Media paths (`refund/<name>`, stored in order_attachments) of the images (6amMart's `image` JSON). */
    image: jsonb('image').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refunds_order').on(t.orderId)],
);

/** The customer's offline payment information of an order (one row per order; updated from the order details). */
export const offlinePayments = pgTable(
  'offline_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `{method_id, method_name, <customer_input>: value, …}` as 6amMart stores it. */
    paymentInfo: jsonb('payment_info').$type<Record<string, string | number>>().notNull(),
    customerNote: text('customer_note'),
    /** The method's own fields (name → value) as they were when the information was sent. */
    methodFields: jsonb('method_fields').$type<unknown[]>().notNull().default([]),
    /** pending | verified | denied */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('offline_payments_order').on(t.orderId)],
);
