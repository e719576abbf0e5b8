// Delivery fee (spec part 2 §9): distance × per-km clamped to [minimum, maximum]; the zone surcharge adds a percentage;
// free by the store (self-delivery + free_delivery), the admin (to all stores, or from an order amount) or a coupon.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampedDeliveryFee,
  deliveryFee,
  freeDeliveryBy,
  withZoneSurcharge,
} from '../../../domain/pricing/delivery.ts';

const charges = fc
  .record({
    perKm: fc.integer({ min: 0, max: 50 }),
    minimum: fc.integer({ min: 0, max: 100 }),
    extra: fc.integer({ min: 0, max: 200 }),
    capped: fc.boolean(),
  })
  .map((c) => ({ perKm: c.perKm, minimum: c.minimum, maximum: c.capped ? c.minimum + c.extra : null }));
const km = fc.integer({ min: 0, max: 100_000 }).map((m) => m / 1000);

describe('delivery fee', () => {
  it('lies between the minimum and the maximum (when there is one)', () => {
    fc.assert(
      fc.property(charges, km, (c, d) => {
        const fee = clampedDeliveryFee(d, c);
        expect(fee).toBeGreaterThanOrEqual(Math.min(c.minimum, c.maximum ?? Infinity));
        if (c.maximum) expect(fee).toBeLessThanOrEqual(c.maximum);
      }),
    );
  });
  it('is distance × per-km inside the bounds', () => {
    fc.assert(
      fc.property(charges, km, (c, d) => {
        const raw = d * c.perKm;
        fc.pre(raw >= c.minimum && (!c.maximum || raw <= c.maximum));
        expect(clampedDeliveryFee(d, c)).toBeCloseTo(raw, 9);
      }),
    );
  });
  it('a maximum of 0 means no maximum', () => {
    expect(clampedDeliveryFee(100, { perKm: 2, minimum: 5, maximum: 0 })).toBe(200);
  });
  it('the zone surcharge adds its percentage; 0 adds nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100 }), (cents, p) => {
        const fee = cents / 100;
        expect(withZoneSurcharge(fee, p)).toBeCloseTo(fee * (1 + p / 100), 9);
      }),
    );
  });
  it('deliveryFee = clamp, then surcharge', () => {
    const rule = { distance: 30, perKm: 1, minimum: 2, maximum: 10, storeFree: false, adminFree: null, extraCharge: 0 };
    expect(deliveryFee({ ...rule, surchargePercent: 10 })).toBeCloseTo(11);
  });
  it("deliveryFee = clamp, the vehicle's extra charge after the clamp, then surcharge (6amMart 3.x)", () => {
    const rule = { perKm: 1, minimum: 2, maximum: 10, storeFree: false, adminFree: null, extraCharge: 1.5 };
    // 6.744 km × 1 + 1.5 = 8.244 (the 3.9 client: Delivery Fee $8.24)
    expect(deliveryFee({ ...rule, distance: 6.744, surchargePercent: 0 })).toBeCloseTo(8.244, 9);
    // clamped to the maximum 10 first, then + 1.5, then + 10 %: 12.65
    expect(deliveryFee({ ...rule, distance: 30, surchargePercent: 10 })).toBeCloseTo(12.65, 9);
    // the minimum 2, + 1.5
    expect(deliveryFee({ ...rule, distance: 0.5, surchargePercent: 0 })).toBeCloseTo(3.5, 9);
  });
});

describe('free delivery', () => {
  const admin = (type: string | null, over: number | null) => ({ type, over });
  it('the store first, then the admin to all stores, then the admin from an order amount, then the coupon', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom(null, 'free_delivery_to_all_store', 'free_delivery_by_order_amount'),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        fc.boolean(),
        (storeFree, type, over, subtotal, coupon) => {
          const by = freeDeliveryBy({ storeFree, adminFree: type ? admin(type, over) : null }, subtotal, coupon);
          const expected = storeFree
            ? 'vendor'
            : type === 'free_delivery_to_all_store' ||
                (type === 'free_delivery_by_order_amount' && subtotal >= over) ||
                coupon
              ? 'admin'
              : null;
          expect(by).toBe(expected);
        },
      ),
    );
  });
  it('an order-amount rule without a threshold frees nothing', () => {
    expect(
      freeDeliveryBy({ storeFree: false, adminFree: admin('free_delivery_by_order_amount', null) }, 999, false),
    ).toBe(null);
  });
});
