import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * Images of an order (at most 3 per kind; jpg, png, jpeg or gif, ≤ 2 MB each), served at /media/<name>: the
 * prescription sent with it (`order_attachment[]`, name `order/<order id>-<random>.<ext>`), a review's images
 * (`review/…`) and a refund request's (`refund/…`).
 */
export const orderAttachments = pgTable(
  'order_attachments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    /** base64 of the file. */
    data: text('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_attachments_order').on(t.orderId)],
);
