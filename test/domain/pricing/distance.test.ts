// The straight-line fallback distance (spec part 2 §9): great-circle distance on a sphere of radius 6378137 m, in km.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M, straightLineKm, straightLineMeters } from '../../../domain/geo.ts';

const lat = fc.double({ min: -89, max: 89, noNaN: true });
const lng = fc.double({ min: -179, max: 179, noNaN: true });

describe('straight-line distance', () => {
  it('uses the radius 6378137 m: a quarter meridian is π/2 × R', () => {
    expect(EARTH_RADIUS_M).toBe(6378137);
    expect(straightLineMeters(0, 0, 90, 0)).toBeCloseTo((Math.PI / 2) * 6378137, 3);
    expect(straightLineMeters(0, 0, 0, 180)).toBeCloseTo(Math.PI * 6378137, 3);
  });
  it('is 0 from a point to itself, symmetric, and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(lat, lng, lat, lng, lat, lng, (a1, o1, a2, o2, a3, o3) => {
        expect(straightLineMeters(a1, o1, a1, o1)).toBeCloseTo(0, 6);
        expect(straightLineMeters(a1, o1, a2, o2)).toBeCloseTo(straightLineMeters(a2, o2, a1, o1), 6);
        expect(straightLineMeters(a1, o1, a3, o3)).toBeLessThanOrEqual(
          straightLineMeters(a1, o1, a2, o2) + straightLineMeters(a2, o2, a3, o3) + 1e-6,
        );
      }),
    );
  });
  it('along a meridian it is R × the latitude difference in radians; km = metres / 1000', () => {
    fc.assert(
      fc.property(lat, lat, lng, (a, b, o) => {
        const metres = (EARTH_RADIUS_M * Math.abs(a - b) * Math.PI) / 180;
        expect(straightLineMeters(a, o, b, o)).toBeCloseTo(metres, 3);
        expect(straightLineKm({ lat: a, lng: o }, { lat: b, lng: o })).toBeCloseTo(metres / 1000, 6);
      }),
    );
  });
});
