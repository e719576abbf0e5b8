// Joining the marketplace: a store's application and business plan, the subscription packages, a delivery man's
// application and the vehicles to choose from (6amMart's operations).
import { loadConfig } from '../lib/config/business-config.ts';
import { defineHandlers } from '../lib/http/handler.ts';
import { requireRegistrationOn } from '../lib/joining/applications.ts';
import { DELIVERY_MAN_ADDED_MESSAGE, registerDeliveryMan, vehicleChoices } from '../lib/joining/delivery-man.ts';
import { chooseBusinessPlan, packagesFor, registerStore } from '../lib/joining/store.ts';

export const joiningHandlers = defineHandlers((ctx) => ({
  registerStore: async (req) => {
    const config = await loadConfig(ctx.db);
    requireRegistrationOn(config.toggle_store_registration);
    return registerStore(ctx.db, req.body, config, ctx.now());
  },

  getSubscriptionPackages: async (req) => ({ packages: await packagesFor(ctx.db, req.query.module_id) }),

  chooseBusinessPlan: async (req) => chooseBusinessPlan(ctx.db, req.body, await loadConfig(ctx.db)),

  getVehicles: () => vehicleChoices(ctx.db),

  registerDeliveryMan: async (req) => {
    requireRegistrationOn((await loadConfig(ctx.db)).toggle_dm_registration);
    await registerDeliveryMan(ctx.db, req.body, ctx.now());
    return { message: DELIVERY_MAN_ADDED_MESSAGE };
  },
}));
