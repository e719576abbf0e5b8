// Demo control (DEMO_CONTROL=1 only): switch business-config flags at run time.
import { eq } from 'drizzle-orm';
import { settings } from '../db/schema/core.ts';
import { patchConfig, type BusinessConfig } from '../lib/config/business-config.ts';
import { notFound } from '../lib/http/errors.ts';
import { defineHandlers, type AppContext } from '../lib/http/handler.ts';

const ensureEnabled = (ctx: AppContext) => {
  if (!ctx.env.demoControl) throw notFound('not_found', 'Not found.');
};

export const demoHandlers = defineHandlers((ctx) => ({
  updateDemoConfig: async (req) => {
    ensureEnabled(ctx);
    return patchConfig(ctx.db, req.body as Partial<BusinessConfig>);
  },
  resetDemoConfig: async () => {
    ensureEnabled(ctx);
    await ctx.db.delete(settings).where(eq(settings.key, 'config'));
    return patchConfig(ctx.db, { demo: ctx.env.demoMode }); // demo mode stays the deployment's
  },
}));
