// Worked examples of the rental pricing rules (spec part 2 §9); the properties are in the sibling files.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscount } from '../../../domain/pricing/coupon.ts';
import { cappedDiscount } from '../../../domain/pricing/discount.ts';
import {
  lineRent,
  priceTrip,
  vehicleDiscount,
  type PricedVehicle,
  type TripMeasure,
} from '../../../domain/pricing/rental.ts';
import { taxOn } from '../../../domain/pricing/tax.ts';

const car: PricedVehicle = { hourlyPrice: 12, distancePrice: 1.5, discountType: 'percent', discountPrice: 10 };
const hourly = (h: number): TripMeasure => ({ rentalType: 'hourly', estimatedHours: h, distance: 0 });
const perKm = (km: number): TripMeasure => ({ rentalType: 'distance_wise', estimatedHours: 0, distance: km });

describe('rental price total = price × quantity × (hours | km)', () => {
  it('uses the hourly price for hourly trips and the per-km price for distance trips', () => {
    expect(lineRent(car, 2, hourly(3))).toBe(72);
    expect(lineRent(car, 2, perKm(10))).toBe(30);
  });
});

describe('rental discount', () => {
  it('percent = price × value / 100 × hours-or-km × quantity', () => {
    expect(vehicleDiscount(car, 2, hourly(3))).toBeCloseTo(7.2);
    expect(vehicleDiscount(car, 3, perKm(10))).toBeCloseTo(4.5);
  });
  it('amount = value × quantity, never more than the rent', () => {
    const amount = { ...car, discountType: 'amount', discountPrice: 4 };
    expect(vehicleDiscount(amount, 3, hourly(1))).toBe(12);
    expect(vehicleDiscount({ ...amount, discountPrice: 50 }, 1, hourly(1))).toBe(12);
  });
  it('provider discount needs min_purchase and is capped by max_discount (0 = no cap)', () => {
    const rule = { discount: 10, discount_type: 'percent', min_purchase: 100, max_discount: 50 };
    expect(cappedDiscount(99, rule)).toBe(0);
    expect(cappedDiscount(200, rule)).toBe(20);
    expect(cappedDiscount(1000, rule)).toBe(50);
    expect(cappedDiscount(1000, { ...rule, max_discount: 0 })).toBe(100);
    expect(cappedDiscount(300, { discount: 20, discount_type: 'amount', min_purchase: 300, max_discount: 0 })).toBe(20);
  });
});

describe('tax', () => {
  it('included: base × t / (100 + t); excluded: base × t / 100', () => {
    expect(taxOn(110, 10, true)).toBeCloseTo(10);
    expect(taxOn(100, 10, false)).toBe(10);
    expect(taxOn(100, 0, false)).toBe(0);
  });
});

describe('coupon', () => {
  it('needs min_purchase, caps percent by max_discount (0 = uncapped), gives nothing for free_delivery', () => {
    const c = { discount: 10, discount_type: 'percent', min_purchase: 50, max_discount: 5, coupon_type: 'default' };
    expect(couponDiscount(40, c)).toBe(0);
    expect(couponDiscount(58, c)).toBe(5);
    expect(couponDiscount(58, { ...c, max_discount: 0 })).toBeCloseTo(5.8);
    expect(couponDiscount(58, { ...c, coupon_type: 'free_delivery' })).toBe(0);
  });
});

describe('priceTrip', () => {
  it('applies vehicle discounts, then the coupon, then adds tax', () => {
    const p = priceTrip({
      lines: [{ vehicle: car, quantity: 2 }],
      measure: hourly(3),
      providerDiscount: null,
      coupon: null,
      taxRate: 5,
      taxIncluded: false,
    });
    expect(p).toMatchObject({ rent: 72, discount: 7.2, discountBy: 'vehicle', coupon: 0, tax: 3.24, total: 68.04 });
  });
  it('replaces the vehicle discounts by the provider discount when it applies', () => {
    const p = priceTrip({
      lines: [
        { vehicle: car, quantity: 2 },
        { vehicle: { ...car, hourlyPrice: 20, discountPrice: 0 }, quantity: 1 },
      ],
      measure: hourly(5),
      providerDiscount: { discount: 10, discount_type: 'percent', min_purchase: 100, max_discount: 50 },
      taxRate: 10,
      taxIncluded: true,
    });
    expect(p.rent).toBe(220);
    expect(p.discount).toBe(22);
    expect(p.discountBy).toBe('provider');
    expect(p.lines.map((l) => l.discount)).toEqual([12, 10]);
    expect(p.tax).toBe(18); // 198 × 10 / 110, included
    expect(p.total).toBe(198);
  });
  it('never charges less than zero nor more than the rent plus tax (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          hourly: fc.integer({ min: 0, max: 500 }),
          perKm: fc.integer({ min: 0, max: 50 }),
          type: fc.constantFrom('percent', 'amount'),
          value: fc.integer({ min: 0, max: 200 }),
          quantity: fc.integer({ min: 1, max: 10 }),
          units: fc.integer({ min: 1, max: 48 }),
          tax: fc.integer({ min: 0, max: 30 }),
          distance: fc.boolean(),
        }),
        (r) => {
          const p = priceTrip({
            lines: [
              {
                vehicle: {
                  hourlyPrice: r.hourly,
                  distancePrice: r.perKm,
                  discountType: r.type,
                  discountPrice: r.value,
                },
                quantity: r.quantity,
              },
            ],
            measure: r.distance ? perKm(r.units) : hourly(r.units),
            providerDiscount: null,
            taxRate: r.tax,
            taxIncluded: false,
          });
          expect(p.total).toBeGreaterThanOrEqual(0);
          expect(p.discount).toBeLessThanOrEqual(p.rent);
          expect(p.total).toBeLessThanOrEqual(p.rent * (1 + r.tax / 100) + 0.01);
        },
      ),
    );
  });
});
