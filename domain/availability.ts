// Open/closed and availability rules (spec part 1 §4, part 2 §9), read on the shop's clock: shared by the embedded
// API (the `open` flag, order checks) and the SPA (open/closed badges, item availability).
import { fullTime, inTimeWindow, localClock } from './shop-time.ts';

/** One opening period of a store's weekly schedule (the Store JSON's `schedules[]`). */
export interface OpeningPeriod {
  /** Sunday 0 … Saturday 6. */
  day: number;
  opening_time: string;
  closing_time: string;
}

/** Whether a store is open at `now`: approved (status 1), its own toggle on, and inside one of today's periods. */
export function isStoreOpen(store: { status: number; active: boolean }, periods: OpeningPeriod[], now: Date): boolean {
  if (store.status !== 1 || !store.active) return false;
  const { day, time } = localClock(now);
  return periods.some((p) => p.day === day && inTimeWindow(time, p.opening_time, p.closing_time));
}

/** Today's next opening time (HH:mm:ss) after `now`, or null. */
export function nextOpeningToday(periods: OpeningPeriod[], now: Date): string | null {
  const { day, time } = localClock(now);
  const later = periods
    .filter((p) => p.day === day && fullTime(p.opening_time) > time)
    .map((p) => fullTime(p.opening_time))
    .sort();
  return later[0] ?? null;
}

/** A dated window with daily times (a store discount: start_date + start_time … end_date + end_time). */
export interface DiscountWindow {
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
}

/** Whether a store discount runs at `now` (from its start date + time to its end date + time, inclusive). */
export function isDiscountRunning(window: DiscountWindow | null | undefined, now: Date): boolean {
  if (!window) return false;
  const { date, time } = localClock(now);
  const current = `${date} ${time}`;
  return (
    current >= `${window.start_date} ${fullTime(window.start_time)}` &&
    current <= `${window.end_date} ${fullTime(window.end_time)}`
  );
}

/** When an item can be ordered: a daily time window, and for campaign items a date range (YYYY-MM-DD, inclusive). */
export interface AvailabilityWindow {
  timeStarts: string;
  timeEnds: string;
  dateStarts?: string | null;
  dateEnds?: string | null;
}

/** Whether an item can be ordered at `now`. */
export function isItemAvailable(window: AvailabilityWindow, now: Date): boolean {
  const { date, time } = localClock(now);
  if (window.dateStarts && date < window.dateStarts) return false;
  if (window.dateEnds && date > window.dateEnds) return false;
  return inTimeWindow(time, window.timeStarts, window.timeEnds);
}

/** Whether a day's date (YYYY-MM-DD, shop time) of `now` lies in [start, end]. */
export function isWithinDates(start: string, end: string, now: Date): boolean {
  const { date } = localClock(now);
  return date >= start && date <= end;
}
