// Rental catalogue (/api/v1/rental/vehicle/*, /banners, /provider/*) and the rental wishlist.
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { stores } from '../db/schema/catalogue.ts';
import {
  rentalBanners,
  rentalWishlists,
  vehicleBrands,
  vehicleCategories,
  vehicleReviews,
  vehicles,
} from '../db/schema/rental.ts';
import { ApiError, apiError, forbidden, notFound } from '../lib/http/errors.ts';
import { defineHandlers } from '../lib/http/handler.ts';
import { listPage } from '../lib/http/scope.ts';
import { activeRowsByIds } from '../lib/catalogue/active-rows.ts';
import { serializeRentalBanners, vehicleReviewPage } from '../lib/rental/reviews-and-banners.ts';
import {
  parsePoint,
  priceRange,
  pricesFor,
  providersOfZones,
  seatsMatcher,
  sortPrice,
  vehiclesOfProviders,
  zonesAt,
  findProvider,
  vehiclePage,
} from '../lib/rental/catalogue.ts';
import { idList, jsonList } from '../lib/http/json-lists.ts';
import {
  serializeProviders,
  serializeVehicleBrand,
  serializeVehicleCategory,
  serializeVehicles,
  vehicleRatings,
} from '../lib/rental/serializers.ts';

const vehicleNotFound = () => new ApiError(404, { error: 'vehicle_not_found' });
const providerNotFound = () => new ApiError(404, { error: 'provider_not_found' });

/** A trimmed query text ('' when absent). */
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

const lower = (list: unknown[] | null) => (list ? new Set(list.map((v) => String(v).toLowerCase())) : null);

export const rentalHandlers = defineHandlers((ctx) => ({
  searchVehicles: async (req) => {
    req.scope.module();
    const q = req.query;
    const opts = req.scope.serialize;
    let providers = await providersOfZones(ctx.db, req.scope.zoneIds(true));
    if (q.pickup_location) {
      const point = parsePoint(q.pickup_location, 'pickup_location');
      const pickupZones = await zonesAt(ctx.db, point.lat, point.lng);
      if (!pickupZones.length) throw forbidden('Out_of_pick_up_zone', 'Out of pick up zone');
      providers = providers.filter((p) => p.pickupZoneId.some((z) => pickupZones.includes(z)));
    }
    const brandIds = idList(q.brand_ids, 'brand_ids');
    const categoryIds = idList(q.category_ids, 'category_ids');
    const seats = seatsMatcher(jsonList(q.seating_capacity, 'seating_capacity'));
    const transmissions = lower(jsonList(q.transmission_type, 'transmission_type'));
    const fuels = lower(jsonList(q.fuel_type, 'fuel_type'));
    const name = text(q.name).toLowerCase();
    const rows = (
      await vehiclesOfProviders(
        ctx.db,
        providers.map((p) => p.id),
      )
    ).filter(({ vehicle: v, categoryName, brandName }) => {
      if (name && ![v.name, categoryName, brandName].some((s) => s.toLowerCase().includes(name))) return false;
      if (!pricesFor(v, q.trip_type).length) return false;
      if (brandIds?.length && !brandIds.includes(v.brandId)) return false;
      if (categoryIds?.length && !categoryIds.includes(v.categoryId)) return false;
      if (seats && !seats(v.seatingCapacity)) return false;
      if (q.air_condition !== undefined && (q.air_condition === 1 ? v.airCondition < 1 : v.airCondition !== 0))
        return false;
      if (transmissions?.size && !transmissions.has(v.transmissionType.toLowerCase())) return false;
      if (fuels?.size && !fuels.has(v.fuelType.toLowerCase())) return false;
      return true;
    });
    const inRange = rows
      .map((r) => r.vehicle)
      .filter((v) =>
        pricesFor(v, q.trip_type).some(
          (p) => (q.min_price === undefined || p >= q.min_price) && (q.max_price === undefined || p <= q.max_price),
        ),
      );
    const ratings = await vehicleRatings(
      ctx.db,
      inRange.map((v) => v.id),
    );
    const rating = (id: number) => ratings.get(id) ?? { avg: 0, count: 0 };
    const sorted = [...inRange].sort((a, b) => {
      if (q.sortby_price) {
        const diff = sortPrice(a, q.trip_type) - sortPrice(b, q.trip_type);
        if (diff) return q.sortby_price === 'asc' || q.sortby_price === 'low_to_high' ? diff : -diff;
      }
      if (q.top_rated === 1) {
        const diff = rating(b.id).avg - rating(a.id).avg || rating(b.id).count - rating(a.id).count;
        if (diff) return diff;
      }
      return b.newTag - a.newTag || a.id - b.id;
    });
    // the price range is the one before the price filter
    const range = priceRange(
      rows.map((r) => r.vehicle),
      q.trip_type,
    );
    return vehiclePage(ctx.db, sorted, req.scope.page(q), opts, range);
  },

  getTopRatedVehicles: async (req) => {
    req.scope.module();
    const providers = await providersOfZones(ctx.db, req.scope.zoneIds(true));
    const rows = (
      await vehiclesOfProviders(
        ctx.db,
        providers.map((p) => p.id),
      )
    ).map((r) => r.vehicle);
    const ratings = await vehicleRatings(
      ctx.db,
      rows.map((v) => v.id),
    );
    const r = (id: number) => ratings.get(id) ?? { avg: 0, count: 0 };
    const sorted = rows.sort((a, b) => r(b.id).avg - r(a.id).avg || r(b.id).count - r(a.id).count || a.id - b.id);
    return vehiclePage(ctx.db, sorted, req.scope.page(req.query), req.scope.serialize);
  },

  getVehicleCategories: async (req) => {
    req.scope.module();
    const { locale } = req.scope.serialize;
    const search = text(req.query.search);
    const rows = await ctx.db
      .select()
      .from(vehicleCategories)
      .where(and(eq(vehicleCategories.status, 1), search ? ilike(vehicleCategories.name, `%${search}%`) : undefined))
      .orderBy(desc(vehicleCategories.priority), asc(vehicleCategories.id));
    const counts = await ctx.db
      .select({ id: vehicles.categoryId, n: sql<number>`count(*)::int` })
      .from(vehicles)
      .where(
        and(eq(vehicles.status, 1), req.query.provider_id ? eq(vehicles.providerId, req.query.provider_id) : undefined),
      )
      .groupBy(vehicles.categoryId);
    const countById = new Map(counts.map((c) => [c.id, c.n]));
    const list = req.query.provider_id ? rows.filter((c) => countById.has(c.id)) : rows;
    const page = listPage(list, req.scope.page(req.query));
    return {
      ...page.envelope,
      vehicles: page.rows.map((c) => serializeVehicleCategory(c, countById.get(c.id) ?? 0, locale)),
    };
  },

  getVehicleBrands: async (req) => {
    req.scope.module();
    const { locale } = req.scope.serialize;
    const search = text(req.query.search);
    const rows = await ctx.db
      .select()
      .from(vehicleBrands)
      .where(and(eq(vehicleBrands.status, 1), search ? ilike(vehicleBrands.name, `%${search}%`) : undefined))
      .orderBy(asc(vehicleBrands.name));
    const counts = await ctx.db
      .select({ id: vehicles.brandId, n: sql<number>`count(*)::int` })
      .from(vehicles)
      .where(eq(vehicles.status, 1))
      .groupBy(vehicles.brandId);
    const countById = new Map(counts.map((c) => [c.id, c.n]));
    const page = listPage(rows, req.scope.page(req.query));
    return {
      ...page.envelope,
      brands: page.rows.map((b) => serializeVehicleBrand(b, countById.get(b.id) ?? 0, locale)),
    };
  },

  getVehicleDetails: async (req) => {
    req.scope.module();
    const [row] = await ctx.db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.id, req.params.id), eq(vehicles.status, 1)));
    if (!row || !(await findProvider(ctx.db, row.providerId))) throw vehicleNotFound();
    const [json] = await serializeVehicles(ctx.db, [row], req.scope.serialize);
    return json!;
  },

  getProviderVehicles: async (req) => {
    req.scope.module();
    const provider = await findProvider(ctx.db, req.query.provider_id);
    if (!provider) throw providerNotFound();
    const name = text(req.query.name).toLowerCase();
    const rows = (await vehiclesOfProviders(ctx.db, [provider.id]))
      .filter(({ vehicle: v, categoryName, brandName }) => {
        if (req.query.category_id && v.categoryId !== req.query.category_id) return false;
        return !name || [v.name, categoryName, brandName].some((s) => s.toLowerCase().includes(name));
      })
      .map((r) => r.vehicle)
      .sort((a, b) => b.newTag - a.newTag || a.id - b.id);
    return vehiclePage(ctx.db, rows, req.scope.page(req.query), req.scope.serialize);
  },

  getRentalBanners: async (req) => {
    req.scope.module();
    const opts = req.scope.serialize;
    const zoneIds = req.scope.zoneIds(true);
    let rows = zoneIds.length
      ? await ctx.db
          .select()
          .from(rentalBanners)
          .where(and(eq(rentalBanners.status, 1), inArray(rentalBanners.zoneId, zoneIds)))
          .orderBy(asc(rentalBanners.id))
      : [];
    if (req.query.provider_id)
      rows = rows.filter((b) => b.type === 'provider_wise' && b.data === String(req.query.provider_id));
    return { banners: await serializeRentalBanners(ctx.db, rows, opts) };
  },

  getRentalProviderDetails: async (req) => {
    req.scope.module();
    const row = await findProvider(ctx.db, req.params.id);
    if (!row) throw providerNotFound();
    const [json] = await serializeProviders(ctx.db, [row], req.scope.serialize);
    return json!;
  },

  getRentalProviderReviews: async (req) => {
    req.scope.module();
    const row = await findProvider(ctx.db, req.params.id);
    if (!row) throw providerNotFound();
    const opts = req.scope.serialize;
    const page = req.scope.page(req.query);
    const [{ total, reviews }, [provider]] = await Promise.all([
      vehicleReviewPage(ctx.db, eq(vehicleReviews.providerId, row.id), page, opts.locale),
      serializeProviders(ctx.db, [row], opts),
    ]);
    return { total_size: total, limit: page.limit, offset: page.offset, provider: provider!, reviews };
  },

  getRentalWishlist: async (req) => {
    req.scope.module();
    const opts = req.scope.serialize;
    const rows = await ctx.db
      .select()
      .from(rentalWishlists)
      .where(eq(rentalWishlists.userId, req.user!.id))
      .orderBy(desc(rentalWishlists.createdAt), desc(rentalWishlists.id));
    const providerIds = rows.flatMap((r) => (r.providerId ? [r.providerId] : []));
    const vehicleIds = rows.flatMap((r) => (r.vehicleId ? [r.vehicleId] : []));
    const [providerRows, vehicleRows] = await Promise.all([
      activeRowsByIds(ctx.db, stores, providerIds),
      activeRowsByIds(ctx.db, vehicles, vehicleIds),
    ]);
    const [providers, vehicleJson] = await Promise.all([
      serializeProviders(ctx.db, providerRows, opts),
      serializeVehicles(ctx.db, vehicleRows, opts),
    ]);
    const order = <T extends { id: number }>(list: T[], ids: number[]) =>
      ids.flatMap((id) => list.filter((x) => x.id === id));
    return { providers: order(providers, providerIds), vehicles: order(vehicleJson, vehicleIds) };
  },

  addRentalWishlist: async (req) => {
    req.scope.module();
    const target = wishlistTarget(req.query);
    if (target.kind === 'vehicle') {
      const [v] = await ctx.db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.id, target.id), eq(vehicles.status, 1)));
      if (!v) throw notFound('vehicle_id', 'Vehicle not found.');
    } else if (!(await findProvider(ctx.db, target.id))) {
      throw notFound('provider_id', 'Provider not found.');
    }
    const inserted = await ctx.db
      .insert(rentalWishlists)
      .values({
        userId: req.user!.id,
        vehicleId: target.kind === 'vehicle' ? target.id : null,
        providerId: target.kind === 'provider' ? target.id : null,
      })
      .onConflictDoNothing()
      .returning({ id: rentalWishlists.id });
    if (!inserted.length) throw apiError(409, 'wishlist', 'Already in your wishlist.');
    return { message: 'Added to your wishlist successfully.' };
  },

  removeRentalWishlist: async (req) => {
    req.scope.module();
    const target = wishlistTarget(req.query);
    const removed = await ctx.db
      .delete(rentalWishlists)
      .where(
        and(
          eq(rentalWishlists.userId, req.user!.id),
          target.kind === 'vehicle'
            ? eq(rentalWishlists.vehicleId, target.id)
            : eq(rentalWishlists.providerId, target.id),
        ),
      )
      .returning({ id: rentalWishlists.id });
    if (!removed.length) throw notFound('wishlist', 'Not found in your wishlist.');
    return { message: 'Removed from your wishlist successfully.' };
  },
}));

/** Exactly one of vehicle_id / provider_id. */
function wishlistTarget(q: { vehicle_id?: number; provider_id?: number }): {
  kind: 'vehicle' | 'provider';
  id: number;
} {
  if (q.vehicle_id && q.provider_id)
    throw forbidden('vehicle_id', 'Send either a vehicle id or a provider id, not both.');
  if (q.vehicle_id) return { kind: 'vehicle', id: q.vehicle_id };
  if (q.provider_id) return { kind: 'provider', id: q.provider_id };
  throw forbidden('vehicle_id', 'The vehicle id field is required when provider id is not present.');
}
