// What came after an order, as the order's JSON shows it (server/lib/orders/orders.ts): its refund request
// (lib/orders/refunds.ts) and its offline payment information (lib/orders/offline-payment.ts).
import { inArray } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { offlinePayments, refunds } from '../../db/schema/refunds.ts';
import { iso, mediaUrl } from '../http/serialize.ts';

type OrderRefundJson = components['schemas']['OrderRefund'];
type OfflinePaymentJson = components['schemas']['OrderOfflinePayment'];
type RefundRow = typeof refunds.$inferSelect;

/** The refund request of each order (by order id). */
export async function refundsOf(db: Db, orderIds: number[]): Promise<Map<number, OrderRefundJson>> {
  const rows: RefundRow[] = orderIds.length
    ? await db.select().from(refunds).where(inArray(refunds.orderId, orderIds))
    : [];
  return new Map(
    rows.map((r) => [
      r.orderId,
      {
        order_id: r.orderId,
        refund_status: r.refundStatus,
        refund_method: r.refundMethod,
        customer_reason: r.customerReason,
        customer_note: r.customerNote,
        admin_note: r.adminNote,
        refund_amount: r.refundAmount,
        image_full_url: r.image.map(mediaUrl),
        created_at: iso(r.createdAt),
        updated_at: iso(r.updatedAt),
      },
    ]),
  );
}

/** Each order's offline payment information in 6amMart's offline_payment_formater shape (by order id). */
export async function offlinePaymentsOf(db: Db, orderIds: number[]): Promise<Map<number, OfflinePaymentJson>> {
  const rows = orderIds.length
    ? await db.select().from(offlinePayments).where(inArray(offlinePayments.orderId, orderIds))
    : [];
  return new Map(
    rows.map((r) => {
      const { method_id, method_name, ...inputs } = r.paymentInfo;
      return [
        r.orderId,
        {
          input: Object.entries(inputs).map(([user_input, user_data]) => ({ user_input, user_data })),
          data: {
            status: r.status,
            method_id: Number(method_id),
            method_name: String(method_name),
            customer_note: r.customerNote,
            admin_note: null,
          },
          method_fields: r.methodFields as OfflinePaymentJson['method_fields'],
        },
      ];
    }),
  );
}
