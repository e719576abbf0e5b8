// The modules list: the active modules, each with the active zones serving it (and their charges) and its count of
// approved stores, only those serving one of the customer's zones when they are known.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moduleZones, modules, stores, zones } from '../../db/schema/catalogue.ts';
import { iso, mediaUrl, tr } from '../http/serialize.ts';
import { moduleSlug } from '../http/scope.ts';

/** The active modules serving the zones (every one without zones), by id. */
export async function modulesServing(db: Db, zoneIds: number[] | null, locale: string) {
  const [mods, pivots, zoneRows, storeRows] = await Promise.all([
    db.select().from(modules).where(eq(modules.status, 1)).orderBy(asc(modules.id)),
    db.select().from(moduleZones),
    db.select().from(zones).where(eq(zones.status, 1)),
    db.select({ moduleId: stores.moduleId, zoneId: stores.zoneId }).from(stores).where(eq(stores.status, 1)),
  ]);
  const zoneById = new Map(zoneRows.map((z) => [z.id, z]));
  return mods
    .map((m) => {
      const served = pivots.filter((p) => p.moduleId === m.id && zoneById.has(p.zoneId));
      return { m, served };
    })
    .filter(({ served }) => !zoneIds || served.some((p) => zoneIds.includes(p.zoneId)))
    .map(({ m, served }) => ({
      id: m.id,
      module_name: tr(m.translations, locale, 'module_name', m.moduleName),
      slug: moduleSlug(m),
      module_type: m.moduleType,
      icon_full_url: mediaUrl(m.icon),
      thumbnail_full_url: mediaUrl(m.thumbnail),
      status: m.status as 0 | 1,
      description: tr(m.translations, locale, 'description', m.description),
      stores_count: storeRows.filter((s) => s.moduleId === m.id && (!zoneIds || zoneIds.includes(s.zoneId))).length,
      theme_id: m.themeId,
      all_zone_service: m.allZoneService,
      zones: served.map((p) => {
        const z = zoneById.get(p.zoneId)!;
        return {
          id: z.id,
          name: z.name,
          display_name: z.displayName,
          status: z.status,
          cash_on_delivery: z.cashOnDelivery,
          digital_payment: z.digitalPayment,
          increased_delivery_fee: z.increasedDeliveryFee,
          increased_delivery_fee_status: z.increasedDeliveryFeeStatus,
          pivot: {
            zone_id: p.zoneId,
            module_id: p.moduleId,
            per_km_shipping_charge: p.perKmShippingCharge,
            minimum_shipping_charge: p.minimumShippingCharge,
            maximum_shipping_charge: p.maximumShippingCharge,
            maximum_cod_order_amount: p.maximumCodOrderAmount,
          },
        };
      }),
      created_at: iso(m.createdAt),
      updated_at: iso(m.createdAt),
    }));
}
