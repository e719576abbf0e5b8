// The rental module's calls (spec part 2 §7, all under /api/v1/rental): vehicle search, vehicle and provider
// details, the trip cart's mutations (each answers the whole cart) and trips. The trip cart query itself is
// `cartQueries.rental()` in src/api/cart.ts (the drawer and the badge read it too).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { components } from '../../openapi/storefront.d.ts';
import { api, unwrap } from './client.ts';
import { guestParams, session } from '../session/storage.ts';
import { rentalModuleHeader as moduleHeader } from './rental-module.ts';
import { zoneIdOrDefault } from './default-place.ts';
import type { TripCart, TripRequest } from '../../domain/trip-cart.ts';

export type Vehicle = components['schemas']['Vehicle'];
export type RentalProvider = components['schemas']['RentalProvider'];
export type RentalCart = components['schemas']['RentalCart'];
export type RentalCartLine = components['schemas']['RentalCartLine'];

/** Vehicles per page of the search (6amMart's default limit). */
export const VEHICLE_PAGE_SIZE = 12;

/** The search page's filters and sorting (part 2 §2 `/rental/vehicle-search`). */
export interface VehicleFilters {
  name?: string;
  categoryIds?: number[];
  brandIds?: number[];
  seats?: string;
  airCondition?: boolean;
  transmission?: string;
  fuel?: string;
  minPrice?: number;
  maxPrice?: number;
  topRated?: boolean;
  sort?: 'low_to_high' | 'high_to_low';
  tripType?: TripRequest['rental_type'];
  pickup?: { lat: number; lng: number } | null;
}

const json = (value: unknown) => JSON.stringify(value);

/** The query of GET /vehicle/search for the filters (only the ones set). */
export function searchQuery(f: VehicleFilters) {
  return {
    ...(f.name ? { name: f.name } : {}),
    ...(f.categoryIds?.length ? { category_ids: json(f.categoryIds) } : {}),
    ...(f.brandIds?.length ? { brand_ids: json(f.brandIds) } : {}),
    ...(f.seats ? { seating_capacity: f.seats } : {}),
    ...(f.airCondition ? { air_condition: 1 as const } : {}),
    ...(f.transmission ? { transmission_type: f.transmission } : {}),
    ...(f.fuel ? { fuel_type: f.fuel } : {}),
    ...(f.minPrice !== undefined ? { min_price: f.minPrice } : {}),
    ...(f.maxPrice !== undefined ? { max_price: f.maxPrice } : {}),
    ...(f.topRated ? { top_rated: 1 as const } : {}),
    ...(f.sort ? { sortby_price: f.sort } : {}),
    ...(f.tripType ? { trip_type: f.tripType } : {}),
    ...(f.pickup ? { pickup_location: json({ lat: f.pickup.lat, lng: f.pickup.lng }) } : {}),
  };
}

export const searchVehicles = async (f: VehicleFilters, offset: number) =>
  unwrap(
    api.GET('/api/v1/rental/vehicle/search', {
      params: {
        header: { zoneId: await zoneIdOrDefault(), ...(await moduleHeader()) },
        query: { ...searchQuery(f), limit: VEHICLE_PAGE_SIZE, offset },
      },
    }),
  );

export const rentalQueries = {
  /** The search page: infinite paging by offset (1-based pages). */
  search: (f: VehicleFilters) =>
    infiniteQueryOptions({
      queryKey: ['rental', 'search', session.module()?.id ?? null, session.zoneId(), f],
      queryFn: ({ pageParam }) => searchVehicles(f, pageParam),
      initialPageParam: 1,
      getNextPageParam: (last, pages) =>
        pages.reduce((n, p) => n + p.vehicles.length, 0) < last.total_size ? pages.length + 1 : undefined,
    }),
  vehicle: (id: number) =>
    queryOptions({
      queryKey: ['rental', 'vehicle', id],
      queryFn: async () =>
        unwrap(
          api.GET('/api/v1/rental/vehicle/get-vehicle-details/{id}', {
            params: { path: { id }, header: await moduleHeader() },
          }),
        ),
    }),
  provider: (id: number) =>
    queryOptions({
      queryKey: ['rental', 'provider', id],
      queryFn: async () =>
        unwrap(
          api.GET('/api/v1/rental/provider/get-provider-details/{id}', {
            params: { path: { id }, header: await moduleHeader() },
          }),
        ),
    }),
  providerReviews: (id: number) =>
    queryOptions({
      queryKey: ['rental', 'provider-reviews', id],
      queryFn: async () =>
        unwrap(
          api.GET('/api/v1/rental/provider/get-provider-reviews/{id}', {
            params: { path: { id }, header: await moduleHeader(), query: { limit: 10, offset: 1 } },
          }),
        ),
    }),
  providerVehicles: (providerId: number) =>
    queryOptions({
      queryKey: ['rental', 'provider-vehicles', providerId],
      queryFn: async () =>
        unwrap(
          api.GET('/api/v1/rental/vehicle/get-provider-vehicles', {
            params: { header: await moduleHeader(), query: { provider_id: providerId, limit: 25, offset: 1 } },
          }),
        ),
    }),
  brands: () =>
    queryOptions({
      queryKey: ['rental', 'brands', session.module()?.id ?? null],
      queryFn: async () =>
        unwrap(
          api.GET('/api/v1/rental/vehicle/brand-list', {
            params: { header: await moduleHeader(), query: { limit: 50, offset: 1 } },
          }),
        ),
    }),
  categories: () =>
    queryOptions({
      queryKey: ['rental', 'categories', session.module()?.id ?? null],
      queryFn: async () =>
        unwrap(
          api.GET('/api/v1/rental/vehicle/category-list', {
            params: { header: await moduleHeader(), query: { limit: 50, offset: 1 } },
          }),
        ),
    }),
};

// --- The trip cart's mutations (part 2 §7) ------------------------------------------------------------------

/** The trip fields every cart call sends, with guest_id (null when signed in). */
const tripBody = (trip: TripRequest) => ({
  rental_type: trip.rental_type,
  estimated_hours: trip.rental_type === 'hourly' ? trip.estimated_hours : null,
  distance: trip.rental_type === 'distance_wise' ? trip.distance : null,
  destination_time: trip.rental_type === 'distance_wise' ? trip.destination_time : null,
  pickup_time: trip.pickup_time,
  pickup_location: trip.pickup_location,
  destination_location: trip.destination_location,
  guest_id: guestParams().guest_id ?? null,
});

export const addVehicleToCart = async (input: { vehicle_id: number; quantity: number; trip: TripRequest }) =>
  unwrap(
    api.POST('/api/v1/rental/user/cart/add-to-cart', {
      params: { header: await moduleHeader() },
      body: { ...tripBody(input.trip), vehicle_id: input.vehicle_id, quantity: input.quantity, user_id: null },
    }),
  );

export const updateCartTrip = async (input: { user_data_id: number; trip: TripRequest }) =>
  unwrap(
    api.PUT('/api/v1/rental/user/cart/update-user-data/{user_data_id}', {
      params: { path: { user_data_id: input.user_data_id }, header: await moduleHeader() },
      body: tripBody(input.trip),
    }),
  ) as Promise<RentalCart>;

export const updateCartQuantity = async (input: { cart_id: number; quantity: number }) =>
  unwrap(
    api.PUT('/api/v1/rental/user/cart/update-cart', {
      params: { header: await moduleHeader() },
      body: { cart_id: input.cart_id, quantity: input.quantity, guest_id: guestParams().guest_id ?? null },
    }),
  );

export const removeCartVehicle = async (cartId: number) =>
  unwrap(
    api.DELETE('/api/v1/rental/user/cart/remove-vehicle/{cart_id}', {
      params: { path: { cart_id: cartId }, header: await moduleHeader(), query: guestParams() },
    }),
  );

export const removeCartVehicles = async (cartIds: number[]) =>
  unwrap(
    api.DELETE('/api/v1/rental/user/cart/remove-multiple-cart', {
      params: { header: await moduleHeader(), query: { cart_ids: json(cartIds), ...guestParams() } },
    }),
  );

export const clearTripCart = async () =>
  unwrap(
    api.DELETE('/api/v1/rental/user/cart/remove-cart', {
      params: { header: await moduleHeader(), query: guestParams() },
    }),
  );

/** The trip cart rules' view of the server's cart (domain/trip-cart.ts). */
export const tripCartOf = (cart: RentalCart | undefined): TripCart => ({
  lines: (cart?.carts ?? []).map((l) => ({
    id: l.id,
    vehicle_id: l.vehicle_id,
    provider_id: l.provider_id,
    quantity: l.quantity,
    total_vehicles: l.vehicle.total_vehicles,
  })),
  trip: cart?.user_data
    ? {
        id: cart.user_data.id,
        rental_type: cart.user_data.rental_type,
        estimated_hours: cart.user_data.estimated_hours,
      }
    : null,
});
