// The checkout summary (spec part 2 §9) from the shared pricing module, fed exactly as the server feeds it when it
// places the order (server/lib/orders/place-order.ts): the unit price of each row's item and variation, the item's
// own discount, the running store discount, the store's tax, the delivery rule (the store's own charges with
// self-delivery, else the module's in the store's zone, plus the zone surcharge and free delivery), the additional
// charge and the tips. What the customer sees is what the server charges.
import type { CartRow } from '../../api/cart.ts';
import { cartLinesOf, unitPriceOf } from '../../api/cart.ts';
import type { StoreZone } from '../../api/checkout.ts';
import type { Config } from '../../api/config.ts';
import type { Coupon } from '../../api/coupons.ts';
import type { StoreDetails } from '../../api/stores.ts';
import { isDiscountRunning } from '../../../domain/availability.ts';
import type { LatLng } from '../../../domain/geo.ts';
import { straightLineMeters } from '../../../domain/geo.ts';
import type { CouponRule } from '../../../domain/pricing/coupon.ts';
import type { DeliveryRule } from '../../../domain/pricing/delivery.ts';
import { itemDiscount } from '../../../domain/pricing/discount.ts';
import { priceOrder, type OrderPrice, type OrderPriceInput } from '../../../domain/pricing/order.ts';

export type OrderType = 'delivery' | 'take_away';

type PricingConfig = Pick<
  Config,
  'tax_included' | 'additional_charge_status' | 'additional_charge' | 'dm_tips_status' | 'admin_free_delivery'
>;
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

export interface CheckoutPriceInput {
  rows: CartRow[];
  store: PricingStore;
  zone: Pick<StoreZone, 'surchargePercent' | 'perKm' | 'minimum' | 'maximum'> | null;
  config: PricingConfig;
  orderType: OrderType;
  /** Where a delivery goes (null: no address yet, or take-away). */
  destination: LatLng | null;
  coupon: Pick<Coupon, 'discount' | 'discount_type' | 'min_purchase' | 'max_discount' | 'coupon_type'> | null;
  tips: number;
  now: Date;
}

/** Σ add-on price × quantity of a row (prices of the item's add-ons). */
export function rowAddOns(row: CartRow): number {
  return row.add_on_ids.reduce((total, id, i) => {
    const addOn = (row.item.add_ons ?? []).find((a) => a.id === id);
    return total + (addOn ? addOn.price * (row.add_on_qtys[i] ?? 1) : 0);
  }, 0);
}

/** The delivery rule of the store at `distanceKm` (place-order.ts deliveryRule, from the API's fields). */
export function deliveryRuleOf(
  store: PricingStore,
  zone: CheckoutPriceInput['zone'],
  config: PricingConfig,
  distanceKm: number,
): DeliveryRule {
  const own = store.self_delivery_system === 1;
  const admin = config.admin_free_delivery;
  return {
    distance: distanceKm,
    perKm: (own ? store.per_km_shipping_charge : null) ?? zone?.perKm ?? 0,
    minimum: (own ? store.minimum_shipping_charge : null) ?? zone?.minimum ?? 0,
    maximum: (own ? store.maximum_shipping_charge : null) ?? zone?.maximum ?? null,
    storeFree: own && Boolean(store.free_delivery),
    adminFree: admin?.status === 1 ? { type: admin.type ?? null, over: admin.free_delivery_over ?? null } : null,
    surchargePercent: zone?.surchargePercent ?? 0,
  };
}

/** The pricing input of the order the customer is about to place. */
export function checkoutPriceInput(i: CheckoutPriceInput): OrderPriceInput {
  const lines = cartLinesOf(i.rows);
  const distanceKm =
    i.orderType === 'delivery' && i.destination
      ? straightLineMeters(Number(i.store.latitude), Number(i.store.longitude), i.destination.lat, i.destination.lng) /
        1000
      : 0;
  const discount = i.store.discount;
  return {
    lines: i.rows.map((row, n) => {
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
    storeDiscount: discount && isDiscountRunning(discount, i.now) ? discount : null,
    coupon: i.coupon ? (i.coupon as CouponRule) : null,
    taxRate: i.store.tax,
    taxIncluded: i.config.tax_included === 1,
    delivery: i.orderType === 'delivery' ? deliveryRuleOf(i.store, i.zone, i.config, distanceKm) : null,
    additionalCharge: i.config.additional_charge_status === 1 ? (i.config.additional_charge ?? 0) : 0,
    tips: i.config.dm_tips_status === 1 ? i.tips : 0,
  };
}

/** The summary: item total, discount, coupon, tax, delivery fee, additional charge, tips and total. */
export const checkoutPrice = (i: CheckoutPriceInput): OrderPrice => priceOrder(checkoutPriceInput(i));
