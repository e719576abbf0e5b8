// Store orders (/api/v1/customer/order/*): place from the cart, list, running, details, track, cancel.
import { blank } from '../lib/checkout/checkout.ts';
import { allowedCallback } from '../lib/http/callback.ts';
import { forbidden } from '../lib/http/errors.ts';
import { defineHandlers, type ApiRequest } from '../lib/http/handler.ts';
import { iso } from '../lib/http/serialize.ts';
import { cancelOrder, orderDetailsOf, orderPage, orderPaymentLink } from '../lib/orders/order-list.ts';
import { ownedOrder, RUNNING_ORDER_STATUSES, serializeOrders } from '../lib/orders/orders.ts';
import { placeOrder, placeRequestOf } from '../lib/orders/place-order.ts';
import { placeParcelOrder } from '../lib/orders/place-parcel.ts';
import { placePrescriptionOrder } from '../lib/orders/prescription.ts';

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
  const cancel = async (req: ApiRequest<'cancelOrder'>) => {
    await cancelOrder(ctx.db, req.scope.owner(), req.body.order_id, req.body.reason, ctx.now());
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
        parcel ?? (await placeOrder(ctx.db, { ...(await placeRequestOf(ctx, req.scope, owner, now)), body: req.body }));
      return {
        ...placed(orderId, total, owner.userId, now),
        // digital: the order waits, unpaid, for the payment page (the rest after a partial wallet payment)
        ...(req.body.payment_method === 'digital_payment'
          ? { redirect_link: await orderPaymentLink(ctx, orderId, callback) }
          : {}),
      };
    },

    // 6amMart's prescription order: the images, no cart; its answer is the order place's without redirect_link
    placePrescriptionOrder: async (req) => {
      const owner = req.scope.owner();
      const now = ctx.now();
      const { orderId, total } = await placePrescriptionOrder(ctx.db, {
        ...(await placeRequestOf(ctx, req.scope, owner, now)),
        body: req.body,
      });
      return placed(orderId, total, owner.userId, now);
    },

    getOrderList: async (req) => orderPage(ctx.db, req.user!.id, null, req.scope.page(req.query), req.scope.locale),
    getRunningOrders: async (req) =>
      orderPage(ctx.db, req.user!.id, RUNNING_ORDER_STATUSES, req.scope.page(req.query), req.scope.locale),

    getOrderDetails: async (req) => {
      const owner = req.scope.owner();
      const order = await ownedOrder(ctx.db, owner, req.query.order_id);
      return orderDetailsOf(ctx.db, order, req.scope.locale);
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

    cancelOrder: async (req) => cancel(req),
    // 6amMart web sends the cancel as POST with `_method: "put"` (Laravel's method spoofing): the same cancel
    cancelOrderByPost: (req) => cancel(req as unknown as ApiRequest<'cancelOrder'>),
  };
});
