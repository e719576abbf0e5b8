// Money arithmetic shared by every pricing rule: amounts are kept as numbers and rounded to 2 decimals on the way out.

/**
 * Rounds to `digits` decimals, half away from zero, as PHP's round() does: the scaled value is first cut to 15
 * significant digits, so binary noise (1.005 × 100 = 100.49999…, 147.5 × 1.07 = 157.82499…) rounds as the decimal
 * number it stands for.
 */
export function roundTo(n: number, digits: number): number {
  const scale = 10 ** digits;
  const scaled = Number((Math.abs(n) * scale).toPrecision(15));
  return (Math.sign(n) * Math.round(scaled)) / scale || 0;
}

/** Rounds an amount to 2 decimals (half up; 1.005 → 1.01 and 157.825 → 157.83 despite binary floating point). */
export const round2 = (n: number) => roundTo(n, 2);

/** Sum of a list of amounts. */
export const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Spreads `total` over `weights` pro rata (all zero when the weights sum to 0). */
export function spreadProRata(total: number, weights: readonly number[]): number[] {
  const whole = sum(weights);
  return weights.map((w) => (whole > 0 ? (total * w) / whole : 0));
}
