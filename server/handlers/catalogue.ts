// Modules, landing page, categories, banners and item campaigns.
import { defineHandlers } from '../lib/http/handler.ts';
import { idList } from '../lib/http/json-lists.ts';
import { bannersAndCampaigns } from '../lib/discovery/zone-banners.ts';
import { runningItemCampaigns } from '../lib/discovery/campaign.ts';
import {
  activeCategory,
  activeCategoryIds,
  categoriesItemPage,
  categoriesStorePage,
  categoryChildren,
  rootCategories,
} from '../lib/discovery/category-lists.ts';
import { landingPage, withReactSections } from '../lib/catalogue/landing.ts';
import { modulesServing } from '../lib/catalogue/module-list.ts';
import { activeTestimonials } from '../lib/catalogue/testimonials.ts';

export const catalogueHandlers = defineHandlers((ctx) => ({
  getModules: async (req) => {
    const locale = req.scope.locale;
    return modulesServing(ctx.db, req.scope.zoneIds(), locale);
  },

  getLandingPage: async (req) => landingPage(ctx.db, req.scope.locale),
  getReactLandingPage: async (req) => {
    const locale = req.scope.locale;
    const [flat, testimonials] = await Promise.all([landingPage(ctx.db, locale), activeTestimonials(ctx.db, locale)]);
    return withReactSections(flat, testimonials, locale);
  },

  getCategories: async (req) => {
    const locale = req.scope.locale;
    const module = req.scope.module();
    return rootCategories(ctx, module?.id ?? null, req.scope.zoneIds(), req.query, locale);
  },

  getCategoryChildren: async (req) => {
    return categoryChildren(ctx, req.params.id, () => req.scope.zoneIds(), req.scope.locale);
  },

  getCategoryItems: async (req) => {
    await activeCategory(ctx, req.params.id);
    return categoriesItemPage(ctx, req, [req.params.id]);
  },

  // 6amMart web's category page: the ticked categories as a JSON array; ids of no active category add nothing
  getItemsOfCategories: async (req) =>
    categoriesItemPage(ctx, req, await activeCategoryIds(ctx, idList(req.query.category_ids, 'category_ids'))),

  getCategoryStores: async (req) => {
    await activeCategory(ctx, req.params.id);
    return categoriesStorePage(ctx, req, [req.params.id]);
  },

  getStoresOfCategories: async (req) =>
    categoriesStorePage(ctx, req, await activeCategoryIds(ctx, idList(req.query.category_ids, 'category_ids'))),

  getBanners: async (req) => {
    const zoneIds = req.scope.zoneIds(true);
    const module = req.scope.module();
    return bannersAndCampaigns(ctx.db, zoneIds, module?.id ?? null, req.scope.serialize);
  },

  getItemCampaigns: async (req) => {
    const zoneIds = req.scope.zoneIds(true);
    const module = req.scope.module(true);
    return runningItemCampaigns(ctx.db, module.id, zoneIds, req.scope.serialize);
  },
}));
