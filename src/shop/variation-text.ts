import type { CartRow } from '../api/cart-rows.ts';
import type { CartLine } from '../../domain/item-options.ts';

/**
 * The variation text of a cart row (the cart drawer's lines, the Buy Now item): food groups "Size: Large",
 * e-commerce "Red-M", joined by ' · '. (An order's lines are worded by the orders area from the stored order.)
 */
export function variationText(row: CartRow): string {
  return (row.variation as CartLine['variation'])
    .map((v) => ('type' in v ? v.type : `${v.name}: ${v.values.label.join(', ')}`))
    .join(' · ');
}
