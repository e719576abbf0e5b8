import { useTranslation } from 'react-i18next';
import type { Coupon } from '../api/coupons.ts';
import { formatLocale, formatNumber } from '../../domain/format.ts';
import { isPercent } from '../../domain/pricing/discount.ts';

/** What a coupon gives, worded: the discount, its cap (a percent's max_discount) and the minimum purchase. */
export interface CouponOffer {
  /** "10% off", "$5.00 off" or "Free delivery". */
  discount: string;
  /** "up to $15.00" (a percent discount with a cap), else null. */
  cap: string | null;
  /** "Min purchase $20.00", or null when the coupon asks for none. */
  minimum: string | null;
}

/** The words of what a coupon gives (the /coupons page's cards, the checkout's available coupons), in `money`'s format. */
export function useCouponOffer(money: (value: number) => string) {
  const { t, i18n } = useTranslation();
  return (coupon: Pick<Coupon, 'coupon_type' | 'discount_type' | 'discount' | 'max_discount' | 'min_purchase'>) => {
    const freeDelivery = coupon.coupon_type === 'free_delivery';
    const percent = !freeDelivery && isPercent(coupon.discount_type);
    const offer: CouponOffer = {
      discount: freeDelivery
        ? t('offers.couponOffer.freeDelivery')
        : percent
          ? t('offers.couponOffer.percentOff', { value: formatNumber(coupon.discount, 0, formatLocale(i18n.language)) })
          : t('offers.couponOffer.amountOff', { value: money(coupon.discount) }),
      cap:
        percent && coupon.max_discount > 0 ? t('offers.couponOffer.upTo', { value: money(coupon.max_discount) }) : null,
      minimum:
        coupon.min_purchase > 0 ? t('offers.couponOffer.minPurchase', { value: money(coupon.min_purchase) }) : null,
    };
    return offer;
  };
}
