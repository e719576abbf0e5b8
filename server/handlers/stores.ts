// Store lists and details.
import { defineHandlers } from '../lib/http/handler.ts';
import { storeDetails } from '../lib/stores/store-details.ts';
import { listStores, storeTypeOrder } from '../lib/stores/store-lists.ts';

export const storesHandlers = defineHandlers((ctx) => ({
  getStores: async (req) => {
    const order = storeTypeOrder(req.query.store_type ?? 'all');
    return listStores(ctx, req, { order, moduleRequired: false, service: req.params.filter_data });
  },
  getLatestStores: async (req) => listStores(ctx, req, { order: 'latest', moduleRequired: true }),
  getPopularStores: async (req) => listStores(ctx, req, { order: 'popular', moduleRequired: true }),
  getTopRatedStores: async (req) => listStores(ctx, req, { order: 'top_rated', moduleRequired: true }),
  getDiscountedStores: async (req) =>
    listStores(ctx, req, { order: 'default', moduleRequired: false, discounted: true }),
  searchStores: async (req) =>
    listStores(ctx, req, { order: 'default', moduleRequired: true, name: req.query.name.trim() }),

  getStoreDetails: async (req) => storeDetails(ctx, req),
}));
