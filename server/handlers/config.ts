import { defineHandlers } from '../lib/http/handler.ts';
import { loadConfig } from '../lib/config/business-config.ts';
import { forbidden, notFound } from '../lib/http/errors.ts';
import { modulesOfZones, zonesContaining } from '../lib/geo/zones.ts';

export const configHandlers = defineHandlers((ctx) => ({
  getConfig: async () => loadConfig(ctx.db, ctx.env.demoMode),

  // 6amMart's web client loads the analytics scripts listed here; the embedded API configures none
  getAnalyticScripts: async () => [],

  getZoneId: async (req) => {
    const { lat, lng } = req.query;
    const containing = await zonesContaining(ctx.db, lat, lng);
    if (!containing.length) throw notFound('coordinates', 'service_not_available_in_this_area');
    const active = containing.filter((z) => z.status === 1);
    if (!active.length) throw forbidden('coordinates', 'service_not_available_in_this_area');
    const modulesByZone = await modulesOfZones(
      ctx.db,
      active.map((z) => z.id),
    );
    return {
      zone_id: JSON.stringify(active.map((z) => z.id)),
      zone_data: active.map((z) => ({
        id: z.id,
        name: z.name,
        status: z.status,
        cash_on_delivery: z.cashOnDelivery,
        digital_payment: z.digitalPayment,
        offline_payment: z.offlinePayment,
        increased_delivery_fee: z.increasedDeliveryFee,
        increased_delivery_fee_status: z.increasedDeliveryFeeStatus,
        increase_delivery_charge_message: z.increaseDeliveryChargeMessage,
        modules: modulesByZone.get(z.id) ?? [],
      })),
    };
  },
}));
