// After a delivered order: the refund reasons and the refund request (openapi/src/refunds.yaml, order-extras.yaml).
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../openapi/storefront.d.ts';
import { api, unwrap } from './client.ts';
import { multipartForm } from './multipart.ts';

export type OrderRefund = components['schemas']['OrderRefund'];

/** GET /api/v1/customer/order/refund-reasons: the reasons a customer may give, as the server words them. */
export const fetchRefundReasons = async (): Promise<string[]> =>
  (await unwrap(api.GET('/api/v1/customer/order/refund-reasons'))).refund_reasons.map((r) => r.reason);

/** The reasons the refund dialog offers. */
export const refundReasonsQuery = () =>
  queryOptions({ queryKey: ['order-reasons', 'refund'], queryFn: fetchRefundReasons });

export interface RefundRequest {
  orderId: number;
  reason: string;
  note: string;
  images: readonly Blob[];
}

/** The request as 6amMart's multipart form: `order_id`, `customer_reason`, `customer_note`, the images as `image[]`. */
export const refundRequestForm = ({ orderId, reason, note, images }: RefundRequest): FormData =>
  multipartForm(
    { order_id: orderId, customer_reason: reason, customer_note: note.trim() || null },
    { 'image[]': images },
  );

/**
 * POST /api/v1/customer/order/refund-request → the server's message. Once per order: a doubled request is refused
 * by the server ('A refund has already been requested for this order.').
 */
export const requestRefund = async (request: RefundRequest): Promise<string> =>
  (
    await unwrap(
      api.POST('/api/v1/customer/order/refund-request', {
        body: { order_id: request.orderId, customer_reason: request.reason },
        bodySerializer: () => refundRequestForm(request),
      }),
    )
  ).message;
