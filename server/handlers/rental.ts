// Rental catalogue (/api/v1/rental/vehicle/*, /banners, /provider/*) and the rental wishlist.
import { defineHandlers } from '../lib/http/handler.ts';
import { rentalBannersOf, serializeRentalBanners } from '../lib/rental/reviews-and-banners.ts';
import {
  providerDetails,
  providerReviewPage,
  providerVehiclePage,
  topRatedVehiclePage,
  vehicleBrandPage,
  vehicleCategoryPage,
  vehicleDetails,
} from '../lib/rental/vehicle-lists.ts';
import {
  addToRentalWishlist,
  rentalWishlistOf,
  rentalWishlistTarget,
  removeFromRentalWishlist,
} from '../lib/rental/wishlist.ts';
import { searchVehicles } from '../lib/rental/vehicle-search.ts';

export const rentalHandlers = defineHandlers((ctx) => ({
  searchVehicles: async (req) => {
    req.scope.module();
    const zoneIds = req.scope.zoneIds(true);
    return searchVehicles(ctx.db, req.query, zoneIds, req.scope.page(req.query), req.scope.serialize);
  },

  getTopRatedVehicles: async (req) => {
    req.scope.module();
    const zoneIds = req.scope.zoneIds(true);
    return topRatedVehiclePage(ctx.db, zoneIds, req.scope.page(req.query), req.scope.serialize);
  },

  getVehicleCategories: async (req) => {
    req.scope.module();
    return vehicleCategoryPage(ctx.db, req.query, req.scope.page(req.query), req.scope.serialize.locale);
  },

  getVehicleBrands: async (req) => {
    req.scope.module();
    return vehicleBrandPage(ctx.db, req.query.search, req.scope.page(req.query), req.scope.serialize.locale);
  },

  getVehicleDetails: async (req) => {
    req.scope.module();
    return vehicleDetails(ctx.db, req.params.id, req.scope.serialize);
  },

  getProviderVehicles: async (req) => {
    req.scope.module();
    return providerVehiclePage(ctx.db, req.query, req.scope.page(req.query), req.scope.serialize);
  },

  getRentalBanners: async (req) => {
    req.scope.module();
    const opts = req.scope.serialize;
    const rows = await rentalBannersOf(ctx.db, req.scope.zoneIds(true), req.query.provider_id);
    return { banners: await serializeRentalBanners(ctx.db, rows, opts) };
  },

  getRentalProviderDetails: async (req) => {
    req.scope.module();
    return providerDetails(ctx.db, req.params.id, req.scope.serialize);
  },

  getRentalProviderReviews: async (req) => {
    req.scope.module();
    return providerReviewPage(ctx.db, req.params.id, req.scope.page(req.query), req.scope.serialize);
  },

  getRentalWishlist: async (req) => {
    req.scope.module();
    return rentalWishlistOf(ctx.db, req.user!.id, req.scope.serialize);
  },

  addRentalWishlist: async (req) => {
    req.scope.module();
    await addToRentalWishlist(ctx.db, req.user!.id, rentalWishlistTarget(req.query));
    return { message: 'Added to your wishlist successfully.' };
  },

  removeRentalWishlist: async (req) => {
    req.scope.module();
    await removeFromRentalWishlist(ctx.db, req.user!.id, rentalWishlistTarget(req.query));
    return { message: 'Removed from your wishlist successfully.' };
  },
}));
