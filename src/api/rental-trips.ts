// Trips (openapi/src/trips.yaml, all under /api/v1/rental/user/trip, guest_id or bearer): booking the trip cart
// (one Idempotency-Key per attempt), paying, the trip lists of /my-trips (all, running, completed), a trip's details
// and cancelling a pending trip.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { components, operations } from '../../openapi/storefront.d.ts';
import { api, unwrap } from './client.ts';
import { guestParams, ownerKey, requestOwner, session } from '../session/storage.ts';

export type Trip = components['schemas']['Trip'];
export type TripDetail = components['schemas']['TripDetail'];
export type BookTripBody = NonNullable<operations['bookTrip']['requestBody']>['content']['application/json'];
export type PayTripBody = NonNullable<operations['payTrip']['requestBody']>['content']['application/json'];
export type TripListType = 'all' | 'running' | 'completed';

const moduleHeader = () => ({ moduleId: String(session.module()?.id ?? '') });

/** Trips per page of /my-trips. */
export const TRIP_PAGE_SIZE = 10;

/** POST trip-booking: the key makes a retried or doubled request answer the first booking again. */
export const bookTrip = (body: BookTripBody, idempotencyKey: string) =>
  unwrap(
    api.POST('/api/v1/rental/user/trip/trip-booking', {
      params: { header: { 'Idempotency-Key': idempotencyKey, ...moduleHeader() } },
      body: { ...body, guest_id: guestParams().guest_id ?? null },
    }),
  );

/** POST payment: cash_payment, wallet or digital_payment (answers the payment page's `redirect_link`). */
export const payTrip = (body: Omit<PayTripBody, 'guest_id'>, idempotencyKey: string) =>
  unwrap(
    api.POST('/api/v1/rental/user/trip/payment', {
      params: { header: { 'Idempotency-Key': idempotencyKey, ...moduleHeader() } },
      body: { ...body, guest_id: guestParams().guest_id ?? null },
    }),
  );

/** PUT cancel-trip (pending trips only), with the reason. */
export const cancelTrip = (tripId: number, reason: string | null) =>
  unwrap(
    api.PUT('/api/v1/rental/user/trip/cancel-trip', {
      params: { header: moduleHeader() },
      body: { trip_id: tripId, reason, guest_id: guestParams().guest_id ?? null },
    }),
  );

export const tripQueries = {
  /** One tab of /my-trips, paged by offset (1-based pages). */
  list: (type: TripListType) =>
    infiniteQueryOptions({
      queryKey: ['trips', 'list', ownerKey(requestOwner()), type],
      queryFn: ({ pageParam }) =>
        unwrap(
          api.GET('/api/v1/rental/user/trip/get-trip-list/{type}', {
            params: { path: { type }, query: { limit: TRIP_PAGE_SIZE, offset: pageParam, ...guestParams() } },
          }),
        ),
      initialPageParam: 1,
      getNextPageParam: (last, pages) =>
        pages.reduce((n, p) => n + p.trips.length, 0) < last.total_size ? pages.length + 1 : undefined,
    }),
  details: (tripId: number) =>
    queryOptions({
      queryKey: ['trips', 'details', ownerKey(requestOwner()), tripId],
      queryFn: () =>
        unwrap(
          api.GET('/api/v1/rental/user/trip/get-trip-details', {
            params: { query: { trip_id: tripId, ...guestParams() }, header: moduleHeader() },
          }),
        ),
    }),
};

export type TripReviewBody = Omit<
  NonNullable<operations['addTripReview']['requestBody']>['content']['application/json'],
  'guest_id'
>;

/** POST /rental/user/review/add (openapi/src/rental-reviews.yaml): one vehicle of a completed trip, once. */
export const addTripReview = (body: TripReviewBody) =>
  unwrap(
    api.POST('/api/v1/rental/user/review/add', {
      params: { header: moduleHeader() },
      body: { ...body, guest_id: guestParams().guest_id ?? null },
    }),
  );
