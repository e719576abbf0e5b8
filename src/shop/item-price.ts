import type { CartRow } from '../api/cart-rows.ts';
import type { Item } from '../api/items.ts';
import type { CartLine } from '../../domain/item-options.ts';
import { unitPrice } from '../../domain/pricing/unit-price.ts';
import { itemDiscount, rawDiscount } from '../../domain/pricing/discount.ts';
import { round2 } from '../../domain/pricing/money.ts';

/** The unit price of an item with a chosen variation (the shared pricing module), the cart body's `price`. */
export const unitPriceOf = (item: CartRow['item'], variation: CartLine['variation']) =>
  unitPrice(
    {
      price: item.price,
      discount: item.discount ?? 0,
      discountType: item.discount_type ?? 'amount',
      variations: (item.variations ?? []).map((v) => ({ type: v.type, price: v.price })),
      foodVariations: (item.food_variations ?? []).map((g) => ({
        name: g.name,
        values: g.values.map((v) => ({ label: v.label, optionPrice: String(v.optionPrice) })),
      })),
    },
    variation,
  );

/** The cart body's price: the unit price of the chosen variation / food options (the shared pricing module). */
export const selectionUnitPrice = (item: Item, variation: CartLine['variation']) => unitPriceOf(item, variation);

/** The item fields the shown discount reads. */
type Discounted = Pick<Item, 'discount' | 'discount_type' | 'store_discount'>;

/**
 * The discount per unit on a unit price (spec part 2 §9): the store's running discount (item.store_discount, percent)
 * replaces the item's own discount (percent or amount); never more than the unit price.
 */
export function unitDiscount(item: Discounted, unit: number): number {
  if ((item.store_discount ?? 0) > 0) return Math.min(unit, rawDiscount(unit, item.store_discount, 'percent'));
  return itemDiscount({ discount: item.discount ?? 0, discountType: item.discount_type ?? 'amount' }, unit);
}

/**
 * The one rule for an item's shown price (product card, popup facts): the unit price of the shared pricing module
 * (no variation chosen) and that price after the discount of `unitDiscount`.
 */
export function shownPrice(item: Item): { unit: number; final: number } {
  const unit = selectionUnitPrice(item, []);
  return { unit, final: round2(unit - unitDiscount(item, unit)) };
}
