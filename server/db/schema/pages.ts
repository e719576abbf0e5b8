// Business pages (the admin's "pages" of 6amMart: about us, terms and conditions, privacy, refund, cancellation and
// shipping policies): one row per page with its HTML, the translations per locale and when it was last edited.
// Whether the refund / cancellation / shipping pages are shown is the business config's flag (refund_policy,
// cancelation_policy, shipping_policy), as in 6amMart's `/config`.
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Translations } from './catalogue.ts';

export const businessPages = pgTable('business_pages', {
  /** about_us, terms_and_conditions, privacy_policy, refund_policy, cancellation_policy, shipping_policy. */
  key: text('key').primaryKey(),
  /** The default (English) HTML. */
  content: text('content').notNull(),
  /** `{ ar: { content: '<p>…</p>' } }`. */
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
