import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import type { Scope } from './scope.ts';
import { itemPages, itemShape, type Item } from './items.ts';
import { readWith } from './lenient.ts';
import { storePages, storeShape, type Store } from './stores.ts';

/** Search results: 12 per page, the next page while the last one was non-empty (spec part 1 §7: infinite paging). */
export const SEARCH_PAGE_SIZE = 12;
/** The navbar's suggestions: a few items and stores matching the text typed so far. */
export const SUGGESTED_ITEMS = 5;
export const SUGGESTED_STORES = 3;

const headers = (scope: Scope) => ({ moduleId: String(scope.moduleId), zoneId: scope.zoneId });

/** The query of a search: the text, one page of `limit` results. */
const searchInit = (text: string, scope: Scope, page: number, limit: number) => ({
  params: { header: headers(scope), query: { name: text, limit, offset: page } },
});

/** GET /api/v1/items/search?name: items whose name, tags or generic names contain the text. */
export const searchItems = (text: string, scope: Scope, page: number, limit = SEARCH_PAGE_SIZE) =>
  readWith(unwrap(api.GET('/api/v1/items/search', searchInit(text, scope, page, limit))), itemShape(), (m, a) =>
    m.itemPageOf(a),
  );

/** GET /api/v1/stores/search?name: stores whose name or address contains the text. */
export const searchStores = (text: string, scope: Scope, page: number, limit = SEARCH_PAGE_SIZE) =>
  readWith(unwrap(api.GET('/api/v1/stores/search', searchInit(text, scope, page, limit))), storeShape(), (m, a) =>
    m.storePageOf(a),
  );

export interface Suggestions {
  items: Item[];
  stores: Store[];
}

export const searchQueries = {
  items: (text: string, scope: Scope) =>
    itemPages(['search', 'items', text, scope.moduleId, scope.zoneId], (page) => searchItems(text, scope, page)),
  stores: (text: string, scope: Scope) =>
    storePages(['search', 'stores', text, scope.moduleId, scope.zoneId], (page) => searchStores(text, scope, page)),
  /** The navbar's suggestions for the text typed so far (both calls at once; kept a minute). */
  suggestions: (text: string, scope: Scope) =>
    queryOptions({
      queryKey: ['search', 'suggestions', text, scope.moduleId, scope.zoneId],
      queryFn: async (): Promise<Suggestions> => {
        const [items, stores] = await Promise.all([
          searchItems(text, scope, 1, SUGGESTED_ITEMS),
          searchStores(text, scope, 1, SUGGESTED_STORES),
        ]);
        return { items: items.products, stores: stores.stores };
      },
      staleTime: 60_000,
    }),
};
