// The item configurator's pure rules (spec part 1 §3 "Item", "Cart add payload", §4 "Add-on" / variations, §5
// "Cart and item"; part 2 §4 "Item modal", §5): food variation choice and validity (required / min / max), add-on
// quantities, e-commerce choice options with per-variation stock, and the cart add / update payload they make.
// Prices are not computed here: the pricing module (domain/pricing) does that from the same selection.
import { quantityBlock, type QuantityBlock } from './quantity.ts';
import { cartModelOf, modelOfLine, type CartModel } from './cart-line.ts';

/** A food variation group (item.food_variations[]). */
export interface FoodVariationGroup {
  name: string;
  type: string; // 'single' | 'multi'
  min: number | string;
  max: number | string;
  required: string; // 'on' | 'off'
  values: { label: string; optionPrice: string | number }[];
}

/** An e-commerce variation (item.variations[]): `type` is the chosen labels joined by '-', e.g. "Red-M". */
export interface StockVariation {
  type: string;
  price: number;
  stock: number;
}

/** An e-commerce choice (item.choice_options[]). */
export interface ChoiceOption {
  title: string;
  options: string[];
}

/** The item fields the configurator reads (a subset of the API's Item). */
export interface ConfigurableItem {
  id: number;
  store_id: number;
  price: number;
  stock: number;
  maximum_cart_quantity: number | null;
  module_type: string;
  food_variations: FoodVariationGroup[];
  variations: StockVariation[];
  choice_options: ChoiceOption[];
  add_ons: { id: number }[];
  /** Presence marks a campaign item (part 1 §3). */
  available_date_starts?: string | null;
}

export interface AddOnChoice {
  id: number;
  quantity: number;
}

/** What the customer has chosen in the configurator. */
export interface ItemSelection {
  /** Per food variation group (same order as item.food_variations), the chosen option indexes, ascending. */
  foodChoices: number[][];
  /** Per choice option (same order as item.choice_options), the chosen option index. */
  choiceIndexes: number[];
  /** The checked add-ons (quantity ≥ 1), in the item's add-on order. */
  addOns: AddOnChoice[];
  quantity: number;
}

/** A cart variation entry: food `{name, values:{label}}`, other modules `{type, price}` (openapi CartVariation). */
export type CartVariation = { name: string; values: { label: string[] } } | { type: string; price: number };

/** The part of the cart add / update payload the selection decides (part 1 §3 "Cart add payload"). */
export interface CartSelection {
  item_id: number;
  model: CartModel;
  quantity: number;
  variation: CartVariation[];
  add_on_ids: number[];
  add_on_qtys: number[];
}

/** The cart add / update body: the selection plus the price (from the pricing module) and who owns the cart. */
export interface CartPayload extends CartSelection {
  price: number;
  guest_id?: string | null;
  /** On update only. */
  cart_id?: number;
}

/** A cart row as the server answers it (the fields the rules read). */
export interface CartLine {
  id: number;
  item_id: number;
  /** 'App\Models\Item' | 'App\Models\ItemCampaign' (or the short model name). */
  item_type: string;
  price: number;
  quantity: number;
  variation: CartVariation[];
  add_on_ids: number[];
  add_on_qtys: number[];
  item: { store_id: number };
}

/** A problem that blocks adding / buying, with the message it shows (keys of the `cart.messages` catalogue). */
export type SelectionProblem =
  | { message: 'variationRequired'; params: { name: string } }
  | { message: 'variationRange'; params: { name: string; min: number; max: number } }
  | { message: 'variationOutOfStock' }
  | { message: 'outOfStock' }
  | { message: 'outOfLimits' };

const toInt = (value: number | string): number => {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  return Number.isFinite(n) ? n : 0;
};

/** A group is labelled (required) when its `required` flag is 'on', else (optional). */
export const isRequiredGroup = (group: Pick<FoodVariationGroup, 'required'>): boolean => group.required === 'on';

/** The group's min and max as numbers (the API may send them as strings). */
export function groupRange(group: Pick<FoodVariationGroup, 'min' | 'max'>): { min: number; max: number } {
  return { min: toInt(group.min), max: toInt(group.max) };
}

/**
 * Choosing a food option (part 1 §4): in a single group clicking the chosen option deselects it and another
 * replaces it; in a multi group each option toggles. Returns the new choices (the input is not changed).
 */
export function toggleFoodOption(
  groups: FoodVariationGroup[],
  choices: number[][],
  groupIndex: number,
  optionIndex: number,
): number[][] {
  const group = groups[groupIndex];
  if (!group || optionIndex < 0 || optionIndex >= group.values.length) return choices;
  const current = choices[groupIndex] ?? [];
  const chosen = current.includes(optionIndex);
  let next: number[];
  if (group.type === 'multi')
    next = chosen ? current.filter((i) => i !== optionIndex) : [...current, optionIndex].sort((a, b) => a - b);
  else next = chosen ? [] : [optionIndex];
  return groups.map((_, i) => (i === groupIndex ? next : (choices[i] ?? [])));
}

/**
 * The first food variation problem (part 1 §5): a required group without a selection → variationRequired; a multi
 * group (required, or optional with any choice) whose count is outside min..max → variationRange.
 */
export function foodVariationProblem(groups: FoodVariationGroup[], choices: number[][]): SelectionProblem | null {
  for (const [i, group] of groups.entries()) {
    const count = (choices[i] ?? []).length;
    if (isRequiredGroup(group) && count === 0) return { message: 'variationRequired', params: { name: group.name } };
    if (group.type === 'multi' && (isRequiredGroup(group) || count > 0)) {
      const { min, max } = groupRange(group);
      if (count < min || (max > 0 && count > max))
        return { message: 'variationRange', params: { name: group.name, min, max } };
    }
  }
  return null;
}

/** The e-commerce variation key: the chosen option of each choice, spaces removed, joined by '-' ("Red-M"). */
export function variationKey(choices: ChoiceOption[], choiceIndexes: number[]): string {
  return choices.map((c, i) => (c.options[choiceIndexes[i] ?? 0] ?? '').replace(/\s/g, '')).join('-');
}

/** The chosen e-commerce variation, if the item has variations and one matches the key. */
export function chosenVariation(
  item: Pick<ConfigurableItem, 'variations' | 'choice_options'>,
  choiceIndexes: number[],
): StockVariation | undefined {
  if (!item.variations.length || !item.choice_options.length) return undefined;
  const key = variationKey(item.choice_options, choiceIndexes);
  return item.variations.find((v) => v.type.replace(/\s/g, '') === key);
}

/** Whether the item is sold by e-commerce variation (choice options with a stock per variation). */
export const hasStockVariations = (item: Pick<ConfigurableItem, 'variations' | 'choice_options'>): boolean =>
  item.variations.length > 0 && item.choice_options.length > 0;

/** The stock that limits the quantity: the chosen variation's (0 when none matches), else the item's. */
export function availableStock(
  item: Pick<ConfigurableItem, 'variations' | 'choice_options' | 'stock'>,
  choiceIndexes: number[],
): number {
  if (!hasStockVariations(item)) return item.stock;
  return chosenVariation(item, choiceIndexes)?.stock ?? 0;
}

/** The price the minus control reads (0 disables it): the chosen variation's, else the item's. */
export function basePrice(
  item: Pick<ConfigurableItem, 'variations' | 'choice_options' | 'price'>,
  choiceIndexes: number[],
) {
  return chosenVariation(item, choiceIndexes)?.price ?? item.price;
}

/** The quantity limits of the item with the current choice (for domain/quantity.ts). */
export function limitsOf(item: ConfigurableItem, choiceIndexes: number[]) {
  return {
    moduleType: item.module_type,
    stock: availableStock(item, choiceIndexes),
    maximumCartQuantity: item.maximum_cart_quantity,
  };
}

/**
 * What blocks adding or buying the selection, first problem first: food variations (required, min/max), then a
 * sold-out e-commerce variation ('This variation is out of stock…'), then the quantity above maximum_cart_quantity
 * or above the stock (not checked for food).
 */
export function selectionProblem(item: ConfigurableItem, selection: ItemSelection): SelectionProblem | null {
  const food = foodVariationProblem(item.food_variations, selection.foodChoices);
  if (food) return food;
  if (hasStockVariations(item) && availableStock(item, selection.choiceIndexes) <= 0 && item.module_type !== 'food')
    return { message: 'variationOutOfStock' };
  const block: QuantityBlock | null = quantityBlock(selection.quantity, limitsOf(item, selection.choiceIndexes));
  if (block === 'maximum') return { message: 'outOfLimits' };
  if (block === 'stock') return { message: 'outOfStock' };
  return null;
}

/** Checking an add-on sets its quantity to 1; unchecking removes it (quantity 0). */
export function toggleAddOn(item: Pick<ConfigurableItem, 'add_ons'>, addOns: AddOnChoice[], id: number): AddOnChoice[] {
  if (!item.add_ons.some((a) => a.id === id)) return addOns;
  const checked = addOns.some((a) => a.id === id);
  const next = checked ? addOns.filter((a) => a.id !== id) : [...addOns, { id, quantity: 1 }];
  const order = item.add_ons.map((a) => a.id);
  return next.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
}

/** The quantity of an add-on (0 when unchecked). */
export const addOnQuantity = (addOns: AddOnChoice[], id: number): number =>
  addOns.find((a) => a.id === id)?.quantity ?? 0;

/** Plus / minus on a checked add-on (step 1); minus at 1 unchecks it. Unchecked add-ons do not change. */
export function stepAddOn(addOns: AddOnChoice[], id: number, delta: 1 | -1): AddOnChoice[] {
  return addOns.flatMap((a) => {
    if (a.id !== id) return [a];
    const quantity = a.quantity + delta;
    return quantity > 0 ? [{ id, quantity }] : [];
  });
}

/** The default selection: nothing chosen in food groups, the first option of each choice, no add-on, quantity 1. */
export function defaultSelection(item: ConfigurableItem): ItemSelection {
  return {
    foodChoices: item.food_variations.map(() => []),
    choiceIndexes: item.choice_options.map(() => 0),
    addOns: [],
    quantity: 1,
  };
}

const isFoodEntry = (v: CartVariation): v is { name: string; values: { label: string[] } } => 'name' in v;
const isStockEntry = (v: CartVariation): v is { type: string; price: number } => 'type' in v;

/** The selection a cart line holds (to edit it: the popup opens with the line's choices). */
export function selectionOfLine(item: ConfigurableItem, line: CartLine): ItemSelection {
  const food = line.variation.filter(isFoodEntry);
  const type = line.variation.find(isStockEntry)?.type.replace(/\s/g, '');
  const foodChoices = item.food_variations.map((group) => {
    const labels = food.find((v) => v.name === group.name)?.values.label ?? [];
    return group.values.flatMap((value, i) => (labels.includes(value.label) ? [i] : []));
  });
  const parts = type ? type.split('-') : [];
  const choiceIndexes = item.choice_options.map((choice, i) =>
    Math.max(
      0,
      choice.options.findIndex((o) => o.replace(/\s/g, '') === parts[i]),
    ),
  );
  const addOns = item.add_ons.flatMap((a) => {
    const at = line.add_on_ids.indexOf(a.id);
    const quantity = at >= 0 ? (line.add_on_qtys[at] ?? 0) : 0;
    return quantity > 0 ? [{ id: a.id, quantity }] : [];
  });
  return { foodChoices, choiceIndexes, addOns, quantity: line.quantity };
}

/**
 * The selection as the cart payload needs it (part 1 §3): food → `[{name, values:{label:[…]}}]` for each group
 * with a choice; e-commerce → `[{type, price}]` of the chosen variation; add-ons as parallel id / quantity lists.
 */
export function cartSelection(item: ConfigurableItem, selection: ItemSelection): CartSelection {
  const food: CartVariation[] = item.food_variations.flatMap((group, i) => {
    const chosen = selection.foodChoices[i] ?? [];
    return chosen.length ? [{ name: group.name, values: { label: chosen.map((o) => group.values[o].label) } }] : [];
  });
  const stock = chosenVariation(item, selection.choiceIndexes);
  return {
    item_id: item.id,
    model: cartModelOf(item),
    quantity: selection.quantity,
    variation: stock ? [...food, { type: stock.type, price: stock.price }] : food,
    add_on_ids: selection.addOns.map((a) => a.id),
    add_on_qtys: selection.addOns.map((a) => a.quantity),
  };
}

const stockTypeOf = (variation: CartVariation[]) => variation.find(isStockEntry)?.type.replace(/\s/g, '');

/**
 * The cart line the configurator would update (part 1 §4, part 2 §4): for an item sold by variation, the line of
 * the same item with the same variation ("once the item and variation are in the cart"); otherwise the item's line.
 */
export function matchingCartLine(selection: CartSelection, lines: CartLine[]): CartLine | undefined {
  const key = stockTypeOf(selection.variation);
  return lines.find(
    (l) =>
      l.item_id === selection.item_id &&
      modelOfLine(l) === selection.model &&
      (key === undefined || stockTypeOf(l.variation) === key),
  );
}

const foodKey = (variation: CartVariation[]) =>
  JSON.stringify(
    variation
      .filter(isFoodEntry)
      .map((v) => [v.name, [...v.values.label].sort()])
      .sort(),
  );

/** Whether the selection equals what the cart line already holds ('No changes found to update.'). */
export function isUnchanged(selection: CartSelection, line: CartLine): boolean {
  const addOns = (ids: number[], qtys: number[]) =>
    JSON.stringify(ids.map((id, i) => [id, qtys[i] ?? 0]).sort((a, b) => a[0] - b[0]));
  return (
    selection.quantity === line.quantity &&
    foodKey(selection.variation) === foodKey(line.variation) &&
    stockTypeOf(selection.variation) === stockTypeOf(line.variation) &&
    addOns(selection.add_on_ids, selection.add_on_qtys) === addOns(line.add_on_ids, line.add_on_qtys)
  );
}

/** The store of the cart's items (one store per cart), or null when the cart is empty. */
export const cartStoreId = (lines: Pick<CartLine, 'item'>[]): number | null => lines[0]?.item.store_id ?? null;

/** Adding an item of another store than the cart's opens the clear-cart confirmation (part 1 §4). */
export const isFromAnotherStore = (storeId: number, cartStore: number | null): boolean =>
  cartStore !== null && cartStore !== storeId;

/** Whether adding needs the options first: food variations (popup) or e-commerce variations (product page). */
export const needsOptions = (item: Pick<ConfigurableItem, 'food_variations' | 'variations' | 'choice_options'>) =>
  item.food_variations.length > 0 || hasStockVariations(item);

/** The update body of a quantity change on a cart line: the line's choices kept, the new quantity (part 2 §7). */
export function lineQuantityUpdate(line: CartLine, quantity: number): Omit<CartPayload, 'guest_id'> {
  return {
    cart_id: line.id,
    item_id: line.item_id,
    model: modelOfLine(line),
    price: line.price,
    quantity,
    variation: line.variation,
    add_on_ids: line.add_on_ids,
    add_on_qtys: line.add_on_qtys,
  };
}
