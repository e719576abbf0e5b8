import type { CartRow } from '../../api/cart-rows.ts';
import { rowAddOns } from '../../shop/row-add-ons.ts';

/** A cart row as the server answers it (GET /api/v1/customer/cart/list). */
export type { CartRow };

/** A row's amount: unit price × quantity + its add-ons. */
export const rowAmount = (row: CartRow) => row.price * row.quantity + rowAddOns(row);
