import { configurableItemOf, unitPriceOf } from '../api/cart-lines.ts';
import type { Item } from '../api/items.ts';
import { cartSelection, type CartLine, type ItemSelection } from '../../domain/item-options.ts';
import { itemDiscount, rawDiscount } from '../../domain/pricing/discount.ts';
import { round2 } from '../../domain/pricing/money.ts';

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

/**
 * The popup's price, recomputed on every change (spec part 2 §4, §9): (unit − discount) × quantity + Σ add-on
 * price × quantity, the discount as in `unitDiscount`.
 */
export function selectionTotal(item: Item, selection: ItemSelection): { total: number; before: number } {
  const unit = selectionUnitPrice(item, cartSelection(configurableItemOf(item), selection).variation);
  const off = unitDiscount(item, unit);
  const addOns = selection.addOns.reduce(
    (sum, a) => sum + (item.add_ons.find((x) => x.id === a.id)?.price ?? 0) * a.quantity,
    0,
  );
  return {
    total: round2((unit - off) * selection.quantity + addOns),
    before: round2(unit * selection.quantity + addOns),
  };
}
