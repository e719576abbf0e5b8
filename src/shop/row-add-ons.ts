import type { CartRow } from '../api/cart-rows.ts';
import { addOnsTotal, chosenAddOns } from '../../domain/pricing/add-ons.ts';

/** Σ add-on price × quantity of a cart row (the add-ons chosen among the item's). */
export const rowAddOns = (row: Pick<CartRow, 'add_on_ids' | 'add_on_qtys' | 'item'>): number =>
  addOnsTotal(chosenAddOns(row.add_on_ids, row.add_on_qtys, row.item.add_ons ?? []));
