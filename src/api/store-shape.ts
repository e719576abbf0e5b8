// The store resource's contract types (Store, StorePage, StoreDetails; src/api/stores.ts names them too) and its
// normalisers, loaded with the answers they read (src/api/stores.ts, search.ts, category-pages.ts).
import { eachOf, oneOrNull, pageOf, shapeOf, type FieldRules } from './shape-readers.ts';
import type { components } from '../../openapi/storefront.d.ts';

export type Store = components['schemas']['Store'];
export type StoreDetails = components['schemas']['StoreDetails'];

export interface StorePage {
  total_size: number;
  limit: number;
  offset: number;
  stores: Store[];
}

// The store resource's normaliser (docs/6ammart-clients.md, "What each version sends"): v2.6 sends `delivery`,
// `take_away`, `schedule_order`… as booleans and `open`, `veg`… as 0/1 where versions differ, counts and charges at
// times as text, coordinates as text or numbers.
const storeRules: FieldRules<Store> = {
  id: 'integer',
  vendor_id: 'integer',
  name: 'text',
  latitude: 'text',
  longitude: 'text',
  minimum_order: 'number',
  schedule_order: 'boolean',
  status: 'flagOn',
  active: 'boolean',
  open: 'flag',
  featured: 'flag',
  delivery: 'boolean',
  take_away: 'boolean',
  free_delivery: 'boolean',
  self_delivery_system: 'flag',
  veg: 'flag',
  non_veg: 'flag',
  tax: 'number',
  zone_id: 'integer',
  module_id: 'integer',
  per_km_shipping_charge: 'numberOrNull',
  minimum_shipping_charge: 'numberOrNull',
  maximum_shipping_charge: 'numberOrNull',
  prescription_order: 'boolean',
  cutlery: 'boolean',
  halal_tag_status: 'flag',
  announcement: 'flag',
  announcement_message: 'textOrNull',
  avg_rating: 'number',
  rating_count: 'integer',
  ratings: 'integers',
  positive_rating: 'number',
  order_count: 'integer',
  total_items: 'integer',
  distance: 'number',
  current_opening_time: 'textOrNull',
  pickup_zone_id: 'integers',
  discount: oneOrNull((d) =>
    shapeOf<NonNullable<Store['discount']>>(d, {
      discount: 'number',
      min_purchase: 'number',
      max_discount: 'number',
    }),
  ),
  schedules: eachOf((d) =>
    shapeOf<NonNullable<Store['schedules']>[number]>(d, {
      id: 'integer',
      store_id: 'integer',
      day: 'integer',
      opening_time: 'text',
      closing_time: 'text',
    }),
  ),
};

/** A store of any version as the app reads it. */
export const storeOf = (value: unknown): Store => shapeOf<Store>(value, storeRules);

/** A page of stores of any version: its counts as numbers, each store through storeOf. */
export const storePageOf = (answer: unknown): StorePage => pageOf(answer, 'stores', storeOf);

/** A store's details of any version: the store's fields (storeOf), its category ids as numbers and lists as lists. */
export const storeDetailsOf = (value: unknown): StoreDetails =>
  shapeOf<StoreDetails>(storeOf(value), {
    category_ids: 'integers',
    category_details: eachOf((c) =>
      shapeOf<StoreDetails['category_details'][number]>(c, { id: 'integer', name: 'text' }),
    ),
    active_coupons: 'objects',
  });
