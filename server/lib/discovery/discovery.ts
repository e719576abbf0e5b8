// Discovery rows: store pages of approved stores of the module in the zones (recommended, best offers near the
// customer), and the serializers of store and module banners.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import { stores } from '../../db/schema/catalogue.ts';
import type { moduleBanners, storeBanners } from '../../db/schema/promotions.ts';
import type { ApiRequest, AppContext } from '../http/handler.ts';
import { listPage } from '../http/scope.ts';
import { mediaUrl, stamps, tr } from '../http/serialize.ts';
import { runningDiscount, serializeStores, type StoreJson, type StoreRow } from '../stores/store.ts';
import { rawDiscount } from '../../../domain/pricing/discount.ts';

type Schemas = components['schemas'];

/** The discovery store lists' requests: the same query (diet type and page) on each. */
type StoreRowRequest = ApiRequest<'getRecommendedStores'> | ApiRequest<'getTopOfferStores'>;

/**
 * A page of the module's approved stores in the zones that `keep` accepts, sorted by `compare` (serialized stores:
 * distance, discount and open state are known there).
 */
export async function storeRowPage(
  ctx: AppContext,
  req: StoreRowRequest,
  keep: (row: StoreRow) => boolean,
  compare: (a: StoreJson, b: StoreJson) => number,
  extra: SQL[] = [],
) {
  const q = req.query;
  const zoneIds = req.scope.zoneIds(true);
  const module = req.scope.module(true);
  const conds: SQL[] = [
    eq(stores.status, 1),
    eq(stores.moduleId, module.id),
    inArray(stores.zoneId, zoneIds),
    ...extra,
  ];
  if (q.type === 'veg') conds.push(eq(stores.veg, 1));
  if (q.type === 'non_veg') conds.push(eq(stores.nonVeg, 1));
  const rows = (
    await ctx.db
      .select()
      .from(stores)
      .where(and(...conds))
  ).filter(keep);
  const all = (await serializeStores(ctx.db, rows, req.scope.serialize)).sort(compare);
  const page = listPage(all, req.scope.page(q));
  return { ...page.envelope, stores: page.rows };
}

/** Recommended stores: the featured ones, the most ordered first. */
export const recommendedStorePage = (ctx: AppContext, req: ApiRequest<'getRecommendedStores'>) =>
  storeRowPage(
    ctx,
    req,
    () => true,
    (a, b) => b.order_count - a.order_count || a.id - b.id,
    [eq(stores.featured, 1)],
  );

/**
 * Best offers: stores with a running discount, the nearest first when the customer's position is known, then the
 * largest discount on a 100 order (percent and amount discounts compared on one basket).
 */
export function topOfferStorePage(ctx: AppContext, req: ApiRequest<'getTopOfferStores'>) {
  const now = req.scope.now;
  const near = req.scope.position !== null;
  const cut = (s: { discount: { discount: number; discount_type: string } | null }) =>
    s.discount ? rawDiscount(100, s.discount.discount, s.discount.discount_type) : 0;
  return storeRowPage(
    ctx,
    req,
    (row) => runningDiscount(row, now) !== null,
    (a, b) => (near ? a.distance - b.distance : 0) || cut(b) - cut(a) || a.id - b.id,
  );
}

export const serializeStoreBanner = (
  row: typeof storeBanners.$inferSelect,
  locale: string,
): Schemas['StoreBanner'] => ({
  id: row.id,
  store_id: row.storeId,
  title: tr(row.translations, locale, 'title', row.title),
  image_full_url: mediaUrl(row.image),
  default_link: row.defaultLink,
  status: row.status,
  ...stamps(row),
});

export const serializeModuleBanner = (
  row: typeof moduleBanners.$inferSelect,
  locale: string,
): Schemas['ModuleBanner'] => ({
  id: row.id,
  module_id: row.moduleId,
  key: row.key as Schemas['ModuleBanner']['key'],
  title: tr(row.translations, locale, 'title', row.title),
  short_description: tr(row.translations, locale, 'short_description', row.shortDescription),
  value: row.value,
  image_full_url: row.image ? mediaUrl(row.image) : null,
});
