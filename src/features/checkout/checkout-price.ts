// The checkout summary (spec part 2 §9): the API's answers (cart rows, store details, the store's zone, the config)
// read as the facts of the shared pricing rules (domain/pricing/checkout.ts), which the server uses when it places
// the order (server/lib/orders/place-order.ts): what the customer sees is what the server charges.
import type { SurgePrice } from '../../../domain/pricing/delivery.ts';
import type { CartRow } from '../../api/cart-rows.ts';
import { cartLinesOf } from '../../api/cart-lines.ts';
import { unitPriceOf } from '../../shop/item-price.ts';
import { rowAddOns } from '../../shop/row-add-ons.ts';
import type { StoreZone } from '../../api/checkout.ts';
import type { Coupon } from '../../api/coupons.ts';
import type { StoreDetails } from '../../api/stores.ts';
import { isDiscountRunning } from '../../../domain/availability.ts';
import type { LatLng } from '../../../domain/geo.ts';
import { checkoutPriceInput, type CheckoutPricing, type PricingConfig } from '../../../domain/pricing/checkout.ts';
import type { CouponRule } from '../../../domain/pricing/coupon.ts';
import { itemDiscount } from '../../../domain/pricing/discount.ts';
import { priceOrder, type OrderPrice } from '../../../domain/pricing/order.ts';

export type OrderType = 'delivery' | 'take_away';

type PricingStore = Pick<
  StoreDetails,
  | 'latitude'
  | 'longitude'
  | 'tax'
  | 'discount'
  | 'self_delivery_system'
  | 'free_delivery'
  | 'per_km_shipping_charge'
  | 'minimum_shipping_charge'
  | 'maximum_shipping_charge'
>;

/** What the summary is priced from, as the API answers it. */
export interface CheckoutPricingSource {
  rows: CartRow[];
  store: PricingStore;
  zone: Pick<StoreZone, 'surchargePercent' | 'perKm' | 'minimum' | 'maximum'> | null;
  config: PricingConfig;
  now: Date;
  /** The delivery vehicle's extra charge at the distance to the delivery point (vehicle/extra_charge; 0 without). */
  extraCharge: number;
  /** The surge running for the store's zone and module (get-surge-price; null or absent: none). */
  surge?: SurgePrice | null;
}

/** The order's pricing facts: each row's unit price, add-ons and own discount, the store's and the zone's charges. */
export function checkoutPricing(s: CheckoutPricingSource): CheckoutPricing {
  const lines = cartLinesOf(s.rows);
  const discount = s.store.discount;
  return {
    lines: s.rows.map((row, n) => {
      const unit = unitPriceOf(row.item, lines[n]!.variation);
      return {
        unit,
        quantity: row.quantity,
        addOns: rowAddOns(row),
        itemDiscountPerUnit: itemDiscount(
          { discount: row.item.discount ?? 0, discountType: row.item.discount_type ?? 'amount' },
          unit,
        ),
      };
    }),
    storeDiscount: discount && isDiscountRunning(discount, s.now) ? discount : null,
    taxRate: s.store.tax,
    storeLocation: { lat: Number(s.store.latitude), lng: Number(s.store.longitude) },
    store: {
      selfDelivery: s.store.self_delivery_system === 1,
      freeDelivery: Boolean(s.store.free_delivery),
      perKm: s.store.per_km_shipping_charge ?? null,
      minimum: s.store.minimum_shipping_charge ?? null,
      maximum: s.store.maximum_shipping_charge ?? null,
    },
    zone: s.zone,
    config: s.config,
    extraCharge: s.extraCharge,
    surge: s.surge ?? null,
  };
}

/** The coupon as the pricing rules read it. */
export const couponRuleOf = (
  coupon: Pick<Coupon, 'discount' | 'discount_type' | 'min_purchase' | 'max_discount' | 'coupon_type'>,
): CouponRule => ({
  discount: coupon.discount,
  discount_type: coupon.discount_type,
  min_purchase: coupon.min_purchase,
  max_discount: coupon.max_discount,
  coupon_type: coupon.coupon_type,
});

export interface CheckoutPriceInput extends CheckoutPricingSource {
  orderType: OrderType;
  /** Where a delivery goes (null: no address yet, or take-away). */
  destination: LatLng | null;
  coupon: Pick<Coupon, 'discount' | 'discount_type' | 'min_purchase' | 'max_discount' | 'coupon_type'> | null;
  tips: number;
}

/** The summary: item total, discount, coupon, tax, delivery fee, additional charge, tips and total. */
export const checkoutPrice = (i: CheckoutPriceInput): OrderPrice =>
  priceOrder(
    checkoutPriceInput(checkoutPricing(i), {
      orderType: i.orderType,
      destination: i.destination,
      coupon: i.coupon ? couponRuleOf(i.coupon) : null,
      tips: i.tips,
    }),
  );
