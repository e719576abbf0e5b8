// Coupon list (signed in) and apply (anyone; the per-customer limit is counted for signed-in customers).
import { and, count, eq } from 'drizzle-orm';
import { couponUsages, coupons, stores } from '../db/schema/catalogue.ts';
import { apiError, forbidden, notFound } from '../lib/http/errors.ts';
import { defineHandlers } from '../lib/http/handler.ts';
import { localClock } from '../../domain/shop-time.ts';
import { serializeCoupon } from '../lib/coupons/serialize.ts';
import { couponAppliesAt, runningCoupons } from '../lib/coupons/usable-coupon.ts';
import { forCustomer } from '../lib/offers/running.ts';

export const couponMessages = {
  notFound: 'Coupon not found.',
  expired: 'Coupon expired.',
  notStarted: 'This coupon is not active yet.',
  limit: 'Coupon usage limit is over.',
  otherStore: 'This coupon is not valid for this store.',
  otherCustomer: 'This coupon is not available for you.',
};

export const couponsHandlers = defineHandlers((ctx) => ({
  getCoupons: async (req) => {
    const zoneIds = req.scope.zoneIds(true);
    const module = req.scope.module();
    const locale = req.scope.locale;
    const { store_id } = req.query as { store_id?: number };
    const { date } = localClock(ctx.now());
    const rows = await runningCoupons(ctx.db, date, module?.id ?? null);
    const [store] = store_id ? await ctx.db.select().from(stores).where(eq(stores.id, store_id)) : [];
    const storeRows = await ctx.db.select({ id: stores.id, name: stores.name }).from(stores);
    const storeName = new Map(storeRows.map((s) => [s.id, s.name]));
    return rows
      .filter((c) => forCustomer(c, req.user?.id ?? null))
      .filter((c) => c.couponType !== 'zone_wise' || c.data.some((z) => zoneIds.includes(z)))
      .filter((c) => !store || couponAppliesAt(c, store))
      .map((c) =>
        serializeCoupon(c, locale, c.couponType === 'store_wise' ? (storeName.get(c.data[0]!) ?? null) : null),
      );
  },

  applyCoupon: async (req) => {
    const { code, store_id } = req.query as { code: string; store_id: number };
    req.scope.zoneIds(); // a malformed zoneId header is still rejected
    req.scope.module();
    const locale = req.scope.locale;
    const [coupon] = await ctx.db.select().from(coupons).where(eq(coupons.code, code.trim()));
    if (!coupon || coupon.status !== 1) throw notFound('coupon', couponMessages.notFound);
    const [store] = await ctx.db.select().from(stores).where(eq(stores.id, store_id));
    if (!store || store.status !== 1) throw notFound('store_id', 'Store not found.');
    const { date } = localClock(ctx.now());
    if (date > coupon.expireDate) throw forbidden('coupon', couponMessages.expired);
    if (date < coupon.startDate) throw forbidden('coupon', couponMessages.notStarted);
    const userId = req.user?.id ?? null;
    if (!forCustomer(coupon, userId)) throw forbidden('coupon', couponMessages.otherCustomer);
    if (!couponAppliesAt(coupon, store)) throw forbidden('coupon', couponMessages.otherStore);
    if (userId !== null && coupon.limit > 0) {
      const [used] = await ctx.db
        .select({ n: count() })
        .from(couponUsages)
        .where(and(eq(couponUsages.couponId, coupon.id), eq(couponUsages.userId, userId)));
      if ((used?.n ?? 0) >= coupon.limit) throw apiError(406, 'coupon', couponMessages.limit);
    }
    return serializeCoupon(coupon, locale, coupon.couponType === 'store_wise' ? store.name : null);
  },
}));
