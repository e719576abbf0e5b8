// Joining the marketplace: a delivery man's application and the vehicles to choose from (6amMart's operations).
import { loadConfig } from '../lib/config/business-config.ts';
import { defineHandlers } from '../lib/http/handler.ts';
import { requireRegistrationOn } from '../lib/joining/applications.ts';
import { DELIVERY_MAN_ADDED_MESSAGE, registerDeliveryMan, vehicleChoices } from '../lib/joining/delivery-man.ts';

export const joiningHandlers = defineHandlers((ctx) => ({
  getVehicles: () => vehicleChoices(ctx.db),

  registerDeliveryMan: async (req) => {
    requireRegistrationOn((await loadConfig(ctx.db)).toggle_dm_registration);
    await registerDeliveryMan(ctx.db, req.body, ctx.now());
    return { message: DELIVERY_MAN_ADDED_MESSAGE };
  },
}));
