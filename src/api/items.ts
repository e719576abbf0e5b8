import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import type { Scope } from './categories.ts';
import type { components } from '../../openapi/storefront.d.ts';

export type Item = components['schemas']['Item'];

export const ITEMS_ROW_SIZE = 12;

const init = (scope: Scope) => ({
  params: {
    header: { moduleId: String(scope.moduleId), zoneId: scope.zoneId },
    query: { type: 'all' as const, limit: ITEMS_ROW_SIZE, offset: 1 },
  },
});

export const fetchPopularItems = async (scope: Scope): Promise<Item[]> =>
  (await unwrap(api.GET('/api/v1/items/popular', init(scope)))).products;
export const fetchLatestItems = async (scope: Scope): Promise<Item[]> =>
  (await unwrap(api.GET('/api/v1/items/latest', init(scope)))).products;
export const fetchCampaignItems = async (scope: Scope): Promise<Item[]> =>
  unwrap(
    api.GET('/api/v1/campaigns/item', {
      params: { header: { moduleId: String(scope.moduleId), zoneId: scope.zoneId } },
    }),
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
