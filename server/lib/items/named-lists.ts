// The item lists 6amMart names — latest, popular, recommended, discounted, most reviewed, searched, new arrivals — each its own
// condition and order over the one item-list rule (item-list.ts).
import { and, asc, desc, eq, gt, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { categories, items, stores } from '../../db/schema/catalogue.ts';
import { serializeCategory } from '../catalogue/category.ts';
import type { AppContext } from '../http/handler.ts';
import { discountedItems, itemTextMatch, newItems } from './item-kinds.ts';
import { itemListWhere, listItems } from './item-list.ts';

/** Latest: the newest first. */
export const latestItemPage = (ctx: AppContext, req: FastifyRequest) =>
  listItems(ctx, req, [], [desc(items.createdAt)]);

/** Popular: the most ordered first. */
export const popularItemPage = (ctx: AppContext, req: FastifyRequest) =>
  listItems(ctx, req, [], [desc(items.orderCount)]);

/** Recommended: items the store recommends, the most ordered first. */
export const recommendedItemPage = (ctx: AppContext, req: FastifyRequest) =>
  listItems(ctx, req, [eq(items.recommended, 1)], [desc(items.orderCount)]);

/** Discounted: items with a discount of their own, the largest first. */
export const discountedItemPage = (ctx: AppContext, req: FastifyRequest) =>
  listItems(ctx, req, [discountedItems.where], discountedItems.order);

/** Most reviewed: items with reviews, the most reviewed first, then the best rated. */
export const mostReviewedItemPage = (ctx: AppContext, req: FastifyRequest) =>
  listItems(ctx, req, [gt(items.ratingCount, 0)], [desc(items.ratingCount), desc(items.avgRating)]);

/** The search's items: matching the name, within the prices, sorted by price, rating or how well they match. */
export function searchedItemPage(
  ctx: AppContext,
  req: FastifyRequest,
  q: { name: string; min_price?: number; max_price?: number; sort_by?: string },
) {
  const { match, rank } = itemTextMatch(q.name);
  const extra: SQL[] = [match];
  if (q.min_price !== undefined) extra.push(gte(items.price, q.min_price));
  if (q.max_price !== undefined) extra.push(lte(items.price, q.max_price));
  const order: SQL[] =
    q.sort_by === 'price_low'
      ? [asc(items.price)]
      : q.sort_by === 'price_high'
        ? [desc(items.price)]
        : q.sort_by === 'rating'
          ? [desc(items.avgRating)]
          : rank;
  return listItems(ctx, req, extra, order);
}

/** New arrivals, with the root categories (and their sub-categories) of every new item, counted. */
export async function newArrivalItemPage(ctx: AppContext, req: FastifyRequest) {
  const fresh = newItems(req.scope.now);
  const extra = [fresh.where];
  // the headers checked (a 403) before either query starts: none is left rejected with nobody waiting for it
  const where = itemListWhere(req, extra);
  const [page, roots] = await Promise.all([
    listItems(ctx, req, extra, fresh.order),
    rootCategoriesOf(ctx.db, req.scope.locale, where),
  ]);
  return { ...page, categories: roots };
}

/** The active root categories (with their sub-categories) of the items matching `where`, counted. */
async function rootCategoriesOf(db: Db, locale: string, where: SQL | undefined) {
  const rows = await db
    .select({ categoryIds: items.categoryIds })
    .from(items)
    .innerJoin(stores, eq(stores.id, items.storeId))
    .where(where);
  const counts = new Map<number, number>();
  for (const r of rows) for (const c of r.categoryIds) counts.set(Number(c.id), (counts.get(Number(c.id)) ?? 0) + 1);
  if (!counts.size) return [];
  const found = await db
    .select()
    .from(categories)
    .where(and(eq(categories.status, 1), inArray(categories.id, [...counts.keys()])))
    .orderBy(desc(categories.priority), asc(categories.id));
  const childrenOf = (id: number) =>
    found.filter((c) => c.parentId === id).map((c) => serializeCategory(c, locale, counts.get(c.id) ?? 0));
  return found
    .filter((c) => c.parentId === 0)
    .map((c) => serializeCategory(c, locale, counts.get(c.id) ?? 0, childrenOf(c.id)));
}
