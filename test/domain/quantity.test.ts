import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canDecrement, incrementBlock, padQuantity, quantityBlock } from '../../domain/quantity.ts';

const nonFood = fc.constantFrom('grocery', 'pharmacy', 'ecommerce');

describe('quantity limits (spec part 1 §5)', () => {
  it('refuses plus when the stock is at or below the current quantity (non-food modules)', () => {
    expect(incrementBlock(2, { moduleType: 'grocery', stock: 2, maximumCartQuantity: null })).toBe('stock');
    expect(incrementBlock(3, { moduleType: 'ecommerce', stock: 2, maximumCartQuantity: 0 })).toBe('stock');
    expect(incrementBlock(1, { moduleType: 'pharmacy', stock: 2, maximumCartQuantity: null })).toBeNull();
  });

  it('refuses plus when maximum_cart_quantity is reached, and says so before the stock', () => {
    expect(incrementBlock(4, { moduleType: 'grocery', stock: 4, maximumCartQuantity: 4 })).toBe('maximum');
    expect(incrementBlock(3, { moduleType: 'grocery', stock: 10, maximumCartQuantity: 4 })).toBeNull();
  });

  it('food modules check only the maximum', () => {
    expect(incrementBlock(7, { moduleType: 'food', stock: 0, maximumCartQuantity: null })).toBeNull();
    expect(incrementBlock(2, { moduleType: 'food', stock: 0, maximumCartQuantity: 2 })).toBe('maximum');
  });

  it('property: plus is allowed exactly when the quantity is below every limit that applies', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.oneof(nonFood, fc.constant('food')),
        fc.integer({ min: 0, max: 60 }),
        fc.option(fc.integer({ min: 0, max: 60 })),
        (quantity, moduleType, stock, max) => {
          const block = incrementBlock(quantity, { moduleType, stock, maximumCartQuantity: max });
          const belowMax = !max || quantity < max;
          const belowStock = moduleType === 'food' || quantity < stock;
          expect(block === null).toBe(belowMax && belowStock);
          if (!belowMax) expect(block).toBe('maximum');
          // after a permitted plus the quantity itself is still within the limits
          if (block === null)
            expect(quantityBlock(quantity + 1, { moduleType, stock, maximumCartQuantity: max })).toBeNull();
        },
      ),
    );
  });

  it('a quantity above the stock or the maximum is refused when adding', () => {
    expect(quantityBlock(3, { moduleType: 'grocery', stock: 2, maximumCartQuantity: null })).toBe('stock');
    expect(quantityBlock(3, { moduleType: 'grocery', stock: 9, maximumCartQuantity: 2 })).toBe('maximum');
    expect(quantityBlock(2, { moduleType: 'grocery', stock: 2, maximumCartQuantity: 2 })).toBeNull();
    expect(quantityBlock(1, { moduleType: 'ecommerce', stock: 0, maximumCartQuantity: null })).toBe('stock');
  });

  it('minus is disabled at 1 or when the price is 0', () => {
    expect(canDecrement(1, 10)).toBe(false);
    expect(canDecrement(2, 0)).toBe(false);
    expect(canDecrement(2, 0.5)).toBe(true);
  });
});

describe('quantity display (spec part 2 §9)', () => {
  it('is zero-padded below 10', () => {
    expect(padQuantity(1)).toBe('01');
    expect(padQuantity(9)).toBe('09');
    expect(padQuantity(10)).toBe('10');
    expect(padQuantity(125)).toBe('125');
  });

  it('property: always at least two digits and reads back as the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100000 }), (n) => {
        const shown = padQuantity(n);
        expect(shown.length).toBeGreaterThanOrEqual(2);
        expect(Number(shown)).toBe(n);
        expect(shown.startsWith('0')).toBe(n < 10);
      }),
    );
  });
});
