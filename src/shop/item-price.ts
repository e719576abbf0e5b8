import { configurableItemOf, unitPriceOf } from '../api/cart.ts';
import type { Item } from '../api/items.ts';
import { cartSelection, type CartLine, type ItemSelection } from '../domain/item-options.ts';
import { itemDiscount, rawDiscount } from '../domain/pricing/discount.ts';
import { round2 } from '../domain/pricing/money.ts';

/** The cart body's price: the unit price of the chosen variation / food options (the shared pricing module). */
export const selectionUnitPrice = (item: Item, variation: CartLine['variation']) => unitPriceOf(item, variation);

/**
 * The popup's price, recomputed on every change (spec part 2 §4, §9): (unit − discount) × quantity + Σ add-on
 * price × quantity. The store's running discount (item.store_discount, percent) replaces the item's own discount.
 */
export function selectionTotal(item: Item, selection: ItemSelection): { total: number; before: number } {
  const unit = selectionUnitPrice(item, cartSelection(configurableItemOf(item), selection).variation);
  const off =
    item.store_discount > 0
      ? Math.min(unit, rawDiscount(unit, item.store_discount, 'percent'))
      : itemDiscount({ discount: item.discount, discountType: item.discount_type }, unit);
  const addOns = selection.addOns.reduce(
    (sum, a) => sum + (item.add_ons.find((x) => x.id === a.id)?.price ?? 0) * a.quantity,
    0,
  );
  return {
    total: round2((unit - off) * selection.quantity + addOns),
    before: round2(unit * selection.quantity + addOns),
  };
}
