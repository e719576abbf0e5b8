import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { settings } from '../schema/core.ts';
import { loadSeedAreas } from './areas.ts';

/**
 * The areas that create customer accounts (with a known password) and their history. They are seeded only when
 * asked (`accounts: true`: SEED_DEMO_ACCOUNTS, on in demo mode): a shop that is not the demo must never start with
 * accounts anyone can sign into from the README.
 */
export const ACCOUNT_SEED_AREAS: readonly string[] = ['customers', 'orders'];

/** Seeds the demo data once (a fresh database); returns whether it seeded. */
export async function seedIfEmpty(db: Db, options: { accounts: boolean }): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(settings);
  if (row && row.n > 0) return false;
  const areas = (await loadSeedAreas()).filter((a) => options.accounts || !ACCOUNT_SEED_AREAS.includes(a.name));
  await db.transaction(async (tx) => {
    for (const area of areas) await area.seed(tx as unknown as Db);
    await tx.insert(settings).values({ key: 'seeded_at', value: new Date().toISOString() });
  });
  return true;
}
