// Item details, latest / popular lists, search, and an item's related and same-store items.
import { defineHandlers } from '../lib/http/handler.ts';
import { itemWithStore, relatedItems, relatedStoreItems } from '../lib/items/item-details.ts';
import { latestItemPage, popularItemPage, searchedItemPage } from '../lib/items/named-lists.ts';

export const itemsHandlers = defineHandlers((ctx) => ({
  getItemDetails: async (req) => itemWithStore(ctx, req, req.query.campaign === 'true' || req.query.campaign === '1'),

  getLatestItems: async (req) => latestItemPage(ctx, req),

  getPopularItems: async (req) => popularItemPage(ctx, req),

  getRelatedItems: async (req) => relatedItems(ctx, req),

  getRelatedStoreItems: async (req) => relatedStoreItems(ctx, req),

  searchItems: async (req) => searchedItemPage(ctx, req, req.query),
}));
