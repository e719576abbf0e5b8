import { defineHandlers } from '../lib/handler.ts';
import { loadConfig } from '../lib/config.ts';
import { notFound } from '../lib/errors.ts';

export const configHandlers = defineHandlers((ctx) => ({
  getConfig: async () => loadConfig(ctx.db),
  getZoneId: async (req) => {
    // Replaced by the zone polygons once the geo area lands.
    void req;
    throw notFound('coordinates', 'service_not_available_in_this_area');
  },
}));
