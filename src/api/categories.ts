import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import type { Scope } from './scope.ts';
import type { components } from '../../openapi/storefront.d.ts';
import { readWith } from './lenient.ts';

export type Category = components['schemas']['Category'];

/** The category normaliser, loaded with the answers it reads. */
export const categoryShape = () => import('./category-shape.ts');

/** A category the home and /categories list: an active root (a category of `categories`' own list is a root). */
export const isShownRoot = (c: Pick<Category, 'status' | 'parent_id'>) => c.status !== 0 && c.parent_id === 0;

export const fetchCategories = (scope: Scope, featured = false): Promise<Category[]> =>
  readWith(
    unwrap(
      api.GET('/api/v1/categories', {
        params: {
          header: { moduleId: String(scope.moduleId), zoneId: scope.zoneId },
          query: featured ? { featured: 1 } : {},
        },
      }),
    ),
    categoryShape(),
    (m, a) => m.rootCategoriesOf(a),
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
        rental ? fetchVehicleCategories(scope) : (await fetchCategories(scope)).filter(isShownRoot),
      staleTime: 5 * 60_000,
    }),
};
