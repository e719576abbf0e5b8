// Rental providers as lists (the most booked, the latest) and the active vehicle a provider's review page is about.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vehicles } from '../../db/schema/rental.ts';
import { listPage, type Paging } from '../http/scope.ts';
import type { SerializeOptions } from '../http/serialize.ts';
import { providersOfZones } from './catalogue.ts';
import { serializeProviders } from './serializers.ts';
import { vehicleNotFound } from './vehicle-lists.ts';

type ProviderRow = Awaited<ReturnType<typeof providersOfZones>>[number];

/** The orders of the provider lists: the most booked first, or the newest first. */
const providerOrders = {
  most_booked: (a: ProviderRow, b: ProviderRow) => b.orderCount - a.orderCount || a.id - b.id,
  latest: (a: ProviderRow, b: ProviderRow) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
};
export type ProviderOrder = keyof typeof providerOrders;

/** A page of the zones' providers in this order, as `providers` and as `stores` (what 6amMart web reads). */
export async function providerPage(
  db: Db,
  zoneIds: number[],
  order: ProviderOrder,
  page: Paging,
  opts: SerializeOptions,
) {
  const rows = (await providersOfZones(db, zoneIds)).sort(providerOrders[order]);
  const paged = listPage(rows, page);
  const providers = await serializeProviders(db, paged.rows, opts);
  return { ...paged.envelope, providers, stores: providers };
}

/** An active vehicle (404 vehicle_not_found otherwise). */
export async function activeVehicle(db: Db, id: number) {
  const [vehicle] = await db
    .select({ id: vehicles.id, status: vehicles.status })
    .from(vehicles)
    .where(eq(vehicles.id, id));
  if (!vehicle || vehicle.status !== 1) throw vehicleNotFound();
  return vehicle;
}
