// Trip pricing (spec part 2 §9, "Pricing rules"). Pure functions; amounts are rounded to 2 decimals at the end.
//
//   line rent      = price × quantity × units        (price: hourly_price or distance_price; units: hours or km)
//   vehicle disc.  = percent: price × value / 100 × units × quantity;  amount: value × quantity   (≤ the line rent)
//   provider disc. = when the provider's discount runs and the rent ≥ its min_purchase:
//                    percent: rent × value / 100, amount: value; capped by max_discount (0 = no cap).
//                    As with 6amMart's store discount, a provider discount that applies replaces the vehicle ones.
//   coupon         = on rent − discount (see couponDiscount)
//   tax            = on rent − discount − coupon: included → base × t / (100 + t) (not added);
//                    excluded → base × t / 100, added.

export type RentalType = 'hourly' | 'distance_wise';

export interface PricedVehicle {
  hourlyPrice: number;
  distancePrice: number;
  discountType: 'percent' | 'amount' | string;
  discountPrice: number;
}

export interface TripMeasure {
  rentalType: RentalType;
  /** Hours of an hourly trip. */
  estimatedHours: number;
  /** Km of a distance-wise trip. */
  distance: number;
}

export interface DiscountRule {
  discount: number;
  discount_type: 'percent' | 'amount' | string;
  min_purchase: number;
  /** 0 = no cap */
  max_discount: number;
}

export interface CouponRule extends DiscountRule {
  coupon_type?: string;
}

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** The vehicle's price per hour (hourly) or per km (distance_wise). */
export const unitPrice = (v: PricedVehicle, type: RentalType) => (type === 'hourly' ? v.hourlyPrice : v.distancePrice);

/** Hours for hourly trips, km for distance-wise trips. */
export const tripUnits = (m: TripMeasure) => (m.rentalType === 'hourly' ? m.estimatedHours : m.distance);

/** price × quantity × (hours | km) */
export function lineRent(v: PricedVehicle, quantity: number, m: TripMeasure): number {
  return unitPrice(v, m.rentalType) * quantity * tripUnits(m);
}

/** The vehicle's own discount on a line: percent = price × value / 100 × units × quantity; amount = value × quantity. */
export function vehicleDiscount(v: PricedVehicle, quantity: number, m: TripMeasure): number {
  if (!(v.discountPrice > 0)) return 0;
  const rent = lineRent(v, quantity, m);
  const raw =
    v.discountType === 'percent'
      ? ((unitPrice(v, m.rentalType) * v.discountPrice) / 100) * tripUnits(m) * quantity
      : v.discountPrice * quantity;
  return Math.min(raw, rent);
}

/** A percent/amount discount on `base` with a min_purchase gate and a max_discount cap (0 = no cap). */
export function cappedDiscount(base: number, rule: DiscountRule | null | undefined): number {
  if (!rule || !(rule.discount > 0) || base <= 0 || base < rule.min_purchase) return 0;
  const raw = rule.discount_type === 'percent' ? (base * rule.discount) / 100 : rule.discount;
  const capped = rule.max_discount > 0 ? Math.min(raw, rule.max_discount) : raw;
  return Math.min(capped, base);
}

/** Tax on a base: included → base × t / (100 + t); excluded → base × t / 100. */
export function taxOn(base: number, rate: number, included: boolean): number {
  if (!(rate > 0) || base <= 0) return 0;
  return included ? (base * rate) / (100 + rate) : (base * rate) / 100;
}

/** Coupon discount on `base` (rent or subtotal after the store/provider discount). free_delivery coupons give 0 here. */
export function couponDiscount(base: number, coupon: CouponRule | null | undefined): number {
  if (!coupon || coupon.coupon_type === 'free_delivery') return 0;
  return cappedDiscount(base, coupon);
}

export interface TripLineInput {
  vehicle: PricedVehicle;
  quantity: number;
}

export interface TripPriceInput {
  lines: TripLineInput[];
  measure: TripMeasure;
  /** The provider's discount when it runs now (dates checked by the caller), else null. */
  providerDiscount: DiscountRule | null;
  coupon?: CouponRule | null;
  taxRate: number;
  taxIncluded: boolean;
}

export interface TripPrice {
  /** Rent before discounts. */
  rent: number;
  lines: { rent: number; discount: number }[];
  discount: number;
  discountBy: 'vehicle' | 'provider' | null;
  coupon: number;
  tax: number;
  /** What the customer pays. */
  total: number;
}

export function priceTrip(input: TripPriceInput): TripPrice {
  const rents = input.lines.map((l) => lineRent(l.vehicle, l.quantity, input.measure));
  const rent = rents.reduce((a, b) => a + b, 0);
  const providerCut = cappedDiscount(rent, input.providerDiscount);
  let lineDiscounts: number[];
  let discountBy: TripPrice['discountBy'] = null;
  if (providerCut > 0) {
    // spread the provider discount over the lines pro rata (for the trip lines' discount_on_trip)
    lineDiscounts = rents.map((r) => (rent > 0 ? (providerCut * r) / rent : 0));
    discountBy = 'provider';
  } else {
    lineDiscounts = input.lines.map((l) => vehicleDiscount(l.vehicle, l.quantity, input.measure));
    if (lineDiscounts.some((d) => d > 0)) discountBy = 'vehicle';
  }
  const discount = lineDiscounts.reduce((a, b) => a + b, 0);
  const afterDiscount = Math.max(0, rent - discount);
  const coupon = couponDiscount(afterDiscount, input.coupon);
  const base = Math.max(0, afterDiscount - coupon);
  const tax = taxOn(base, input.taxRate, input.taxIncluded);
  const total = input.taxIncluded ? base : base + tax;
  return {
    rent: round2(rent),
    lines: rents.map((r, i) => ({ rent: round2(r), discount: round2(lineDiscounts[i]!) })),
    discount: round2(discount),
    discountBy,
    coupon: round2(coupon),
    tax: round2(tax),
    total: round2(total),
  };
}
