// Store lists and details.
import { defineHandlers } from '../lib/http/handler.ts';
import { storeDetails } from '../lib/stores/store-details.ts';
import { listStores, storeTypeOrder } from '../lib/stores/store-lists.ts';

export const storesHandlers = defineHandlers((ctx) => ({
  getStores: async (req) => {
    const { filter_data } = req.params as { filter_data: 'all' | 'delivery' | 'take_away' };
    const order = storeTypeOrder((req.query as { store_type?: string }).store_type ?? 'all');
    return listStores(ctx, req, { order, moduleRequired: false, service: filter_data });
  },
  getLatestStores: async (req) => listStores(ctx, req, { order: 'latest', moduleRequired: true }),
  getPopularStores: async (req) => listStores(ctx, req, { order: 'popular', moduleRequired: true }),
  getTopRatedStores: async (req) => listStores(ctx, req, { order: 'top_rated', moduleRequired: true }),
  getDiscountedStores: async (req) =>
    listStores(ctx, req, { order: 'default', moduleRequired: false, discounted: true }),
  searchStores: async (req) =>
    listStores(ctx, req, { order: 'default', moduleRequired: true, name: (req.query as { name: string }).name.trim() }),

  getStoreDetails: async (req) => storeDetails(ctx, req),
}));
