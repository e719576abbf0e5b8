// Open/closed and availability on the shop's clock (Asia/Dhaka, UTC+6; Sunday 0 … Saturday 6).
import { describe, expect, it } from 'vitest';
import {
  isDiscountRunning,
  isItemAvailable,
  isStoreOpen,
  nextOpeningToday,
  type OpeningPeriod,
} from '../../domain/availability.ts';

// 2026-03-04 is a Wednesday (day 3); 06:00Z = 12:00 in Dhaka
const wednesdayNoon = new Date('2026-03-04T06:00:00Z');
const period = (day: number, opening_time: string, closing_time: string): OpeningPeriod => ({
  day,
  opening_time,
  closing_time,
});

describe('isStoreOpen', () => {
  const open = { status: 1, active: true };
  it("is open inside one of today's periods, closed outside them or on another day", () => {
    expect(isStoreOpen(open, [period(3, '09:00', '17:00')], wednesdayNoon)).toBe(true);
    expect(isStoreOpen(open, [period(3, '13:00', '17:00')], wednesdayNoon)).toBe(false);
    expect(isStoreOpen(open, [period(4, '09:00', '17:00')], wednesdayNoon)).toBe(false);
  });
  it('wraps a period past midnight (22:00–02:00)', () => {
    const wednesday1am = new Date('2026-03-03T19:00:00Z'); // 01:00 Wednesday in Dhaka
    expect(isStoreOpen(open, [period(3, '22:00:00', '02:00:00')], wednesday1am)).toBe(true);
  });
  it('is closed when not approved or switched off, whatever the schedule', () => {
    const all = [period(3, '00:00', '23:59:59')];
    expect(isStoreOpen({ status: 0, active: true }, all, wednesdayNoon)).toBe(false);
    expect(isStoreOpen({ status: 1, active: false }, all, wednesdayNoon)).toBe(false);
  });
  it("tells today's next opening time while closed", () => {
    const periods = [period(3, '08:00', '10:00'), period(3, '18:30', '22:00'), period(3, '14:00', '16:00')];
    expect(nextOpeningToday(periods, wednesdayNoon)).toBe('14:00:00');
    expect(nextOpeningToday([period(3, '08:00', '10:00')], wednesdayNoon)).toBeNull();
  });
});

describe('isDiscountRunning', () => {
  const window = { start_date: '2026-03-01', end_date: '2026-03-04', start_time: '10:00', end_time: '12:30' };
  it('runs from its start date and time to its end date and time', () => {
    expect(isDiscountRunning(window, wednesdayNoon)).toBe(true);
    expect(isDiscountRunning({ ...window, end_time: '11:59' }, wednesdayNoon)).toBe(false);
    expect(isDiscountRunning({ ...window, start_date: '2026-03-05', end_date: '2026-03-06' }, wednesdayNoon)).toBe(
      false,
    );
    expect(isDiscountRunning(null, wednesdayNoon)).toBe(false);
  });
});

describe('isItemAvailable', () => {
  it("checks the item's daily window and a campaign's dates", () => {
    expect(isItemAvailable({ timeStarts: '09:00', timeEnds: '13:00' }, wednesdayNoon)).toBe(true);
    expect(isItemAvailable({ timeStarts: '18:00', timeEnds: '23:00' }, wednesdayNoon)).toBe(false);
    const campaign = { timeStarts: '00:00', timeEnds: '23:59:59', dateStarts: '2026-03-05', dateEnds: '2026-03-09' };
    expect(isItemAvailable(campaign, wednesdayNoon)).toBe(false);
    expect(isItemAvailable({ ...campaign, dateStarts: '2026-03-04' }, wednesdayNoon)).toBe(true);
  });
});
