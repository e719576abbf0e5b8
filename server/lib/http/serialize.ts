// Helpers shared by the serializers: translations, media URLs, timestamps. (The shop's clock is domain/shop-time.ts.)
import type { Translations } from '../../db/schema/catalogue.ts';

/** What every serializer needs to know about the request. */
export interface SerializeOptions {
  /** X-localization (default en). */
  locale: string;
  now: Date;
  /** The customer's position (latitude/longitude headers), for store distances. */
  lat?: number | null;
  lng?: number | null;
}

/** A translated text field, falling back to the row's own value. */
export const tr = (translations: Translations | null | undefined, locale: string, field: string, fallback: string) =>
  (locale !== 'en' && translations?.[locale]?.[field]) || fallback;

/** URL of a generated media file (see server/media.ts). `image` is the stored path, e.g. `items/12.svg`. */
export const mediaUrl = (image: string) =>
  image.startsWith('/') || /^https?:/.test(image) ? image : `/media/${image}`;

export const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** A row's `created_at` and `updated_at`: tables without an update time answer their creation time for both. */
export const stamps = (row: { createdAt: Date | string }) => ({
  created_at: iso(row.createdAt),
  updated_at: iso(row.createdAt),
});
