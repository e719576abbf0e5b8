// More of the rental module (issue 9 item 8): its coupons, the most booked providers, a vehicle's reviews and a
// provider's own banners.
import { and, asc, eq } from 'drizzle-orm';

import { rentalBanners, vehicleReviews, vehicles } from '../db/schema/rental.ts';
import { ApiError, forbidden } from '../lib/http/errors.ts';
import { defineHandlers, type ApiRequest } from '../lib/http/handler.ts';
import { listPage } from '../lib/http/scope.ts';
import { findProvider, providersOfZones } from '../lib/rental/catalogue.ts';
import { serializeRentalBanners, vehicleReviewPage } from '../lib/rental/reviews-and-banners.ts';
import { serializeProviders } from '../lib/rental/serializers.ts';
import { couponsHandlers } from './coupons.ts';

const vehicleNotFound = () => new ApiError(404, { error: 'vehicle_not_found' });
const providerNotFound = () => new ApiError(404, { error: 'provider_not_found' });

/** The moduleId header must name the rental module. */
const rentalModule = (req: { scope: ApiRequest<'getRentalCoupons'>['scope'] }) => {
  const module = req.scope.module(true);
  if (module.moduleType !== 'rental') throw forbidden('moduleId', 'This is not the rental module.');
  return module;
};

type ProviderRow = Awaited<ReturnType<typeof providersOfZones>>[number];

export const rentalExtrasHandlers = defineHandlers((ctx) => {
  const coupons = couponsHandlers(ctx);
  /** A page of the zones' providers in this order, as `providers` and as `stores` (what 6amMart web reads). */
  const providerPage = async (
    req: ApiRequest<'getPopularRentalProviders'>,
    order: (a: ProviderRow, b: ProviderRow) => number,
  ) => {
    rentalModule(req);
    const rows = (await providersOfZones(ctx.db, req.scope.zoneIds(true))).sort(order);
    const page = listPage(rows, req.scope.page(req.query));
    const providers = await serializeProviders(ctx.db, page.rows, req.scope.serialize);
    return { ...page.envelope, providers, stores: providers };
  };
  return {
    // the coupon list's rules (running, for this customer, zone-wise in the zones) on the rental module; a provider
    // is the rental module's store
    getRentalCoupons: async (req) => {
      // 6amMart answers another module's moduleId with an empty list (its web client asks from any module)
      if (req.scope.module(true).moduleType !== 'rental') return [];
      const { provider_id, ...rest } = req.query;
      const asCouponList = Object.assign(req, {
        query: { ...rest, ...(provider_id ? { store_id: provider_id } : {}) },
      }) as unknown as ApiRequest<'getCoupons'>;
      if (provider_id && !(await findProvider(ctx.db, provider_id))) throw providerNotFound();
      return coupons.getCoupons(asCouponList);
    },

    // coupon/apply's rules with the provider as the store (6amMart's rental coupon is a store_wise coupon of providers)
    applyRentalCoupon: async (req) => {
      const { provider_id, ...rest } = req.query;
      if (!(await findProvider(ctx.db, provider_id))) throw providerNotFound();
      const asCouponApply = Object.assign(req, {
        query: { ...rest, store_id: provider_id },
      }) as unknown as ApiRequest<'applyCoupon'>;
      return coupons.applyCoupon(asCouponApply);
    },

    getPopularRentalProviders: async (req) => providerPage(req, (a, b) => b.orderCount - a.orderCount || a.id - b.id),

    getLatestRentalProviders: async (req) =>
      providerPage(req, (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id),

    getRentalVehicleReviews: async (req) => {
      rentalModule(req);
      const [vehicle] = await ctx.db
        .select({ id: vehicles.id, status: vehicles.status })
        .from(vehicles)
        .where(eq(vehicles.id, req.params.id));
      if (!vehicle || vehicle.status !== 1) throw vehicleNotFound();
      const page = req.scope.page(req.query);
      const { total, reviews } = await vehicleReviewPage(
        ctx.db,
        eq(vehicleReviews.vehicleId, vehicle.id),
        page,
        req.scope.locale,
      );
      return { total_size: total, limit: page.limit, offset: page.offset, reviews };
    },

    getRentalProviderBanners: async (req) => {
      rentalModule(req);
      const provider = await findProvider(ctx.db, req.params.provider_id);
      if (!provider) throw providerNotFound();
      const rows = await ctx.db
        .select()
        .from(rentalBanners)
        .where(
          and(
            eq(rentalBanners.status, 1),
            eq(rentalBanners.type, 'provider_wise'),
            eq(rentalBanners.data, String(provider.id)),
          ),
        )
        .orderBy(asc(rentalBanners.id));
      return serializeRentalBanners(ctx.db, rows, req.scope.serialize); // a plain array, as 6amMart answers
    },
  };
});
