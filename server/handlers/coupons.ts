// Coupon list (signed in) and apply (anyone; the per-customer limit is counted for signed-in customers).
import { couponAskerOf, couponsAvailableTo, couponToApplyFor } from '../lib/coupons/coupon-list.ts';
import { defineHandlers } from '../lib/http/handler.ts';

export const couponsHandlers = defineHandlers((ctx) => ({
  getCoupons: async (req) => couponsAvailableTo(ctx.db, couponAskerOf(req, ctx.now(), req.query.store_id)),

  applyCoupon: async (req) => {
    const { code, store_id } = req.query;
    return couponToApplyFor(ctx.db, req, code, store_id, ctx.now());
  },
}));
