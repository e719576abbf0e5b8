// Modules, landing page, categories, banners and item campaigns.
import { and, asc, desc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import {
  banners,
  categories,
  itemCampaigns,
  items,
  moduleZones,
  modules,
  stores,
  zones,
} from '../db/schema/catalogue.ts';
import { loadConfig, deepMerge } from '../lib/config/business-config.ts';
import { notFound } from '../lib/http/errors.ts';
import { activeRowsByIds } from '../lib/catalogue/active-rows.ts';
import { defineHandlers, type ApiRequest, type AppContext } from '../lib/http/handler.ts';
import { idList } from '../lib/http/json-lists.ts';
import { listPage } from '../lib/http/scope.ts';
import { serializeCategory, type CategoryRow } from '../lib/catalogue/category.ts';
import { moduleSlug } from '../lib/catalogue/module.ts';
import { runningCampaigns, serializeCampaign } from '../lib/catalogue/campaign.ts';
import { localClock } from '../../domain/shop-time.ts';
import { iso, mediaUrl, tr } from '../lib/http/serialize.ts';
import { inCategory, serializeItems } from '../lib/items/item.ts';
import {
  defaultAppLinks,
  landingTexts,
  promotionBanners,
  specialCriterias,
  type LandingPageJson,
  withReactSections,
} from '../lib/catalogue/landing.ts';
import { activeTestimonials } from '../lib/catalogue/testimonials.ts';
import { serializeStores } from '../lib/stores/store.ts';
import { itemPage } from '../lib/items/item-page.ts';
import { runsAt } from '../lib/offers/running.ts';

/** Item ids per category id (root and sub), counting active items of approved stores in the zones. */
async function productCounts(ctx: AppContext, moduleId: number | null, zoneIds: number[] | null) {
  const conds: SQL[] = [eq(items.status, 1), eq(stores.status, 1)];
  if (moduleId) conds.push(eq(items.moduleId, moduleId));
  if (zoneIds) conds.push(inArray(stores.zoneId, zoneIds));
  const rows = await ctx.db
    .select({ categoryIds: items.categoryIds })
    .from(items)
    .innerJoin(stores, eq(stores.id, items.storeId))
    .where(and(...conds));
  const counts = new Map<number, number>();
  for (const r of rows) for (const c of r.categoryIds) counts.set(Number(c.id), (counts.get(Number(c.id)) ?? 0) + 1);
  return counts;
}

async function storeModuleIds(ctx: AppContext) {
  const rows = await ctx.db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.status, 1), ne(modules.moduleType, 'rental')));
  return rows.map((r) => r.id);
}

/** An active category by id, or 404 category. */
async function activeCategory(ctx: AppContext, id: number) {
  const [category] = await ctx.db.select().from(categories).where(eq(categories.id, id));
  if (!category || category.status !== 1) throw notFound('category', 'Category not found.');
  return category;
}

/** The ids of the listed categories that are active (none listed: none). */
async function activeCategoryIds(ctx: AppContext, ids: number[] | null): Promise<number[]> {
  if (!ids?.length) return [];
  const rows = await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(inArray(categories.id, ids), eq(categories.status, 1)));
  return rows.map((r) => r.id);
}

type DietQuery = { limit?: number; offset?: number; type?: 'all' | 'veg' | 'non_veg' };
type CategoryListRequest = { query: DietQuery; scope: ApiRequest<'getCategoryItems'>['scope'] };

/** Items in any of the categories (root or sub), of approved stores in the zones, the most ordered first. */
async function categoriesItemPage(ctx: AppContext, req: CategoryListRequest, categoryIds: number[]) {
  const q = req.query;
  const zoneIds = req.scope.zoneIds(true);
  if (!categoryIds.length) return { ...listPage([], req.scope.page(q)).envelope, products: [] };
  const conds: SQL[] = [eq(items.status, 1), eq(stores.status, 1), inArray(stores.zoneId, zoneIds)];
  conds.push(or(...categoryIds.map(inCategory))!);
  if (q.type === 'veg') conds.push(eq(items.veg, 1));
  if (q.type === 'non_veg') conds.push(eq(items.veg, 0));
  return itemPage(ctx.db, and(...conds), [desc(items.orderCount)], req.scope.page(q), req.scope.serialize);
}

/** Approved stores in the zones selling an active item of any of the categories, the most ordered first. */
async function categoriesStorePage(ctx: AppContext, req: CategoryListRequest, categoryIds: number[]) {
  const q = req.query;
  const zoneIds = req.scope.zoneIds(true);
  const storeIdRows = categoryIds.length
    ? await ctx.db
        .selectDistinct({ id: items.storeId })
        .from(items)
        .where(and(eq(items.status, 1), or(...categoryIds.map(inCategory))))
    : [];
  const ids = storeIdRows.map((r) => r.id);
  if (!ids.length) return { ...listPage([], req.scope.page(q)).envelope, stores: [] };
  const conds: SQL[] = [eq(stores.status, 1), inArray(stores.zoneId, zoneIds), inArray(stores.id, ids)];
  if (q.type === 'veg') conds.push(eq(stores.veg, 1));
  if (q.type === 'non_veg') conds.push(eq(stores.nonVeg, 1));
  const rows = await ctx.db
    .select()
    .from(stores)
    .where(and(...conds))
    .orderBy(desc(stores.orderCount), asc(stores.id));
  const page = listPage(rows, req.scope.page(q));
  return { ...page.envelope, stores: await serializeStores(ctx.db, page.rows, req.scope.serialize) };
}

export const catalogueHandlers = defineHandlers((ctx) => ({
  getModules: async (req) => {
    const locale = req.scope.locale;
    const zoneIds = req.scope.zoneIds();
    const [mods, pivots, zoneRows, storeRows] = await Promise.all([
      ctx.db.select().from(modules).where(eq(modules.status, 1)).orderBy(asc(modules.id)),
      ctx.db.select().from(moduleZones),
      ctx.db.select().from(zones).where(eq(zones.status, 1)),
      ctx.db.select({ moduleId: stores.moduleId, zoneId: stores.zoneId }).from(stores).where(eq(stores.status, 1)),
    ]);
    const zoneById = new Map(zoneRows.map((z) => [z.id, z]));
    return mods
      .map((m) => {
        const served = pivots.filter((p) => p.moduleId === m.id && zoneById.has(p.zoneId));
        return { m, served };
      })
      .filter(({ served }) => !zoneIds || served.some((p) => zoneIds.includes(p.zoneId)))
      .map(({ m, served }) => ({
        id: m.id,
        module_name: tr(m.translations, locale, 'module_name', m.moduleName),
        slug: moduleSlug(m),
        module_type: m.moduleType,
        icon_full_url: mediaUrl(m.icon),
        thumbnail_full_url: mediaUrl(m.thumbnail),
        status: m.status as 0 | 1,
        description: tr(m.translations, locale, 'description', m.description),
        stores_count: storeRows.filter((s) => s.moduleId === m.id && (!zoneIds || zoneIds.includes(s.zoneId))).length,
        theme_id: m.themeId,
        all_zone_service: m.allZoneService,
        zones: served.map((p) => {
          const z = zoneById.get(p.zoneId)!;
          return {
            id: z.id,
            name: z.name,
            display_name: z.displayName,
            status: z.status,
            cash_on_delivery: z.cashOnDelivery,
            digital_payment: z.digitalPayment,
            increased_delivery_fee: z.increasedDeliveryFee,
            increased_delivery_fee_status: z.increasedDeliveryFeeStatus,
            pivot: {
              zone_id: p.zoneId,
              module_id: p.moduleId,
              per_km_shipping_charge: p.perKmShippingCharge,
              minimum_shipping_charge: p.minimumShippingCharge,
              maximum_shipping_charge: p.maximumShippingCharge,
              maximum_cod_order_amount: p.maximumCodOrderAmount,
            },
          };
        }),
        created_at: iso(m.createdAt),
        updated_at: iso(m.createdAt),
      }));
  },

  getLandingPage: async (req) => landingPage(ctx, req.scope.locale),
  getReactLandingPage: async (req) => {
    const locale = req.scope.locale;
    const [flat, testimonials] = await Promise.all([landingPage(ctx, locale), activeTestimonials(ctx.db, locale)]);
    return withReactSections(flat, testimonials, locale);
  },

  getCategories: async (req) => {
    const locale = req.scope.locale;
    const q = req.query as { featured?: number; search?: string };
    const module = req.scope.module();
    const moduleIds = module ? [module.id] : await storeModuleIds(ctx);
    const rows = await ctx.db
      .select()
      .from(categories)
      .where(and(eq(categories.status, 1), inArray(categories.moduleId, moduleIds)))
      .orderBy(desc(categories.priority), asc(categories.id));
    const counts = await productCounts(ctx, module?.id ?? null, req.scope.zoneIds());
    const childrenOf = (parent: CategoryRow) =>
      rows.filter((c) => c.parentId === parent.id).map((c) => serializeCategory(c, locale, counts.get(c.id) ?? 0));
    const search = q.search?.trim().toLowerCase();
    return rows
      .filter((c) => c.parentId === 0)
      .filter((c) => q.featured !== 1 || c.featured === 1)
      .filter(
        (c) =>
          !search ||
          tr(c.translations, locale, 'name', c.name).toLowerCase().includes(search) ||
          c.name.toLowerCase().includes(search),
      )
      .map((c) => serializeCategory(c, locale, counts.get(c.id) ?? 0, childrenOf(c)));
  },

  getCategoryChildren: async (req) => {
    const locale = req.scope.locale;
    const { id } = req.params as { id: number };
    const [parent] = await ctx.db.select().from(categories).where(eq(categories.id, id));
    if (!parent || parent.status !== 1) throw notFound('category', 'Category not found.');
    const rows = await ctx.db
      .select()
      .from(categories)
      .where(and(eq(categories.parentId, id), eq(categories.status, 1)))
      .orderBy(desc(categories.priority), asc(categories.id));
    const counts = await productCounts(ctx, parent.moduleId, req.scope.zoneIds());
    return rows.map((c) => serializeCategory(c, locale, counts.get(c.id) ?? 0));
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
    const opts = req.scope.serialize;
    const { date } = localClock(opts.now);
    const bannerConds: SQL[] = [eq(banners.status, 1), inArray(banners.zoneId, zoneIds)];
    if (module) bannerConds.push(eq(banners.moduleId, module.id));
    const [bannerRows, campaignRows] = await Promise.all([
      ctx.db
        .select()
        .from(banners)
        .where(and(...bannerConds))
        .orderBy(desc(banners.featured), asc(banners.id)),
      runningCampaigns(ctx.db, date, module?.id ?? null),
    ]);
    const storeIds = bannerRows.filter((b) => b.type === 'store_wise').map((b) => Number(b.data));
    const itemIds = bannerRows.filter((b) => b.type === 'item_wise').map((b) => Number(b.data));
    const [storeRows, itemRows] = await Promise.all([
      activeRowsByIds(ctx.db, stores, storeIds),
      activeRowsByIds(ctx.db, items, itemIds),
    ]);
    const storeById = new Map((await serializeStores(ctx.db, storeRows, opts)).map((s) => [s.id, s]));
    const itemById = new Map((await serializeItems(ctx.db, itemRows, opts)).map((i) => [i.id, i]));
    return {
      campaigns: campaignRows.map((c) => serializeCampaign(c, opts.locale)),
      banners: bannerRows
        // a store/item banner whose target is gone is not shown
        .filter((b) =>
          b.type === 'store_wise'
            ? storeById.has(Number(b.data))
            : b.type === 'item_wise'
              ? itemById.has(Number(b.data))
              : true,
        )
        .map((b) => ({
          id: b.id,
          title: tr(b.translations, opts.locale, 'title', b.title),
          type: b.type,
          image_full_url: mediaUrl(b.image),
          data: b.data,
          zone_id: b.zoneId,
          module_id: b.moduleId,
          featured: b.featured,
          store: b.type === 'store_wise' ? storeById.get(Number(b.data))! : null,
          item: b.type === 'item_wise' ? itemById.get(Number(b.data))! : null,
        })),
    };
  },

  getItemCampaigns: async (req) => {
    const zoneIds = req.scope.zoneIds(true);
    const module = req.scope.module(true);
    const opts = req.scope.serialize;
    const { date } = localClock(opts.now);
    const rows = await ctx.db
      .select({ c: itemCampaigns })
      .from(itemCampaigns)
      .innerJoin(stores, eq(stores.id, itemCampaigns.storeId))
      .where(
        and(
          eq(itemCampaigns.status, 1),
          eq(itemCampaigns.moduleId, module.id),
          eq(stores.status, 1),
          inArray(stores.zoneId, zoneIds),
          runsAt(itemCampaigns.startDate, itemCampaigns.endDate, date),
        ),
      )
      .orderBy(asc(itemCampaigns.id));
    return serializeItems(
      ctx.db,
      rows.map((r) => r.c),
      opts,
    );
  },
}));

export async function landingPage(ctx: AppContext, locale: string): Promise<LandingPageJson> {
  const config = (await loadConfig(ctx.db)) as unknown as { landing_page?: Partial<LandingPageJson> };
  const [zoneRows, pivots, mods] = await Promise.all([
    ctx.db.select().from(zones).where(eq(zones.status, 1)).orderBy(asc(zones.id)),
    ctx.db.select().from(moduleZones),
    ctx.db.select().from(modules).where(eq(modules.status, 1)),
  ]);
  const base: LandingPageJson = {
    ...landingTexts(locale),
    download_user_app_links: defaultAppLinks,
    available_zone_status: 1,
    available_zone_list: zoneRows.map((z) => ({
      id: z.id,
      name: z.name,
      display_name: z.displayName ?? z.name,
      modules: mods
        .filter((m) => pivots.some((p) => p.zoneId === z.id && p.moduleId === m.id))
        .map((m) => tr(m.translations, locale, 'module_name', m.moduleName)),
    })),
    special_criterias: specialCriterias(locale),
    promotion_banners: promotionBanners(locale),
  };
  return config.landing_page ? deepMerge(base, config.landing_page) : base;
}
