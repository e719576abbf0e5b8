// The paged item lists (latest, popular, search, and the discovery rows): active items of approved stores in the
// zones and module, with the list's own conditions and order.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { items, stores } from '../../db/schema/catalogue.ts';
import type { AppContext } from '../http/handler.ts';
import { inCategory, serializeItems } from './item.ts';
import { itemPage } from './item-page.ts';

interface ItemListQuery {
  type?: 'all' | 'veg' | 'non_veg';
  limit?: number;
  offset?: number;
  store_id?: number;
  category_id?: number;
}

/** Active items of approved stores in the zones and module, with extra conditions, sorted and paged. */
export async function listItems(ctx: AppContext, req: FastifyRequest, extra: SQL[], orderBy: SQL[]) {
  const q = req.query as ItemListQuery;
  return itemPage(ctx.db, itemListWhere(req, extra), orderBy, req.scope.page(q), req.scope.serialize);
}

/** The condition of a list's items (over `items` joined with their `stores`): the one rule of listItems. */
export function itemListWhere(req: FastifyRequest, extra: SQL[]) {
  const q = req.query as ItemListQuery;
  const zoneIds = req.scope.zoneIds(true);
  const module = req.scope.module(true);
  const conds: SQL[] = [
    eq(items.status, 1),
    eq(items.moduleId, module.id),
    eq(stores.status, 1),
    inArray(stores.zoneId, zoneIds),
    ...extra,
  ];
  if (q.type === 'veg') conds.push(eq(items.veg, 1));
  if (q.type === 'non_veg') conds.push(eq(items.veg, 0));
  if (q.store_id !== undefined) conds.push(eq(items.storeId, q.store_id)); // store_id=0: no store, an empty page
  if (q.category_id) conds.push(inCategory(q.category_id));
  return and(...conds);
}

/**
 * 6amMart's short lists (an item's related items, a customer's suggestions): up to `limit` active items of approved
 * stores in the zones of the header (required) and of its module when one is given, meeting `extra`, serialized — a
 * plain array, not a page.
 */
export async function itemsInZones(ctx: AppContext, req: FastifyRequest, extra: SQL[], orderBy: SQL[], limit: number) {
  const zoneIds = req.scope.zoneIds(true);
  const module = req.scope.module();
  const conditions = [
    eq(items.status, 1),
    eq(stores.status, 1),
    inArray(stores.zoneId, zoneIds),
    ...(module ? [eq(items.moduleId, module.id)] : []),
    ...extra,
  ];
  const rows = await ctx.db
    .select({ item: items })
    .from(items)
    .innerJoin(stores, eq(stores.id, items.storeId))
    .where(and(...conditions))
    .orderBy(...orderBy, asc(items.id))
    .limit(limit);
  return serializeItems(
    ctx.db,
    rows.map((r) => r.item),
    req.scope.serialize,
  );
}
