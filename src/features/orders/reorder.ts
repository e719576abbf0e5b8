// Reorder: the order's lines as cart add bodies, and whether the cart must be cleared first (one store per cart).
import type { CartAddBody } from '../../api/cart-lines.ts';
import { unitPriceOf } from '../../shop/item-price.ts';
import type { OrderLine } from '../../api/orders.ts';
import { cartStoreId, isFromAnotherStore, type CartLine } from '../../../domain/item-options.ts';

/** The cart add body of an order line: same item (or campaign), variation, add-ons and quantity, priced again. */
export function cartBodyOf(line: OrderLine): CartAddBody {
  return {
    item_id: line.item_campaign_id ?? line.item_id ?? 0,
    model: line.item_campaign_id ? 'ItemCampaign' : 'Item',
    price: unitPriceOf(line.item_details, line.variation),
    quantity: line.quantity,
    variation: line.variation,
    add_on_ids: line.add_ons.map((a) => a.id),
    add_on_qtys: line.add_ons.map((a) => a.quantity),
  };
}

/** The cart holds another store's items: reordering replaces them (after the customer agrees). */
export const reorderNeedsClear = (cart: Pick<CartLine, 'item'>[], storeId: number) =>
  cart.length > 0 && isFromAnotherStore(storeId, cartStoreId(cart));
