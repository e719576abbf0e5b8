import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Guest ids issued by POST /auth/guest/request (≥ 64 random bits, hex). */
export const guests = pgTable('guests', {
  id: serial('id').primaryKey(),
  guestId: text('guest_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
