// Engagement: store reels, the short videos the 3.x clients show on the home page
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

/**
 * The landing page's testimonials (6amMart's admin landing "testimonial" list, served by GET /api/v1/testimonial as
 * `{img, brand_image, name, position, detail}`): a reviewer, their role and what they said.
 */
export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  designation: text('designation').notNull(),
  review: text('review').notNull(),
  /** File names under /media/ (the reviewer's picture and their company's logo); null = none. */
  image: text('image'),
  brandImage: text('brand_image'),
  status: integer('status').notNull().default(1),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
