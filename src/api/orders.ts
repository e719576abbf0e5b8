// Store orders (openapi/src/orders.yaml): place (one Idempotency-Key per checkout attempt), track (the order with its
// amounts, for guests with their contact number), details (its lines) and cancel. /my-orders builds on these.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { components, operations } from '../../openapi/storefront.d.ts';
import { api, unwrap } from './client.ts';
import { multipartForm } from './multipart.ts';
import { nextPageOf } from './paging.ts';
import { guestParams, session } from '../session/storage.ts';
import { itemOf, variationsOf } from './item-shape.ts';
import { storeOf } from './stores.ts';
import type { CartVariation } from '../../domain/item-options.ts';
import { eachOf, oneOrNull, pageOf, shapeOf, type FieldRules } from './lenient.ts';

export type PlaceOrderBody = NonNullable<operations['placeOrder']['requestBody']>['content']['application/json'];
export type PlacedOrder = operations['placeOrder']['responses']['200']['content']['application/json'];
export type Order = Omit<components['schemas']['Order'], 'details'> & { details?: OrderLine[] };
type Item = components['schemas']['Item'];
/** An order line: its item as itemOf reads it, its chosen variation typed as the cart's (variationsOf). */
export type OrderLine = Omit<components['schemas']['OrderDetail'], 'variation' | 'item_details'> & {
  item_details: Item;
  variation: CartVariation[];
};

// The order resource's normaliser (docs/6ammart-clients.md, "What each version sends"): 6amMart keeps an order's
// delivery address, and a line's item, variation and add-ons, as JSON text, which some versions send as they are
// stored; amounts come as numbers or numeric text.

/** An order line of any version: its item through itemOf, its variation and add-ons as lists, amounts as numbers. */
export const orderLineOf = (value: unknown): OrderLine =>
  shapeOf<OrderLine>(value, {
    id: 'integer',
    order_id: 'integer',
    item_id: 'integerOrNull',
    item_campaign_id: 'integerOrNull',
    item_details: itemOf,
    quantity: 'integer',
    price: 'number',
    variation: variationsOf,
    add_ons: eachOf((a) =>
      shapeOf<OrderLine['add_ons'][number]>(a, { id: 'integer', name: 'text', price: 'number', quantity: 'integer' }),
    ),
    discount_on_item: 'number',
    tax_amount: 'number',
    total_add_on_price: 'number',
  });

const orderRules: FieldRules<Order> = {
  id: 'integer',
  user_id: 'integerOrNull',
  is_guest: 'flag',
  store_id: 'integerOrNull',
  module_id: 'integer',
  zone_id: 'integer',
  order_amount: 'number',
  store_discount_amount: 'number',
  coupon_discount_amount: 'number',
  total_tax_amount: 'number',
  tax_percentage: 'number',
  delivery_charge: 'number',
  original_delivery_charge: 'number',
  additional_charge: 'number',
  dm_tips: 'number',
  partially_paid_amount: 'number',
  delivery_address: 'objectOrNull',
  distance: 'number',
  scheduled: 'flag',
  cutlery: 'flag',
  otp: 'text',
  details_count: 'integer',
  store: oneOrNull((store) => storeOf(store) as NonNullable<Order['store']>),
  delivery_man: 'objectOrNull',
  parcel_category_id: 'integerOrNull',
  receiver_details: 'objectOrNull',
  order_attachment_full_url: 'texts',
  details: eachOf(orderLineOf),
};

/** An order of any version as the app reads it (lists, details and tracking). */
export const orderOf = (value: unknown): Order => shapeOf<Order>(value, orderRules);

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
export const trackOrder = async (orderId: number, contactNumber?: string): Promise<Order> =>
  orderOf(
    await unwrap(
      api.GET('/api/v1/customer/order/track', {
        params: {
          query: { order_id: orderId, ...(contactNumber ? { contact_number: contactNumber } : {}), ...guestParams() },
        },
      }),
    ),
  );

/**
 * GET /api/v1/customer/order/details: the order's lines. For a parcel 6amMart answers the order itself (a parcel has
 * no lines), read here as no lines.
 */
export const fetchOrderLines = async (orderId: number): Promise<OrderLine[]> => {
  const answer = await unwrap(
    api.GET('/api/v1/customer/order/details', { params: { query: { order_id: orderId, ...guestParams() } } }),
  );
  return Array.isArray(answer) ? eachOf(orderLineOf)(answer) : [];
};

/** The order as the track call answers it (what the details and track pages read). */
export type TrackedOrder = Awaited<ReturnType<typeof trackOrder>>;

export const orderQueries = {
  track: (orderId: number, contactNumber?: string) =>
    queryOptions({
      queryKey: ['orders', 'track', orderId, contactNumber ?? null],
      queryFn: () => trackOrder(orderId, contactNumber),
    }),
};

// --- My orders, cancel and trip tracking (issue 11 item 4) ---------------------------------------------------------

export type CancellationReason = components['schemas']['CancellationReason'];
export type Trip = components['schemas']['Trip'];

/** Orders per page of /my-orders. */
export const ORDERS_PAGE_SIZE = 10;

/** The two tabs of /my-orders: orders under way, and every order (6amMart's "History"). */
export type OrderListKind = 'running' | 'history';

/** GET /api/v1/customer/order/running-orders or /list: one page (offset = page number, from 1) of the customer's orders. */
export const fetchOrders = async (kind: OrderListKind, page: number): Promise<OrderPage> => {
  const init = { params: { query: { limit: ORDERS_PAGE_SIZE, offset: page } } };
  return orderPageOf(
    await (kind === 'running'
      ? unwrap(api.GET('/api/v1/customer/order/running-orders', init))
      : unwrap(api.GET('/api/v1/customer/order/list', init))),
  );
};

/** A page of the customer's orders. */
export interface OrderPage {
  total_size: number;
  limit: number;
  offset: number;
  orders: Order[];
}

/** A page of orders of any version: its counts as numbers, each order through orderOf. */
export const orderPageOf = (answer: unknown): OrderPage => pageOf(answer, 'orders', orderOf);
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
