// More of the rental module: its coupons, the most booked providers, a vehicle's reviews and a provider's own
// banners.
import { couponAskerOf, couponsAvailableTo, couponToApplyFor } from '../lib/coupons/coupon-list.ts';
import { forbidden } from '../lib/http/errors.ts';
import { defineHandlers, type ApiRequest } from '../lib/http/handler.ts';
import { findProvider } from '../lib/rental/catalogue.ts';
import { providerBannersOf, serializeRentalBanners, vehicleReviewPage } from '../lib/rental/reviews-and-banners.ts';
import { providerNotFound } from '../lib/rental/vehicle-lists.ts';
import { activeVehicle, providerPage, type ProviderOrder } from '../lib/rental/providers.ts';

/** The moduleId header must name the rental module. */
const rentalModule = (req: { scope: ApiRequest<'getRentalCoupons'>['scope'] }) => {
  const module = req.scope.module(true);
  if (module.moduleType !== 'rental') throw forbidden('moduleId', 'This is not the rental module.');
  return module;
};

export const rentalExtrasHandlers = defineHandlers((ctx) => {
  /** A page of the zones' providers in this order, as `providers` and as `stores` (what 6amMart web reads). */
  const providers = async (req: ApiRequest<'getPopularRentalProviders'>, order: ProviderOrder) => {
    rentalModule(req);
    return providerPage(ctx.db, req.scope.zoneIds(true), order, req.scope.page(req.query), req.scope.serialize);
  };
  return {
    // the coupon list's rules (running, for this customer, zone-wise in the zones) on the rental module; a provider
    // is the rental module's store
    getRentalCoupons: async (req) => {
      // 6amMart answers another module's moduleId with an empty list (its web client asks from any module)
      if (req.scope.module(true).moduleType !== 'rental') return [];
      const { provider_id } = req.query;
      if (provider_id && !(await findProvider(ctx.db, provider_id))) throw providerNotFound();
      return couponsAvailableTo(ctx.db, couponAskerOf(req, ctx.now(), provider_id || undefined));
    },

    // coupon/apply's rules with the provider as the store (6amMart's rental coupon is a store_wise coupon of providers)
    applyRentalCoupon: async (req) => {
      const { provider_id, code } = req.query;
      if (!(await findProvider(ctx.db, provider_id))) throw providerNotFound();
      return couponToApplyFor(ctx.db, req, code, provider_id, ctx.now());
    },

    getPopularRentalProviders: async (req) => providers(req, 'most_booked'),

    getLatestRentalProviders: async (req) => providers(req, 'latest'),

    getRentalVehicleReviews: async (req) => {
      rentalModule(req);
      const vehicle = await activeVehicle(ctx.db, req.params.id);
      const page = req.scope.page(req.query);
      const { total, reviews } = await vehicleReviewPage(ctx.db, { vehicleId: vehicle.id }, page, req.scope.locale);
      return { total_size: total, limit: page.limit, offset: page.offset, reviews };
    },

    getRentalProviderBanners: async (req) => {
      rentalModule(req);
      const provider = await findProvider(ctx.db, req.params.provider_id);
      if (!provider) throw providerNotFound();
      const rows = await providerBannersOf(ctx.db, provider.id);
      return serializeRentalBanners(ctx.db, rows, req.scope.serialize); // a plain array, as 6amMart answers
    },
  };
});
