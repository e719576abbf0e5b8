// 6amMart web's search: the search box's suggestions (items/item-or-store-search) and the combined search page
// (get-combined-data).
import { defineHandlers } from '../lib/http/handler.ts';
import { combinedSearch, itemOrStoreSuggestions } from '../lib/search/combined-search.ts';

export const searchHandlers = defineHandlers((ctx) => ({
  getItemOrStoreSuggestions: async (req) => itemOrStoreSuggestions(ctx, req),
  getCombinedData: async (req) => combinedSearch(ctx, req),
}));
