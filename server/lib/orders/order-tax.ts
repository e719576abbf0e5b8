// What get-Tax answers (POST /api/v1/customer/order/get-Tax): the tax the order about to be placed will store. As
// 6amMart 3.x does, it is worked out from the asker's own cart at the store — its items' prices now, the discount and
// the coupon named — with the rules order placement prices with (place-order.ts), not from the `order_amount` a client
// sends (6amMart web 3.9 sends its whole total there, tax and delivery included). Without a cart at that store (the
// 3.9 client's first call, before its cart is read): the store's rate on `order_amount`.
import { priceOrder } from '../../../domain/pricing/order.ts';
import type { CouponRule } from '../../../domain/pricing/coupon.ts';
import type { Db } from '../../db/client.ts';
import { couponRule } from '../coupons/usable-coupon.ts';
import { ApiError } from '../http/errors.ts';
import { storeOrderTax } from '../order-extras/order-extra-lists.ts';
import { taxAnswer } from '../order-extras/order-extras.ts';
import {
  loadCart,
  loadOrderStore,
  orderCoupon,
  orderPriceInput,
  priceLines,
  type CartLine,
  type PlaceRequest,
} from './place-order.ts';

/** A tax is priced without a delivery: it is on the items (subtotal − discount − coupon), wherever they go. */
const NO_DELIVERY = { distanceKm: 0, extraCharge: 0, surge: null };

/** A refusal (an unknown store, a coupon the order could not use) as nothing; any other failure as it is. */
const refusedAsNull = (e: unknown) => {
  if (e instanceof ApiError) return null;
  throw e;
};

export async function orderTaxOf(
  db: Db,
  input: Omit<PlaceRequest, 'opts'>,
  b: { store_id: number; order_amount?: number | null; coupon_code?: string | null },
) {
  const { owner, config, now } = input;
  const where = await loadOrderStore(input.rows, b.store_id, input.module?.id ?? null).catch(refusedAsNull);
  const cart = where ? await loadCart(db, input.rows, owner, where.store.moduleId) : { rows: [] };
  const lines = cart.rows.filter(
    (l): l is CartLine => !!l.item && l.item.status === 1 && l.item.storeId === where?.store.id,
  );
  if (!where || !lines.length) return storeOrderTax(db, b.store_id, b.order_amount ?? 0);
  const priced = await priceLines(input.rows, lines, now);
  const base = orderPriceInput(where, config, { order_type: 'take_away', dm_tips: 0 }, priced, NO_DELIVERY, now);
  // a coupon the order could not use is not priced (placing it says why)
  const coupon = await orderCoupon(db, b.coupon_code, owner, where.store, base, now).catch(refusedAsNull);
  const price = priceOrder({ ...base, coupon: coupon ? (couponRule(coupon) as CouponRule) : null });
  return taxAnswer(price.tax, where.store.tax, config.tax_included === 1);
}
