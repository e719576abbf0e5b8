// The shop's clock (spec part 2 §9): opening hours, availability windows, coupon and discount dates are read in the
// business time zone. Trip and order times arrive as "YYYY-MM-DD hh:mm AM/PM" (or ISO 8601 with a zone) and are
// answered as "YYYY-MM-DD HH:mm:ss" in the shop's time (6amMart's format). Weekdays: Sunday 0 … Saturday 6.

// The zone's UTC offsets, by quarter hour of UTC. A server-rendered page hands the browser the offsets of the coming
// weeks (`zoneOffsetSpans` in the page's state, which src/app/hydration.ts leaves in `window.__shopZoneOffsets` for the
// first offset asked for): a browser's first Intl.DateTimeFormat loads ICU's date data, ≈ 55 ms in Chromium on a
// 2-core server and several times that on a phone, and the first page that shows an item's availability, a store's
// hours or a sale's countdown would pay it in the middle of its hydration.

import { BUSINESS_TIME_ZONE } from './time-zone.ts';

export const QUARTER_HOUR = 900_000;
/** Bounded: cleared past this many quarters (three weeks). */
const MAX_QUARTERS = 2048;
const quarterOffsets = new Map<number, number>();

/** Made on the first offset not known already, never when the module loads. */
let offsetFormatter: Intl.DateTimeFormat | undefined;

/** The shop time zone's UTC offset in minutes at an instant, from Intl. */
function zoneOffsetMinutes(at: Date): number {
  offsetFormatter ??= new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, timeZoneName: 'longOffset' });
  const name = offsetFormatter.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

declare global {
  /** The server's offsets of a server-rendered page (src/app/hydration.ts), taken on the first offset asked for. */
  var __shopZoneOffsets: unknown;
}

/**
 * The server's spans, read before the quarters' map: the ones a server-rendered page left, taken on the first offset
 * asked for (`seedZoneOffsets` sets others).
 */
let seeded: readonly ZoneOffsetSpan[] | undefined;

/**
 * The shop zone's UTC offset (minutes) at an instant, from the start of its quarter hour: offsets are whole quarter
 * hours and a zone changes its offset at a local whole or half hour, so never inside a UTC quarter hour.
 */
export function offsetNear(at: number): number {
  seeded ??= Array.isArray(globalThis.__shopZoneOffsets) ? globalThis.__shopZoneOffsets : [];
  const quarter = Math.floor(at / QUARTER_HOUR);
  for (const [first, last, minutes] of seeded) if (quarter >= first && quarter <= last) return minutes;
  let offset = quarterOffsets.get(quarter);
  if (offset === undefined) {
    if (quarterOffsets.size >= MAX_QUARTERS) quarterOffsets.clear();
    offset = zoneOffsetMinutes(new Date(quarter * QUARTER_HOUR));
    quarterOffsets.set(quarter, offset);
  }
  return offset;
}

/** Quarter hours `first`…`last` (inclusive, counted from the epoch) whose offset is `minutes`. */
export type ZoneOffsetSpan = readonly [first: number, last: number, minutes: number];

const QUARTERS_A_DAY = 96;
/** The spans are read a week apart: a zone changes its offset twice a year, months apart. */
const QUARTERS_A_WEEK = 7 * QUARTERS_A_DAY;
/** An instant's offset read from Intl, not kept: the spans' samples would fill the quarters' map with days ahead. */
const offsetFromIntl = (at: number) => zoneOffsetMinutes(new Date(at));
let lastSpans: { from: number; days: number; spans: ZoneOffsetSpan[] } | undefined;

/**
 * The offsets of the `days` from `from` (an epoch time) as spans of equal offset: one span unless the zone shifts
 * (a daylight saving zone twice a year). Read a week apart; through a week whose offset changed, the quarter hour of
 * each change is searched by halves. A zone that changes and changes back within one week would go unseen (none
 * does). The last answer is kept for the next render in the same quarter hour. `offsetAt`: the zone's offset at an
 * instant (a test's zone).
 */
export function zoneOffsetSpans(from: number, days = 60, offsetAt = offsetFromIntl): ZoneOffsetSpan[] {
  const first = Math.floor(from / QUARTER_HOUR);
  const kept = offsetAt === offsetFromIntl && lastSpans?.from === first && lastSpans.days === days;
  if (kept) return lastSpans!.spans;
  const end = first + days * QUARTERS_A_DAY - 1;
  const at = (quarter: number) => offsetAt(quarter * QUARTER_HOUR);
  const spans: [number, number, number][] = [[first, first, at(first)]];
  for (let step = first; step < end; step = Math.min(step + QUARTERS_A_WEEK, end)) {
    const next = Math.min(step + QUARTERS_A_WEEK, end);
    const last = at(next);
    // each change in (span's end, next]: the first quarter whose offset is not the span's
    for (let span = spans.at(-1)!; span[2] !== last; span = spans.at(-1)!) {
      // the offset at `low` is the span's, at `high` not (`highMinutes`)
      let [low, high, highMinutes] = [span[1], next, last];
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        const minutes = at(middle);
        if (minutes === span[2]) low = middle;
        else [high, highMinutes] = [middle, minutes];
      }
      span[1] = low;
      spans.push([high, high, highMinutes]);
    }
    spans.at(-1)![1] = next;
  }
  if (offsetAt === offsetFromIntl) lastSpans = { from: first, days, spans };
  return spans;
}

/**
 * The offsets a server-rendered page hands the browser (src/app/entry-server.tsx): from a year before `now` (past
 * orders' and trips' times) to ten years after it (a sale, a coupon or a campaign that ends far ahead) — one span for
 * a zone without daylight saving, two a year for one with it.
 */
export const handedZoneOffsets = (now: number) => zoneOffsetSpans(now - 366 * 86_400_000, 366 + 3653);

/**
 * Takes the offsets of `spans` (the server's: `zoneOffsetSpans`) as known, in place of any taken before. They come
 * from the page's own state, trusted as the rest of it is (React Query's and React Router's data); anything but a list
 * is ignored.
 */
export function seedZoneOffsets(spans: unknown): void {
  if (Array.isArray(spans)) seeded = spans as ZoneOffsetSpan[];
}

type LocalClock = Readonly<{ date: string; time: string; day: number }>;
/** The last instant asked for and its clock: a request asks for one instant once per item it shows. */
let last: { at: number; clock: LocalClock } = { at: NaN, clock: { date: '', time: '', day: 0 } };

/** The business-local calendar date (YYYY-MM-DD), time (HH:mm:ss) and weekday (Sunday 0 … Saturday 6) of an instant. */
export function localClock(now: Date): LocalClock {
  const at = now.getTime();
  if (at === last.at) return last.clock;
  // The wall clock is the instant moved by the zone's offset, read in UTC (Intl's formatToParts per instant was a
  // fiftieth of a cart write's CPU: every line's created_at and updated_at).
  const local = new Date(at + offsetNear(at) * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = Object.freeze({
    date: `${String(local.getUTCFullYear()).padStart(4, '0')}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`,
    time: `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`,
    day: local.getUTCDay(),
  });
  last = { at, clock };
  return clock;
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

/** The instant of a wall-clock time in the shop's time zone. */
export function fromShopTime(y: number, mo: number, d: number, h: number, mi: number, s = 0): Date {
  const guess = Date.UTC(y, mo - 1, d, h, mi, s);
  const offset = offsetNear(guess);
  return new Date(guess - offset * 60_000);
}

/**
 * Parses "YYYY-MM-DD hh:mm AM/PM", "YYYY-MM-DD HH:mm[:ss]" (shop time) or ISO 8601 with a zone.
 * Returns null when the text is not a valid time.
 */
export function parseShopTime(text: string | null | undefined): Date | null {
  if (!text) return null;
  const value = text.trim();
  const local = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*(AM|PM|am|pm)?$/.exec(value);
  if (local) {
    const [, y, mo, d, hh, mi, ss, ampm] = local;
    let hour = Number(hh);
    if (ampm) {
      if (hour < 1 || hour > 12) return null;
      const pm = ampm.toUpperCase() === 'PM';
      hour = (hour % 12) + (pm ? 12 : 0);
    }
    const [Y, M, D, m, s] = [Number(y), Number(mo), Number(d), Number(mi), Number(ss ?? 0)];
    if (M < 1 || M > 12 || D < 1 || D > 31 || hour > 23 || m > 59 || s > 59) return null;
    const date = fromShopTime(Y, M, D, hour, m, s);
    // reject dates that rolled over (2026-02-31)
    if (localClock(date).date !== `${y}-${mo}-${d}`) return null;
    return date;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** "YYYY-MM-DD HH:mm:ss" in the shop's time. */
export function formatShopTime(date: Date | string | null | undefined): string | null {
  if (!date) return null;
  const d = date instanceof Date ? date : new Date(date);
  const { date: day, time } = localClock(d);
  return `${day} ${time}`;
}

/** A clock time `HH:mm[:ss]` as `hh:mm a` (spec: times shown as hh:mm a): "08:05:00" → "08:05 AM", "13:30" → "01:30 PM". */
export function formatClock12(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
