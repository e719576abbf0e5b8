// Coupon checks when an order is placed or a trip booked (spec part 2 §5 and §9): active, in its dates, within the
// customer's usage limit, for this customer, store (store_wise) and zone (zone_wise), and min_purchase reached; and
// the rules the coupon list, the coupon apply and a store's details share: running today, for whom, at which store.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponUsages, coupons } from '../../db/schema/catalogue.ts';
import { apiError, forbidden, notFound } from '../http/errors.ts';
import { localClock } from '../../../domain/shop-time.ts';
import { forCustomer, runsAt } from '../catalogue/running.ts';
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

/** How many times a customer used a coupon (the uses its per-customer limit counts). */
async function usesBy(db: Db, couponId: number, userId: number) {
  const [used] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(couponUsages)
    .where(and(eq(couponUsages.couponId, couponId), eq(couponUsages.userId, userId)));
  return used?.n ?? 0;
}

const limitReached = () => apiError(406, 'coupon', 'Coupon usage limit reached.');

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
    if (coupon.limit > 0 && (await usesBy(db, coupon.id, c.userId)) >= coupon.limit) throw limitReached();
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

/**
 * Counts one use (customers only) and the coupon's total uses, inside the transaction that places the order or books
 * the trip, and holds the per-customer limit there: the total's increment locks the coupon's row until the
 * transaction ends, so parallel placements with one coupon count its uses one after the other (in PostgreSQL's read
 * committed mode the count below, a later statement, sees the uses committed meanwhile), and a use past the limit
 * throws 406 'Coupon usage limit reached.', which rolls the placement back. (`usableCoupon` checks the limit earlier
 * too, for the early answer; that check alone let parallel Buy Now orders of one customer through.)
 */
export async function recordCouponUse(
  tx: Db,
  coupon: CouponRow,
  userId: number | null,
  orderId: number | null,
  now: Date,
) {
  const [locked] = await tx
    .update(coupons)
    .set({ totalUses: sql`${coupons.totalUses} + 1` })
    .where(eq(coupons.id, coupon.id))
    .returning({ limit: coupons.limit });
  if (userId === null) return;
  if (locked && locked.limit > 0 && (await usesBy(tx, coupon.id, userId)) >= locked.limit) throw limitReached();
  await tx.insert(couponUsages).values({ couponId: coupon.id, userId, orderId, createdAt: now });
}
