// Cashback and wallet bonus: a capped percentage or a fixed amount from a minimum; the best offer wins.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestReward, rewardFor } from '../../../domain/pricing/cashback.ts';

const amount = fc.integer({ min: 1, max: 10_000_000 }).map((c) => c / 100);
const pct = fc.integer({ min: 1, max: 100 });

describe('cashback and bonus rewards', () => {
  it('a percentage gives that share of the amount, never more than the cap', () => {
    fc.assert(
      fc.property(amount, pct, fc.integer({ min: 1, max: 1000 }), (a, p, cap) => {
        const r = rewardFor(a, { type: 'percentage', value: p, minimum: 0, maximum: cap });
        expect(r).toBeLessThanOrEqual(cap);
        expect(r).toBeCloseTo(Math.min((a * p) / 100, cap), 6);
        expect(rewardFor(a, { type: 'percentage', value: p, minimum: 0, maximum: 0 }) * 100).toBeCloseTo(a * p, 6);
      }),
    );
  });

  it('nothing below the minimum; a fixed amount from the minimum on', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 500 }), (a, value) => {
        const rule = { type: 'amount', value, minimum: a, maximum: 0 };
        expect(rewardFor(a - 0.01, rule)).toBe(0);
        expect(rewardFor(a, rule)).toBe(value);
      }),
    );
  });

  it('the best offer is the largest reward', () => {
    const rules = [
      { id: 1, type: 'percentage', value: 10, minimum: 0, maximum: 20 },
      { id: 2, type: 'amount', value: 15, minimum: 100, maximum: 0 },
    ];
    expect(bestReward(50, rules)?.rule.id).toBe(1); // 5 vs nothing
    expect(bestReward(120, rules)).toEqual({ rule: rules[1], reward: 15 }); // 12 vs 15
    expect(bestReward(500, rules)).toEqual({ rule: rules[0], reward: 20 }); // capped 20 vs 15
    expect(bestReward(0, rules)).toBeNull();
  });
});
