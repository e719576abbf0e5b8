// Brands: the active brands of the module with how many active items of approved stores in the zones each has, and a
// brand's items.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { items, stores } from '../../db/schema/catalogue.ts';
import { brandItems, brands } from '../../db/schema/promotions.ts';
import { notFound } from '../http/errors.ts';
import type { AppContext } from '../http/handler.ts';
import { listItems } from '../items/item-list.ts';
import { serializeBrand } from './offers.ts';

export const BRAND_NOT_FOUND_MESSAGE = 'Brand not found.';

/** The active brands (of the module, when one is chosen) by name, each with its count of items in the zones. */
export async function brandsWithItemCounts(db: Db, moduleId: number | null, zoneIds: number[] | null, locale: string) {
  const rows = await db
    .select()
    .from(brands)
    .where(and(eq(brands.status, 1), moduleId === null ? undefined : eq(brands.moduleId, moduleId)))
    .orderBy(asc(brands.name));
  const counts = await db
    .select({ brandId: brandItems.brandId, n: count() })
    .from(brandItems)
    .innerJoin(items, eq(items.id, brandItems.itemId))
    .innerJoin(stores, eq(stores.id, items.storeId))
    .where(and(eq(items.status, 1), eq(stores.status, 1), zoneIds ? inArray(stores.zoneId, zoneIds) : undefined))
    .groupBy(brandItems.brandId);
  const countOf = new Map(counts.map((c) => [c.brandId, c.n]));
  return rows.map((r) => serializeBrand(r, locale, countOf.get(r.id) ?? 0));
}

/** A page of an active brand's items, by name (404 for an unknown or inactive brand). */
export async function brandItemPage(ctx: AppContext, req: FastifyRequest, brandId: number) {
  const [brand] = await ctx.db.select().from(brands).where(eq(brands.id, brandId));
  if (!brand || brand.status !== 1) throw notFound('brand_id', BRAND_NOT_FOUND_MESSAGE);
  const ids = ctx.db.select({ id: brandItems.itemId }).from(brandItems).where(eq(brandItems.brandId, brand.id));
  return listItems(ctx, req, [inArray(items.id, ids)], [asc(items.name)]);
}
