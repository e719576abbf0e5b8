// Surge price: which rule runs when, and what it adds to a delivery fee.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { surgeCharge } from '../../../domain/pricing/delivery.ts';
import { activeSurge, surgeApplies, type SurgeRule } from '../../../domain/pricing/surge.ts';
import { inTimeWindow } from '../../../domain/shop-time.ts';

const rule = (over: Partial<SurgeRule> = {}): SurgeRule => ({
  zoneId: 1,
  moduleIds: [4],
  price: 10,
  priceType: 'percent',
  durationType: 'daily',
  weeklyDays: [],
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  startTime: '18:00:00',
  endTime: '21:00:00',
  status: 1,
  ...over,
});
const hhmmss = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m, s]) => [h, m, s].map((n) => String(n).padStart(2, '0')).join(':'));
const fee = fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100);

describe('surge rules', () => {
  it('a percent surge adds that share of the fee; an amount surge adds the amount whatever the fee', () => {
    fc.assert(
      fc.property(fee, fc.integer({ min: 1, max: 100 }), (f, p) => {
        expect(surgeCharge(f, { price: p, priceType: 'percent' }) * 100).toBeCloseTo(f * p, 6);
        expect(surgeCharge(f, { price: p, priceType: 'amount' })).toBe(p);
        expect(surgeCharge(f, null)).toBe(0);
      }),
    );
  });

  it('a window wrapping midnight holds exactly the times outside the gap between its end and start', () => {
    fc.assert(
      fc.property(hhmmss, hhmmss, hhmmss, (t, a, b) => {
        fc.pre(a !== b);
        const [start, end] = a < b ? [b, a] : [a, b]; // start > end: wraps
        expect(inTimeWindow(t, start, end)).toBe(!(t > end && t < start));
      }),
    );
  });

  it('runs daily between the times, inside the dates, for its zone and modules only', () => {
    const at = { date: '2026-03-04', time: '19:30:00', weekday: 3 };
    expect(surgeApplies(rule(), 1, 4, at)).toBe(true);
    expect(surgeApplies(rule(), 2, 4, at)).toBe(false);
    expect(surgeApplies(rule(), 1, 1, at)).toBe(false);
    expect(surgeApplies(rule(), 1, 4, { ...at, time: '17:59:59' })).toBe(false);
    expect(surgeApplies(rule(), 1, 4, { ...at, date: '2027-01-01' })).toBe(false);
    expect(surgeApplies(rule({ endDate: null }), 1, 4, { ...at, date: '2030-01-01' })).toBe(true);
    expect(surgeApplies(rule({ status: 0 }), 1, 4, at)).toBe(false);
  });

  it('weekly rules run on their weekdays only', () => {
    const friday = rule({ durationType: 'weekly', weeklyDays: ['friday'] });
    expect(surgeApplies(friday, 1, 4, { date: '2026-03-06', time: '19:00:00', weekday: 5 })).toBe(true);
    expect(surgeApplies(friday, 1, 4, { date: '2026-03-05', time: '19:00:00', weekday: 4 })).toBe(false);
  });

  it('the first matching rule applies', () => {
    const at = { date: '2026-03-04', time: '19:30:00', weekday: 3 };
    const rules = [rule({ status: 0, price: 1 }), rule({ price: 2 }), rule({ price: 3 })];
    expect(activeSurge(rules, 1, 4, at)?.price).toBe(2);
    expect(activeSurge(rules, 9, 4, at)).toBeNull();
  });
});
