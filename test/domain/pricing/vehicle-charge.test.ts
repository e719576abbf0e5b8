// Delivery vehicle extra charge: the vehicle covering the distance adds its charge.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vehicleExtraCharge, vehicleFor, type DeliveryVehicle } from '../../../domain/pricing/vehicle-charge.ts';

const v = (start: number, max: number, charge: number, status = 1): DeliveryVehicle => ({
  startingCoverageArea: start,
  maximumCoverageArea: max,
  extraCharges: charge,
  status,
});
const fleet = [v(0, 5, 0), v(5.01, 15, 20), v(15.01, 40, 35), v(0, 100, 99, 0)];

describe('vehicle extra charge', () => {
  it('the vehicle whose range holds the distance applies', () => {
    expect(vehicleExtraCharge(fleet, 3)).toBe(0);
    expect(vehicleExtraCharge(fleet, 12)).toBe(20);
    expect(vehicleExtraCharge(fleet, 40)).toBe(35);
  });

  it('between ranges, the next range up; past every range, nothing', () => {
    expect(vehicleExtraCharge(fleet, 5.005)).toBe(20);
    expect(vehicleExtraCharge(fleet, 41)).toBe(0);
    expect(vehicleExtraCharge([], 3)).toBe(0);
  });

  it('the chosen vehicle is active and covers the distance or starts after it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }).map((c) => c / 100),
        (d) => {
          const chosen = vehicleFor(fleet, d);
          if (!chosen) {
            expect(d).toBeGreaterThan(40);
            return;
          }
          expect(chosen.status).toBe(1);
          expect(chosen.maximumCoverageArea >= d || chosen.startingCoverageArea >= d).toBe(true);
        },
      ),
    );
  });
});
