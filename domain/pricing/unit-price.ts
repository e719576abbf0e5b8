// The unit price of a store item (spec part 2 §9, first line of domain/pricing/order.ts), apart from the order's
// pricing so the cart's module (every page's first load: the navbar's cart badge) carries this rule alone.

export interface PricedItem {
  price: number;
  discount: number;
  discountType: string;
  variations: { type: string; price: number }[];
  foodVariations: { name: string; values: { label: string; optionPrice: string }[] }[];
}

/** A cart row's variation as the SPA sends it: shop items `[{type, price}]`, food `[{name, values:{label:[…]}}]`. */
export type CartVariation = { type?: string; name?: string; values?: { label?: string[] } }[];

/** The unit price of an item with the chosen variation / food options (the server's price, not the client's). */
export function unitPrice(item: PricedItem, variation: CartVariation): number {
  const chosen = variation.find((v) => typeof v.type === 'string')?.type;
  if (chosen && item.variations.length) {
    const match = item.variations.find((v) => v.type === chosen);
    if (match) return match.price;
  }
  let price = item.price;
  for (const group of variation) {
    if (!group.name || !group.values?.label) continue;
    const def = item.foodVariations.find((f) => f.name === group.name);
    for (const label of group.values.label)
      price += Number(def?.values.find((v) => v.label === label)?.optionPrice ?? 0);
  }
  return price;
}
