import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import { itemPages } from './items.ts';
import { storePages } from './stores.ts';
import type { Scope } from './scope.ts';
import type { components } from '../../openapi/storefront.d.ts';

export type Category = components['schemas']['Category'];

export const fetchCategories = (scope: Scope, featured = false) =>
  unwrap(
    api.GET('/api/v1/categories', {
      params: {
        header: { moduleId: String(scope.moduleId), zoneId: scope.zoneId },
        query: featured ? { featured: 1 } : {},
      },
    }),
  );

export const categoryQueries = {
  /** Categories cache 5 minutes (spec part 1 §9). */
  list: (scope: Scope) =>
    queryOptions({
      queryKey: ['categories', scope.moduleId, scope.zoneId],
      queryFn: () => fetchCategories(scope),
      staleTime: 5 * 60_000,
    }),
  /** Featured categories cache 8 minutes. */
  featured: (scope: Scope) =>
    queryOptions({
      queryKey: ['categories', 'featured', scope.moduleId, scope.zoneId],
      queryFn: () => fetchCategories(scope, true),
      staleTime: 8 * 60_000,
    }),
};

/** POST /api/v1/customer/update-interest `{interest: [category ids]}` for the module (signed in). */
export const updateInterests = (moduleId: number, categoryIds: number[]) =>
  unwrap(
    api.POST('/api/v1/customer/update-interest', {
      params: { header: { moduleId: String(moduleId) } },
      body: { interest: categoryIds },
    }),
  );

/** A category chip as the home and /interest show it (store categories and rental vehicle categories alike). */
export interface CategoryChip {
  id: number;
  name: string;
  image_full_url: string;
}

/** GET /api/v1/rental/vehicle/category-list (the list's key is `vehicles`, as in 6amMart). */
export const fetchVehicleCategories = async (scope: Scope): Promise<CategoryChip[]> =>
  (
    await unwrap(
      api.GET('/api/v1/rental/vehicle/category-list', {
        params: { header: { moduleId: String(scope.moduleId) }, query: { limit: 50, offset: 1 } },
      }),
    )
  ).vehicles;

/** Home categories: root categories of the module, or vehicle categories for rental. */
export const homeCategoryQueries = {
  list: (scope: Scope, rental: boolean) =>
    queryOptions({
      queryKey: ['categories', rental ? 'vehicle' : 'store', scope.moduleId, scope.zoneId],
      queryFn: async (): Promise<CategoryChip[]> =>
        rental
          ? fetchVehicleCategories(scope)
          : (await fetchCategories(scope)).filter((c) => c.status !== 0 && c.parent_id === 0),
      staleTime: 5 * 60_000,
    }),
};

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
  unwrap(
    api.GET('/api/v1/categories/childes/{id}', {
      params: { path: { id }, header: { moduleId: String(scope.moduleId) } },
    }),
  );

/** GET /api/v1/categories/items/{id}: a page of the category's items in the zones. */
export const fetchCategoryItems = (id: number, scope: Scope, page: number) =>
  unwrap(api.GET('/api/v1/categories/items/{id}', categoryInit(id, scope, page)));

/** GET /api/v1/categories/stores/{id}: a page of the stores selling the category's items in the zones. */
export const fetchCategoryStores = (id: number, scope: Scope, page: number) =>
  unwrap(api.GET('/api/v1/categories/stores/{id}', categoryInit(id, scope, page)));

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
