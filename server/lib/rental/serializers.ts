// Wire shapes of the rental module: vehicles (with category, brand, rating and provider), providers (stores of the
// rental module plus their vehicle count), categories, brands, reviews and banners.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { stores } from '../../db/schema/catalogue.ts';
import { vehicleBrands, vehicleCategories, vehicleReviews, vehicles } from '../../db/schema/rental.ts';
import { round2 } from '../../../domain/pricing/money.ts';
import { columns, flags, iso, mediaUrl, tr, type SerializeOptions } from '../http/serialize.ts';
import { serializeStores, type StoreRow } from '../stores/store.ts';

export type VehicleRow = typeof vehicles.$inferSelect;
export type VehicleJson = components['schemas']['Vehicle'];
export type RentalProviderJson = components['schemas']['RentalProvider'];
export type VehicleCategoryRow = typeof vehicleCategories.$inferSelect;
export type VehicleBrandRow = typeof vehicleBrands.$inferSelect;

/** Media paths of the generated vehicle images (served under /media). */
export const vehicleMedia = (file: string) => mediaUrl(`vehicles/${file}`);

/** Average rating and review count per vehicle (published reviews). */
export async function vehicleRatings(db: Db, ids: number[]): Promise<Map<number, { avg: number; count: number }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      vehicleId: vehicleReviews.vehicleId,
      avg: sql<number>`avg(${vehicleReviews.rating})::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(vehicleReviews)
    .where(and(inArray(vehicleReviews.vehicleId, ids), eq(vehicleReviews.status, 1)))
    .groupBy(vehicleReviews.vehicleId);
  return new Map(rows.map((r) => [r.vehicleId, { avg: round2(r.avg), count: r.count }]));
}

/** Active vehicle models per provider. */
async function vehicleCounts(db: Db, providerIds: number[]): Promise<Map<number, number>> {
  if (!providerIds.length) return new Map();
  const rows = await db
    .select({ providerId: vehicles.providerId, n: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(and(inArray(vehicles.providerId, providerIds), eq(vehicles.status, 1)))
    .groupBy(vehicles.providerId);
  return new Map(rows.map((r) => [r.providerId, r.n]));
}

/** Provider JSON (A's Store JSON + total_vehicles) for store rows. */
export async function serializeProviders(
  db: Db,
  rows: StoreRow[],
  opts: SerializeOptions,
): Promise<RentalProviderJson[]> {
  if (!rows.length) return [];
  const [json, counts] = await Promise.all([
    serializeStores(db, rows, opts),
    vehicleCounts(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return json.map((s) => ({ ...s, total_vehicles: counts.get(s.id) ?? 0 }));
}

/** Providers by id, keyed by id. */
export async function loadProviders(
  db: Db,
  ids: number[],
  opts: SerializeOptions,
): Promise<Map<number, RentalProviderJson>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select().from(stores).where(inArray(stores.id, unique));
  const out = await serializeProviders(db, rows, opts);
  return new Map(out.map((p) => [p.id, p]));
}

export interface VehicleRefs {
  category?: VehicleCategoryRow;
  brand?: VehicleBrandRow;
  rating?: { avg: number; count: number };
  provider?: RentalProviderJson;
}

export function serializeVehicle(row: VehicleRow, refs: VehicleRefs, locale: string): VehicleJson {
  const out: VehicleJson = {
    id: row.id,
    name: tr(row.translations, locale, 'name', row.name),
    description: tr(row.translations, locale, 'description', row.description),
    thumbnail: row.thumbnail,
    thumbnail_full_url: vehicleMedia(row.thumbnail),
    images: row.images,
    images_full_url: row.images.map(vehicleMedia),
    ...columns(row, ['providerId', 'zoneId', 'categoryId', 'brandId']),
    category: {
      id: row.categoryId,
      name: refs.category ? tr(refs.category.translations, locale, 'name', refs.category.name) : '',
    },
    brand: {
      id: row.brandId,
      name: refs.brand ? tr(refs.brand.translations, locale, 'name', refs.brand.name) : '',
    },
    ...columns(row, [
      'type',
      'engineCapacity',
      'enginePower',
      'seatingCapacity',
      'airCondition',
      'fuelType',
      'transmissionType',
      'totalVehicles',
      'hourlyPrice',
      'distancePrice',
      'discountType',
      'discountPrice',
      'tags',
    ]),
    total_vehicle_count: row.totalVehicles,
    ...flags(row, ['newTag', 'tripHourly', 'tripDistance', 'status']),
    avg_rating: refs.rating?.avg ?? 0,
    total_reviews: refs.rating?.count ?? 0,
    created_at: iso(row.createdAt),
  };
  if (refs.provider) out.provider = refs.provider;
  return out;
}

/** Serializes vehicle rows with their categories, brands, ratings and (by default) providers in a few queries. */
export async function serializeVehicles(
  db: Db,
  rows: VehicleRow[],
  opts: SerializeOptions,
  { withProvider = true }: { withProvider?: boolean } = {},
): Promise<VehicleJson[]> {
  if (!rows.length) return [];
  const catIds = [...new Set(rows.map((r) => r.categoryId))];
  const brandIds = [...new Set(rows.map((r) => r.brandId))];
  const [cats, brands, ratings, providers] = await Promise.all([
    db.select().from(vehicleCategories).where(inArray(vehicleCategories.id, catIds)),
    db.select().from(vehicleBrands).where(inArray(vehicleBrands.id, brandIds)),
    vehicleRatings(
      db,
      rows.map((r) => r.id),
    ),
    withProvider
      ? loadProviders(
          db,
          rows.map((r) => r.providerId),
          opts,
        )
      : Promise.resolve(new Map<number, RentalProviderJson>()),
  ]);
  const catById = new Map(cats.map((c) => [c.id, c]));
  const brandById = new Map(brands.map((b) => [b.id, b]));
  return rows.map((row) =>
    serializeVehicle(
      row,
      {
        category: catById.get(row.categoryId),
        brand: brandById.get(row.brandId),
        rating: ratings.get(row.id),
        provider: providers.get(row.providerId),
      },
      opts.locale,
    ),
  );
}

/** A vehicle category or brand with its vehicle count (their images live in `folder`). */
const serializeVehicleFacet =
  (folder: string) => (row: VehicleCategoryRow | VehicleBrandRow, count: number, locale: string) => ({
    id: row.id,
    name: tr(row.translations, locale, 'name', row.name),
    image: row.image,
    image_full_url: mediaUrl(`${folder}/${row.image}`),
    status: row.status as 0 | 1,
    vehicles_count: count,
  });

export const serializeVehicleCategory = serializeVehicleFacet('vehicle-categories');
export const serializeVehicleBrand = serializeVehicleFacet('vehicle-brands');
