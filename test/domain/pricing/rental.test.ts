// Rental pricing (spec part 2 §9) over random trips: total = price × quantity × hours-or-km; percent discount =
// price × value / 100 × hours-or-km × quantity; amount discount = value × quantity; a provider discount (min_purchase,
// max_discount) replaces the vehicles' own; then coupon and tax.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lineRent,
  priceTrip,
  tripCouponBase,
  tripUnits,
  vehicleDiscount,
  type TripMeasure,
} from '../../../domain/pricing/rental.ts';

const vehicle = fc.record({
  hourlyPrice: fc.integer({ min: 0, max: 500 }),
  distancePrice: fc.integer({ min: 0, max: 50 }),
  discountType: fc.constantFrom('percent', 'amount'),
  discountPrice: fc.integer({ min: 0, max: 100 }),
});
const measure: fc.Arbitrary<TripMeasure> = fc.record({
  rentalType: fc.constantFrom('hourly' as const, 'distance_wise' as const),
  estimatedHours: fc.integer({ min: 1, max: 72 }),
  distance: fc.integer({ min: 1, max: 500 }),
});
const quantity = fc.integer({ min: 1, max: 10 });

describe('rental line', () => {
  it('rent = price × quantity × (hours for hourly, km for distance-wise)', () => {
    fc.assert(
      fc.property(vehicle, quantity, measure, (v, q, m) => {
        const price = m.rentalType === 'hourly' ? v.hourlyPrice : v.distancePrice;
        const units = m.rentalType === 'hourly' ? m.estimatedHours : m.distance;
        expect(tripUnits(m)).toBe(units);
        expect(lineRent(v, q, m)).toBe(price * q * units);
      }),
    );
  });
  it('percent discount = price × value / 100 × units × quantity; amount = value × quantity; never over the rent', () => {
    fc.assert(
      fc.property(vehicle, quantity, measure, (v, q, m) => {
        const price = m.rentalType === 'hourly' ? v.hourlyPrice : v.distancePrice;
        const units = m.rentalType === 'hourly' ? m.estimatedHours : m.distance;
        const raw = v.discountType === 'percent' ? ((price * v.discountPrice) / 100) * units * q : v.discountPrice * q;
        expect(vehicleDiscount(v, q, m)).toBeCloseTo(Math.min(raw, price * q * units), 9);
      }),
    );
  });
});

describe('priceTrip', () => {
  const provider = fc.option(
    fc.record({
      discount: fc.integer({ min: 1, max: 50 }),
      discount_type: fc.constantFrom('percent', 'amount'),
      min_purchase: fc.integer({ min: 0, max: 2000 }),
      max_discount: fc.integer({ min: 0, max: 300 }),
    }),
    { nil: null },
  );
  const lines = fc.array(fc.record({ vehicle, quantity }), { minLength: 1, maxLength: 4 });

  it('a provider discount that applies replaces the vehicle discounts, respecting min_purchase and max_discount', () => {
    fc.assert(
      fc.property(lines, measure, provider, (ls, m, pd) => {
        const p = priceTrip({ lines: ls, measure: m, providerDiscount: pd, taxRate: 0, taxIncluded: false });
        const rent = ls.reduce((s, l) => s + lineRent(l.vehicle, l.quantity, m), 0);
        if (p.discountBy === 'provider') {
          expect(rent).toBeGreaterThanOrEqual(pd!.min_purchase);
          if (pd!.max_discount > 0) expect(p.discount).toBeLessThanOrEqual(pd!.max_discount + 0.005);
        } else {
          const own = ls.reduce((s, l) => s + vehicleDiscount(l.vehicle, l.quantity, m), 0);
          expect(p.discount).toBeCloseTo(own, 2);
        }
        expect(p.lines.reduce((s, l) => s + l.discount, 0)).toBeCloseTo(p.discount, 1);
      }),
    );
  });
  it('total = rent − discount − coupon (+ tax when excluded), never below 0', () => {
    fc.assert(
      fc.property(lines, measure, provider, fc.integer({ min: 0, max: 30 }), fc.boolean(), (ls, m, pd, t, inc) => {
        const p = priceTrip({ lines: ls, measure: m, providerDiscount: pd, taxRate: t, taxIncluded: inc });
        const expected = p.rent - p.discount - p.coupon + (inc ? 0 : p.tax);
        expect(Math.abs(p.total - expected)).toBeLessThanOrEqual(0.02);
        expect(p.total).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('tripCouponBase', () => {
  it('a coupon is checked on the rent after the vehicle or provider discount', () => {
    // $10/hr × 2 h = $20 with a $3 discount: a coupon needing $18 does not apply, one needing $17 does
    expect(tripCouponBase({ rent: 20, discount: 3 })).toBe(17);
    expect(tripCouponBase({ rent: 20, discount: 0 })).toBe(20);
  });
});
