// The item resource's normaliser (contract type: Item in src/api/items.ts): an item of any 6amMart version in the one
// shape the app reads. v2.6 sends some of its lists as JSON text (`add_ons: "[]"` in a cart line), flags as booleans
// or numeric strings and numbers as strings; fields the app does not read pass through as sent.
import type { components } from '../../openapi/storefront.d.ts';
import type { CartVariation } from '../../domain/item-options.ts';
import {
  flagOf,
  integerOf,
  listOf,
  numberOf,
  numberOrNull,
  objectOf,
  objectsOf,
  textOf,
  textOrNull,
  type Raw,
} from './lenient.ts';
import { eachOf, textsOf, pageOf } from './shape-readers.ts';

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

/** An item of any version as the app reads it (the fields it reads typed; the rest as sent). */
export function itemOf(value: unknown): Item {
  const raw = objectOf(value) ?? {};
  const discountType = textOf(raw['discount_type']);
  return {
    ...(raw as Partial<Item>),
    id: integerOf(raw['id']),
    name: textOf(raw['name']),
    description: textOf(raw['description']),
    category_id: integerOf(raw['category_id']),
    category_ids: objectsOf(raw['category_ids']).map((c) => ({
      id: textOf(c['id']),
      position: integerOf(c['position']),
    })),
    images_full_url: textsOf(raw['images_full_url']),
    variations: objectsOf(raw['variations']).map((v) => ({
      type: textOf(v['type']),
      price: numberOf(v['price']),
      stock: integerOf(v['stock']),
    })),
    food_variations: objectsOf(raw['food_variations']).map(foodVariationOf),
    add_ons: objectsOf(raw['add_ons']).map((a) => ({
      ...(a as Partial<components['schemas']['AddOn']>),
      id: integerOf(a['id']),
      name: textOf(a['name']),
      price: numberOf(a['price']),
      store_id: integerOf(a['store_id']),
      status: flagOf(a['status'], 1),
      stock_type: textOf(a['stock_type']) === 'limited' ? 'limited' : 'unlimited',
      addon_stock: integerOf(a['addon_stock']),
    })),
    attributes: listOf(raw['attributes']).map((a) => integerOf(a)),
    choice_options: objectsOf(raw['choice_options']).map((c) => ({
      name: textOf(c['name']),
      title: textOf(c['title']),
      options: textsOf(c['options']),
    })),
    price: numberOf(raw['price']),
    tax: numberOf(raw['tax']),
    discount: numberOf(raw['discount']),
    discount_type: discountType === 'percent' ? 'percent' : 'amount',
    veg: flagOf(raw['veg']),
    status: flagOf(raw['status'], 1),
    store_id: integerOf(raw['store_id']),
    module_id: integerOf(raw['module_id']),
    store_discount: numberOf(raw['store_discount']),
    stock: integerOf(raw['stock']),
    avg_rating: numberOf(raw['avg_rating']),
    rating_count: integerOf(raw['rating_count']),
    order_count: integerOf(raw['order_count']),
    recommended: flagOf(raw['recommended']),
    organic: flagOf(raw['organic']),
    is_halal: flagOf(raw['is_halal']),
    maximum_cart_quantity: numberOrNull(raw['maximum_cart_quantity']),
    generic_name: textsOf(raw['generic_name']),
    is_prescription_required: flagOf(raw['is_prescription_required']),
    nutritions_name: textsOf(raw['nutritions_name']),
    allergies_name: textsOf(raw['allergies_name']),
    tags: textsOf(raw['tags']),
    whislists_count: integerOf(raw['whislists_count']),
    unit_type: textOrNull(raw['unit_type']),
  } as Item;
}

/** The items of a list answer of any version (itemOf each). */
export const itemsOf: (list: unknown) => Item[] = eachOf(itemOf);

/** A page of items of any version: its counts as numbers, its products through itemOf. */
export const itemPageOf = (answer: unknown): ItemPage => pageOf(answer, 'products', itemOf);
