import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * Prescription images sent with an order (`order_attachment[]`, at most 3; jpg, png, jpeg or gif, ≤ 2 MB each),
 * served at /media/<name> (name `order/<order id>-<random>.<ext>`).
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
