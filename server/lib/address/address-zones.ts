import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { zones } from '../../db/schema/catalogue.ts';
import { pointInPolygon, polygonAreaM2 } from '../../../domain/geo.ts';

/** Ids of the active zones containing the point, smallest area first (6amMart's get-zone-id order). */
export async function activeZonesAt(db: Db, lat: number, lng: number): Promise<number[]> {
  const rows = await db.select({ id: zones.id, coordinates: zones.coordinates }).from(zones).where(eq(zones.status, 1));
  return rows
    .filter((z) => pointInPolygon(lat, lng, z.coordinates))
    .map((z) => ({ id: z.id, area: polygonAreaM2(z.coordinates) }))
    .sort((a, b) => a.area - b.area || a.id - b.id)
    .map((z) => z.id);
}
