// Money arithmetic shared by every pricing rule: amounts are kept as numbers and rounded to 2 decimals on the way out.

/** Rounds an amount to 2 decimals (half up; 1.005 → 1.01 despite binary floating point). */
export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** Sum of a list of amounts. */
export const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Spreads `total` over `weights` pro rata (all zero when the weights sum to 0). */
export function spreadProRata(total: number, weights: readonly number[]): number[] {
  const whole = sum(weights);
  return weights.map((w) => (whole > 0 ? (total * w) / whole : 0));
}
