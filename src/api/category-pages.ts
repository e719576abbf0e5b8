// A category's page (/category/:id): its sub-categories, items and stores. Apart from src/api/categories.ts, which
// the product page reads for an item's category names: these bring the item and store pages' queries with them.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import { categoryShape } from './categories.ts';
import { itemPages, itemShape } from './items.ts';
import { readWith } from './lenient.ts';
import { storePages, storeShape } from './stores.ts';
import type { Scope } from './scope.ts';

/** Category pages: 12 items or stores per page. */
export const CATEGORY_PAGE_SIZE = 12;

const categoryInit = (id: number, scope: Scope, page: number) => ({
  params: {
    path: { id },
    header: { moduleId: String(scope.moduleId), zoneId: scope.zoneId },
    query: { limit: CATEGORY_PAGE_SIZE, offset: page },
  },
});

/** GET /api/v1/categories/childes/{id}: the sub-categories of a category (empty for a leaf). */
export const fetchSubCategories = (id: number, scope: Scope) =>
  readWith(
    unwrap(
      api.GET('/api/v1/categories/childes/{id}', {
        params: { path: { id }, header: { moduleId: String(scope.moduleId) } },
      }),
    ),
    categoryShape(),
    (m, a) => m.categoriesOf(a),
  );

/** GET /api/v1/categories/items/{id}: a page of the category's items in the zones. */
export const fetchCategoryItems = (id: number, scope: Scope, page: number) =>
  readWith(unwrap(api.GET('/api/v1/categories/items/{id}', categoryInit(id, scope, page))), itemShape(), (m, a) =>
    m.itemPageOf(a),
  );

/** GET /api/v1/categories/stores/{id}: a page of the stores selling the category's items in the zones. */
export const fetchCategoryStores = (id: number, scope: Scope, page: number) =>
  readWith(unwrap(api.GET('/api/v1/categories/stores/{id}', categoryInit(id, scope, page))), storeShape(), (m, a) =>
    m.storePageOf(a),
  );

/** A category's page: its sub-categories, items and stores (the lists paged infinitely, by page number). */
export const categoryPageQueries = {
  children: (id: number, scope: Scope) =>
    queryOptions({
      queryKey: ['categories', 'children', id, scope.moduleId],
      queryFn: () => fetchSubCategories(id, scope),
      staleTime: 5 * 60_000,
    }),
  items: (id: number, scope: Scope) =>
    itemPages(['categories', 'items', id, scope.moduleId, scope.zoneId], (page) => fetchCategoryItems(id, scope, page)),
  stores: (id: number, scope: Scope) =>
    storePages(['categories', 'stores', id, scope.moduleId, scope.zoneId], (page) =>
      fetchCategoryStores(id, scope, page),
    ),
};
