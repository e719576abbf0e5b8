// Digital payments (openapi/src/payments.yaml): after the local payment page returned with flag=fail|cancel, the
// order's payment details and a fresh payment link to pay again.
import type { operations } from '../../openapi/storefront.d.ts';
import { api, unwrap } from './client.ts';
import { guestParams } from '../session/storage.ts';

export type PaymentFailedDetails =
  operations['getPaymentFailedDetails']['responses']['200']['content']['application/json'];

/** GET /api/v1/customer/order/payment-failed: with `callback`, an order still waiting for its payment gets a link. */
export const paymentFailedDetails = (orderId: number, callback: string) =>
  unwrap(
    api.GET('/api/v1/customer/order/payment-failed', {
      params: { query: { order_id: orderId, callback, ...guestParams() } },
    }),
  );
