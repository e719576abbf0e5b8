// The item resource's normaliser (contract type: Item in src/api/items.ts): an item of any 6amMart version in the one
// shape the app reads. v2.6 sends some of its lists as JSON text (`add_ons: "[]"` in a cart line), flags as booleans
// or numeric strings and numbers as strings; fields the app does not read pass through as sent.
import type { components } from '../../openapi/storefront.d.ts';
import type { CartVariation } from '../../domain/item-options.ts';
import { flagOf, integerOf, listOf, numberOf, objectOf, objectsOf, textOf, type Raw } from './lenient.ts';
import { eachOf, fullShapeOf, pageOf, textsOf, type FieldRules } from './shape-readers.ts';

type Item = components['schemas']['Item'];

export interface ItemPage {
  total_size: number;
  limit: number;
  offset: number;
  products: Item[];
}

/** The labels of a chosen food variation: `{label: [...]}`, or a list of `{label}` entries. */
const labelsOf = (values: unknown): string[] => {
  const one = objectOf(values);
  return one ? textsOf(one['label']) : objectsOf(values).map((v) => textOf(v['label']));
};

/**
 * The chosen variation of any version (a cart row's, an order line's; v2.6 may send it as JSON text): food
 * `{name, values: {label}}`, other modules `{type, price}`; entries of neither kind are left out.
 */
export function variationsOf(value: unknown): CartVariation[] {
  return objectsOf(value).flatMap((v): CartVariation[] => {
    if (typeof v['type'] === 'string') return [{ type: v['type'], price: numberOf(v['price']) }];
    if (typeof v['name'] === 'string') return [{ name: v['name'], values: { label: labelsOf(v['values']) } }];
    return [];
  });
}
type FoodVariation = components['schemas']['FoodVariation'];

const foodVariationOf = (g: Raw): FoodVariation => ({
  name: textOf(g['name']),
  type: textOf(g['type']) === 'multi' ? 'multi' : 'single',
  min: integerOf(g['min']),
  max: integerOf(g['max']),
  required: textOf(g['required']) === 'on' || flagOf(g['required']) === 1 ? 'on' : 'off',
  values: objectsOf(g['values']).map((v) => ({
    label: textOf(v['label']),
    optionPrice: textOf(v['optionPrice'], '0'),
  })),
});

/** How each field of an item the app reads is read (the rest pass as sent). */
const itemRules: FieldRules<Item> = {
  id: 'integer',
  name: 'text',
  description: 'text',
  category_id: 'integer',
  category_ids: (v) => objectsOf(v).map((c) => ({ id: textOf(c['id']), position: integerOf(c['position']) })),
  images_full_url: 'texts',
  variations: (v) =>
    objectsOf(v).map((o) => ({ type: textOf(o['type']), price: numberOf(o['price']), stock: integerOf(o['stock']) })),
  food_variations: (v) => objectsOf(v).map(foodVariationOf),
  add_ons: (v) =>
    objectsOf(v).map((a) => ({
      ...(a as Partial<components['schemas']['AddOn']>),
      id: integerOf(a['id']),
      name: textOf(a['name']),
      price: numberOf(a['price']),
      store_id: integerOf(a['store_id']),
      status: flagOf(a['status'], 1),
      stock_type: textOf(a['stock_type']) === 'limited' ? 'limited' : 'unlimited',
      addon_stock: integerOf(a['addon_stock']),
    })),
  attributes: (v) => listOf(v).map((a) => integerOf(a)),
  choice_options: (v) =>
    objectsOf(v).map((c) => ({ name: textOf(c['name']), title: textOf(c['title']), options: textsOf(c['options']) })),
  price: 'number',
  tax: 'number',
  discount: 'number',
  discount_type: (v) => (textOf(v) === 'percent' ? 'percent' : 'amount'),
  veg: 'flag',
  status: 'flagOn',
  store_id: 'integer',
  module_id: 'integer',
  store_discount: 'number',
  stock: 'integer',
  avg_rating: 'number',
  rating_count: 'integer',
  order_count: 'integer',
  recommended: 'flag',
  organic: 'flag',
  is_halal: 'flag',
  maximum_cart_quantity: 'numberOrNull',
  generic_name: 'texts',
  is_prescription_required: 'flag',
  nutritions_name: 'texts',
  allergies_name: 'texts',
  tags: 'texts',
  whislists_count: 'integer',
  unit_type: 'textOrNull',
};

/** An item of any version as the app reads it (the fields it reads typed; the rest as sent). */
export const itemOf = (value: unknown): Item => fullShapeOf<Item>(value, itemRules);

/** The items of a list answer of any version (itemOf each). */
export const itemsOf: (list: unknown) => Item[] = eachOf(itemOf);

/** A page of items of any version: its counts as numbers, its products through itemOf. */
export const itemPageOf = (answer: unknown): ItemPage => pageOf(answer, 'products', itemOf);
