// Store lists (all, latest, popular, top rated, discounted, searched): approved stores of the zones (and module),
// filtered, sorted and paged.
import { and, eq, exists, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { items, modules, stores } from '../../db/schema/catalogue.ts';
import type { AppContext } from '../http/handler.ts';
import { listPage } from '../http/scope.ts';
import { serializeStores, type StoreJson } from './store.ts';

export type StoreOrder = 'default' | 'latest' | 'popular' | 'top_rated';
interface ListQuery {
  type?: 'all' | 'veg' | 'non_veg';
  limit?: number;
  offset?: number;
}

const sorters: Record<StoreOrder, (a: StoreJson, b: StoreJson) => number> = {
  // open stores first, then featured, then most ordered
  default: (a, b) => b.open - a.open || b.featured - a.featured || b.order_count - a.order_count || a.id - b.id,
  latest: (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
  popular: (a, b) => b.order_count - a.order_count || a.id - b.id,
  top_rated: (a, b) => b.avg_rating - a.avg_rating || b.rating_count - a.rating_count || a.id - b.id,
};

/** Lists approved stores of the zones (and module), filtered, sorted and paged. */
export async function listStores(
  ctx: AppContext,
  req: FastifyRequest,
  opts: {
    order: StoreOrder;
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
    // its name in any language the shop writes it in (a shopper types what they read), or its address
    rows = rows.filter((s) =>
      [s.name, s.address, ...Object.values(s.translations ?? {}).map((t) => t.name ?? '')].some((t) =>
        t.toLowerCase().includes(needle),
      ),
    );
  }
  const all = await serializeStores(ctx.db, rows, req.scope.serialize);
  all.sort(sorters[opts.order]);
  const page = listPage(all, req.scope.page(q));
  return { ...page.envelope, stores: page.rows };
}

/** The order of the all-stores list's `store_type`: newly joined, popular, top rated, else the default. */
export const storeTypeOrder = (storeType: string): StoreOrder =>
  storeType === 'newly_joined'
    ? 'latest'
    : storeType === 'popular'
      ? 'popular'
      : storeType === 'top_rated'
        ? 'top_rated'
        : 'default';
