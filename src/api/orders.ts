// Store orders (openapi/src/orders.yaml): place (one Idempotency-Key per checkout attempt), track (the order with its
// amounts, for guests with their contact number), details (its lines) and cancel. /my-orders builds on these.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { components, operations } from '../../openapi/storefront.d.ts';
import { api, unwrap } from './client.ts';
import { multipartForm } from './multipart.ts';
import { nextPageOf } from './paging.ts';
import { guestParams, session } from '../session/storage.ts';
import type { Order, OrderLine, OrderPage } from './order-shape.ts';
import { readWith } from './lenient.ts';

export type PlaceOrderBody = NonNullable<operations['placeOrder']['requestBody']>['content']['application/json'];
export type { Order, OrderLine, OrderPage };
export type PlacedOrder = operations['placeOrder']['responses']['200']['content']['application/json'];

/** The body as multipart/form-data (6amMart's way with prescription images): files as `order_attachment[]`. */
export const placeOrderForm = (body: Record<string, unknown>, attachments: readonly Blob[]): FormData =>
  multipartForm(body, { 'order_attachment[]': attachments }, 'prescription');

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
/** The order normalisers, loaded with the answers they read. */
const orderShape = () => import('./order-shape.ts');

export const trackOrder = (orderId: number, contactNumber?: string): Promise<Order> =>
  readWith(
    unwrap(
      api.GET('/api/v1/customer/order/track', {
        params: {
          query: { order_id: orderId, ...(contactNumber ? { contact_number: contactNumber } : {}), ...guestParams() },
        },
      }),
    ),
    orderShape(),
    (m, a) => m.orderOf(a),
  );

/**
 * GET /api/v1/customer/order/details: the order's lines. For a parcel 6amMart answers the order itself (a parcel has
 * no lines), read here as no lines.
 */
export const fetchOrderLines = (orderId: number): Promise<OrderLine[]> =>
  readWith(
    unwrap(api.GET('/api/v1/customer/order/details', { params: { query: { order_id: orderId, ...guestParams() } } })),
    orderShape(),
    (m, answer) => (Array.isArray(answer) ? m.orderLinesOf(answer) : []),
  );

/** The order as the track call answers it (what the details and track pages read). */
export type TrackedOrder = Awaited<ReturnType<typeof trackOrder>>;

export const orderQueries = {
  track: (orderId: number, contactNumber?: string) =>
    queryOptions({
      queryKey: ['orders', 'track', orderId, contactNumber ?? null],
      queryFn: () => trackOrder(orderId, contactNumber),
    }),
};

// --- My orders, cancel and trip tracking ---------------------------------------------------------

export type CancellationReason = components['schemas']['CancellationReason'];
export type Trip = components['schemas']['Trip'];

/** Orders per page of /my-orders. */
export const ORDERS_PAGE_SIZE = 10;

/** The two tabs of /my-orders: orders under way, and every order (6amMart's "History"). */
export type OrderListKind = 'running' | 'history';

/** GET /api/v1/customer/order/running-orders or /list: one page (offset = page number, from 1) of the customer's orders. */
export const fetchOrders = (kind: OrderListKind, page: number): Promise<OrderPage> => {
  const init = { params: { query: { limit: ORDERS_PAGE_SIZE, offset: page } } };
  return readWith(
    kind === 'running'
      ? unwrap(api.GET('/api/v1/customer/order/running-orders', init))
      : unwrap(api.GET('/api/v1/customer/order/list', init)),
    orderShape(),
    (m, a) => m.orderPageOf(a),
  );
};

/** An order as the lists answer it. */
export type ListedOrder = OrderPage['orders'][number];

/** The next page of an order list (src/api/paging.ts). */
const nextOrderPage = nextPageOf((page: OrderPage) => page.orders);

/** GET /api/v1/customer/order/cancellation-reasons?type=customer: the reasons a customer may give. */
export const fetchCancellationReasons = () =>
  unwrap(
    api.GET('/api/v1/customer/order/cancellation-reasons', {
      params: { query: { type: 'customer', limit: 50, offset: 1 } },
    }),
  ).then((page) => page.reasons);

/** PUT /api/v1/customer/order/cancel with the chosen reason → the server's message. */
export const cancelOrder = (orderId: number, reason: string) =>
  unwrap(api.PUT('/api/v1/customer/order/cancel', { body: { order_id: orderId, reason, ...guestParams() } }));

/** GET /api/v1/rental/user/trip/get-trip-details: a trip ('Track Trip'); guests add the contact number. */
export const trackTrip = (tripId: number, contactNumber?: string) =>
  unwrap(
    api.GET('/api/v1/rental/user/trip/get-trip-details', {
      params: {
        query: { trip_id: tripId, ...(contactNumber ? { contact_number: contactNumber } : {}), ...guestParams() },
        header: { moduleId: String(session.module()?.id ?? '') },
      },
    }),
  );

export const myOrderQueries = {
  list: (kind: OrderListKind) =>
    infiniteQueryOptions({
      queryKey: ['orders', 'list', kind],
      queryFn: ({ pageParam }) => fetchOrders(kind, pageParam),
      initialPageParam: 1,
      getNextPageParam: nextOrderPage,
    }),
  /** The order with its store and amounts (GET track: the customer's own order). */
  order: (orderId: number) =>
    queryOptions({ queryKey: ['orders', 'order', orderId], queryFn: () => trackOrder(orderId) }),
  lines: (orderId: number) =>
    queryOptions({ queryKey: ['orders', 'lines', orderId], queryFn: () => fetchOrderLines(orderId) }),
  trip: (tripId: number, contactNumber?: string) =>
    queryOptions({
      queryKey: ['orders', 'trip', tripId, contactNumber ?? null],
      queryFn: () => trackTrip(tripId, contactNumber),
    }),
};
