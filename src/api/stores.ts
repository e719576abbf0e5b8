import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import type { Scope } from './scope.ts';
import type { Store, StoreDetails, StorePage } from './store-shape.ts';
import { readWith } from './lenient.ts';

export type { Store, StoreDetails, StorePage };

/** Popular and latest stores: 12 per request (spec part 2 §9). */
export const STORES_PAGE_SIZE = 12;

export type StoreListKind = 'latest' | 'popular';

/** The store normalisers, loaded with the answers they read. */
export const storeShape = () => import('./store-shape.ts');

export const fetchStores = (kind: StoreListKind, scope: Scope, page: number): Promise<StorePage> => {
  const init = {
    params: {
      header: { moduleId: String(scope.moduleId), zoneId: scope.zoneId },
      query: { type: 'all' as const, limit: STORES_PAGE_SIZE, offset: page },
    },
  };
  return readWith(
    unwrap(kind === 'latest' ? api.GET('/api/v1/stores/latest', init) : api.GET('/api/v1/stores/popular', init)),
    storeShape(),
    (m, answer) => m.storePageOf(answer),
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

/** GET /api/v1/stores/details/{id}: one store by id or slug (schedules, discount, categories, coupons). */
export const fetchStoreDetails = (idOrSlug: string, moduleId: number | null): Promise<StoreDetails> =>
  readWith(
    unwrap(
      api.GET('/api/v1/stores/details/{id}', {
        params: { path: { id: idOrSlug }, header: moduleId ? { moduleId: String(moduleId) } : {} },
      }),
    ),
    storeShape(),
    (m, answer) => m.storeDetailsOf(answer),
  );

export const storeDetailsQueries = {
  details: (idOrSlug: string, moduleId: number | null) =>
    queryOptions({
      queryKey: ['stores', 'details', idOrSlug, moduleId],
      queryFn: () => fetchStoreDetails(idOrSlug, moduleId),
    }),
};
