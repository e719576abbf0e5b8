// Tax (spec part 2 §9): tax_included 1 → the base already holds it: base × t / (100 + t); otherwise base × t / 100,
// added to the total.

/** The tax on a base at rate `rate` percent. */
export function taxOn(base: number, rate: number, included: boolean): number {
  if (!(rate > 0) || base <= 0) return 0;
  return included ? (base * rate) / (100 + rate) : (base * rate) / 100;
}

/** What the tax adds to the total: nothing when included. */
export const taxAdded = (tax: number, included: boolean) => (included ? 0 : tax);
