// Demo control (DEMO_CONTROL=1 only): switch business-config flags at run time.
import { patchConfig, resetConfig } from '../lib/config/business-config.ts';
import { notFound } from '../lib/http/errors.ts';
import { defineHandlers, type AppContext } from '../lib/http/handler.ts';

const ensureEnabled = (ctx: AppContext) => {
  if (!ctx.env.demoControl) throw notFound('not_found', 'Not found.');
};

export const demoHandlers = defineHandlers((ctx) => ({
  updateDemoConfig: async (req) => {
    ensureEnabled(ctx);
    return patchConfig(ctx.db, req.body);
  },
  resetDemoConfig: async () => {
    ensureEnabled(ctx);
    return resetConfig(ctx.db, ctx.env.demoMode); // demo mode stays the deployment's
  },
}));
