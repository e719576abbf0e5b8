import { describe, expect, it } from 'vitest';
import { pointsToCurrency } from '../../../domain/pricing/loyalty.ts';

describe('loyalty points to wallet money (point / loyalty_point_exchange_rate, to cents)', () => {
  it('divides the points by the rate', () => {
    expect(pointsToCurrency(200, 10)).toBe(20);
    expect(pointsToCurrency(125, 10)).toBe(12.5);
  });

  it('rounds to cents', () => {
    expect(pointsToCurrency(100, 3)).toBe(33.33);
    expect(pointsToCurrency(200, 3)).toBe(66.67);
  });

  it('a rate of 0 or less counts as 1 point per unit', () => {
    expect(pointsToCurrency(150, 0)).toBe(150);
    expect(pointsToCurrency(150, -2)).toBe(150);
  });
});
