// Rental reviews and banners as the wire has them, shared by a provider's reviews / the zone's banners
// (server/handlers/rental.ts) and a vehicle's reviews / a provider's banners (server/handlers/rental-extras.ts).
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { rentalBanners, vehicleReviews, vehicles } from '../../db/schema/rental.ts';
import type { Paging } from '../http/scope.ts';
import { iso, mediaUrl, tr, type SerializeOptions } from '../http/serialize.ts';
import { loadProviders, serializeVehicles, vehicleMedia } from './serializers.ts';

type VehicleReviewJson = components['schemas']['VehicleReview'];
type RentalBannerJson = components['schemas']['RentalBanner'];

/** Whose reviews a page lists: a provider's, a vehicle's, or the one review with this id. */
export type VehicleReviewsOf = { providerId: number } | { vehicleId: number } | { reviewId: number };

const reviewsOfWhere = (of: VehicleReviewsOf) =>
  'providerId' in of
    ? eq(vehicleReviews.providerId, of.providerId)
    : 'vehicleId' in of
      ? eq(vehicleReviews.vehicleId, of.vehicleId)
      : eq(vehicleReviews.id, of.reviewId);

/** A page of active vehicle reviews of a provider or a vehicle (newest first) and their count. */
export async function vehicleReviewPage(
  db: Db,
  of: VehicleReviewsOf,
  page: Paging,
  locale: string,
): Promise<{ total: number; reviews: VehicleReviewJson[] }> {
  const active = and(reviewsOfWhere(of), eq(vehicleReviews.status, 1));
  const [[count], rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(vehicleReviews)
      .where(active),
    db
      .select({
        review: vehicleReviews,
        vehicleName: vehicles.name,
        thumbnail: vehicles.thumbnail,
        translations: vehicles.translations,
      })
      .from(vehicleReviews)
      .innerJoin(vehicles, eq(vehicles.id, vehicleReviews.vehicleId))
      .where(active)
      .orderBy(desc(vehicleReviews.createdAt), desc(vehicleReviews.id))
      .limit(page.limit)
      .offset(page.skip),
  ]);
  return {
    total: count?.n ?? 0,
    reviews: rows.map(({ review: r, vehicleName, thumbnail, translations }) => ({
      id: r.id,
      vehicle_id: r.vehicleId,
      provider_id: r.providerId,
      trip_id: r.tripId,
      rating: r.rating,
      comment: r.comment,
      reply: r.reply,
      customer_name: r.customerName,
      vehicle_name: tr(translations, locale, 'name', vehicleName),
      vehicle_thumbnail_full_url: vehicleMedia(thumbnail),
      created_at: iso(r.createdAt),
    })),
  };
}

/** Banner rows with the provider or vehicle they point at. */
export async function serializeRentalBanners(
  db: Db,
  rows: (typeof rentalBanners.$inferSelect)[],
  opts: SerializeOptions,
): Promise<RentalBannerJson[]> {
  const providerIds = rows.filter((b) => b.type === 'provider_wise').map((b) => Number(b.data));
  const vehicleIds = rows.filter((b) => b.type === 'vehicle_wise').map((b) => Number(b.data));
  const [providers, vehicleRows] = await Promise.all([
    loadProviders(db, providerIds, opts),
    vehicleIds.length ? db.select().from(vehicles).where(inArray(vehicles.id, vehicleIds)) : Promise.resolve([]),
  ]);
  const vehicleJson = new Map((await serializeVehicles(db, vehicleRows, opts)).map((v) => [v.id, v]));
  return rows.map((b) => ({
    id: b.id,
    title: tr(b.translations, opts.locale, 'title', b.title),
    type: b.type,
    image_full_url: mediaUrl(`rental-banners/${b.image}`),
    data: b.data,
    zone_id: b.zoneId,
    provider: b.type === 'provider_wise' ? (providers.get(Number(b.data)) ?? null) : null,
    vehicle: b.type === 'vehicle_wise' ? (vehicleJson.get(Number(b.data)) ?? null) : null,
  }));
}

/** The active rental banners of the zones, by id; with `providerId`, only that provider's. */
export async function rentalBannersOf(db: Db, zoneIds: number[], providerId: number | undefined) {
  let rows = zoneIds.length
    ? await db
        .select()
        .from(rentalBanners)
        .where(and(eq(rentalBanners.status, 1), inArray(rentalBanners.zoneId, zoneIds)))
        .orderBy(asc(rentalBanners.id))
    : [];
  if (providerId) rows = rows.filter((b) => b.type === 'provider_wise' && b.data === String(providerId));
  return rows;
}

/** A provider's own active banners (of any zone), by id. */
export const providerBannersOf = (db: Db, providerId: number) =>
  db
    .select()
    .from(rentalBanners)
    .where(
      and(
        eq(rentalBanners.status, 1),
        eq(rentalBanners.type, 'provider_wise'),
        eq(rentalBanners.data, String(providerId)),
      ),
    )
    .orderBy(asc(rentalBanners.id));
