// The pricing input of a store order (spec part 2 §9), assembled once for the SPA (the checkout summary the customer
// sees) and the server (what order/place charges), so that what the customer sees is what the server charges:
//
//   lines       unit price of the item and variation, quantity, Σ chosen add-on price × quantity, the item's own
//               discount per unit
//   delivery    delivery orders only (not take_away), over the delivery distance (distance.ts): the store's own
//               charges with self-delivery (free when the store delivers for free), else the module's charges in the
//               store's zone and the delivery vehicle's extra charge for the distance; the zone's increased
//               delivery fee; the admin's free delivery while its status is 1
//   additional  the config's additional charge while its status is 1
//   tips        the delivery-man tips while dm_tips_status is 1 (priceOrder drops them for take-away)
//
// The delivery vehicle's extra charge and the surge running are asked of the backend (vehicle/extra_charge,
// get-surge-price), as 6amMart's clients ask them, and priced here. On a real 6amMart backend the SPA also takes
// what that backend charges its own way (BackendCharges, read from its answers by
// src/features/checkout/backend-charges.ts): 3.x's tax in place of the store's rate, and no zone increase on 3.x.
import type { LatLng } from '../geo.ts';
import { additionalChargeOf } from './additional-charge.ts';
import type { CouponRule } from './coupon.ts';
import type { DeliveryRule, SurgePrice } from './delivery.ts';
import { deliveryKm } from './distance.ts';
import type { DiscountRule } from './discount.ts';
import type { OrderLineInput, OrderPriceInput } from './order.ts';

/** The config settings the pricing reads (6amMart's config names). */
export interface PricingConfig {
  tax_included?: number | null;
  additional_charge_status?: number | null;
  additional_charge?: number | null;
  dm_tips_status?: number | null;
  admin_free_delivery?: { status?: number | null; type?: string | null; free_delivery_over?: number | null } | null;
}

/** A store's own delivery charges (used with self-delivery; null where it sets none). */
export interface StoreDeliveryCharges {
  selfDelivery: boolean;
  /** Self-delivery with free delivery. */
  freeDelivery: boolean;
  perKm: number | null;
  minimum: number | null;
  maximum: number | null;
}

/** The module's charges in the store's zone and the zone's increased delivery fee (percent; 0 while it is off). */
export interface ZoneDeliveryCharges {
  perKm: number;
  minimum: number;
  maximum: number | null;
  surchargePercent: number;
}

/**
 * The delivery rule at `distanceKm`: the store's own charges with self-delivery, else the zone's with the delivery
 * vehicle's `extraCharge` for that distance and the `surge` running (a store delivering itself sends no delivery
 * man's vehicle, and 6amMart surges only the platform's deliveries).
 */
export function deliveryRuleOf(
  store: StoreDeliveryCharges,
  zone: ZoneDeliveryCharges | null,
  config: Pick<PricingConfig, 'admin_free_delivery'>,
  distanceKm: number,
  extraCharge: number,
  surge: SurgePrice | null = null,
): DeliveryRule {
  const own = store.selfDelivery;
  const admin = config.admin_free_delivery;
  return {
    distance: distanceKm,
    extraCharge: own ? 0 : extraCharge,
    surge: own ? null : surge,
    perKm: (own ? store.perKm : null) ?? zone?.perKm ?? 0,
    minimum: (own ? store.minimum : null) ?? zone?.minimum ?? 0,
    maximum: (own ? store.maximum : null) ?? zone?.maximum ?? null,
    storeFree: own && store.freeDelivery,
    adminFree: admin?.status === 1 ? { type: admin.type ?? null, over: admin.free_delivery_over ?? null } : null,
    surchargePercent: zone?.surchargePercent ?? 0,
  };
}

/** What an order's price depends on besides the config. */
export interface OrderPricingFacts {
  lines: OrderLineInput[];
  /** The running store discount (its window checked by the caller), else null. */
  storeDiscount: DiscountRule | null;
  taxRate: number;
  /** Only a delivery has a delivery fee (take_away and parcel none). */
  orderType: string;
  /** km from the store to the delivery point (distance.ts deliveryKm; 0 without one). */
  distanceKm: number;
  /** The delivery vehicle's extra charge for `distanceKm` (vehicle/extra_charge; 0 without a delivery). */
  extraCharge: number;
  /** The surge running for the store's zone and module at the order's time (get-surge-price; null: none). */
  surge?: SurgePrice | null;
  store: StoreDeliveryCharges;
  zone: ZoneDeliveryCharges | null;
  tips: number;
  coupon?: CouponRule | null;
}

/** The pricing input of the order (priceOrder prices it). */
export function orderPriceInputOf(f: OrderPricingFacts, config: PricingConfig): OrderPriceInput {
  return {
    lines: f.lines,
    storeDiscount: f.storeDiscount,
    coupon: f.coupon ?? null,
    taxRate: f.taxRate,
    taxIncluded: config.tax_included === 1,
    delivery:
      f.orderType === 'delivery' ? deliveryRuleOf(f.store, f.zone, config, f.distanceKm, f.extraCharge, f.surge) : null,
    additionalCharge: additionalChargeOf(config),
    tips: config.dm_tips_status === 1 ? f.tips : 0,
  };
}

/**
 * What a real 6amMart backend charges its own way, as it answered for the order about to be placed
 * (docs/6ammart-clients.md, "How each price part is computed, and by whom"); absent on the embedded API, whose server
 * prices with these same rules.
 */
export interface BackendCharges {
  /** The tax the backend's tax module works out (3.x get-Tax); null: the store's rate (2.6). */
  tax: { amount: number; included: boolean } | null;
  /** Whether the zone's increased delivery fee applies (2.6; 3.x has the surge instead). */
  zoneIncrease: boolean;
}

/**
 * The pricing input with the backend's own charges: its tax in place of the rate's, and the zone's increased fee only
 * where the backend adds it (not to a store's self-delivery).
 */
function withBackendCharges(input: OrderPriceInput, b: BackendCharges, selfDelivery: boolean): OrderPriceInput {
  const delivery = input.delivery && {
    ...input.delivery,
    surchargePercent: b.zoneIncrease && !selfDelivery ? input.delivery.surchargePercent : 0,
  };
  return b.tax ? { ...input, delivery, taxAmount: b.tax.amount, taxIncluded: b.tax.included } : { ...input, delivery };
}

/** What the checkout knows of the order besides the customer's choices. */
export interface CheckoutPricing {
  lines: OrderLineInput[];
  /** The running store discount (its window checked by the caller), else null. */
  storeDiscount: DiscountRule | null;
  taxRate: number;
  /** Where the store stands (a delivery's distance is measured from here). */
  storeLocation: LatLng;
  store: StoreDeliveryCharges;
  zone: ZoneDeliveryCharges | null;
  config: PricingConfig;
  /**
   * The delivery vehicle's extra charge at the distance to the current destination (as `vehicle/extra_charge` answers
   * it; 0 while there is none).
   */
  extraCharge: number;
  /** The surge running for the store's zone and module (as `get-surge-price` answers it; null: none). */
  surge?: SurgePrice | null;
  /** A real 6amMart backend's own charges for the order (absent: the embedded API). */
  backend?: BackendCharges;
}

/** The customer's choices the price depends on. */
export interface PricingChoices {
  orderType: string;
  /** Where a delivery goes (null: no address yet, or take away). */
  destination: LatLng | null;
  coupon: CouponRule | null;
  tips: number;
}

/** The pricing input of the order the customer is about to place (the delivery distance to the destination). */
export function checkoutPriceInput(p: CheckoutPricing, c: PricingChoices): OrderPriceInput {
  const distanceKm = c.orderType === 'delivery' && c.destination ? deliveryKm(p.storeLocation, c.destination) : 0;
  const input = orderPriceInputOf(
    { ...p, orderType: c.orderType, distanceKm, tips: c.tips, coupon: c.coupon },
    p.config,
  );
  return p.backend ? withBackendCharges(input, p.backend, p.store.selfDelivery) : input;
}
