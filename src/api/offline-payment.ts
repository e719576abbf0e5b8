// Offline payment of an order (openapi/src/refunds.yaml, order-extras.yaml): the methods the business takes (their
// bank details and the fields a customer fills in), and the customer's payment information, sent once and updated.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../openapi/storefront.d.ts';
import { api, unwrap } from './client.ts';

export type OfflineMethod = components['schemas']['OfflinePaymentMethod'];
export type OrderOfflinePayment = components['schemas']['OrderOfflinePayment'];

/** GET /api/v1/offline_payment_method_list: the active methods. */
export const fetchOfflineMethods = (): Promise<OfflineMethod[]> =>
  unwrap(api.GET('/api/v1/offline_payment_method_list'));

/** The methods the payment information dialog offers. */
export const offlineMethodsQuery = () => queryOptions({ queryKey: ['offline-methods'], queryFn: fetchOfflineMethods });

export interface OfflinePaymentInfo {
  orderId: number;
  methodId: number;
  /** The method's fields by their `customer_input` name. */
  values: Record<string, string>;
  note: string;
}

/**
 * PUT /api/v1/customer/order/offline-payment (the first time) or …/offline-payment-update (a change): the order, the
 * method and its fields by name, as 6amMart takes them.
 */
export const sendOfflinePayment = async (info: OfflinePaymentInfo, update: boolean): Promise<void> => {
  const body = {
    ...info.values,
    order_id: info.orderId,
    method_id: info.methodId,
    customer_note: info.note.trim() || null,
  };
  await unwrap(
    update
      ? api.PUT('/api/v1/customer/order/offline-payment-update', { body })
      : api.PUT('/api/v1/customer/order/offline-payment', { body }),
  );
};
