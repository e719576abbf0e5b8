// The item popup's and product page's price of a selection (spec part 2 §4, §9): apart from src/shop/item-price.ts,
// which every product card reads, as it needs the configurator's rules (domain/item-options.ts).
import { configurableItemOf } from '../api/cart-lines.ts';
import type { Item } from '../api/items.ts';
import { cartSelection, type ItemSelection } from '../../domain/item-options.ts';
import { round2 } from '../../domain/pricing/money.ts';
import { selectionUnitPrice, unitDiscount } from './item-price.ts';

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
