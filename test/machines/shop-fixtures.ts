// Items and cart rows for the shop flows' tests (item configurator, cart line), written out by hand.
import type { CartLine, ConfigurableItem } from '../../domain/item-options.ts';

/** A food item: a required single group, an optional multi group (min 1, max 2), two add-ons; max 3 per cart. */
export const pizza: ConfigurableItem = {
  id: 11,
  store_id: 1,
  price: 10,
  stock: 0, // food: the stock is not checked
  maximum_cart_quantity: 3,
  module_type: 'food',
  food_variations: [
    {
      name: 'Size',
      type: 'single',
      min: 1,
      max: 1,
      required: 'on',
      values: [
        { label: 'Small', optionPrice: '0' },
        { label: 'Large', optionPrice: '4' },
      ],
    },
    {
      name: 'Toppings',
      type: 'multi',
      min: '1',
      max: '2',
      required: 'off',
      values: [
        { label: 'Olives', optionPrice: '1' },
        { label: 'Corn', optionPrice: '0' },
        { label: 'Onion', optionPrice: '0.5' },
      ],
    },
  ],
  variations: [],
  choice_options: [],
  add_ons: [{ id: 101 }, { id: 102 }],
};

/** An e-commerce item with colour × size variations, each with its stock; max 5 per cart. */
export const tshirt: ConfigurableItem = {
  id: 21,
  store_id: 2,
  price: 20,
  stock: 13,
  maximum_cart_quantity: 5,
  module_type: 'ecommerce',
  food_variations: [],
  choice_options: [
    { title: 'Color', options: ['Red', 'Sky Blue'] },
    { title: 'Size', options: ['M', 'L'] },
  ],
  variations: [
    { type: 'Red-M', price: 20, stock: 2 },
    { type: 'Red-L', price: 22, stock: 0 },
    { type: 'SkyBlue-M', price: 21, stock: 10 },
    { type: 'SkyBlue-L', price: 23, stock: 1 },
  ],
  add_ons: [],
};

/** The stock of each tshirt variation, by [colour index][size index] (test-side lookup). */
export const tshirtStock = [
  [2, 0],
  [10, 1],
];

/** A campaign food item (available_date_starts marks it) with a required single group and an add-on. */
export const campaignBurger: ConfigurableItem = {
  id: 31,
  store_id: 1,
  price: 8,
  stock: 0,
  maximum_cart_quantity: null,
  module_type: 'food',
  food_variations: [
    {
      name: 'Patty',
      type: 'single',
      min: 1,
      max: 1,
      required: 'on',
      values: [
        { label: 'Single', optionPrice: '0' },
        { label: 'Double', optionPrice: '2.5' },
      ],
    },
  ],
  variations: [],
  choice_options: [],
  add_ons: [{ id: 201 }],
  available_date_starts: '2026-11-01',
};

/** A grocery item without options: 2 in stock, no maximum. */
export const soap: ConfigurableItem = {
  id: 41,
  store_id: 3,
  price: 3,
  stock: 2,
  maximum_cart_quantity: null,
  module_type: 'grocery',
  food_variations: [],
  variations: [],
  choice_options: [],
  add_ons: [],
};

/** A free grocery sample (price 0): the minus control stays disabled. */
export const freeSample: ConfigurableItem = { ...soap, id: 42, price: 0, stock: 9 };

export const ITEM = 'App\\Models\\Item';
export const CAMPAIGN = 'App\\Models\\ItemCampaign';

export const tshirtLine: CartLine = {
  id: 7,
  item_id: 21,
  item_type: ITEM,
  price: 20,
  quantity: 1,
  variation: [{ type: 'Red-M', price: 20 }],
  add_on_ids: [],
  add_on_qtys: [],
  item: { store_id: 2 },
};

export const pizzaLine: CartLine = {
  id: 8,
  item_id: 11,
  item_type: ITEM,
  price: 14,
  quantity: 2,
  variation: [
    { name: 'Size', values: { label: ['Large'] } },
    { name: 'Toppings', values: { label: ['Olives', 'Onion'] } },
  ],
  add_on_ids: [102],
  add_on_qtys: [3],
  item: { store_id: 1 },
};

export const soapLine: CartLine = {
  id: 9,
  item_id: 41,
  item_type: ITEM,
  price: 3,
  quantity: 1,
  variation: [],
  add_on_ids: [],
  add_on_qtys: [],
  item: { store_id: 3 },
};

export const freeSampleLine: CartLine = { ...soapLine, id: 10, item_id: 42, price: 0 };
