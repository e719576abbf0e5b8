// Store lists and details.
import { and, asc, eq, exists, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { categories, items, modules, stores } from '../db/schema/catalogue.ts';
import { defineHandlers, type AppContext } from '../lib/http/handler.ts';
import { listPage } from '../lib/http/scope.ts';
import { localClock } from '../../domain/shop-time.ts';
import { mediaUrl, tr } from '../lib/http/serialize.ts';
import { serializeCoupon } from '../lib/coupons/serialize.ts';
import { couponAppliesAt, runningCoupons } from '../lib/coupons/usable-coupon.ts';
import { forCustomer } from '../lib/offers/running.ts';
import { findStoreRow, serializeStores, type StoreJson } from '../lib/stores/store.ts';
import { activeRowOfParam } from '../lib/catalogue/active-rows.ts';

type Order = 'default' | 'latest' | 'popular' | 'top_rated';
interface ListQuery {
  type?: 'all' | 'veg' | 'non_veg';
  limit?: number;
  offset?: number;
}

const sorters: Record<Order, (a: StoreJson, b: StoreJson) => number> = {
  // open stores first, then featured, then most ordered
  default: (a, b) => b.open - a.open || b.featured - a.featured || b.order_count - a.order_count || a.id - b.id,
  latest: (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
  popular: (a, b) => b.order_count - a.order_count || a.id - b.id,
  top_rated: (a, b) => b.avg_rating - a.avg_rating || b.rating_count - a.rating_count || a.id - b.id,
};

/** Lists approved stores of the zones (and module), filtered, sorted and paged. */
async function listStores(
  ctx: AppContext,
  req: FastifyRequest,
  opts: {
    order: Order;
    moduleRequired: boolean;
    service?: 'all' | 'delivery' | 'take_away';
    name?: string;
    /** only stores with an active item on discount (6amMart's `whereHas('items', Discounted)`) */
    discounted?: boolean;
  },
) {
  const q = req.query as ListQuery;
  const zoneIds = req.scope.zoneIds(true);
  const module = req.scope.module(opts.moduleRequired as true);
  const conds: SQL[] = [eq(stores.status, 1), inArray(stores.zoneId, zoneIds)];
  if (module) conds.push(eq(stores.moduleId, module.id));
  else {
    // without a module: every store module (rental providers and parcel have their own screens)
    const storeModules = await ctx.db
      .select({ id: modules.id })
      .from(modules)
      .where(and(ne(modules.moduleType, 'rental'), ne(modules.moduleType, 'parcel')));
    conds.push(
      inArray(
        stores.moduleId,
        storeModules.map((m) => m.id),
      ),
    );
  }
  if (q.type === 'veg') conds.push(eq(stores.veg, 1));
  if (q.type === 'non_veg') conds.push(eq(stores.nonVeg, 1));
  if (opts.service === 'delivery') conds.push(eq(stores.delivery, true));
  if (opts.service === 'take_away') conds.push(eq(stores.takeAway, true));
  if (opts.discounted)
    conds.push(
      exists(
        ctx.db
          .select({ one: sql`1` })
          .from(items)
          .where(and(eq(items.storeId, stores.id), eq(items.status, 1), gt(items.discount, 0))),
      ),
    );
  let rows = await ctx.db
    .select()
    .from(stores)
    .where(and(...conds));
  if (opts.name) {
    const needle = opts.name.toLowerCase();
    rows = rows.filter((s) =>
      [s.name, s.address, tr(s.translations, 'ar', 'name', s.name)].some((t) => t.toLowerCase().includes(needle)),
    );
  }
  const all = await serializeStores(ctx.db, rows, req.scope.serialize);
  all.sort(sorters[opts.order]);
  const page = listPage(all, req.scope.page(q));
  return { ...page.envelope, stores: page.rows };
}

export const storesHandlers = defineHandlers((ctx) => ({
  getStores: async (req) => {
    const { filter_data } = req.params as { filter_data: 'all' | 'delivery' | 'take_away' };
    const storeType = (req.query as { store_type?: string }).store_type ?? 'all';
    const order: Order =
      storeType === 'newly_joined'
        ? 'latest'
        : storeType === 'popular'
          ? 'popular'
          : storeType === 'top_rated'
            ? 'top_rated'
            : 'default';
    return listStores(ctx, req, { order, moduleRequired: false, service: filter_data });
  },
  getLatestStores: async (req) => listStores(ctx, req, { order: 'latest', moduleRequired: true }),
  getPopularStores: async (req) => listStores(ctx, req, { order: 'popular', moduleRequired: true }),
  getTopRatedStores: async (req) => listStores(ctx, req, { order: 'top_rated', moduleRequired: true }),
  getDiscountedStores: async (req) =>
    listStores(ctx, req, { order: 'default', moduleRequired: false, discounted: true }),
  searchStores: async (req) =>
    listStores(ctx, req, { order: 'default', moduleRequired: true, name: (req.query as { name: string }).name.trim() }),

  getStoreDetails: async (req) => {
    const row = await activeRowOfParam(req, (id) => findStoreRow(ctx.db, id), 'store', 'Store not found.');
    const opts = req.scope.serialize;
    const [store] = await serializeStores(ctx.db, [row], opts);
    // categories the store sells (roots first)
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
    // coupons usable at this store right now
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
  },
}));
