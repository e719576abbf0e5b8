// Properties of the money helpers every pricing rule rounds and spreads with.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { round2, spreadProRata, sum } from '../../../domain/pricing/money.ts';

const cents = fc.integer({ min: -10_000_000, max: 10_000_000 });

describe('round2', () => {
  it('keeps an amount that already has two decimals', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(round2(c / 100)).toBe(c / 100);
      }),
    );
  });
  it('moves an amount by at most half a cent, to a whole number of cents', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (x) => {
        const r = round2(x);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Number.isInteger(Math.round(r * 100)) && Math.abs(r * 100 - Math.round(r * 100)) < 1e-6).toBe(true);
      }),
    );
  });
  it('rounds half a cent up (1.005 → 1.01, 2.675 → 2.68)', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
  });
  it('rounds half a cent up when the amount is large or a product (147.5 × 1.07 = 157.825 → 157.83)', () => {
    expect(round2(147.5 + (147.5 * 7) / 100)).toBe(157.83);
    expect(round2(1234567.125)).toBe(1234567.13);
  });
  it('rounds half a cent away from zero below zero, as PHP does (−1.005 → −1.01), and never gives −0', () => {
    expect(round2(-1.005)).toBe(-1.01);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });
});

describe('spreadProRata', () => {
  it('gives shares that add up to the total, in proportion to the weights', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const shares = spreadProRata(total, weights);
          expect(sum(shares)).toBeCloseTo(total, 6);
          // share_i / weight_i is the same for every line
          const ratios = shares.map((s, i) => s / weights[i]!);
          for (const r of ratios) expect(r).toBeCloseTo(ratios[0]!, 6);
        },
      ),
    );
  });
  it('gives nothing when the weights add up to zero', () => {
    expect(spreadProRata(50, [0, 0])).toEqual([0, 0]);
  });
});
