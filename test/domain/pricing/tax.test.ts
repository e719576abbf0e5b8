// Tax (spec part 2 §9): tax_included 1 → tax = base × t / (100 + t) (already in the base); otherwise base × t / 100,
// added. Checked by the invariants that define them: the excluded tax is t % of the base; the included tax is the
// t % of the net amount that, added to it, gives the base back.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxAdded, taxOn } from '../../../domain/pricing/tax.ts';

const base = fc.integer({ min: 1, max: 10_000_000 }).map((c) => c / 100);
const rate = fc.integer({ min: 1, max: 50 });

describe('tax', () => {
  it('excluded: t % of the base, added to the total', () => {
    fc.assert(
      fc.property(base, rate, (b, t) => {
        const tax = taxOn(b, t, false);
        expect(tax * 100).toBeCloseTo(b * t, 6);
        expect(taxAdded(tax, false)).toBe(tax);
      }),
    );
  });
  it('included: net + t % of net = the base, and nothing is added', () => {
    fc.assert(
      fc.property(base, rate, (b, t) => {
        const tax = taxOn(b, t, true);
        const net = b - tax;
        expect(net + (net * t) / 100).toBeCloseTo(b, 6);
        expect(taxAdded(tax, true)).toBe(0);
      }),
    );
  });
  it('is 0 at rate 0 or on a base of 0', () => {
    fc.assert(
      fc.property(base, fc.boolean(), (b, included) => {
        expect(taxOn(b, 0, included)).toBe(0);
        expect(taxOn(0, 10, included)).toBe(0);
      }),
    );
  });
});
