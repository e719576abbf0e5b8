// Coupon list (signed in) and apply (anyone; the per-customer limit is counted for signed-in customers).
import { couponAskerOf, couponsAvailableTo, couponToApply } from '../lib/coupons/coupon-list.ts';
import { defineHandlers } from '../lib/http/handler.ts';

export const couponsHandlers = defineHandlers((ctx) => ({
  getCoupons: async (req) =>
    couponsAvailableTo(ctx.db, couponAskerOf(req, ctx.now(), (req.query as { store_id?: number }).store_id)),

  applyCoupon: async (req) => {
    const { code, store_id } = req.query as { code: string; store_id: number };
    req.scope.zoneIds(); // a malformed zoneId header is still rejected
    req.scope.module();
    return couponToApply(ctx.db, code, store_id, {
      userId: req.user?.id ?? null,
      locale: req.scope.locale,
      now: ctx.now(),
    });
  },
}));
