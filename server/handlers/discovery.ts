// Discovery rows: recommended, discounted, most reviewed and new items; common conditions and their items;
// recommended stores and the best offers near the customer; store banners and the module's other banners.
import type { FastifyRequest } from 'fastify';
import { defineHandlers } from '../lib/http/handler.ts';
import { moduleBannersOf, storeBannersOf, videoContentSection } from '../lib/discovery/banners.ts';
import { commonConditionItemPage, commonConditionsWithCounts, conditionItemPage } from '../lib/discovery/conditions.ts';
import { recommendedStorePage, topOfferStorePage } from '../lib/discovery/discovery.ts';
import {
  discountedItemPage,
  mostReviewedItemPage,
  newArrivalItemPage,
  recommendedItemPage,
} from '../lib/items/named-lists.ts';

export const discoveryHandlers = defineHandlers((ctx) => {
  const moduleBannerHandler = (key: string) => async (req: FastifyRequest) => {
    const module = req.scope.module(true);
    return { banners: await moduleBannersOf(ctx.db, module.id, key, req.scope.locale) };
  };

  return {
    getRecommendedItems: async (req) => recommendedItemPage(ctx, req),
    getDiscountedItems: async (req) => discountedItemPage(ctx, req),
    getMostReviewedItems: async (req) => mostReviewedItemPage(ctx, req),
    getNewArrivalItems: async (req) => newArrivalItemPage(ctx, req),

    getCommonConditionItems: async (req) => commonConditionItemPage(ctx, req, req.query),
    // the path form (6amMart web 3.9's store page): the store of the path, as the query form's store_id
    getStoreCommonConditionItems: async (req) =>
      commonConditionItemPage(ctx, req, { ...req.query, store_id: req.params.store_id }),
    getConditionItems: async (req) => conditionItemPage(ctx, req, req.params.id),
    getCommonConditions: async (req) => {
      const zoneIds = req.scope.zoneIds();
      req.scope.module();
      return commonConditionsWithCounts(ctx.db, zoneIds, req.scope.locale);
    },

    getRecommendedStores: async (req) => recommendedStorePage(ctx, req),
    getTopOfferStores: async (req) => topOfferStorePage(ctx, req),

    getStoreBanners: async (req) => storeBannersOf(ctx.db, req.params.store_id, req.scope.locale),
    getOtherBanners: moduleBannerHandler('promotional_banner'),
    getWhyChooseBanners: moduleBannerHandler('why_choose'),
    getVideoContentBanners: async (req) => {
      const module = req.scope.module(true);
      return videoContentSection(ctx.db, module.id, req.scope.locale);
    },
  };
});
