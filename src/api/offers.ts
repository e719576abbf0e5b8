// Offers: the running flash sale and its products, brands and their items, a basic campaign with its
// stores (6amMart's offer operations, openapi/src/offers.yaml); the cashback an order earns is src/api/cashback.ts.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { components } from '../../openapi/storefront.d.ts';
import { api, unwrap } from './client.ts';
import { itemPages, itemShape, STORE_ITEMS_PAGE_SIZE } from './items.ts';
import { readWith } from './lenient.ts';
import type { Scope } from './scope.ts';

import type { FlashSalePage } from './offer-shape.ts';

export type Brand = components['schemas']['Brand'];

/** The offers' normalisers (src/api/offer-shape.ts), loaded with the answers they read. */
const offerShape = () => import('./offer-shape.ts');

const header = (scope: Scope) => ({ moduleId: String(scope.moduleId), zoneId: scope.zoneId });

/** The next page number while the pages so far hold fewer products than the total. */
const nextPage = (last: FlashSalePage, all: FlashSalePage[], lastPage: number) =>
  last.products.length > 0 && all.reduce((n, p) => n + p.products.length, 0) < last.total_size
    ? lastPage + 1
    : undefined;

export const offerQueries = {
  /** GET /flash-sales: the module's running flash sale (`{}`, no id, when none runs). */
  flashSale: (scope: Scope) =>
    queryOptions({
      queryKey: ['offers', 'flash-sale', scope.moduleId, scope.zoneId],
      queryFn: () =>
        readWith(unwrap(api.GET('/api/v1/flash-sales', { params: { header: header(scope) } })), offerShape(), (m, a) =>
          m.flashSaleOf(a),
        ),
    }),
  /** GET /flash-sales/items?flash_sale_id: the sale's products, 12 a page. */
  flashSaleItems: (scope: Scope, flashSaleId: number) =>
    infiniteQueryOptions({
      queryKey: ['offers', 'flash-sale-items', flashSaleId, scope.moduleId, scope.zoneId],
      queryFn: ({ pageParam }): Promise<FlashSalePage> =>
        readWith(
          unwrap(
            api.GET('/api/v1/flash-sales/items', {
              params: {
                header: header(scope),
                query: { flash_sale_id: flashSaleId, limit: STORE_ITEMS_PAGE_SIZE, offset: pageParam },
              },
            }),
          ),
          offerShape(),
          (m, a) => m.flashSalePageOf(a),
        ),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  /** GET /brand: the module's brands with their item counts. */
  brands: (scope: Scope) =>
    queryOptions({
      queryKey: ['offers', 'brands', scope.moduleId, scope.zoneId],
      queryFn: () => unwrap(api.GET('/api/v1/brand', { params: { header: header(scope) } })),
    }),
  /** GET /brand/items/{brand_id}: a brand's items, 12 a page. */
  brandItems: (scope: Scope, brandId: number) =>
    itemPages(['offers', 'brand-items', brandId, scope.moduleId, scope.zoneId], (page) =>
      readWith(
        unwrap(
          api.GET('/api/v1/brand/items/{brand_id}', {
            params: {
              path: { brand_id: brandId },
              header: header(scope),
              query: { limit: STORE_ITEMS_PAGE_SIZE, offset: page },
            },
          }),
        ),
        itemShape(),
        (m, a) => m.itemPageOf(a),
      ),
    ),
  /** GET /campaigns/basic-campaign-details: a running basic campaign with its stores. */
  campaign: (scope: Scope, campaignId: number) =>
    queryOptions({
      queryKey: ['offers', 'campaign', campaignId, scope.moduleId, scope.zoneId],
      queryFn: () =>
        readWith(
          unwrap(
            api.GET('/api/v1/campaigns/basic-campaign-details', {
              params: { header: header(scope), query: { basic_campaign_id: campaignId } },
            }),
          ),
          offerShape(),
          (m, a) => m.campaignDetailsOf(a),
        ),
    }),
};
