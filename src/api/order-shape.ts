// The order resource's contract types (Order, OrderLine, OrderPage; src/api/orders.ts names them too) and its
// normalisers, loaded with the answers they read.
import { itemOf, variationsOf } from './item-shape.ts';
import { eachOf, oneOrNull, pageOf, shapeOf, type FieldRules } from './shape-readers.ts';
import type { components } from '../../openapi/storefront.d.ts';
import type { CartVariation } from '../../domain/item-options.ts';
import { storeOf } from './store-shape.ts';

export type Order = Omit<components['schemas']['Order'], 'details'> & { details?: OrderLine[] };
type Item = components['schemas']['Item'];
/** An order line: its item as itemOf reads it, its chosen variation typed as the cart's (variationsOf). */
export type OrderLine = Omit<components['schemas']['OrderDetail'], 'variation' | 'item_details'> & {
  item_details: Item;
  variation: CartVariation[];
};

/** A page of the customer's orders. */
export interface OrderPage {
  total_size: number;
  limit: number;
  offset: number;
  orders: Order[];
}

// The order resource's normaliser (docs/6ammart-clients.md, "What each version sends"): 6amMart keeps an order's
// delivery address, and a line's item, variation and add-ons, as JSON text, which some versions send as they are
// stored; amounts come as numbers or numeric text.

/** An order line of any version: its item through itemOf, its variation and add-ons as lists, amounts as numbers. */
export const orderLineOf = (value: unknown): OrderLine =>
  shapeOf<OrderLine>(value, {
    id: 'integer',
    order_id: 'integer',
    item_id: 'integerOrNull',
    item_campaign_id: 'integerOrNull',
    item_details: itemOf,
    quantity: 'integer',
    price: 'number',
    variation: variationsOf,
    add_ons: eachOf((a) =>
      shapeOf<OrderLine['add_ons'][number]>(a, { id: 'integer', name: 'text', price: 'number', quantity: 'integer' }),
    ),
    discount_on_item: 'number',
    tax_amount: 'number',
    total_add_on_price: 'number',
  });

const orderRules: FieldRules<Order> = {
  id: 'integer',
  user_id: 'integerOrNull',
  is_guest: 'flag',
  store_id: 'integerOrNull',
  module_id: 'integer',
  zone_id: 'integer',
  order_amount: 'number',
  store_discount_amount: 'number',
  coupon_discount_amount: 'number',
  total_tax_amount: 'number',
  tax_percentage: 'number',
  delivery_charge: 'number',
  original_delivery_charge: 'number',
  additional_charge: 'number',
  dm_tips: 'number',
  partially_paid_amount: 'number',
  delivery_address: 'objectOrNull',
  distance: 'number',
  scheduled: 'flag',
  cutlery: 'flag',
  otp: 'text',
  details_count: 'integer',
  store: oneOrNull((store) => storeOf(store) as NonNullable<Order['store']>),
  delivery_man: 'objectOrNull',
  parcel_category_id: 'integerOrNull',
  receiver_details: 'objectOrNull',
  order_attachment_full_url: 'texts',
  details: eachOf(orderLineOf),
};

/** An order of any version as the app reads it (lists, details and tracking). */
export const orderOf = (value: unknown): Order => shapeOf<Order>(value, orderRules);

/** A page of orders of any version: its counts as numbers, each order through orderOf. */
export const orderPageOf = (answer: unknown): OrderPage => pageOf(answer, 'orders', orderOf);

/** The lines of an order of any version. */
export const orderLinesOf = eachOf(orderLineOf);
