// The rental catalogue's lists: top rated vehicles, vehicle categories and brands with their counts, a vehicle, a
// provider's vehicles, and a provider's details and reviews.
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vehicleBrands, vehicleCategories, vehicles } from '../../db/schema/rental.ts';
import { ApiError } from '../http/errors.ts';
import { listPage, type Paging } from '../http/scope.ts';
import type { SerializeOptions } from '../http/serialize.ts';
import {
  findProvider,
  providersOfZones,
  vehicleFilter,
  vehiclePage,
  vehiclesOfProviders,
  type VehicleFilterQuery,
} from './catalogue.ts';
import { vehicleReviewPage } from './reviews-and-banners.ts';
import {
  serializeProviders,
  serializeVehicleBrand,
  serializeVehicleCategory,
  serializeVehicles,
  vehicleRatings,
} from './serializers.ts';

export const vehicleNotFound = () => new ApiError(404, { error: 'vehicle_not_found' });
export const providerNotFound = () => new ApiError(404, { error: 'provider_not_found' });

/** A trimmed query text ('' when absent). */
export const queryText = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The vehicles of the zones' providers, the best rated first (then the most rated), a page. */
export async function topRatedVehiclePage(db: Db, zoneIds: number[], page: Paging, opts: SerializeOptions) {
  const providers = await providersOfZones(db, zoneIds);
  const rows = (
    await vehiclesOfProviders(
      db,
      providers.map((p) => p.id),
    )
  ).map((r) => r.vehicle);
  const ratings = await vehicleRatings(
    db,
    rows.map((v) => v.id),
  );
  const r = (id: number) => ratings.get(id) ?? { avg: 0, count: 0 };
  const sorted = rows.sort((a, b) => r(b.id).avg - r(a.id).avg || r(b.id).count - r(a.id).count || a.id - b.id);
  return vehiclePage(db, sorted, page, opts);
}

/**
 * The active vehicle categories (matching `search`), by priority, each with its count of active vehicles; with a
 * provider, only the categories it has vehicles of, counted for it.
 */
export async function vehicleCategoryPage(
  db: Db,
  q: { search?: string; provider_id?: number },
  page: Paging,
  locale: string,
) {
  const search = queryText(q.search);
  const rows = await db
    .select()
    .from(vehicleCategories)
    .where(and(eq(vehicleCategories.status, 1), search ? ilike(vehicleCategories.name, `%${search}%`) : undefined))
    .orderBy(desc(vehicleCategories.priority), asc(vehicleCategories.id));
  const counts = await db
    .select({ id: vehicles.categoryId, n: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(and(eq(vehicles.status, 1), q.provider_id ? eq(vehicles.providerId, q.provider_id) : undefined))
    .groupBy(vehicles.categoryId);
  const countById = new Map(counts.map((c) => [c.id, c.n]));
  const list = q.provider_id ? rows.filter((c) => countById.has(c.id)) : rows;
  const paged = listPage(list, page);
  return {
    ...paged.envelope,
    vehicles: paged.rows.map((c) => serializeVehicleCategory(c, countById.get(c.id) ?? 0, locale)),
  };
}

/** The active vehicle brands (matching `search`), by name, each with its count of active vehicles. */
export async function vehicleBrandPage(db: Db, searchText: string | undefined, page: Paging, locale: string) {
  const search = queryText(searchText);
  const rows = await db
    .select()
    .from(vehicleBrands)
    .where(and(eq(vehicleBrands.status, 1), search ? ilike(vehicleBrands.name, `%${search}%`) : undefined))
    .orderBy(asc(vehicleBrands.name));
  const counts = await db
    .select({ id: vehicles.brandId, n: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(eq(vehicles.status, 1))
    .groupBy(vehicles.brandId);
  const countById = new Map(counts.map((c) => [c.id, c.n]));
  const paged = listPage(rows, page);
  return {
    ...paged.envelope,
    brands: paged.rows.map((b) => serializeVehicleBrand(b, countById.get(b.id) ?? 0, locale)),
  };
}

/** An active vehicle of an active provider (404 vehicle_not_found otherwise). */
export async function vehicleDetails(db: Db, id: number, opts: SerializeOptions) {
  const [row] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, id), eq(vehicles.status, 1)));
  if (!row || !(await findProvider(db, row.providerId))) throw vehicleNotFound();
  const [json] = await serializeVehicles(db, [row], opts);
  return json!;
}

/** A provider's vehicles (of a category, matching a name), the new ones first, a page (404 for no provider). */
export async function providerVehiclePage(
  db: Db,
  q: VehicleFilterQuery & { provider_id: number; category_id?: number },
  page: Paging,
  opts: SerializeOptions,
) {
  const provider = await findProvider(db, q.provider_id);
  if (!provider) throw providerNotFound();
  const passes = vehicleFilter(q);
  const rows = (await vehiclesOfProviders(db, [provider.id]))
    .filter((row) => (!q.category_id || row.vehicle.categoryId === q.category_id) && passes(row))
    .map((r) => r.vehicle)
    .sort((a, b) => b.newTag - a.newTag || a.id - b.id);
  return vehiclePage(db, rows, page, opts);
}

/** An active provider's details (404 provider_not_found otherwise). */
export async function providerDetails(db: Db, id: number, opts: SerializeOptions) {
  const row = await findProvider(db, id);
  if (!row) throw providerNotFound();
  const [json] = await serializeProviders(db, [row], opts);
  return json!;
}

/** A page of an active provider's reviews with the provider (404 provider_not_found otherwise). */
export async function providerReviewPage(db: Db, id: number, page: Paging, opts: SerializeOptions) {
  const row = await findProvider(db, id);
  if (!row) throw providerNotFound();
  const [{ total, reviews }, [provider]] = await Promise.all([
    vehicleReviewPage(db, { providerId: row.id }, page, opts.locale),
    serializeProviders(db, [row], opts),
  ]);
  return { total_size: total, limit: page.limit, offset: page.offset, provider: provider!, reviews };
}
