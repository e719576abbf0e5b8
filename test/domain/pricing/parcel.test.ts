// Parcel delivery fee: km × per-km (at least the minimum) + the vehicle's extra charge, then the zone surcharge; the
// category's charges before the zone's before the config's. Expectations are worked out by hand.
import fc from 'fast-check';
import { deliveryKm, deliveryMeters } from '../../../domain/pricing/distance.ts';
import { describe, expect, it } from 'vitest';
import { parcelCharges, parcelDeliveryFee, priceParcel } from '../../../domain/pricing/parcel.ts';

const base = { extraCharge: 0, surchargePercent: 0, additionalCharge: 0, tips: 0 };

describe('parcel charges', () => {
  it("the category's own charges come first", () => {
    expect(parcelCharges({ perKm: 1.2, minimum: 3 }, { perKm: 1.5, minimum: 2 }, { perKm: 9, minimum: 9 })).toEqual({
      perKm: 1.2,
      minimum: 3,
    });
  });

  it("a category without charges takes the zone's, then the config's", () => {
    expect(parcelCharges({ perKm: null, minimum: null }, { perKm: 1.5, minimum: 2 }, { perKm: 9, minimum: 9 })).toEqual(
      { perKm: 1.5, minimum: 2 },
    );
    expect(parcelCharges({ perKm: 1, minimum: null }, null, { perKm: 0.8, minimum: 5 })).toEqual({
      perKm: 0.8,
      minimum: 5,
    });
    expect(parcelCharges(null, null, { perKm: undefined, minimum: undefined })).toEqual({ perKm: 0, minimum: 0 });
  });
});

describe('parcel fee', () => {
  it('distance × per-km when above the minimum', () => {
    // 10 km × 1.5 = 15 > 4
    expect(priceParcel({ ...base, distance: 10, charges: { perKm: 1.5, minimum: 4 } }).deliveryFee).toBe(15);
  });

  it('the minimum when the distance charge is below it', () => {
    // 2 km × 1.5 = 3 < 4
    expect(priceParcel({ ...base, distance: 2, charges: { perKm: 1.5, minimum: 4 } }).deliveryFee).toBe(4);
  });

  it("the vehicle's extra charge is added before the zone surcharge, and the total adds service charge and tips", () => {
    // (6.4 km × 1.25 = 8) + 2 = 10; + 10 % = 11; total 11 + 2 + 1.5 = 14.5
    expect(
      priceParcel({
        distance: 6.4,
        charges: { perKm: 1.25, minimum: 3 },
        extraCharge: 2,
        surchargePercent: 10,
        additionalCharge: 2,
        tips: 1.5,
      }),
    ).toEqual({ distance: 6.4, deliveryFee: 11, additionalCharge: 2, tips: 1.5, total: 14.5 });
  });

  it('rounds the fee to 2 decimals', () => {
    // 3.333 km × 1.2 = 3.9996 → 4.00
    expect(parcelDeliveryFee({ distance: 3.333, charges: { perKm: 1.2, minimum: 0 }, ...base })).toBe(4);
  });

  it('half a cent rounds up after the surcharge: (98.74 + 48.76) × 1.07 = 157.825 → 157.83', () => {
    expect(
      parcelDeliveryFee({
        distance: 0,
        charges: { perKm: 0, minimum: 98.74 },
        extraCharge: 48.76,
        surchargePercent: 7,
      }),
    ).toBe(157.83);
  });

  it('the distance is the straight line in km with 3 decimals', () => {
    // one degree of latitude on the 6378137 m sphere: 2π·6378137/360 m = 111.319491 km
    expect(deliveryKm({ lat: 0, lng: 90 }, { lat: 1, lng: 90 })).toBe(111.319);
    expect(deliveryMeters({ lat: 0, lng: 90 }, { lat: 1, lng: 90 })).toBe(111319);
  });

  it('property: never below the minimum (with its extras), grows with the distance, total = fee + service + tips', () => {
    const money = fc.integer({ min: 0, max: 10_000 }).map((c) => c / 100);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }).map((m) => m / 1000),
        fc.integer({ min: 0, max: 50_000 }).map((m) => m / 1000),
        money,
        money,
        money,
        fc.integer({ min: 0, max: 50 }),
        money,
        money,
        (d, more, perKm, minimum, extra, surcharge, service, tips) => {
          const input = {
            distance: d,
            charges: { perKm, minimum },
            extraCharge: extra,
            surchargePercent: surcharge,
            additionalCharge: service,
            tips,
          };
          const p = priceParcel(input);
          const floor = (minimum + extra) * (1 + surcharge / 100);
          expect(p.deliveryFee).toBeGreaterThanOrEqual(Math.round(floor * 100) / 100 - 0.005);
          expect(priceParcel({ ...input, distance: d + more }).deliveryFee).toBeGreaterThanOrEqual(p.deliveryFee);
          expect(p.total).toBeCloseTo(p.deliveryFee + p.additionalCharge + p.tips, 9);
        },
      ),
    );
  });
});
