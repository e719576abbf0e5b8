// The offline payment information of an order placed with payment_method offline_payment (PUT
// /customer/order/offline-payment and …/offline-payment-update), stored and shown as 6amMart does.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offlinePaymentMethods } from '../../db/schema/promotions.ts';
import { offlinePayments } from '../../db/schema/refunds.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { Owner } from '../http/scope.ts';
import { ownedOrder } from './orders.ts';

type MethodRow = typeof offlinePaymentMethods.$inferSelect;

export const OFFLINE_PAYMENT_OFF_MESSAGE = 'Offline payment for the order is not available at this time.';
/** 6amMart's answer to an update (the app shows 'Payment info updated.'). */
export const OFFLINE_PAYMENT_UPDATED = 'Payment_Info_Updated_successfully';

export type OfflinePaymentInput = { order_id: number; method_id?: number; customer_note?: string | null } & Record<
  string,
  unknown
>;

/** The method's customer fields taken from the body; 403 `<field>` for a required one left out or blank. */
function paymentInfo(method: MethodRow, body: OfflinePaymentInput): Record<string, string | number> {
  const info: Record<string, string | number> = { method_id: method.id, method_name: method.methodName };
  for (const f of method.methodInformations) {
    const raw = body[f.customer_input];
    const value = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    if (value) info[f.customer_input] = value;
    else if (f.is_required === 1)
      throw forbidden(f.customer_input, `The ${f.customer_input.replace(/_/g, ' ')} field is required.`);
  }
  return info;
}

async function activeMethod(db: Db, id: number | undefined): Promise<MethodRow> {
  const [method] =
    id === undefined
      ? []
      : await db
          .select()
          .from(offlinePaymentMethods)
          .where(and(eq(offlinePaymentMethods.id, id), eq(offlinePaymentMethods.status, 1)));
  if (!method) throw notFound('method_id', 'Offline payment method not found.');
  return method;
}

async function offlineOrder(db: Db, owner: Owner, orderId: number) {
  const order = await ownedOrder(db, owner, orderId);
  if (order.paymentMethod !== 'offline_payment') throw notFound('order', 'Order not found.');
  return order;
}

/** Stores (or replaces) the order's offline payment information: pending verification. */
export async function sendOfflinePayment(
  db: Db,
  owner: Owner,
  offlineOn: boolean,
  body: OfflinePaymentInput,
  now: Date,
): Promise<void> {
  if (!offlineOn) throw forbidden('offline_payment_status', OFFLINE_PAYMENT_OFF_MESSAGE);
  const order = await offlineOrder(db, owner, body.order_id);
  const method = await activeMethod(db, body.method_id);
  const values = {
    orderId: order.id,
    paymentInfo: paymentInfo(method, body),
    customerNote: body.customer_note?.trim() || null,
    methodFields: method.methodFields,
    status: 'pending',
    updatedAt: now,
  };
  await db
    .insert(offlinePayments)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({ target: offlinePayments.orderId, set: values });
}

/** Replaces the information of the order's offline payment with the same method; pending verification again. */
export async function updateOfflinePayment(db: Db, owner: Owner, body: OfflinePaymentInput, now: Date) {
  const order = await offlineOrder(db, owner, body.order_id);
  const [stored] = await db.select().from(offlinePayments).where(eq(offlinePayments.orderId, order.id));
  if (!stored) throw notFound('order', 'No offline payment information for this order.');
  const method = await activeMethod(db, Number(stored.paymentInfo.method_id));
  await db
    .update(offlinePayments)
    .set({
      paymentInfo: paymentInfo(method, body),
      customerNote: body.customer_note?.trim() || stored.customerNote,
      status: 'pending',
      updatedAt: now,
    })
    .where(eq(offlinePayments.id, stored.id));
}
