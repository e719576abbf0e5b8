// Money formatting (spec part 2 §9): decimals from digit_after_decimal_point (default 2); the currency symbol on the
// left or right per currency_symbol_direction.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../domain/format.ts';

describe('formatMoney', () => {
  it('shows the amount with the configured decimals and the symbol on the configured side', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom('left' as const, 'right' as const),
        fc.constantFrom('$', '৳', 'SAR'),
        (cents, decimals, direction, symbol) => {
          const value = cents / 100;
          const text = formatMoney(value, { symbol, direction, decimals });
          const digits = direction === 'left' ? text.slice(symbol.length) : text.slice(0, -symbol.length);
          expect(direction === 'left' ? text.startsWith(symbol) : text.endsWith(symbol)).toBe(true);
          const [, fraction = ''] = digits.split('.');
          expect(fraction).toHaveLength(decimals);
          // the shown number is the amount rounded to `decimals` places: off by at most half the last place
          expect(Math.abs(Number(digits.replace(/,/g, '')) - value)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
        },
      ),
    );
  });
  it('falls back to 2 decimals when the config gives none', () => {
    expect(formatMoney(5, { symbol: '$', direction: 'left' })).toBe('$5.00');
  });
});
