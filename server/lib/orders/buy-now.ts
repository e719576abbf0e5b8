// Buy Now / Order Now (`is_buy_now` = 1 with a `cart` body, as 6amMart's order/place): the bought item(s) come from
// the request, not from the stored cart, which stays untouched. Every line is checked as the cart add checks it
// (item active and of the module, variation known, food variation rules, add-ons of the item, maximum and stock) and
// priced on the server later (place-order.ts priceLines): the body's `price` is never read.
import type { carts } from '../../db/schema/customer.ts';
import type { operations } from '../../../openapi/storefront.d.ts';
import { CAMPAIGN_MODEL, ITEM_MODEL } from '../../../domain/cart-item-type.ts';
import { foodVariationProblem } from '../../../domain/item-options.ts';
import { unitPrice, type CartVariation } from '../../../domain/pricing/unit-price.ts';
import { checkAddOns, checkQuantity } from '../cart/cart.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { Owner } from '../http/scope.ts';
import type { ItemCampaignRow, ItemRow } from '../items/item.ts';
import type { CatalogueRows } from '../catalogue/catalogue-rows.ts';
import type { ModuleRow } from '../../db/row-types.ts';

type Body = NonNullable<operations['placeOrder']['requestBody']>['content']['application/json'];
export type BuyNowEntry = NonNullable<Body['cart']>[number];
type CartRow = typeof carts.$inferSelect;

/** The bought items of a Buy Now body (`is_buy_now` = 1 and a `cart`), or null when the body has none. */
export function buyNowEntries(b: Pick<Body, 'is_buy_now' | 'cart'>): BuyNowEntry[] | null {
  if (b.is_buy_now !== 1 && b.is_buy_now !== true) return null;
  return b.cart?.length ? b.cart : null;
}

/** The chosen variation is one of the item's: an e-commerce type it sells (one is needed when the item is sold by
 * variation: choice options and variations, as domain/item-options hasStockVariations), food groups and labels
 * it offers, and the food groups' required / min / max rules (the spec's messages). */
export function checkVariation(
  row: Pick<ItemRow, 'variations' | 'choiceOptions' | 'foodVariations'>,
  variation: CartVariation,
) {
  const invalid = () => forbidden('variation', 'The selected variation is invalid.');
  const chosen = variation.find((v) => typeof v.type === 'string')?.type;
  if (chosen !== undefined && !row.variations.some((v) => v.type === chosen)) throw invalid();
  if (chosen === undefined && row.variations.length > 0 && row.choiceOptions.length > 0) throw invalid();
  const foodGroups = variation.filter((v) => typeof v.name === 'string');
  for (const g of foodGroups) {
    const def = row.foodVariations.find((f) => f.name === g.name);
    if (!def || (g.values?.label ?? []).some((l) => !def.values.some((v) => v.label === l))) throw invalid();
  }
  const choices = row.foodVariations.map((def) => {
    const labels = foodGroups.find((g) => g.name === def.name)?.values?.label ?? [];
    return labels.map((l) => def.values.findIndex((v) => v.label === l));
  });
  const problem = foodVariationProblem(row.foodVariations, choices);
  if (problem?.message === 'variationRequired')
    throw forbidden('variation', `Variation ${problem.params.name} can not remain without selection.`);
  if (problem?.message === 'variationRange')
    throw forbidden(
      'variation',
      `Selected variation named ${problem.params.name} must be in between Minimum ${problem.params.min} and Maximum ${problem.params.max}.`,
    );
}

/**
 * Step (Buy Now): the request's items as cart-like lines of the module (never stored: `id` 0), each checked as the
 * cart add checks it, with the server's unit price; the same shape loadCart answers.
 */
export async function loadBuyNowLines(
  catalogue: CatalogueRows,
  owner: Owner,
  module: ModuleRow,
  entries: BuyNowEntry[],
  now: Date,
) {
  const moduleId = module.id;
  const [itemRows, campaignRows] = await Promise.all([
    catalogue.items(entries.filter((e) => e.model !== 'ItemCampaign').map((e) => e.item_id)),
    catalogue.campaigns(entries.filter((e) => e.model === 'ItemCampaign').map((e) => e.item_id)),
  ]);
  const rows = entries.map((e) => {
    const campaign = e.model === 'ItemCampaign';
    const item: ItemRow | ItemCampaignRow | undefined = (campaign ? campaignRows : itemRows).get(e.item_id);
    if (!item || item.status !== 1) throw notFound('item', 'Item not found!');
    if (item.moduleId !== moduleId) throw forbidden('item_id', 'The item does not belong to the selected module.');
    const variation = (e.variation ?? []) as CartVariation;
    const addOnIds = e.add_on_ids ?? [];
    const addOnQtys = e.add_on_qtys ?? [];
    checkVariation(item, variation);
    checkQuantity(item, module.moduleType, e.quantity, variation);
    checkAddOns(item, addOnIds, addOnQtys);
    const cart: CartRow = {
      id: 0,
      userId: owner.userId,
      guestId: owner.guestId,
      moduleId,
      itemId: item.id,
      itemType: campaign ? CAMPAIGN_MODEL : ITEM_MODEL,
      price: unitPrice(item, variation),
      quantity: e.quantity,
      variation,
      addOnIds,
      addOnQtys,
      createdAt: now,
      updatedAt: now,
    };
    return { cart, item };
  });
  return { rows };
}
