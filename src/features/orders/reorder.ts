// Reorder: the order's lines as cart add bodies, and whether the cart must be cleared first (one store per cart).
import type { CartRow } from '../../api/cart-rows.ts';
import type { CartAddBody } from '../../api/cart-lines.ts';
import { unitPriceOf } from '../../shop/item-price.ts';
import type { OrderLine } from '../../api/orders.ts';
import { cartStoreId, isFromAnotherStore, type CartLine, type CartVariation } from '../../../domain/item-options.ts';

/** The variation of an order line as the cart takes it (food groups by name and labels, others by type). */
export function cartVariationOf(variation: unknown[]): CartVariation[] {
  return variation.flatMap((v): CartVariation[] => {
    const o = (v ?? {}) as { type?: unknown; price?: unknown; name?: unknown; values?: { label?: unknown } };
    if (typeof o.type === 'string') return [{ type: o.type, price: Number(o.price ?? 0) }];
    if (typeof o.name === 'string') {
      const labels = Array.isArray(o.values?.label) ? o.values.label.filter((l) => typeof l === 'string') : [];
      return [{ name: o.name, values: { label: labels } }];
    }
    return [];
  });
}

/** The cart add body of an order line: same item (or campaign), variation, add-ons and quantity, priced again. */
export function cartBodyOf(line: OrderLine): CartAddBody {
  const item = line.item_details as unknown as CartRow['item'];
  const variation = cartVariationOf(line.variation);
  return {
    item_id: line.item_campaign_id ?? line.item_id ?? 0,
    model: line.item_campaign_id ? 'ItemCampaign' : 'Item',
    price: unitPriceOf(item, variation),
    quantity: line.quantity,
    variation,
    add_on_ids: line.add_ons.map((a) => a.id),
    add_on_qtys: line.add_ons.map((a) => a.quantity),
  };
}

/** The cart holds another store's items: reordering replaces them (after the customer agrees). */
export const reorderNeedsClear = (cart: Pick<CartLine, 'item'>[], storeId: number) =>
  cart.length > 0 && isFromAnotherStore(storeId, cartStoreId(cart));
