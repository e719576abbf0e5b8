import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import type { Scope } from './scope.ts';
import type { components } from '../../openapi/storefront.d.ts';
import { eachOf, oneOrNull, pageOf, shapeOf, type FieldRules } from './lenient.ts';

export type Store = components['schemas']['Store'];

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

/** Popular and latest stores: 12 per request (spec part 2 §9). */
export const STORES_PAGE_SIZE = 12;

export type StoreListKind = 'latest' | 'popular';

export interface StorePage {
  total_size: number;
  limit: number;
  offset: number;
  stores: Store[];
}

export const fetchStores = async (kind: StoreListKind, scope: Scope, page: number): Promise<StorePage> => {
  const init = {
    params: {
      header: { moduleId: String(scope.moduleId), zoneId: scope.zoneId },
      query: { type: 'all' as const, limit: STORES_PAGE_SIZE, offset: page },
    },
  };
  return storePageOf(
    await unwrap(kind === 'latest' ? api.GET('/api/v1/stores/latest', init) : api.GET('/api/v1/stores/popular', init)),
  );
};

/** The next page number while the last page was non-empty (spec part 1 §7: infinite, by page number). */
export const nextStorePage = (last: StorePage, _all: StorePage[], lastPage: number) =>
  last.stores.length > 0 ? lastPage + 1 : undefined;

/** The infinite query of store pages under `queryKey`, by page number from 1 (`fetchPage` loads one). */
export const storePages = <K extends readonly unknown[]>(
  queryKey: K,
  fetchPage: (page: number) => Promise<StorePage>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextStorePage,
  });

export const storeQueries = {
  list: (kind: StoreListKind, scope: Scope) =>
    storePages(['stores', kind, scope.moduleId, scope.zoneId], (page) => fetchStores(kind, scope, page)),
};

export type StoreDetails = components['schemas']['StoreDetails'];

/** A store's details of any version: the store's fields (storeOf), its category ids as numbers and lists as lists. */
export const storeDetailsOf = (value: unknown): StoreDetails =>
  shapeOf<StoreDetails>(storeOf(value), {
    category_ids: 'integers',
    category_details: eachOf((c) =>
      shapeOf<StoreDetails['category_details'][number]>(c, { id: 'integer', name: 'text' }),
    ),
    active_coupons: 'objects',
  });

/** GET /api/v1/stores/details/{id}: one store by id or slug (schedules, discount, categories, coupons). */
export const fetchStoreDetails = async (idOrSlug: string, moduleId: number | null): Promise<StoreDetails> =>
  storeDetailsOf(
    await unwrap(
      api.GET('/api/v1/stores/details/{id}', {
        params: { path: { id: idOrSlug }, header: moduleId ? { moduleId: String(moduleId) } : {} },
      }),
    ),
  );

export const storeDetailsQueries = {
  details: (idOrSlug: string, moduleId: number | null) =>
    queryOptions({
      queryKey: ['stores', 'details', idOrSlug, moduleId],
      queryFn: () => fetchStoreDetails(idOrSlug, moduleId),
    }),
};
