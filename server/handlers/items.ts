// Item details, latest / popular lists, search, and an item's related and same-store items.
import { asc, desc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { items, stores } from '../db/schema/catalogue.ts';
import { defineHandlers, type AppContext } from '../lib/http/handler.ts';
import { findItemCampaignRow, findItemRow, serializeItems, type ItemRow } from '../lib/items/item.ts';
import { serializeStores } from '../lib/stores/store.ts';
import { itemsInZones, listItems } from '../lib/items/item-list.ts';
import { itemTextMatch } from '../lib/items/item-kinds.ts';
import { activeRowOfParam, requireActive } from '../lib/catalogue/active-rows.ts';

/**
 * 6amMart's related lists of a product page (ProductLogic::get_related_products / get_related_store_products): up to
 * 10 other items that share `alike(item)` with the item, most ordered first. The zoneId header is checked before the
 * item is looked up, as there.
 */
async function itemsAlike(ctx: AppContext, req: FastifyRequest, alike: (item: ItemRow) => SQL) {
  req.scope.zoneIds(true);
  const item = await activeRowOfParam(req, (id) => findItemRow(ctx.db, id), 'product-001', 'Item not found.');
  return itemsInZones(ctx, req, [ne(items.id, item.id), alike(item)], [desc(items.orderCount)], 10);
}

export const itemsHandlers = defineHandlers((ctx) => ({
  getItemDetails: async (req) => {
    // 6amMart web opens a campaign item's popup with `?campaign=true`: the id is then an item campaign's
    const campaign = req.query.campaign === 'true' || req.query.campaign === '1';
    const find = (id: string) => (campaign ? findItemCampaignRow(ctx.db, id) : findItemRow(ctx.db, id));
    const row = await activeRowOfParam(req, find, 'product-001', 'Item not found.');
    const opts = req.scope.serialize;
    const [storeRow] = await ctx.db.select().from(stores).where(eq(stores.id, row.storeId));
    const activeStore = requireActive(storeRow, 'product-001', 'Item not found.');
    const [[item], [store]] = await Promise.all([
      serializeItems(ctx.db, [row], opts),
      serializeStores(ctx.db, [activeStore], opts),
    ]);
    return { ...item!, store_details: store! };
  },

  getLatestItems: async (req) => listItems(ctx, req, [], [desc(items.createdAt)]),

  getPopularItems: async (req) => listItems(ctx, req, [], [desc(items.orderCount)]),

  // the same category list, compared whole as 6amMart compares the column
  getRelatedItems: async (req) =>
    itemsAlike(ctx, req, (item) => sql`${items.categoryIds} = ${JSON.stringify(item.categoryIds)}::jsonb`),

  getRelatedStoreItems: async (req) => itemsAlike(ctx, req, (item) => eq(items.storeId, item.storeId)),

  searchItems: async (req) => {
    const q = req.query as { name: string; min_price?: number; max_price?: number; sort_by?: string };
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
  },
}));
