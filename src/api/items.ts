import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import type { Scope } from './scope.ts';
import type { ItemPage } from './item-shape.ts';
import type { components } from '../../openapi/storefront.d.ts';
import { readWith } from './lenient.ts';

export type Item = components['schemas']['Item'];
export type { ItemPage };

export const ITEMS_ROW_SIZE = 12;

const init = (scope: Scope) => ({
  params: {
    header: { moduleId: String(scope.moduleId), zoneId: scope.zoneId },
    query: { type: 'all' as const, limit: ITEMS_ROW_SIZE, offset: 1 },
  },
});

/** The item normalisers, loaded with the answers they read. */
export const itemShape = () => import('./item-shape.ts');

export const fetchPopularItems = (scope: Scope): Promise<Item[]> =>
  readWith(unwrap(api.GET('/api/v1/items/popular', init(scope))), itemShape(), (m, a) => m.itemPageOf(a).products);
export const fetchLatestItems = (scope: Scope): Promise<Item[]> =>
  readWith(unwrap(api.GET('/api/v1/items/latest', init(scope))), itemShape(), (m, a) => m.itemPageOf(a).products);
export const fetchCampaignItems = (scope: Scope): Promise<Item[]> =>
  readWith(
    unwrap(
      api.GET('/api/v1/campaigns/item', {
        params: { header: { moduleId: String(scope.moduleId), zoneId: scope.zoneId } },
      }),
    ),
    itemShape(),
    (m, a) => m.itemsOf(a),
  );

export type ItemRowKind = 'popular' | 'latest' | 'campaign';

const fetchers: Record<ItemRowKind, (scope: Scope) => Promise<Item[]>> = {
  popular: fetchPopularItems,
  latest: fetchLatestItems,
  campaign: fetchCampaignItems,
};

export const itemQueries = {
  row: (kind: ItemRowKind, scope: Scope) =>
    queryOptions({ queryKey: ['items', kind, scope.moduleId, scope.zoneId], queryFn: () => fetchers[kind](scope) }),
};

export type Vehicle = components['schemas']['Vehicle'];

/** GET /api/v1/rental/vehicle/top-rated: the rental home's vehicle row. */
export const fetchTopRatedVehicles = async (scope: Scope): Promise<Vehicle[]> =>
  (
    await unwrap(
      api.GET('/api/v1/rental/vehicle/top-rated', {
        params: {
          header: { moduleId: String(scope.moduleId), zoneId: scope.zoneId },
          query: { limit: ITEMS_ROW_SIZE, offset: 1 },
        },
      }),
    )
  ).vehicles;

export const vehicleQueries = {
  topRated: (scope: Scope) =>
    queryOptions({
      queryKey: ['vehicles', 'top-rated', scope.moduleId, scope.zoneId],
      queryFn: () => fetchTopRatedVehicles(scope),
    }),
};

/** A store's items: 12 per page (spec part 1 §7: infinite, by page number). */
export const STORE_ITEMS_PAGE_SIZE = 12;

export interface StoreItemsFilter {
  storeId: number;
  moduleId: number;
  zoneId: string;
  /** 0: every category. */
  categoryId: number;
  /** The search inside the store ('' lists every item). */
  search: string;
}

/** GET /items/latest?store_id (all items of the store, by category) or /items/search?store_id&name. */
export const fetchStoreItems = async (filter: StoreItemsFilter, page: number): Promise<ItemPage> => {
  const header = { moduleId: String(filter.moduleId), zoneId: filter.zoneId };
  const query = {
    store_id: filter.storeId,
    category_id: filter.categoryId,
    limit: STORE_ITEMS_PAGE_SIZE,
    offset: page,
    type: 'all' as const,
  };
  const search = filter.search.trim();
  return readWith(
    search
      ? unwrap(api.GET('/api/v1/items/search', { params: { header, query: { ...query, name: search } } }))
      : unwrap(api.GET('/api/v1/items/latest', { params: { header, query } })),
    itemShape(),
    (m, a) => m.itemPageOf(a),
  );
};

/** The next page while the pages so far hold fewer items than the total. */
export const nextItemPage = (last: ItemPage, all: ItemPage[], lastPage: number) =>
  last.products.length > 0 && all.reduce((n, p) => n + p.products.length, 0) < last.total_size
    ? lastPage + 1
    : undefined;

/** The infinite query of item pages under `queryKey`, by page number from 1 (`fetchPage` loads one). */
export const itemPages = <K extends readonly unknown[]>(queryKey: K, fetchPage: (page: number) => Promise<ItemPage>) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextItemPage,
  });

export const storeItemQueries = {
  list: (filter: StoreItemsFilter) =>
    itemPages(
      ['items', 'store', filter.storeId, filter.moduleId, filter.zoneId, filter.categoryId, filter.search],
      (page) => fetchStoreItems(filter, page),
    ),
};
