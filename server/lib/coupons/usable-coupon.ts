// Coupon checks when an order is placed or a trip booked (spec part 2 §5 and §9): active, in its dates, within the
// customer's usage limit, for this customer, store (store_wise) and zone (zone_wise), and min_purchase reached; and
// the rules the coupon list, the coupon apply and a store's details share: running today, for whom, at which store.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponUsages, coupons } from '../../db/schema/catalogue.ts';
import { apiError, forbidden, notFound } from '../http/errors.ts';
import { localClock } from '../../../domain/shop-time.ts';
import { forCustomer, runsAt } from '../offers/running.ts';
import type { CouponRow } from './serialize.ts';

export type { CouponRow };

/** Active coupons running on `date` (`YYYY-MM-DD`, shop time), of one module when given, by id. */
export const runningCoupons = (db: Db, date: string, moduleId: number | null) =>
  db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.status, 1),
        runsAt(coupons.startDate, coupons.expireDate, date),
        moduleId === null ? undefined : eq(coupons.moduleId, moduleId),
      ),
    )
    .orderBy(asc(coupons.id));

/** The coupon applies at this store: of the store's module, and naming the store (store_wise) or its zone (zone_wise). */
export const couponAppliesAt = (
  c: Pick<CouponRow, 'moduleId' | 'couponType' | 'data'>,
  store: { id: number; zoneId: number; moduleId: number },
) =>
  c.moduleId === store.moduleId &&
  (c.couponType === 'store_wise'
    ? c.data.includes(store.id)
    : c.couponType === 'zone_wise'
      ? c.data.includes(store.zoneId)
      : true);

export const MIN_PURCHASE_MESSAGE = 'To apply this coupon, total item amount should be minimum.';

export interface CouponContext {
  code: string;
  moduleId: number;
  storeId: number;
  zoneId: number;
  /** null for guests (not limited per customer). */
  userId: number | null;
  /** The amount min_purchase is compared with (subtotal after the store discount). */
  amount: number;
  now: Date;
}

/**
 * The usable coupon, or the matching error: 404 unknown, 406 usage limit, 403 expired or not eligible.
 * (6amMart answers an expired coupon with 407, which fetch() in browsers turns into a network error without a body,
 * so the embedded API uses 403 with code `coupon` and the message instead.)
 */
export async function usableCoupon(db: Db, c: CouponContext): Promise<CouponRow> {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, c.code.trim()), eq(coupons.status, 1), eq(coupons.moduleId, c.moduleId)));
  if (!coupon) throw notFound('coupon', 'Coupon not found.');
  const today = localClock(c.now).date;
  if (today < coupon.startDate || today > coupon.expireDate) throw forbidden('coupon', 'Coupon expired.');
  if (c.userId !== null) {
    if (!forCustomer(coupon, c.userId)) throw forbidden('coupon', 'This coupon is not available for you.');
    if (coupon.limit > 0) {
      const [used] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(couponUsages)
        .where(and(eq(couponUsages.couponId, coupon.id), eq(couponUsages.userId, c.userId)));
      if ((used?.n ?? 0) >= coupon.limit) throw apiError(406, 'coupon', 'Coupon usage limit reached.');
    }
  }
  if (coupon.couponType === 'store_wise' && !coupon.data.includes(c.storeId))
    throw forbidden('coupon', 'This coupon is not valid for this store.');
  if (coupon.couponType === 'zone_wise' && !coupon.data.includes(c.zoneId))
    throw forbidden('coupon', 'This coupon is not valid in your zone.');
  if (c.amount < coupon.minPurchase) throw forbidden('coupon', MIN_PURCHASE_MESSAGE);
  return coupon;
}

/** The pricing rule of a coupon row. */
export const couponRule = (c: CouponRow) => ({
  discount: c.discount,
  discount_type: c.discountType,
  min_purchase: c.minPurchase,
  max_discount: c.maxDiscount,
  coupon_type: c.couponType,
});

/** Counts one use (customers only) and the coupon's total uses. */
export async function recordCouponUse(
  db: Db,
  coupon: CouponRow,
  userId: number | null,
  orderId: number | null,
  now: Date,
) {
  await db
    .update(coupons)
    .set({ totalUses: sql`${coupons.totalUses} + 1` })
    .where(eq(coupons.id, coupon.id));
  if (userId !== null) await db.insert(couponUsages).values({ couponId: coupon.id, userId, orderId, createdAt: now });
}
