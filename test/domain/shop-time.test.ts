import { describe, expect, it } from 'vitest';
import { formatClock12, formatShopTime, localClock, parseShopTime } from '../../domain/shop-time.ts';
import { BUSINESS_TIME_ZONE } from '../../domain/time-zone.ts';

describe('trip times', () => {
  it('reads "YYYY-MM-DD hh:mm AM/PM" as shop time (Asia/Dhaka, UTC+6) and formats it back', () => {
    const d = parseShopTime('2026-03-05 02:30 PM')!;
    expect(d.toISOString()).toBe('2026-03-05T08:30:00.000Z');
    expect(formatShopTime(d)).toBe('2026-03-05 14:30:00');
    expect(parseShopTime('2026-03-05 12:05 AM')!.toISOString()).toBe('2026-03-04T18:05:00.000Z');
    expect(parseShopTime('2026-03-05T08:30:00Z')!.toISOString()).toBe('2026-03-05T08:30:00.000Z');
  });
  it('rejects impossible dates', () => {
    expect(parseShopTime('2026-02-31 10:00 AM')).toBeNull();
    expect(parseShopTime('2026-03-05 13:00 PM')).toBeNull();
    expect(parseShopTime('tomorrow')).toBeNull();
  });
});

describe('clock times shown as hh:mm a', () => {
  it('writes morning, noon, afternoon and midnight times with two-digit hours', () => {
    expect(formatClock12('08:05:00')).toBe('08:05 AM');
    expect(formatClock12('12:00')).toBe('12:00 PM');
    expect(formatClock12('13:30:00')).toBe('01:30 PM');
    expect(formatClock12('00:00:00')).toBe('12:00 AM');
    expect(formatClock12('23:59:59')).toBe('11:59 PM');
  });
});

describe('the shop clock of an instant', () => {
  // the reference: the platform's own time-zone data, asked per instant
  const intl = new Intl.DateTimeFormat('en-CA', {
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
  const expected = (d: Date) => {
    const p = Object.fromEntries(intl.formatToParts(d).map((x) => [x.type, x.value]));
    return {
      date: `${p.year}-${p.month}-${p.day}`,
      time: `${p.hour}:${p.minute}:${p.second}`,
      day: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(p.weekday!),
    };
  };
  it('reads the date, time and weekday as the time-zone data does, across the 2009 summer-time change', () => {
    // Dhaka moved to UTC+7 at 2009-06-19 23:00 local and back to UTC+6 at 2009-12-31 24:00 local
    const instants = [
      '2009-06-19T16:59:59.999Z',
      '2009-06-19T17:00:00.000Z',
      '2009-06-19T17:14:59.000Z',
      '2009-12-31T16:59:59.000Z',
      '2009-12-31T17:00:00.000Z',
      '2026-11-25T17:59:59.500Z',
      '2026-11-25T18:00:00.000Z',
      '2028-02-29T23:30:00.000Z',
    ].map((s) => new Date(s));
    // and a spread of instants over twenty years, a few seconds off every quarter hour
    for (let t = Date.UTC(2008, 0, 1), i = 0; t < Date.UTC(2028, 0, 1); t += 37 * 3_600_000 + 7_777, i++)
      instants.push(new Date(t));
    for (const d of instants)
      expect({ at: d.toISOString(), ...localClock(d) }).toEqual({ at: d.toISOString(), ...expected(d) });
  });
});
