// A store's page: the store with the categories it sells and the coupons usable there now.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { localClock } from '../../../domain/shop-time.ts';
import { categories, items } from '../../db/schema/catalogue.ts';
import { activeRowOfParam } from '../catalogue/active-rows.ts';
import { serializeCoupon } from '../coupons/serialize.ts';
import { couponAppliesAt, runningCoupons } from '../coupons/usable-coupon.ts';
import type { ApiRequest, AppContext } from '../http/handler.ts';
import { mediaUrl, tr } from '../http/serialize.ts';
import { forCustomer } from '../catalogue/running.ts';
import { findStoreRow, serializeStores } from './store.ts';

/**
 * The active store the route's `:id` names (404 otherwise), with the active categories of its active items (roots
 * first) and the coupons for everyone that apply at it today.
 */
export async function storeDetails(ctx: AppContext, req: ApiRequest<'getStoreDetails'>) {
  const row = await activeRowOfParam(req, (id) => findStoreRow(ctx.db, id), 'store', 'Store not found.');
  const opts = req.scope.serialize;
  const [store] = await serializeStores(ctx.db, [row], opts);
  const itemCats = await ctx.db
    .select({ categoryIds: items.categoryIds })
    .from(items)
    .where(and(eq(items.storeId, row.id), eq(items.status, 1)));
  const catIds = [...new Set(itemCats.flatMap((r) => r.categoryIds.map((c) => Number(c.id))))];
  const catRows = catIds.length
    ? await ctx.db
        .select()
        .from(categories)
        .where(and(inArray(categories.id, catIds), eq(categories.status, 1)))
        .orderBy(asc(categories.parentId), asc(categories.id))
    : [];
  const { date } = localClock(opts.now);
  const couponRows = await runningCoupons(ctx.db, date, row.moduleId);
  const usable = couponRows.filter((c) => forCustomer(c, null) && couponAppliesAt(c, row));
  return {
    ...store!,
    category_ids: catRows.map((c) => c.id),
    category_details: catRows.map((c) => ({
      id: c.id,
      name: tr(c.translations, opts.locale, 'name', c.name),
      image_full_url: mediaUrl(c.image),
      parent_id: c.parentId,
    })),
    active_coupons: usable.map((c) => serializeCoupon(c, opts.locale, row.name)),
  };
}
