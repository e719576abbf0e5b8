import type { components } from '../../../openapi/storefront.d.ts';
import type { coupons } from '../../db/schema/catalogue.ts';
import { tr } from '../http/serialize.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponJson = components['schemas']['Coupon'];

export const serializeCoupon = (c: CouponRow, locale: string, storeName: string | null = null): CouponJson => ({
  id: c.id,
  title: tr(c.translations, locale, 'title', c.title),
  code: c.code,
  start_date: c.startDate,
  expire_date: c.expireDate,
  min_purchase: c.minPurchase,
  max_discount: c.maxDiscount,
  discount: c.discount,
  discount_type: c.discountType,
  coupon_type: c.couponType,
  limit: c.limit,
  data: JSON.stringify(c.data),
  module_id: c.moduleId,
  status: c.status,
  created_by: c.createdBy,
  store_name: storeName,
});
