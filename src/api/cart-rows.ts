// The cart rows of an answer of any version (src/api/cart.ts asks for this module with the cart call).
import type { components } from '../../openapi/storefront.d.ts';
import { itemOf, variationsOf } from './item-shape.ts';
import { flagOf, integerOf, listOf, numberOf, objectsOf, textOf } from './lenient.ts';

/** A cart row as the app reads it. */
export type CartRow = components['schemas']['CartRow'];

/**
 * The cart rows of an answer of any version (the cart calls answer the module's whole cart): ids, prices and
 * quantities as numbers, the add-on lists and the chosen variation as lists (v2.6 may send them, and its item's
 * lists, as JSON text), `is_guest` as 0/1, the item through itemOf.
 */
export function cartRowsOf(answer: unknown): CartRow[] {
  return objectsOf(answer).map((row) => ({
    ...(row as Partial<CartRow>),
    id: integerOf(row['id']),
    user_id: typeof row['user_id'] === 'string' ? row['user_id'] : integerOf(row['user_id']),
    module_id: integerOf(row['module_id']),
    item_id: integerOf(row['item_id']),
    is_guest: flagOf(row['is_guest']),
    item_type: textOf(row['item_type']),
    price: numberOf(row['price']),
    quantity: integerOf(row['quantity'], 1),
    variation: variationsOf(row['variation']),
    add_on_ids: listOf(row['add_on_ids']).map((id) => integerOf(id)),
    add_on_qtys: listOf(row['add_on_qtys']).map((q) => integerOf(q, 1)),
    item: itemOf(row['item']),
    created_at: textOf(row['created_at']),
    updated_at: textOf(row['updated_at']),
  }));
}
