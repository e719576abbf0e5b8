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

/** A moment that may not have come (an order or trip step not reached yet): its ISO time, or null. */
export const isoOrNull = (d: Date | null) => (d ? iso(d) : null);

/** A row's `created_at` and `updated_at`: tables without an update time answer their creation time for both. */
export const stamps = (row: { createdAt: Date | string }) => ({
  created_at: iso(row.createdAt),
  updated_at: iso(row.createdAt),
});

/** A column's name as 6amMart's JSON field: camelCase in snake_case (`minimumOrder` → `minimum_order`). */
type SnakeCase<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${SnakeCase<T>}`
  : S;
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Columns that 6amMart's JSON carries as they are, each under its snake_case name. */
export function columns<R, K extends keyof R & string>(
  row: R,
  names: readonly K[],
): { [P in K as SnakeCase<P>]: R[P] } {
  const out: Record<string, unknown> = {};
  for (const name of names) out[snakeCase(name)] = row[name];
  return out as { [P in K as SnakeCase<P>]: R[P] };
}

/** Yes/no columns, which 6amMart's JSON carries as 0 or 1, each under its snake_case name. */
export const flags = <R extends Record<K, number>, K extends keyof R & string>(row: R, names: readonly K[]) =>
  columns(row, names) as { [P in K as SnakeCase<P>]: 0 | 1 };
