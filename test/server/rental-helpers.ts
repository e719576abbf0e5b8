// Shared helpers of the rental/trip/order server tests: demo ids looked up from the seeded database, and tokens.
import { and, eq } from 'drizzle-orm';
import { modules, stores } from '../../server/db/schema/catalogue.ts';
import { users } from '../../server/db/schema/customer.ts';
import { vehicles } from '../../server/db/schema/rental.ts';
import { issueToken } from '../../server/lib/accounts/auth-session.ts';
import type { TestServer } from '../support/api-server.ts';

export interface RentalIds {
  moduleId: number;
  providers: { id: number; slug: string; zoneId: number; pickupZoneId: number[] }[];
  vehicle: (name: string) => typeof vehicles.$inferSelect;
}

/** The rental module, its 4 providers (seed order) and the vehicles by name. */
export async function rentalIds(server: TestServer): Promise<RentalIds> {
  const db = server.database.db;
  const [mod] = await db.select().from(modules).where(eq(modules.moduleType, 'rental'));
  const providers = await db
    .select({ id: stores.id, slug: stores.slug, zoneId: stores.zoneId, pickupZoneId: stores.pickupZoneId })
    .from(stores)
    .where(eq(stores.moduleId, mod!.id))
    .orderBy(stores.id);
  const all = await db.select().from(vehicles).orderBy(vehicles.id);
  return {
    moduleId: mod!.id,
    providers,
    vehicle: (name) => {
      const v = all.find((x) => x.name === name);
      if (!v) throw new Error(`no vehicle ${name}`);
      return v;
    },
  };
}

/** A bearer token for a seeded customer (by email), or a fresh customer when no email is given. */
export async function customerToken(
  server: TestServer,
  email?: string,
  walletBalance?: number,
): Promise<{ token: string; userId: number }> {
  const db = server.database.db;
  let userId: number;
  if (email) {
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    userId = u!.id;
  } else {
    const n = Math.random().toString(36).slice(2, 10);
    const [u] = await db
      .insert(users)
      .values({
        fName: 'Test',
        lName: n,
        email: `t-${n}@example.test`,
        phone: `+88019${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
        refCode: `T${n}`.toUpperCase(),
      })
      .returning({ id: users.id });
    userId = u!.id;
  }
  if (walletBalance !== undefined) await db.update(users).set({ walletBalance }).where(eq(users.id, userId));
  return { token: await issueToken(db, userId), userId };
}

/** Sets a provider's own open toggle (closed = false). */
export async function setProviderActive(server: TestServer, providerId: number, active: boolean) {
  await server.database.db
    .update(stores)
    .set({ active })
    .where(and(eq(stores.id, providerId)));
}

/** A point inside each demo zone (see server/db/seed/catalogue/geo-data.ts). */
export const points = {
  /** Karwan Bazar: zone 1 (Dhaka Central) only */
  central: { lat: 23.7512, lng: 90.3935, location_name: 'Karwan Bazar' },
  /** Gulshan 2 Circle: zones 2 and 1 */
  gulshan: { lat: 23.7925, lng: 90.4078, location_name: 'Gulshan 2 Circle' },
  /** Uttara Sector 7: zone 3 */
  uttara: { lat: 23.8709, lng: 90.3963, location_name: 'Uttara Sector 7' },
  /** Cox's Bazar: no zone */
  outside: { lat: 21.4272, lng: 92.0058, location_name: "Cox's Bazar Beach" },
};
