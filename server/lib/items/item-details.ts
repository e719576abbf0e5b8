// A product page: the item (or an item campaign's item) with its store, and its related lists.
import { desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { items, stores } from '../../db/schema/catalogue.ts';
import { activeRowOfParam, requireActive } from '../catalogue/active-rows.ts';
import type { ApiRequest, AppContext } from '../http/handler.ts';
import { serializeStores } from '../stores/store.ts';
import { findItemCampaignRow, findItemRow, serializeItems, type ItemRow } from './item.ts';
import { itemsInZones } from './item-list.ts';

/**
 * The active item the route's `:id` names (an item campaign's with `campaign`: 6amMart web opens a campaign item's
 * popup with `?campaign=true`) with its active store's details; 404 product-001 otherwise.
 */
export async function itemWithStore(ctx: AppContext, req: ApiRequest<'getItemDetails'>, campaign: boolean) {
  const find = (id: number | string) => (campaign ? findItemCampaignRow(ctx.db, id) : findItemRow(ctx.db, id));
  const row = await activeRowOfParam(req, find, 'product-001', 'Item not found.');
  const opts = req.scope.serialize;
  const [storeRow] = await ctx.db.select().from(stores).where(eq(stores.id, row.storeId));
  const activeStore = requireActive(storeRow, 'product-001', 'Item not found.');
  const [[item], [store]] = await Promise.all([
    serializeItems(ctx.db, [row], opts),
    serializeStores(ctx.db, [activeStore], opts),
  ]);
  return { ...item!, store_details: store! };
}

/**
 * 6amMart's related lists of a product page (ProductLogic::get_related_products / get_related_store_products): up to
 * 10 other items that share `alike(item)` with the item, most ordered first. The zoneId header is checked before the
 * item is looked up, as there.
 */
type RelatedItemsRequest = ApiRequest<'getRelatedItems'> | ApiRequest<'getRelatedStoreItems'>;

async function itemsAlike(ctx: AppContext, req: RelatedItemsRequest, alike: (item: ItemRow) => SQL) {
  req.scope.zoneIds(true);
  const item = await activeRowOfParam(req, (id) => findItemRow(ctx.db, id), 'product-001', 'Item not found.');
  return itemsInZones(ctx, req, [ne(items.id, item.id), alike(item)], [desc(items.orderCount)], 10);
}

/** Related items: the same category list, compared whole as 6amMart compares the column. */
export const relatedItems = (ctx: AppContext, req: ApiRequest<'getRelatedItems'>) =>
  itemsAlike(ctx, req, (item) => sql`${items.categoryIds} = ${JSON.stringify(item.categoryIds)}::jsonb`);

/** More from the store: the item's store's other items. */
export const relatedStoreItems = (ctx: AppContext, req: ApiRequest<'getRelatedStoreItems'>) =>
  itemsAlike(ctx, req, (item) => eq(items.storeId, item.storeId));
