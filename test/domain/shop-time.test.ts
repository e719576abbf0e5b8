import { describe, expect, it } from 'vitest';
import { formatClock12, formatShopTime, parseShopTime } from '../../domain/shop-time.ts';

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
