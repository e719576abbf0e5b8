import type { CartRow } from '../api/cart-rows.ts';
import type { CartLine, CartVariation } from '../../domain/item-options.ts';

/** The words of each chosen variation: food groups "Size: Large", e-commerce "Red-M". */
export const variationWords = (variation: readonly CartVariation[]): string[] =>
  variation.map((v) => ('type' in v ? v.type : `${v.name}: ${v.values.label.join(', ')}`));

/**
 * The variation text of a cart row (the cart drawer's lines, the Buy Now item): food groups "Size: Large",
 * e-commerce "Red-M", joined by ' · '. (An order's lines are worded by the orders area from the stored order.)
 */
export function variationText(row: CartRow): string {
  return variationWords(row.variation as CartLine['variation']).join(' · ');
}
