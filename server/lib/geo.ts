// Geometry for zones and distances. Points are [lat, lng] in degrees.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { moduleZones, modules, zones, type Polygon } from '../db/schema/catalogue.ts';

/** Earth radius used for the straight-line fallback (the spec's figure). */
export const EARTH_RADIUS_M = 6378137;
/** Straight line × this ≈ road distance. */
export const ROAD_FACTOR = 1.3;
/** Average speeds for the duration estimate, metres per second. */
export const SPEED_MPS = { DRIVE: 25_000 / 3600, WALK: 5_000 / 3600 } as const;

const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in metres (haversine, R = 6378137 m). */
export function straightLineMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Ray casting: whether [lat, lng] lies inside the ring (points on an edge count as inside). */
export function pointInPolygon(lat: number, lng: number, ring: Polygon): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [yi, xi] = ring[i]!;
    const [yj, xj] = ring[j]!;
    // on the edge
    const cross = (lng - xi) * (yj - yi) - (lat - yi) * (xj - xi);
    if (
      Math.abs(cross) < 1e-12 &&
      lng >= Math.min(xi, xj) &&
      lng <= Math.max(xi, xj) &&
      lat >= Math.min(yi, yj) &&
      lat <= Math.max(yi, yj)
    )
      return true;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Approximate area in square metres (shoelace on an equirectangular projection; fine at city scale). */
export function polygonAreaM2(ring: Polygon): number {
  if (ring.length < 3) return 0;
  const lat0 = rad(ring.reduce((s, p) => s + p[0], 0) / ring.length);
  const project = ([lat, lng]: [number, number]) => [
    EARTH_RADIUS_M * rad(lng) * Math.cos(lat0),
    EARTH_RADIUS_M * rad(lat),
  ];
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = project(ring[i]!);
    const [x2, y2] = project(ring[(i + 1) % ring.length]!);
    sum += x1! * y2! - x2! * y1!;
  }
  return Math.abs(sum) / 2;
}

/** Road distance estimate (metres) and duration (seconds) between two points. */
export function estimateRoute(
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
  mode: keyof typeof SPEED_MPS = 'DRIVE',
): { meters: number; seconds: number } {
  const meters = Math.round(straightLineMeters(from.lat, from.lng, to.lat, to.lng) * ROAD_FACTOR);
  return { meters, seconds: Math.round(meters / SPEED_MPS[mode]) };
}

/** Parses a header/query coordinate; null when absent or not a finite number. */
export function parseCoordinate(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
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
