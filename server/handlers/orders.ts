// Store orders (/api/v1/customer/order/*): place from the cart, list, running, details, track, cancel.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { orderDetails, orders, type OrderStatus } from '../db/schema/orders.ts';
import { blank, clean } from '../lib/checkout/checkout.ts';
import { loadConfig } from '../lib/config/business-config.ts';
import { allowedCallback } from '../lib/http/callback.ts';
import { forbidden } from '../lib/http/errors.ts';
import { defineHandlers, type ApiRequest, type AuthUser } from '../lib/http/handler.ts';
import type { Owner, RequestScope } from '../lib/http/scope.ts';
import { iso } from '../lib/http/serialize.ts';
import { ownedOrder, RUNNING_ORDER_STATUSES, serializeOrderDetail, serializeOrders } from '../lib/orders/orders.ts';
import { placeOrder } from '../lib/orders/place-order.ts';
import { placeParcelOrder } from '../lib/orders/place-parcel.ts';
import { placePrescriptionOrder } from '../lib/orders/prescription.ts';
import { releaseStock } from '../lib/orders/stock.ts';
import { notifyOrderStatus } from '../lib/notifications/notifications.ts';
import type { Db } from '../db/client.ts';
import { createPaymentLink } from '../lib/wallet/payment-requests.ts';
import { refundWallet } from '../lib/wallet/payments.ts';

/** 6amMart's answer to a placed order (user_id 0 for a guest). */
const placed = (orderId: number, total: number, userId: number | null, now: Date) => ({
  message: 'Order placed successfully!',
  order_id: orderId,
  total_ammount: total,
  status: 'pending',
  created_at: iso(now),
  user_id: userId ?? 0,
});

export const ordersHandlers = defineHandlers((ctx) => {
  /** The signed-in customer's orders (optionally only some statuses), newest first. */
  const listOrders = async (
    req: { user?: AuthUser | null; query: { limit?: number; offset?: number }; scope: RequestScope },
    statuses: string[] | null,
  ) => {
    const { limit, offset, skip } = req.scope.page(req.query);
    const where = and(
      eq(orders.userId, req.user!.id),
      statuses ? inArray(orders.orderStatus, statuses as OrderStatus[]) : undefined,
    );
    const [[count], rows] = await Promise.all([
      ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(where),
      ctx.db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(skip),
    ]);
    return {
      total_size: count?.n ?? 0,
      limit,
      offset,
      orders: await serializeOrders(ctx.db, rows, req.scope.locale),
    };
  };

  /** What placing an order needs besides its body: who, the module, the config, the time, the answer's options. */
  const placing = async (scope: RequestScope, owner: Owner, now: Date) => ({
    owner,
    module: scope.module(),
    rows: await ctx.catalogue.rows({ money: true }),
    config: await loadConfig(ctx.db),
    now,
    opts: scope.serialize,
  });

  /** The payment page of an order's unpaid amount (its total less what the wallet paid). */
  const orderPaymentLink = async (orderId: number, callback: string | null) => {
    const [o] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    return createPaymentLink(ctx.db, ctx.env.publicUrl, {
      purpose: 'order',
      reference: orderId,
      userId: o!.userId,
      amount: o!.orderAmount - o!.partiallyPaidAmount,
      paymentMethod: 'digital_payment',
      callback,
      now: ctx.now(),
    });
  };

  const cancelOrder = async (req: ApiRequest<'cancelOrder'>) => {
    const owner = req.scope.owner();
    const order = await ownedOrder(ctx.db, owner, req.body.order_id);
    const notPending = () => forbidden('order', 'You can not cancel the order after it is confirmed.');
    // pending, or failed (its digital payment did not happen), as 6amMart
    const cancellable = ['pending', 'failed'] as OrderStatus[];
    if (!cancellable.includes(order.orderStatus)) throw notPending();
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      // guarded: of parallel cancels only the one that flips pending → canceled goes on (and refunds)
      const [canceled] = await tx
        .update(orders)
        .set({
          orderStatus: 'canceled',
          canceledAt: now,
          canceledBy: 'customer',
          cancellationReason: clean(req.body.reason),
          updatedAt: now,
        })
        .where(and(eq(orders.id, order.id), inArray(orders.orderStatus, cancellable)))
        .returning({ id: orders.id });
      if (!canceled) throw notPending();
      await notifyOrderStatus(tx as unknown as Db, order, 'canceled', now);
      await releaseStock(tx, order.id, order.moduleId);
      const walletPart =
        order.paymentMethod === 'wallet'
          ? order.orderAmount
          : order.paymentMethod === 'partial_payment'
            ? order.partiallyPaidAmount
            : 0;
      if (order.userId !== null && walletPart > 0)
        await refundWallet(tx, order.userId, walletPart, `order #${order.id}`, now);
    });
    return { message: 'Order canceled successfully.' };
  };

  return {
    placeOrder: async (req) => {
      const owner = req.scope.owner();
      const now = ctx.now();
      const callback = allowedCallback(req.body.callback, ctx.env); // 403 before anything is placed
      // parcels (order_type parcel): their own sequence, server/lib/orders/place-parcel.ts
      const parcel = req.body.order_type === 'parcel' ? await placeParcelOrder(ctx.db, req, owner, now) : null;
      const { orderId, total } =
        parcel ?? (await placeOrder(ctx.db, { ...(await placing(req.scope, owner, now)), body: req.body }));
      return {
        ...placed(orderId, total, owner.userId, now),
        // digital: the order waits, unpaid, for the payment page (the rest after a partial wallet payment)
        ...(req.body.payment_method === 'digital_payment'
          ? { redirect_link: await orderPaymentLink(orderId, callback) }
          : {}),
      };
    },

    // 6amMart's prescription order: the images, no cart; its answer is the order place's without redirect_link
    placePrescriptionOrder: async (req) => {
      const owner = req.scope.owner();
      const now = ctx.now();
      const { orderId, total } = await placePrescriptionOrder(ctx.db, {
        ...(await placing(req.scope, owner, now)),
        body: req.body,
      });
      return placed(orderId, total, owner.userId, now);
    },

    getOrderList: async (req) => listOrders(req, null),
    getRunningOrders: async (req) => listOrders(req, [...RUNNING_ORDER_STATUSES]),

    getOrderDetails: async (req) => {
      const owner = req.scope.owner();
      const order = await ownedOrder(ctx.db, owner, req.query.order_id);
      // a parcel has no lines: 6amMart answers the order itself
      if (order.orderType === 'parcel') return (await serializeOrders(ctx.db, [order], req.scope.locale))[0]!;
      const rows = await ctx.db
        .select()
        .from(orderDetails)
        .where(eq(orderDetails.orderId, order.id))
        .orderBy(orderDetails.id);
      return rows.map(serializeOrderDetail);
    },

    trackOrder: async (req) => {
      const owner = req.scope.owner();
      if (owner.userId === null && blank(req.query.contact_number))
        throw forbidden('contact_number', 'The contact number field is required.');
      const order = await ownedOrder(
        ctx.db,
        owner,
        req.query.order_id,
        owner.userId === null ? req.query.contact_number!.trim() : null,
      );
      const [json] = await serializeOrders(ctx.db, [order], req.scope.locale, true);
      return json!;
    },

    cancelOrder,
    // 6amMart web sends the cancel as POST with `_method: "put"` (Laravel's method spoofing): the same cancel
    cancelOrderByPost: (req) => cancelOrder(req as unknown as ApiRequest<'cancelOrder'>),
  };
});
