// Time slots of a scheduled order: per day from the store's schedule (Sunday 0 … Saturday 6) at the
// config's slot interval, in the shop's clock; 'Now' stands for the current slot while the store is open.
import { localClock } from '../../../domain/shop-time.ts';

export interface Schedule {
  day: number;
  opening_time: string;
  closing_time: string;
}

export interface TimeSlot {
  /** null = now. */
  start: string | null;
  end: string | null;
  /** The `schedule_at` text sent ("YYYY-MM-DD HH:mm"), null for now. */
  scheduleAt: string | null;
}

const minutesOf = (t: string) => {
  const [h, m] = t.split(':').map(Number);
  return h! * 60 + m!;
};
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The slots of the day `offset` days from now (0 = today: 'Now' first when open, then the later slots). */
export function timeSlots(schedules: Schedule[], intervalMinutes: number, now: Date, offset: number): TimeSlot[] {
  const step = intervalMinutes > 0 ? intervalMinutes : 30;
  const day = new Date(now.getTime() + offset * 86_400_000);
  const { date, day: weekday, time } = localClock(day);
  const current = offset === 0 ? minutesOf(time) : -1;
  const slots: TimeSlot[] = [];
  for (const s of schedules.filter((x) => x.day === weekday)) {
    const open = minutesOf(s.opening_time);
    const close = minutesOf(s.closing_time);
    if (offset === 0 && current >= open && current < close && !slots.some((x) => x.start === null))
      slots.unshift({ start: null, end: null, scheduleAt: null });
    for (let m = open; m + step <= close; m += step) {
      if (m <= current) continue;
      slots.push({ start: clock(m), end: clock(m + step), scheduleAt: `${date} ${clock(m)}` });
    }
  }
  return slots;
}
