// Discount rules (spec part 2 §9): types percent / amount / fixed; the store discount needs min_purchase and is capped
// by max_discount (0 = no cap). Expectations come from the rule's arithmetic written out here, not from the code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cappedDiscount, itemDiscount } from '../../../domain/pricing/discount.ts';

const amount = fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100);
const rule = fc.record({
  discount: fc.integer({ min: 0, max: 100 }),
  discount_type: fc.constantFrom('percent', 'amount', 'fixed'),
  min_purchase: fc.integer({ min: 0, max: 500 }),
  max_discount: fc.integer({ min: 0, max: 200 }),
});

describe('store discount (cappedDiscount)', () => {
  it('is 0 below min_purchase', () => {
    fc.assert(
      fc.property(rule, amount, (r, base) => {
        fc.pre(base < r.min_purchase);
        expect(cappedDiscount(base, r)).toBe(0);
      }),
    );
  });
  it('never exceeds the base, nor max_discount when it is set', () => {
    fc.assert(
      fc.property(rule, amount, (r, base) => {
        const d = cappedDiscount(base, r);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(base);
        if (r.max_discount > 0) expect(d).toBeLessThanOrEqual(r.max_discount);
      }),
    );
  });
  it('percent: base × value / 100; amount and fixed: the value (when under the caps)', () => {
    fc.assert(
      fc.property(rule, amount, (r, base) => {
        fc.pre(base >= r.min_purchase && base > 0);
        const raw = r.discount_type === 'percent' ? (base * r.discount) / 100 : r.discount;
        const expected = Math.min(base, r.max_discount > 0 ? Math.min(raw, r.max_discount) : raw);
        expect(cappedDiscount(base, r)).toBeCloseTo(expected, 9);
      }),
    );
  });
  it('no rule, no discount', () => {
    expect(cappedDiscount(100, null)).toBe(0);
  });
});

describe("an item's own discount (itemDiscount)", () => {
  it('percent of the unit price, or the flat amount, never more than the unit price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom('percent', 'amount'),
        amount,
        (value, type, unit) => {
          const d = itemDiscount({ discount: value, discountType: type }, unit);
          const raw = type === 'percent' ? (unit * value) / 100 : value;
          expect(d).toBeCloseTo(Math.min(unit, raw), 9);
          expect(unit - d).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
