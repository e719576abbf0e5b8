// Delivery fee (spec part 2 §9): delivery orders only (not take_away): distance (km) × per-km charge, clamped to
// [minimum, maximum] (a maximum of 0/null = none); plus the delivery vehicle's extra charge for the distance (not with
// the store's self-delivery; 6amMart 3.x adds it after the clamp, as its web client shows it); then the zone's
// increased delivery fee (a percentage) while its status is 1; 6amMart 3.x adds its surge price after it instead
// (docs/6ammart-clients.md, "How each price part is computed"). Free by the store (self-delivery with free_delivery),
// by the admin (free_delivery_to_all_store, or free_delivery_by_order_amount at or above free_delivery_over) or by a
// free_delivery coupon.

export const ADMIN_FREE_DELIVERY_TYPES = ['free_delivery_by_order_amount', 'free_delivery_to_all_store'] as const;

export interface DeliveryCharges {
  perKm: number;
  minimum: number;
  maximum: number | null;
}

/** km × per-km, clamped to [minimum, maximum]. */
export function clampedDeliveryFee(distanceKm: number, charges: DeliveryCharges): number {
  let fee = Math.max(distanceKm * charges.perKm, charges.minimum);
  if (charges.maximum !== null && charges.maximum > 0) fee = Math.min(fee, charges.maximum);
  return fee;
}

/** The zone's increased delivery fee: `percent` % more (0 when its status is off). */
export const withZoneSurcharge = (fee: number, percent: number) => (percent > 0 ? fee + (fee * percent) / 100 : fee);

export interface DeliveryRule extends DeliveryCharges {
  /** km (distance.ts deliveryKm). */
  distance: number;
  /** The delivery vehicle's extra charge for the distance (vehicle-charge.ts; 0 with self-delivery). */
  extraCharge: number;
  /** Store self-delivery with free delivery. */
  storeFree: boolean;
  /** Admin free delivery `{type, over}` while its status is 1, else null. */
  adminFree: { type: string | null; over: number | null } | null;
  /** Zone's increased delivery fee in percent (0 when off). */
  surchargePercent: number;
  /** The surge running for the zone and module (6amMart 3.x's; absent or null: none). */
  surge?: SurgePrice | null;
}

/** A surge's price: a fixed sum, or a percentage of the delivery fee (domain/pricing/surge.ts says when one runs). */
export interface SurgePrice {
  price: number;
  priceType: 'amount' | 'percent';
}

/** What the surge adds to a delivery fee of `fee` (> 0): the amount, or that percentage of the fee. */
export const surgeCharge = (fee: number, rule: SurgePrice | null | undefined): number =>
  !rule || !(rule.price > 0) ? 0 : rule.priceType === 'percent' ? (fee * rule.price) / 100 : rule.price;

/** The delivery fee before any free delivery: clamp, plus the vehicle's extra charge, then the zone surcharge and the surge. */
export function deliveryFee(rule: DeliveryRule): number {
  const fee = withZoneSurcharge(clampedDeliveryFee(rule.distance, rule) + rule.extraCharge, rule.surchargePercent);
  // (6amMart adds a surge only to a fee there is)
  return fee > 0 ? fee + surgeCharge(fee, rule.surge) : fee;
}

/** Who makes the delivery free for an order of `subtotal` (store first, then the admin), or null. */
export function freeDeliveryBy(
  rule: Pick<DeliveryRule, 'storeFree' | 'adminFree'>,
  subtotal: number,
  couponFrees: boolean,
): 'vendor' | 'admin' | null {
  if (rule.storeFree) return 'vendor';
  const admin = rule.adminFree;
  if (admin?.type === 'free_delivery_to_all_store') return 'admin';
  if (admin?.type === 'free_delivery_by_order_amount' && admin.over !== null && subtotal >= admin.over) return 'admin';
  return couponFrees ? 'admin' : null;
}
