// Coupons (spec part 2 §9): types zone_wise, store_wise, free_delivery, default; the amount must reach min_purchase;
// a percent coupon is capped by max_discount (0 = uncapped); a free_delivery coupon frees the delivery instead.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_TYPES, couponDiscount, couponFreesDelivery } from '../../../domain/pricing/coupon.ts';

const amount = fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100);
const coupon = fc.record({
  discount: fc.integer({ min: 1, max: 100 }),
  discount_type: fc.constantFrom('percent', 'amount'),
  min_purchase: fc.integer({ min: 0, max: 500 }),
  max_discount: fc.integer({ min: 0, max: 100 }),
  coupon_type: fc.constantFrom(...COUPON_TYPES),
});

describe('coupon discount', () => {
  it('knows the four types of the spec', () => {
    expect([...COUPON_TYPES].sort()).toEqual(['default', 'free_delivery', 'store_wise', 'zone_wise']);
  });
  it('is 0 below min_purchase, whatever the type', () => {
    fc.assert(
      fc.property(coupon, amount, (c, base) => {
        fc.pre(base < c.min_purchase);
        expect(couponDiscount(base, c)).toBe(0);
        expect(couponFreesDelivery(c, base)).toBe(false);
      }),
    );
  });
  it('free_delivery takes nothing off the items and frees the delivery from min_purchase on', () => {
    fc.assert(
      fc.property(coupon, amount, (c, base) => {
        const free = { ...c, coupon_type: 'free_delivery' };
        expect(couponDiscount(base, free)).toBe(0);
        expect(couponFreesDelivery(free, base)).toBe(base >= c.min_purchase);
      }),
    );
  });
  it('percent: base × value / 100, capped by max_discount when it is not 0', () => {
    fc.assert(
      fc.property(coupon, amount, (c, base) => {
        fc.pre(c.coupon_type !== 'free_delivery' && c.discount_type === 'percent' && base >= c.min_purchase);
        const raw = (base * c.discount) / 100;
        const expected = Math.min(base, c.max_discount > 0 ? Math.min(raw, c.max_discount) : raw);
        expect(couponDiscount(base, c)).toBeCloseTo(expected, 9);
      }),
    );
  });
  it('amount: its value (max_discount caps percent coupons only), never more than the base', () => {
    fc.assert(
      fc.property(coupon, amount, (c, base) => {
        fc.pre(c.coupon_type !== 'free_delivery' && c.discount_type === 'amount' && base >= c.min_purchase);
        expect(couponDiscount(base, c)).toBe(Math.min(base, c.discount));
      }),
    );
  });
  it('only free_delivery coupons free the delivery', () => {
    fc.assert(
      fc.property(coupon, amount, (c, base) => {
        fc.pre(c.coupon_type !== 'free_delivery');
        expect(couponFreesDelivery(c, base)).toBe(false);
      }),
    );
  });
});
