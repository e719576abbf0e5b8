// The coupon list (signed in) and a coupon's apply check (anyone; the per-customer limit is counted for signed-in
// customers), spec part 2 §5.
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponUsages, coupons, stores } from '../../db/schema/catalogue.ts';
import { localClock } from '../../../domain/shop-time.ts';
import { apiError, forbidden, notFound } from '../http/errors.ts';
import type { AuthUser } from '../http/handler.ts';
import type { RequestScope } from '../http/scope.ts';
import { forCustomer } from '../catalogue/running.ts';
import { serializeCoupon, type CouponJson } from './serialize.ts';
import { couponAppliesAt, runningCoupons } from './usable-coupon.ts';

export const couponMessages = {
  notFound: 'Coupon not found.',
  expired: 'Coupon expired.',
  notStarted: 'This coupon is not active yet.',
  limit: 'Coupon usage limit is over.',
  otherStore: 'This coupon is not valid for this store.',
  otherCustomer: 'This coupon is not available for you.',
};

/** Who asks for coupons, where, and (optionally) for which store. */
export interface CouponAsker {
  userId: number | null;
  moduleId: number | null;
  zoneIds: number[];
  storeId?: number;
  locale: string;
  now: Date;
}

/** Who asks, from the request: the zones (required), the module, the language, the customer. */
export const couponAskerOf = (
  req: { scope: RequestScope; user?: AuthUser | null },
  now: Date,
  storeId: number | undefined,
): CouponAsker => ({
  zoneIds: req.scope.zoneIds(true),
  moduleId: req.scope.module()?.id ?? null,
  locale: req.scope.locale,
  storeId,
  userId: req.user?.id ?? null,
  now,
});

/** The coupons running today that this customer may use in their zones (and at the store, when one is named). */
export async function couponsAvailableTo(db: Db, who: CouponAsker): Promise<CouponJson[]> {
  const { date } = localClock(who.now);
  const rows = await runningCoupons(db, date, who.moduleId);
  const [store] = who.storeId ? await db.select().from(stores).where(eq(stores.id, who.storeId)) : [];
  const storeRows = await db.select({ id: stores.id, name: stores.name }).from(stores);
  const storeName = new Map(storeRows.map((s) => [s.id, s.name]));
  return rows
    .filter((c) => forCustomer(c, who.userId))
    .filter((c) => c.couponType !== 'zone_wise' || c.data.some((z) => who.zoneIds.includes(z)))
    .filter((c) => !store || couponAppliesAt(c, store))
    .map((c) =>
      serializeCoupon(c, who.locale, c.couponType === 'store_wise' ? (storeName.get(c.data[0]!) ?? null) : null),
    );
}

/**
 * The coupon with this code when it can be applied at the store now: active, in its dates, for this customer and
 * store, and (signed in) within its per-customer limit; the worded 404 / 403 / 406 otherwise.
 */
export async function couponToApply(
  db: Db,
  code: string,
  storeId: number,
  who: Pick<CouponAsker, 'userId' | 'locale' | 'now'>,
): Promise<CouponJson> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code.trim()));
  if (!coupon || coupon.status !== 1) throw notFound('coupon', couponMessages.notFound);
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store || store.status !== 1) throw notFound('store_id', 'Store not found.');
  const { date } = localClock(who.now);
  if (date > coupon.expireDate) throw forbidden('coupon', couponMessages.expired);
  if (date < coupon.startDate) throw forbidden('coupon', couponMessages.notStarted);
  if (!forCustomer(coupon, who.userId)) throw forbidden('coupon', couponMessages.otherCustomer);
  if (!couponAppliesAt(coupon, store)) throw forbidden('coupon', couponMessages.otherStore);
  if (who.userId !== null && coupon.limit > 0) {
    const [used] = await db
      .select({ n: count() })
      .from(couponUsages)
      .where(and(eq(couponUsages.couponId, coupon.id), eq(couponUsages.userId, who.userId)));
    if ((used?.n ?? 0) >= coupon.limit) throw apiError(406, 'coupon', couponMessages.limit);
  }
  return serializeCoupon(coupon, who.locale, coupon.couponType === 'store_wise' ? store.name : null);
}

/** The apply check for the request's customer, after its zones (when sent) and module are read (403 when malformed). */
export function couponToApplyFor(
  db: Db,
  req: { scope: RequestScope; user?: AuthUser | null },
  code: string,
  storeId: number,
  now: Date,
): Promise<CouponJson> {
  req.scope.zoneIds(); // a malformed zoneId header is still rejected
  req.scope.module();
  return couponToApply(db, code, storeId, { userId: req.user?.id ?? null, locale: req.scope.locale, now });
}
