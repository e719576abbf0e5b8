// Common conditions (pharmacy: "Common conditions"): the active ones with how many items of approved stores in the
// zones each has, and the items of one, of a store, or of both.
import { and, asc, count, desc, eq, inArray, type AnyColumn } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { items, stores } from '../../db/schema/catalogue.ts';
import { commonConditions, conditionItems } from '../../db/schema/promotions.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { AppContext } from '../http/handler.ts';
import { tr } from '../http/serialize.ts';
import { listItems } from '../items/item-list.ts';

/** An id or a slug (6amMart's `is_numeric($id)` rule). */
export const byIdOrSlug = <T extends { id: AnyColumn; slug: AnyColumn }>(table: T, ref: number | string) =>
  typeof ref === 'number' || /^\d+$/.test(ref) ? eq(table.id, Number(ref)) : eq(table.slug, ref);

/** An active common condition by id or slug, or 404 condition_id. */
async function activeCondition(db: Db, ref: number | string) {
  const [condition] = await db.select().from(commonConditions).where(byIdOrSlug(commonConditions, ref));
  if (!condition || condition.status !== 1) throw notFound('condition_id', 'Common condition not found.');
  return condition;
}

/** Items of the condition, or of any active condition when none is named. */
const conditionItemIds = (db: Db, conditionId: number | null) =>
  db
    .select({ id: conditionItems.itemId })
    .from(conditionItems)
    .innerJoin(commonConditions, eq(commonConditions.id, conditionItems.conditionId))
    .where(conditionId === null ? eq(commonConditions.status, 1) : eq(conditionItems.conditionId, conditionId));

/**
 * A page of the items of a condition (by id or slug), of a store's items of any condition, or of both; the most
 * ordered first. One of the two is required.
 */
export async function commonConditionItemPage(
  ctx: AppContext,
  req: FastifyRequest,
  q: { condition_id?: number | string; store_id?: number | string },
) {
  const { condition_id, store_id } = q;
  if (condition_id === undefined && store_id === undefined)
    throw forbidden('condition_id', 'The condition id field is required.');
  const condition = condition_id === undefined ? null : await activeCondition(ctx.db, condition_id);
  const extra = [inArray(items.id, conditionItemIds(ctx.db, condition?.id ?? null))];
  if (store_id !== undefined) {
    const [store] = await ctx.db.select({ id: stores.id }).from(stores).where(byIdOrSlug(stores, store_id));
    if (!store) throw notFound('store_id', 'Store not found.');
    extra.push(eq(items.storeId, store.id));
    delete (req.query as { store_id?: unknown }).store_id; // resolved: listItems reads a numeric store_id only
  }
  return listItems(ctx, req, extra, [desc(items.orderCount)]);
}

/** A page of an active condition's items (by id or slug), the newest first. */
export async function conditionItemPage(ctx: AppContext, req: FastifyRequest, ref: number | string) {
  const condition = await activeCondition(ctx.db, ref);
  return listItems(ctx, req, [inArray(items.id, conditionItemIds(ctx.db, condition.id))], [desc(items.createdAt)]);
}

/** The active common conditions by name, each with its count of active items of approved stores in the zones. */
export async function commonConditionsWithCounts(db: Db, zoneIds: number[] | null, locale: string) {
  const [rows, counts] = await Promise.all([
    db.select().from(commonConditions).where(eq(commonConditions.status, 1)).orderBy(asc(commonConditions.name)),
    db
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
    name: tr(r.translations, locale, 'name', r.name),
    slug: r.slug,
    status: r.status,
    items_count: countOf.get(r.id) ?? 0,
  }));
}
