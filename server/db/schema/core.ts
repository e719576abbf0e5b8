import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** Business settings: one row per key; `config` holds the overrides of the default business config. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
