// Coupons (spec part 2 §9): types zone_wise, store_wise, free_delivery and default; a coupon needs the amount at or
// above its min_purchase; a percent coupon is capped by max_discount (0 = uncapped); a flat coupon gives its value.
// A free_delivery coupon takes nothing off the items: it makes the delivery free (see delivery.ts).
import { rawDiscount } from './discount.ts';

export const COUPON_TYPES = ['zone_wise', 'store_wise', 'free_delivery', 'default'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export interface CouponRule {
  discount: number;
  discount_type: 'percent' | 'amount' | string;
  min_purchase: number;
  /** 0 = no cap (percent coupons only) */
  max_discount: number;
  coupon_type?: CouponType | string;
}

/** Whether the amount reaches the coupon's minimum purchase. */
export const meetsMinPurchase = (amount: number, coupon: Pick<CouponRule, 'min_purchase'>) =>
  amount >= coupon.min_purchase;

/** The coupon's discount on `base` (the subtotal after the store discount). */
export function couponDiscount(base: number, coupon: CouponRule | null | undefined): number {
  if (!coupon || coupon.coupon_type === 'free_delivery') return 0;
  if (!(coupon.discount > 0) || base <= 0 || !meetsMinPurchase(base, coupon)) return 0;
  const raw = rawDiscount(base, coupon.discount, coupon.discount_type);
  const capped =
    coupon.discount_type === 'percent' && coupon.max_discount > 0 ? Math.min(raw, coupon.max_discount) : raw;
  return Math.min(capped, base);
}

/** Whether a free_delivery coupon frees the delivery of an order of `amount`. */
export const couponFreesDelivery = (coupon: CouponRule | null | undefined, amount: number) =>
  coupon?.coupon_type === 'free_delivery' && meetsMinPurchase(amount, coupon);
