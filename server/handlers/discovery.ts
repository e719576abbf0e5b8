// Discovery rows: recommended, discounted, most reviewed and new items; common conditions and their items;
// recommended stores and the best offers near the customer; store banners and the module's other banners.
import { and, asc, count, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { items, stores } from '../db/schema/catalogue.ts';
import { commonConditions, conditionItems, moduleBanners, storeBanners } from '../db/schema/promotions.ts';
import { rawDiscount } from '../../domain/pricing/discount.ts';
import { notFound } from '../lib/http/errors.ts';
import { defineHandlers, type AppContext } from '../lib/http/handler.ts';
import { tr } from '../lib/http/serialize.ts';
import { listItems } from '../lib/items/item-list.ts';
import { runningDiscount } from '../lib/stores/store.ts';
import { serializeModuleBanner, serializeStoreBanner, storeRowPage } from '../lib/discovery/discovery.ts';

export const discoveryMessages = {
  condition: 'Common condition not found.',
  store: 'Store not found.',
};

/** New arrivals: items created in the last 30 days. */
const NEW_ARRIVAL_DAYS = 30;

const bannersOf = (ctx: AppContext, moduleId: number, key: string) =>
  ctx.db
    .select()
    .from(moduleBanners)
    .where(and(eq(moduleBanners.moduleId, moduleId), eq(moduleBanners.key, key), eq(moduleBanners.status, 1)))
    .orderBy(asc(moduleBanners.id));

export const discoveryHandlers = defineHandlers((ctx) => {
  const moduleBannerHandler = (key: string) => async (req: Parameters<typeof listItems>[1]) => {
    const module = req.scope.module(true);
    const rows = await bannersOf(ctx, module.id, key);
    return { banners: rows.map((r) => serializeModuleBanner(r, req.scope.locale)) };
  };
  return {
    getRecommendedItems: async (req) => listItems(ctx, req, [eq(items.recommended, 1)], [desc(items.orderCount)]),

    getDiscountedItems: async (req) =>
      listItems(
        ctx,
        req,
        [gt(items.discount, 0)],
        [
          desc(
            sql`case when ${items.discountType} = 'percent' then ${items.price} * ${items.discount} / 100 else ${items.discount} end`,
          ),
        ],
      ),

    getMostReviewedItems: async (req) =>
      listItems(ctx, req, [gt(items.ratingCount, 0)], [desc(items.ratingCount), desc(items.avgRating)]),

    getNewArrivalItems: async (req) => {
      const since = new Date(req.scope.now.getTime() - NEW_ARRIVAL_DAYS * 86_400_000);
      return listItems(ctx, req, [gte(items.createdAt, since)], [desc(items.createdAt)]);
    },

    getCommonConditionItems: async (req) => {
      const [condition] = await ctx.db
        .select()
        .from(commonConditions)
        .where(eq(commonConditions.id, req.query.condition_id));
      if (!condition || condition.status !== 1) throw notFound('condition_id', discoveryMessages.condition);
      const ids = ctx.db
        .select({ id: conditionItems.itemId })
        .from(conditionItems)
        .where(eq(conditionItems.conditionId, condition.id));
      return listItems(ctx, req, [inArray(items.id, ids)], [desc(items.orderCount)]);
    },

    getCommonConditions: async (req) => {
      const zoneIds = req.scope.zoneIds();
      req.scope.module();
      const [rows, counts] = await Promise.all([
        ctx.db
          .select()
          .from(commonConditions)
          .where(eq(commonConditions.status, 1))
          .orderBy(asc(commonConditions.name)),
        ctx.db
          .select({ id: conditionItems.conditionId, n: count() })
          .from(conditionItems)
          .innerJoin(items, eq(items.id, conditionItems.itemId))
          .innerJoin(stores, eq(stores.id, items.storeId))
          .where(and(eq(items.status, 1), eq(stores.status, 1), zoneIds ? inArray(stores.zoneId, zoneIds) : undefined))
          .groupBy(conditionItems.conditionId),
      ]);
      const countOf = new Map(counts.map((c) => [c.id, c.n]));
      return rows.map((r) => ({
        id: r.id,
        name: tr(r.translations, req.scope.locale, 'name', r.name),
        slug: r.slug,
        status: r.status,
        items_count: countOf.get(r.id) ?? 0,
      }));
    },

    getRecommendedStores: async (req) =>
      storeRowPage(
        ctx,
        req,
        () => true,
        (a, b) => b.order_count - a.order_count || a.id - b.id,
        [eq(stores.featured, 1)],
      ),

    getTopOfferStores: async (req) => {
      const now = req.scope.now;
      const near = req.scope.position !== null;
      // the discount on a 100 order: percent and amount discounts compared on one basket
      const cut = (s: { discount: { discount: number; discount_type: string } | null }) =>
        s.discount ? rawDiscount(100, s.discount.discount, s.discount.discount_type) : 0;
      return storeRowPage(
        ctx,
        req,
        (row) => runningDiscount(row, now) !== null,
        (a, b) => (near ? a.distance - b.distance : 0) || cut(b) - cut(a) || a.id - b.id,
      );
    },

    getStoreBanners: async (req) => {
      const [store] = await ctx.db.select().from(stores).where(eq(stores.id, req.params.store_id));
      if (!store || store.status !== 1) throw notFound('store_id', discoveryMessages.store);
      const rows = await ctx.db
        .select()
        .from(storeBanners)
        .where(and(eq(storeBanners.storeId, store.id), eq(storeBanners.status, 1)))
        .orderBy(asc(storeBanners.id));
      return rows.map((r) => serializeStoreBanner(r, req.scope.locale));
    },

    getOtherBanners: moduleBannerHandler('promotional_banner'),
    getWhyChooseBanners: moduleBannerHandler('why_choose'),
    getVideoContentBanners: moduleBannerHandler('video_content'),
  };
});
