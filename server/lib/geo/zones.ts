// Zones in the database (point-in-polygon over the stored rings) and the route estimate. The geometry itself is pure
// and lives in domain/geo.ts. Points are [lat, lng] in degrees.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moduleZones, modules, zones } from '../../db/schema/catalogue.ts';
import { pointInPolygon, polygonAreaM2 } from '../../../domain/geo.ts';
import { deliveryMeters } from '../../../domain/pricing/distance.ts';
import { notFound } from '../http/errors.ts';

/** The roads' detour over the straight line: the travel time allows for it (the distance priced does not). */
export const ROAD_FACTOR = 1.3;
/** Average speeds for the duration estimate, metres per second. */
export const SPEED_MPS = { DRIVE: 25_000 / 3600, WALK: 5_000 / 3600 } as const;

/**
 * What config/distance-api answers between two points: the delivery distance (metres; domain/pricing/distance.ts,
 * the one order placement prices with, so a client pricing from this answer shows what the order stores) and the
 * travel time (seconds) over the roads' longer way at an average speed.
 */
export function estimateRoute(
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
  mode: keyof typeof SPEED_MPS = 'DRIVE',
): { meters: number; seconds: number } {
  const meters = deliveryMeters(from, to);
  return { meters, seconds: Math.round((meters * ROAD_FACTOR) / SPEED_MPS[mode]) };
}

// ---- zones in the database ----

export type ZoneRow = typeof zones.$inferSelect;

/** Every zone (active or not) containing the point, smallest area first. */
export async function zonesContaining(db: Db, lat: number, lng: number): Promise<ZoneRow[]> {
  const all = await db.select().from(zones).orderBy(asc(zones.id));
  return all
    .filter((z) => pointInPolygon(lat, lng, z.coordinates))
    .map((z) => ({ z, area: polygonAreaM2(z.coordinates) }))
    .sort((a, b) => a.area - b.area || a.z.id - b.z.id)
    .map((x) => x.z);
}

/** The active zones containing the point, smallest first (what get-zone-id answers; also address and pickup checks). */
export async function activeZoneIdsAt(db: Db, lat: number, lng: number): Promise<number[]> {
  return (await zonesContaining(db, lat, lng)).filter((z) => z.status === 1).map((z) => z.id);
}

/** The active zones, by id. */
export const activeZones = (db: Db) => db.select().from(zones).where(eq(zones.status, 1)).orderBy(asc(zones.id));

/** Whether the point lies in the zone and the zone is active (404 for an unknown zone). */
export async function isInActiveZone(db: Db, zoneId: number, lat: number, lng: number): Promise<boolean> {
  const [zone] = await db.select().from(zones).where(eq(zones.id, zoneId));
  if (!zone) throw notFound('zone_id', 'Zone not found.');
  return zone.status === 1 && pointInPolygon(lat, lng, zone.coordinates);
}

/** Whether the point lies in one of the given zones (active ones only). */
export async function pointInZones(db: Db, lat: number, lng: number, zoneIds: number[]): Promise<boolean> {
  const ids = await activeZoneIdsAt(db, lat, lng);
  return ids.some((id) => zoneIds.includes(id));
}

/** The modules each zone serves, with the pivot charges, keyed by zone id. */
export async function modulesOfZones(db: Db, zoneIds: number[]) {
  if (!zoneIds.length)
    return new Map<
      number,
      {
        id: number;
        module_name: string;
        module_type: string;
        pivot: {
          zone_id: number;
          module_id: number;
          per_km_shipping_charge: number;
          minimum_shipping_charge: number;
          maximum_shipping_charge: number | null;
          maximum_cod_order_amount: number | null;
        };
      }[]
    >();
  const rows = await db
    .select({ pivot: moduleZones, module: modules })
    .from(moduleZones)
    .innerJoin(modules, eq(modules.id, moduleZones.moduleId))
    .where(inArray(moduleZones.zoneId, zoneIds))
    .orderBy(asc(modules.id));
  const out = new Map<number, ReturnType<typeof toEntry>[]>();
  function toEntry(r: (typeof rows)[number]) {
    return {
      id: r.module.id,
      module_name: r.module.moduleName,
      module_type: r.module.moduleType as string,
      pivot: {
        zone_id: r.pivot.zoneId,
        module_id: r.pivot.moduleId,
        per_km_shipping_charge: r.pivot.perKmShippingCharge,
        minimum_shipping_charge: r.pivot.minimumShippingCharge,
        maximum_shipping_charge: r.pivot.maximumShippingCharge,
        maximum_cod_order_amount: r.pivot.maximumCodOrderAmount,
      },
    };
  }
  for (const r of rows) {
    if (r.module.status !== 1) continue;
    const list = out.get(r.pivot.zoneId) ?? [];
    list.push(toEntry(r));
    out.set(r.pivot.zoneId, list);
  }
  return out;
}

/** A stored ring ([lat, lng] points, open) as 6amMart's GeoJSON Polygon: one closed ring of [lng, lat] positions. */
export function geoJsonPolygon(ring: [number, number][]): { type: 'Polygon'; coordinates: number[][][] } {
  const positions = ring.map(([lat, lng]) => [lng, lat]);
  const [first, last] = [positions[0], positions[positions.length - 1]];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) positions.push([...first]);
  return { type: 'Polygon', coordinates: [positions] };
}
