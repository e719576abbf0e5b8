// Store orders (openapi/src/orders.yaml): place (one Idempotency-Key per checkout attempt), track (the order with its
// amounts, for guests with their contact number), details (its lines) and cancel. /my-orders builds on these.
import { queryOptions } from '@tanstack/react-query';
import type { components, operations } from '../../openapi/storefront.d.ts';
import { api, unwrap } from './client.ts';
import { guestParams, session } from '../session/storage.ts';

export type PlaceOrderBody = NonNullable<operations['placeOrder']['requestBody']>['content']['application/json'];
export type PlacedOrder = operations['placeOrder']['responses']['200']['content']['application/json'];
export type Order = components['schemas']['Order'];

/** POST /api/v1/customer/order/place: the key makes a retried or doubled request answer the first order again. */
export const placeOrder = (body: PlaceOrderBody, idempotencyKey: string) =>
  unwrap(
    api.POST('/api/v1/customer/order/place', {
      params: {
        header: { 'Idempotency-Key': idempotencyKey, moduleId: String(session.module()?.id ?? '') },
      },
      body: { ...body, ...guestParams() },
    }),
  );

/** GET /api/v1/customer/order/track: the order (amounts, status, address); guests add the contact number. */
export const trackOrder = (orderId: number, contactNumber?: string) =>
  unwrap(
    api.GET('/api/v1/customer/order/track', {
      params: {
        query: { order_id: orderId, ...(contactNumber ? { contact_number: contactNumber } : {}), ...guestParams() },
      },
    }),
  );

/** GET /api/v1/customer/order/details: the order's lines. */
export const fetchOrderLines = (orderId: number) =>
  unwrap(api.GET('/api/v1/customer/order/details', { params: { query: { order_id: orderId, ...guestParams() } } }));

export const orderQueries = {
  track: (orderId: number, contactNumber?: string) =>
    queryOptions({
      queryKey: ['orders', 'track', orderId, contactNumber ?? null],
      queryFn: () => trackOrder(orderId, contactNumber),
    }),
};
