import type { CartRow } from '../../api/cart.ts';

/** A cart row as the server answers it (GET /api/v1/customer/cart/list). */
export type { CartRow };

/** Σ add-on price × quantity of a row. */
export function addOnsAmount(row: CartRow): number {
  return row.add_on_ids.reduce((total, id, i) => {
    const addOn = (row.item.add_ons ?? []).find((a) => a.id === id);
    return total + (addOn ? addOn.price * (row.add_on_qtys[i] ?? 0) : 0);
  }, 0);
}

/** A row's amount: unit price × quantity + its add-ons. */
export const rowAmount = (row: CartRow) => row.price * row.quantity + addOnsAmount(row);
