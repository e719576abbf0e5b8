// Discovery rows: recommended, discounted, most reviewed and new items; common conditions and their items;
// recommended stores and the best offers near the customer; store banners and the module's other banners.
import { and, asc, count, desc, eq, gt, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import { categories, items, stores } from '../db/schema/catalogue.ts';
import { commonConditions, conditionItems, moduleBanners, storeBanners } from '../db/schema/promotions.ts';
import { rawDiscount } from '../../domain/pricing/discount.ts';
import { forbidden, notFound } from '../lib/http/errors.ts';
import { defineHandlers, type AppContext } from '../lib/http/handler.ts';
import { tr } from '../lib/http/serialize.ts';
import { serializeCategory } from '../lib/catalogue/category.ts';
import { itemListWhere, listItems } from '../lib/items/item-list.ts';
import { discountedItems, newItems } from '../lib/items/item-kinds.ts';
import { runningDiscount } from '../lib/stores/store.ts';
import { serializeModuleBanner, serializeStoreBanner, storeRowPage } from '../lib/discovery/discovery.ts';

export const discoveryMessages = {
  condition: 'Common condition not found.',
  store: 'Store not found.',
};

const bannersOf = (ctx: AppContext, moduleId: number, key: string) =>
  ctx.db
    .select()
    .from(moduleBanners)
    .where(and(eq(moduleBanners.moduleId, moduleId), eq(moduleBanners.key, key), eq(moduleBanners.status, 1)))
    .orderBy(asc(moduleBanners.id));

/** An id or a slug (6amMart's `is_numeric($id)` rule). */
const byIdOrSlug = <T extends { id: AnyColumn; slug: AnyColumn }>(table: T, ref: number | string) =>
  typeof ref === 'number' || /^\d+$/.test(ref) ? eq(table.id, Number(ref)) : eq(table.slug, ref);

/** 6amMart's video section keys, in its order: three steps, each a title and a subtitle. */
const videoContentKeys = [
  'content1_title',
  'content1_subtitle',
  'content2_title',
  'content2_subtitle',
  'content3_title',
  'content3_subtitle',
] as const;

type DiscoveryRequest = Parameters<typeof listItems>[1];

export const discoveryHandlers = defineHandlers((ctx) => {
  const moduleBannerHandler = (key: string) => async (req: DiscoveryRequest) => {
    const module = req.scope.module(true);
    const rows = await bannersOf(ctx, module.id, key);
    return { banners: rows.map((r) => serializeModuleBanner(r, req.scope.locale)) };
  };

  /** The active root categories (with their sub-categories) of the items matching `where`, counted. */
  const rootCategoriesOf = async (req: DiscoveryRequest, where: SQL | undefined) => {
    const rows = await ctx.db
      .select({ categoryIds: items.categoryIds })
      .from(items)
      .innerJoin(stores, eq(stores.id, items.storeId))
      .where(where);
    const counts = new Map<number, number>();
    for (const r of rows) for (const c of r.categoryIds) counts.set(Number(c.id), (counts.get(Number(c.id)) ?? 0) + 1);
    if (!counts.size) return [];
    const found = await ctx.db
      .select()
      .from(categories)
      .where(and(eq(categories.status, 1), inArray(categories.id, [...counts.keys()])))
      .orderBy(desc(categories.priority), asc(categories.id));
    const locale = req.scope.locale;
    const childrenOf = (id: number) =>
      found.filter((c) => c.parentId === id).map((c) => serializeCategory(c, locale, counts.get(c.id) ?? 0));
    return found
      .filter((c) => c.parentId === 0)
      .map((c) => serializeCategory(c, locale, counts.get(c.id) ?? 0, childrenOf(c.id)));
  };

  /** An active common condition by id or slug, or 404 condition_id. */
  const activeCondition = async (ref: number | string) => {
    const [condition] = await ctx.db.select().from(commonConditions).where(byIdOrSlug(commonConditions, ref));
    if (!condition || condition.status !== 1) throw notFound('condition_id', discoveryMessages.condition);
    return condition;
  };

  /** Items of the condition, or of any active condition when none is named. */
  const conditionItemIds = (conditionId: number | null) =>
    ctx.db
      .select({ id: conditionItems.itemId })
      .from(conditionItems)
      .innerJoin(commonConditions, eq(commonConditions.id, conditionItems.conditionId))
      .where(conditionId === null ? eq(commonConditions.status, 1) : eq(conditionItems.conditionId, conditionId));
  return {
    getRecommendedItems: async (req) => listItems(ctx, req, [eq(items.recommended, 1)], [desc(items.orderCount)]),

    getDiscountedItems: async (req) => listItems(ctx, req, [discountedItems.where], discountedItems.order),

    getMostReviewedItems: async (req) =>
      listItems(ctx, req, [gt(items.ratingCount, 0)], [desc(items.ratingCount), desc(items.avgRating)]),

    getNewArrivalItems: async (req) => {
      const fresh = newItems(req.scope.now);
      const extra = [fresh.where];
      const [page, roots] = await Promise.all([
        listItems(ctx, req, extra, fresh.order),
        rootCategoriesOf(req, itemListWhere(req, extra)),
      ]);
      return { ...page, categories: roots };
    },

    getCommonConditionItems: async (req) => {
      const { condition_id, store_id } = req.query;
      if (condition_id === undefined && store_id === undefined)
        throw forbidden('condition_id', 'The condition id field is required.');
      const condition = condition_id === undefined ? null : await activeCondition(condition_id);
      const extra = [inArray(items.id, conditionItemIds(condition?.id ?? null))];
      if (store_id !== undefined) {
        const [store] = await ctx.db.select({ id: stores.id }).from(stores).where(byIdOrSlug(stores, store_id));
        if (!store) throw notFound('store_id', discoveryMessages.store);
        extra.push(eq(items.storeId, store.id));
        delete (req.query as { store_id?: unknown }).store_id; // resolved: listItems reads a numeric store_id only
      }
      return listItems(ctx, req, extra, [desc(items.orderCount)]);
    },

    getConditionItems: async (req) => {
      const condition = await activeCondition(req.params.id);
      return listItems(ctx, req, [inArray(items.id, conditionItemIds(condition.id))], [desc(items.createdAt)]);
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
    getVideoContentBanners: async (req) => {
      const module = req.scope.module(true);
      const locale = req.scope.locale;
      const [videos, points] = await Promise.all([
        bannersOf(ctx, module.id, 'video_content'),
        bannersOf(ctx, module.id, 'why_choose'),
      ]);
      const banners = videos.map((r) => serializeModuleBanner(r, locale));
      const video = banners[0];
      const texts = points.slice(0, 3).flatMap((p) => {
        const b = serializeModuleBanner(p, locale);
        return [b.title, b.short_description];
      });
      return {
        banners,
        banner_contents: videoContentKeys.map((key, i) => ({
          id: i + 1,
          module_id: module.id,
          key,
          value: texts[i] ?? '',
          type: 'video_banner_content' as const,
          status: 1,
        })),
        section_title: video?.title ?? null,
        banner_type: video ? ('video' as const) : null,
        banner_video: video?.value ?? null,
        banner_image: videos[0]?.image ?? null,
        banner_image_full_url: video?.image_full_url ?? null,
      };
    },
  };
});
