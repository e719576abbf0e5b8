// The rules of the item lists 6amMart names — searched, discounted, new — each once: items/search,
// items/discounted, items/new-arrival, the search box's suggestions and the combined search page read them here.
import { desc, gt, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import { items } from '../../db/schema/catalogue.ts';

/** LIKE pattern with the wildcards of the text escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Searched: items whose name, tags, generic names or translations contain the text; `rank` puts name matches first
 * (then the most ordered).
 */
export function itemTextMatch(text: string): { match: SQL; rank: SQL[] } {
  const pattern = containsPattern(text.trim());
  const nameMatch = ilike(items.name, pattern);
  return {
    match: or(
      nameMatch,
      sql`${items.tags}::text ilike ${pattern}`,
      sql`${items.genericName}::text ilike ${pattern}`,
      sql`${items.translations}::text ilike ${pattern}`,
    )!,
    rank: [sql`case when ${nameMatch} then 0 else 1 end`, desc(items.orderCount)],
  };
}

/** Discounted: items with a discount of their own, the largest discount (in money) first. */
export const discountedItems: { where: SQL; order: SQL[] } = {
  where: gt(items.discount, 0),
  order: [
    desc(
      sql`case when ${items.discountType} = 'percent' then ${items.price} * ${items.discount} / 100 else ${items.discount} end`,
    ),
  ],
};

/** New arrivals: items created in the last 30 days. */
export const NEW_ARRIVAL_DAYS = 30;

/** New: items created in the last NEW_ARRIVAL_DAYS before `now`, the newest first. */
export const newItems = (now: Date): { where: SQL; order: SQL[] } => ({
  where: gte(items.createdAt, new Date(now.getTime() - NEW_ARRIVAL_DAYS * 86_400_000)),
  order: [desc(items.createdAt)],
});
