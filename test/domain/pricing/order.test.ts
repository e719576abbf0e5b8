// Store order totals (spec part 2 §9) as invariants over random carts: the total is the sum of its parts, the store
// discount replaces the items' own discounts, take-away has no delivery fee and no tips, and the per-line figures
// add up to the order's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineAmount, orderSubtotal, priceOrder, type OrderPriceInput } from '../../../domain/pricing/order.ts';

const money = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
const line = fc
  .record({
    unit: money(500),
    quantity: fc.integer({ min: 1, max: 9 }),
    addOns: money(50),
    off: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map((l) => ({ unit: l.unit, quantity: l.quantity, addOns: l.addOns, itemDiscountPerUnit: l.unit * l.off }));
const input = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 5 }),
  storeDiscount: fc.option(
    fc.record({
      discount: fc.integer({ min: 1, max: 50 }),
      discount_type: fc.constantFrom('percent', 'amount'),
      min_purchase: fc.integer({ min: 0, max: 300 }),
      max_discount: fc.integer({ min: 0, max: 100 }),
    }),
    { nil: null },
  ),
  coupon: fc.option(
    fc.record({
      discount: fc.integer({ min: 1, max: 50 }),
      discount_type: fc.constantFrom('percent', 'amount'),
      min_purchase: fc.integer({ min: 0, max: 300 }),
      max_discount: fc.integer({ min: 0, max: 100 }),
      coupon_type: fc.constantFrom('default', 'zone_wise', 'store_wise', 'free_delivery'),
    }),
    { nil: null },
  ),
  taxRate: fc.integer({ min: 0, max: 25 }),
  taxIncluded: fc.boolean(),
  delivery: fc.option(
    fc.record({
      distance: fc.integer({ min: 0, max: 30_000 }).map((m) => m / 1000),
      perKm: fc.integer({ min: 0, max: 10 }),
      minimum: fc.integer({ min: 0, max: 20 }),
      maximum: fc.option(fc.integer({ min: 20, max: 100 }), { nil: null }),
      storeFree: fc.boolean(),
      adminFree: fc.constant(null),
      surchargePercent: fc.integer({ min: 0, max: 50 }),
      extraCharge: money(5),
    }),
    { nil: null },
  ),
  additionalCharge: money(10),
  tips: money(20),
}) as fc.Arbitrary<OrderPriceInput>;

describe('priceOrder', () => {
  it('total = subtotal − discount − coupon + excluded tax + delivery fee + additional charge + tips', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder(i);
        const tax = i.taxIncluded ? 0 : p.tax;
        const expected = p.subtotal - p.discount - p.coupon + tax + p.deliveryFee + p.additionalCharge + p.tips;
        expect(Math.abs(p.total - expected)).toBeLessThanOrEqual(0.03);
        expect(p.total).toBeGreaterThanOrEqual(0);
      }),
    );
  });
  it('the subtotal is Σ unit × quantity + add-ons', () => {
    fc.assert(
      fc.property(input, (i) => {
        let s = 0;
        for (const l of i.lines) s += l.unit * l.quantity + l.addOns;
        expect(priceOrder(i).subtotal).toBeCloseTo(s, 2);
        expect(orderSubtotal(i.lines)).toBeCloseTo(s, 9);
        expect(lineAmount(i.lines[0]!)).toBeCloseTo(i.lines[0]!.unit * i.lines[0]!.quantity + i.lines[0]!.addOns, 9);
      }),
    );
  });
  it("a store discount that applies replaces the items' own discounts; otherwise they add up", () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder(i);
        const own = i.lines.reduce((s, l) => s + l.itemDiscountPerUnit * l.quantity, 0);
        if (p.discountBy === 'store') expect(i.storeDiscount).not.toBeNull();
        else expect(p.discount).toBeCloseTo(own, 2);
        // per-unit line discounts × quantities give the order's discount back
        const back = p.lineDiscounts.reduce((s, d, k) => s + d * i.lines[k]!.quantity, 0);
        expect(Math.abs(back - p.discount)).toBeLessThanOrEqual(0.01 * 9 * i.lines.length);
      }),
    );
  });
  it('take-away orders pay no delivery fee and no tips', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder({ ...i, delivery: null });
        expect(p.deliveryFee).toBe(0);
        expect(p.originalDeliveryFee).toBe(0);
        expect(p.tips).toBe(0);
        expect(p.freeDeliveryBy).toBeNull();
      }),
    );
  });
  it('a free delivery zeroes the fee but keeps the original one', () => {
    fc.assert(
      fc.property(input, (i) => {
        fc.pre(i.delivery !== null);
        const p = priceOrder({ ...i, delivery: { ...i.delivery!, storeFree: true } });
        expect(p.freeDeliveryBy).toBe('vendor');
        expect(p.deliveryFee).toBe(0);
        expect(p.originalDeliveryFee).toBeGreaterThanOrEqual(0);
      }),
    );
  });
  it("the lines' tax shares add up to the order's tax", () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder(i);
        const shares = p.lineTaxes.reduce((a, b) => a + b, 0);
        expect(Math.abs(shares - p.tax)).toBeLessThanOrEqual(0.005 * i.lines.length + 1e-9);
      }),
    );
  });
});
