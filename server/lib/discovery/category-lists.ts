// Categories: the root categories of the module (or of every store module) with their sub-categories and item
// counts, a category's children, and the items and stores of one or several categories.
import { and, asc, desc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { categories, items, modules, stores } from '../../db/schema/catalogue.ts';
import { notFound } from '../http/errors.ts';
import type { ApiRequest, AppContext } from '../http/handler.ts';
import { listPage } from '../http/scope.ts';
import { tr } from '../http/serialize.ts';
import { inCategory } from '../items/item.ts';
import { itemPage } from '../items/item-page.ts';
import { serializeStores } from '../stores/store.ts';
import { serializeCategory, type CategoryRow } from '../catalogue/category.ts';

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
export async function activeCategory(ctx: AppContext, id: number) {
  const [category] = await ctx.db.select().from(categories).where(eq(categories.id, id));
  if (!category || category.status !== 1) throw notFound('category', 'Category not found.');
  return category;
}

/** The ids of the listed categories that are active (none listed: none). */
export async function activeCategoryIds(ctx: AppContext, ids: number[] | null): Promise<number[]> {
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
export async function categoriesItemPage(ctx: AppContext, req: CategoryListRequest, categoryIds: number[]) {
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
export async function categoriesStorePage(ctx: AppContext, req: CategoryListRequest, categoryIds: number[]) {
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

/**
 * The active root categories of the module (without one: of every store module), featured ones only with `featured`
 * 1, matching `search` in either language when given; each with its sub-categories and item counts in the zones.
 */
export async function rootCategories(
  ctx: AppContext,
  moduleId: number | null,
  zoneIds: number[] | null,
  q: { featured?: number; search?: string },
  locale: string,
) {
  const moduleIds = moduleId !== null ? [moduleId] : await storeModuleIds(ctx);
  const rows = await ctx.db
    .select()
    .from(categories)
    .where(and(eq(categories.status, 1), inArray(categories.moduleId, moduleIds)))
    .orderBy(desc(categories.priority), asc(categories.id));
  const counts = await productCounts(ctx, moduleId, zoneIds);
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
}

/**
 * An active category's active children, with their item counts in the zones (404 for an unknown or inactive one,
 * before the zones are read).
 */
export async function categoryChildren(ctx: AppContext, id: number, zoneIds: () => number[] | null, locale: string) {
  const [parent] = await ctx.db.select().from(categories).where(eq(categories.id, id));
  if (!parent || parent.status !== 1) throw notFound('category', 'Category not found.');
  const rows = await ctx.db
    .select()
    .from(categories)
    .where(and(eq(categories.parentId, id), eq(categories.status, 1)))
    .orderBy(desc(categories.priority), asc(categories.id));
  const counts = await productCounts(ctx, parent.moduleId, zoneIds());
  return rows.map((c) => serializeCategory(c, locale, counts.get(c.id) ?? 0));
}
