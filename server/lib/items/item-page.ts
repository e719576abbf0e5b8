// One page of active items (joined with their store for the zone/status conditions), counted and serialized: the body
// of every paginated item list (`{total_size, limit, offset, products}`).
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { items, stores } from '../../db/schema/catalogue.ts';
import type { Paging } from '../http/scope.ts';
import type { SerializeOptions } from '../http/serialize.ts';
import { serializeItems } from './item.ts';

export async function itemPage(db: Db, where: SQL | undefined, orderBy: SQL[], page: Paging, opts: SerializeOptions) {
  const [rows, [count]] = await Promise.all([
    db
      .select({ item: items })
      .from(items)
      .innerJoin(stores, eq(stores.id, items.storeId))
      .where(where)
      .orderBy(...orderBy, asc(items.id))
      .limit(page.limit)
      .offset(page.skip),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(items)
      .innerJoin(stores, eq(stores.id, items.storeId))
      .where(where),
  ]);
  return {
    total_size: count?.n ?? 0,
    limit: page.limit,
    offset: page.offset,
    products: await serializeItems(
      db,
      rows.map((r) => r.item),
      opts,
    ),
  };
}
