// Paying an order otherwise after its digital payment failed or was not made (6amMart web's "payment failed" dialog):
// cash on delivery instead (POST customer/order/payment-method; also an offline payment not verified yet) or the
// wallet (POST customer/order/wallet-payment). Each switch is one transaction guarded in the database: a conditional
// update lets one caller take an order still waiting for its money (its owner's, unpaid, pending or failed, paid by
// a method that may switch); the wallet debit commits with it or not at all; the order's open payment links are
// voided in the same transaction, so the payment page can no longer charge it. A repeat of a switch that is already
// done answers as the first did, without a second effect.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { walletPayments } from '../../db/schema/customer.ts';
import { orders } from '../../db/schema/orders.ts';
import { walletShare } from '../checkout/checkout.ts';
import type { BusinessConfig } from '../config/business-config.ts';
import { forbidden } from '../http/errors.ts';
import { ownedBy, type Owner } from '../http/scope.ts';
import { notifyOrderStatus } from '../notifications/notifications.ts';
import { debitWallet, walletBalance } from '../wallet/payments.ts';
import { PAYABLE_ORDER_STATUSES } from '../wallet/payment-requests.ts';
import { orderZone, ownedOrder, type OrderRow } from './orders.ts';
import { checkPaymentMethod } from './place-order.ts';

export const switchMessages = {
  done: 'Payment method updated successfully',
  notSwitchable: 'The payment of this order can no longer be changed.',
};

/** What may switch to cash on delivery: a digital payment, or an offline payment not verified (still unpaid). */
const COD_FROM = ['digital_payment', 'offline_payment'];
/** What the wallet may pay instead: a digital payment (6amMart web offers the wallet after one failed). */
const WALLET_FROM = ['digital_payment'];

/** The owner's order, paid by one of `methods` and still waiting for its money (the guard every switch updates under). */
const switchable = (owner: Owner, orderId: number, methods: string[]) =>
  and(
    eq(orders.id, orderId),
    ownedBy(orders, owner),
    inArray(orders.paymentMethod, methods),
    eq(orders.paymentStatus, 'unpaid'),
    inArray(orders.orderStatus, [...PAYABLE_ORDER_STATUSES]),
  );

/** The order's payment links not used yet can no longer pay it. */
const voidPaymentLinks = (db: Db, orderId: number) =>
  db
    .update(walletPayments)
    .set({ status: 'void' })
    .where(
      and(
        eq(walletPayments.purpose, 'order'),
        eq(walletPayments.reference, String(orderId)),
        eq(walletPayments.status, 'pending'),
      ),
    );

/**
 * Takes the order under the guard and applies `set` (with `more` in the same transaction); when no row is taken, a
 * repeat of the same switch (`done(row)`) answers as the first, anything else is 403.
 */
async function takeOrder(
  db: Db,
  owner: Owner,
  order: OrderRow,
  from: string[],
  set: Partial<typeof orders.$inferInsert> & { updatedAt: Date },
  done: (row: OrderRow) => boolean,
  more: (tx: Db) => Promise<void> = async () => {},
) {
  const orderId = order.id;
  const taken = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set(set)
      .where(switchable(owner, orderId, from))
      .returning({ id: orders.id });
    if (!row) return false;
    await voidPaymentLinks(tx, orderId);
    await more(tx);
    // a failed order is placed again: the customer hears of it as of a new order (6amMart's order notification)
    if (order.orderStatus === 'failed') await notifyOrderStatus(tx as unknown as Db, order, 'pending', set.updatedAt);
    return true;
  });
  if (taken) return;
  if (!done(await ownedOrder(db, owner, orderId))) throw forbidden('order', switchMessages.notSwitchable);
}

/** Cash on delivery instead: allowed as at placement (on, in the zone, under the module's COD limit there). */
export async function switchToCashOnDelivery(
  db: Db,
  input: { owner: Owner; orderId: number; config: BusinessConfig; now: Date },
) {
  const { owner, orderId, now } = input;
  const order = await ownedOrder(db, owner, orderId);
  if (COD_FROM.includes(order.paymentMethod))
    checkPaymentMethod(input.config, await orderZone(db, order), 'cash_on_delivery', order.orderAmount);
  await takeOrder(
    db,
    owner,
    order,
    COD_FROM,
    { paymentMethod: 'cash_on_delivery', orderStatus: 'pending', pendingAt: now, updatedAt: now },
    (row) => row.paymentMethod === 'cash_on_delivery' && row.orderStatus === 'pending',
  );
}

/** The wallet pays the whole order (signed-in customers with the wallet on and enough in it). */
export async function payOrderFromWallet(
  db: Db,
  input: { owner: Owner; orderId: number; config: BusinessConfig; now: Date },
) {
  const { owner, orderId, now } = input;
  const order = await ownedOrder(db, owner, orderId);
  const userId = owner.userId;
  if (WALLET_FROM.includes(order.paymentMethod) && order.paymentStatus === 'unpaid')
    walletShare(owner, {
      method: 'wallet',
      total: order.orderAmount,
      balance: userId === null ? 0 : await walletBalance(db, userId),
      config: input.config,
      noun: 'order',
      partialCode: 'payment_method',
    });
  await takeOrder(
    db,
    owner,
    order,
    WALLET_FROM,
    { paymentMethod: 'wallet', paymentStatus: 'paid', orderStatus: 'pending', pendingAt: now, updatedAt: now },
    (row) => row.paymentMethod === 'wallet' && row.paymentStatus === 'paid',
    async (tx) => {
      // the debit commits with the claim: a balance spent meanwhile rolls the claim back
      if (!(await debitWallet(tx, userId!, order.orderAmount, 'order_place', `order #${orderId}`, now)))
        throw forbidden('payment_method', 'Your wallet balance is not enough for this order.');
    },
  );
}
