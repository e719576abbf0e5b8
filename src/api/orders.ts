// Store orders (openapi/src/orders.yaml): place (one Idempotency-Key per checkout attempt), track (the order with its
// amounts, for guests with their contact number), details (its lines) and cancel. /my-orders builds on these.
import { queryOptions } from '@tanstack/react-query';
import type { components, operations } from '../../openapi/storefront.d.ts';
import { api, unwrap } from './client.ts';
import { guestParams, session } from '../session/storage.ts';

export type PlaceOrderBody = NonNullable<operations['placeOrder']['requestBody']>['content']['application/json'];
export type PlacedOrder = operations['placeOrder']['responses']['200']['content']['application/json'];
export type Order = components['schemas']['Order'];

/** The body as multipart/form-data (6amMart's way with prescription images): null fields left out, files as `order_attachment[]`. */
export function placeOrderForm(body: Record<string, unknown>, attachments: readonly Blob[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body))
    if (value !== null && value !== undefined)
      form.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  for (const file of attachments)
    form.append('order_attachment[]', file, file instanceof File ? file.name : 'prescription');
  return form;
}

/**
 * POST /api/v1/customer/order/place: the key makes a retried or doubled request answer the first order again.
 * With prescription images the body goes as multipart/form-data.
 */
export const placeOrder = (body: PlaceOrderBody, idempotencyKey: string, attachments: readonly Blob[] = []) =>
  unwrap(
    api.POST('/api/v1/customer/order/place', {
      params: {
        header: { 'Idempotency-Key': idempotencyKey, moduleId: String(session.module()?.id ?? '') },
      },
      body: { ...body, ...guestParams() },
      ...(attachments.length
        ? { bodySerializer: (b: unknown) => placeOrderForm(b as Record<string, unknown>, attachments) }
        : {}),
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
