import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { settings } from '../schema/core.ts';
import { loadSeedAreas } from './areas.ts';

/** Seeds the demo data once (a fresh database); returns whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(settings);
  if (row && row.n > 0) return false;
  const areas = await loadSeedAreas();
  await db.transaction(async (tx) => {
    for (const area of areas) await area.seed(tx as unknown as Db);
    await tx.insert(settings).values({ key: 'seeded_at', value: new Date().toISOString() });
  });
  return true;
}
