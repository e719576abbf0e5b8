// Helpers shared by the catalogue serializers: translations, media URLs, the business clock.
import type { Translations } from '../../db/schema/catalogue.ts';

/** The shop's time zone: opening hours, availability windows and coupon dates are read in it. */
export const BUSINESS_TIME_ZONE = 'Asia/Dhaka';

/** What every serializer needs to know about the request. */
export interface SerializeOptions {
  /** X-localization (default en). */
  locale: string;
  now: Date;
  /** The customer's position (latitude/longitude headers), for store distances. */
  lat?: number | null;
  lng?: number | null;
}

/** The locale from the X-localization header (`en` when absent). */
export const localeOf = (headers: Record<string, unknown>): string => {
  const raw = headers['x-localization'];
  return typeof raw === 'string' && raw ? raw.toLowerCase().split(/[-_]/)[0]! : 'en';
};

/** A translated text field, falling back to the row's own value. */
export const tr = (translations: Translations | null | undefined, locale: string, field: string, fallback: string) =>
  (locale !== 'en' && translations?.[locale]?.[field]) || fallback;

/** URL of a generated media file (see server/media.ts). `image` is the stored path, e.g. `items/12.svg`. */
export const mediaUrl = (image: string) =>
  image.startsWith('/') || /^https?:/.test(image) ? image : `/media/${image}`;

export const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

const partsFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The business-local calendar date (YYYY-MM-DD), time (HH:mm:ss) and weekday (Sunday 0 … Saturday 6) of an instant. */
export function localClock(now: Date): { date: string; time: string; day: number } {
  const parts = Object.fromEntries(partsFormatter.formatToParts(now).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
    day: weekdays.indexOf(parts.weekday!),
  };
}

/** `HH:mm` → `HH:mm:ss` (already-full times pass through). */
export const fullTime = (t: string) => (t.length === 5 ? `${t}:00` : t);

/** Whether a time lies in [start, end] (windows past midnight, e.g. 22:00–02:00, wrap). */
export function inTimeWindow(time: string, start: string, end: string): boolean {
  const t = fullTime(time);
  const s = fullTime(start);
  const e = fullTime(end);
  return s <= e ? t >= s && t <= e : t >= s || t <= e;
}

/** JSON number with at most 2 decimals. */
export const round2 = (n: number) => Math.round(n * 100) / 100;
