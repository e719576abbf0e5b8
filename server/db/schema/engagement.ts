// Engagement (issue 9): store reels, the short videos the 3.x clients show on the home page
// (GET /api/v1/customer/reels/list). Column names follow the wire format.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Translations } from './catalogue.ts';
import { modules, stores } from './catalogue.ts';

/** A store's reel: a short video with its cover picture; the newest first on the home page. */
export const reels = pgTable(
  'reels',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    title: text('title').notNull(),
    /** File names under /media/reels/. */
    video: text('video').notNull(),
    thumbnail: text('thumbnail').notNull(),
    viewCount: integer('view_count').notNull().default(0),
    status: integer('status').notNull().default(1),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reels_store').on(t.storeId), index('reels_module').on(t.moduleId)],
);
