// Which cart line is an item's (spec part 1 §3 "Cart add payload", §4 "Product card button"): a regular item and a
// campaign item are different lines of the same item id. Apart from the configurator's rules (domain/item-options.ts,
// which uses these): a product card reads only this, to show the quantity of its item in the cart.

/** A cart line's model: a regular item or a campaign item. */
export type CartModel = 'Item' | 'ItemCampaign';

/** The fields of an item these rules read. */
type ModelledItem = { id: number; available_date_starts?: string | null };
/** The fields of a cart line (or of the server's row) these rules read. */
type ModelledLine = { id: number; item_id: number; item_type: string };

export const isCampaignItem = (item: Pick<ModelledItem, 'available_date_starts'>): boolean =>
  Boolean(item.available_date_starts);

/** The cart model of an item: `ItemCampaign` for a campaign item, else `Item`. */
export const cartModelOf = (item: Pick<ModelledItem, 'available_date_starts'>): CartModel =>
  isCampaignItem(item) ? 'ItemCampaign' : 'Item';

/** The cart model of a line, from its `item_type` ('App\Models\ItemCampaign' or the short name). */
export const modelOfLine = (line: Pick<ModelledLine, 'item_type'>): CartModel =>
  line.item_type.endsWith('ItemCampaign') ? 'ItemCampaign' : 'Item';

/**
 * The cart line of an item: the line with `lineId` (a cart drawer row), else the item's first line (a product card).
 * Any row with the fields it reads: the rules' lines, or the server's rows as they come.
 */
export function lineOfItem<L extends ModelledLine>(
  cart: L[],
  item: ModelledItem,
  lineId: number | null,
): L | undefined {
  if (lineId !== null) return cart.find((l) => l.id === lineId);
  const model = cartModelOf(item);
  return cart.find((l) => l.item_id === item.id && modelOfLine(l) === model);
}
