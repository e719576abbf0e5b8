// Trip pricing (spec part 2 §9, "Pricing rules"). Pure functions; amounts rounded to 2 decimals at the end.
//
//   line rent      = price × quantity × units        (price: hourly_price or distance_price; units: hours or km)
//   vehicle disc.  = percent: price × value / 100 × units × quantity;  amount: value × quantity   (≤ the line rent)
//   provider disc. = when the provider's discount runs: min_purchase and max_discount caps (see discount.ts); as with
//                    6amMart's store discount, a provider discount that applies replaces the vehicle ones.
//   coupon         = on rent − discount (see coupon.ts)
//   tax            = on rent − discount − coupon (see tax.ts)
//   total          = rent − discount − coupon + excluded tax + the additional (service) charge
//                    (additional-charge.ts: the config's while its status is 1), as 6amMart 3.5 books a trip
import { couponDiscount, type CouponRule } from './coupon.ts';
import { cappedDiscount, isPercent, type DiscountRule } from './discount.ts';
import { round2, spreadProRata, sum } from './money.ts';
import { taxAdded, taxOn } from './tax.ts';

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

/** The vehicle's price per hour (hourly) or per km (distance_wise). */
export const vehicleUnitPrice = (v: PricedVehicle, type: RentalType) =>
  type === 'hourly' ? v.hourlyPrice : v.distancePrice;

/** Hours for hourly trips, km for distance-wise trips. */
export const tripUnits = (m: TripMeasure) => (m.rentalType === 'hourly' ? m.estimatedHours : m.distance);

/** price × quantity × (hours | km) */
export function lineRent(v: PricedVehicle, quantity: number, m: TripMeasure): number {
  return vehicleUnitPrice(v, m.rentalType) * quantity * tripUnits(m);
}

/** The vehicle's own discount on a line: percent = price × value / 100 × units × quantity; amount = value × quantity. */
export function vehicleDiscount(v: PricedVehicle, quantity: number, m: TripMeasure): number {
  if (!(v.discountPrice > 0)) return 0;
  const raw = isPercent(v.discountType)
    ? ((vehicleUnitPrice(v, m.rentalType) * v.discountPrice) / 100) * tripUnits(m) * quantity
    : v.discountPrice * quantity;
  return Math.min(raw, lineRent(v, quantity, m));
}

export interface TripLineInput {
  vehicle: PricedVehicle;
  quantity: number;
}

export interface TripPriceInput {
  lines: TripLineInput[];
  measure: TripMeasure;
  /** The provider's discount when it runs now (window checked by the caller), else null. */
  providerDiscount: DiscountRule | null;
  coupon?: CouponRule | null;
  taxRate: number;
  taxIncluded: boolean;
  /** The additional (service) charge (additional-charge.ts; 0 when none). */
  additionalCharge?: number;
}

export interface TripPrice {
  /** Rent before discounts. */
  rent: number;
  /** Per line: its rent and its discount (the provider's share, or else the vehicle's own discount). */
  lines: { rent: number; discount: number }[];
  discount: number;
  discountBy: 'vehicle' | 'provider' | null;
  coupon: number;
  tax: number;
  /** The additional (service) charge. */
  additionalCharge: number;
  /** What the customer pays. */
  total: number;
}

/** What a coupon is checked and taken on: the rent after the vehicle or provider discount (part 2 §9). */
export const tripCouponBase = (price: Pick<TripPrice, 'rent' | 'discount'>) => Math.max(0, price.rent - price.discount);

export function priceTrip(input: TripPriceInput): TripPrice {
  const rents = input.lines.map((l) => lineRent(l.vehicle, l.quantity, input.measure));
  const own = input.lines.map((l) => vehicleDiscount(l.vehicle, l.quantity, input.measure));
  const rent = sum(rents);
  const providerCut = cappedDiscount(rent, input.providerDiscount);
  let lineDiscounts: number[];
  let discountBy: TripPrice['discountBy'] = null;
  if (providerCut > 0) {
    // the provider discount spread over the lines pro rata (the trip lines' discount_on_trip)
    lineDiscounts = spreadProRata(providerCut, rents);
    discountBy = 'provider';
  } else {
    lineDiscounts = own;
    if (own.some((d) => d > 0)) discountBy = 'vehicle';
  }
  const discount = sum(lineDiscounts);
  const afterDiscount = Math.max(0, rent - discount);
  const coupon = couponDiscount(afterDiscount, input.coupon);
  const base = Math.max(0, afterDiscount - coupon);
  const tax = taxOn(base, input.taxRate, input.taxIncluded);
  const additionalCharge = input.additionalCharge ?? 0;
  return {
    rent: round2(rent),
    lines: rents.map((r, i) => ({ rent: round2(r), discount: round2(lineDiscounts[i]!) })),
    discount: round2(discount),
    discountBy,
    coupon: round2(coupon),
    tax: round2(tax),
    additionalCharge: round2(additionalCharge),
    total: round2(base + taxAdded(tax, input.taxIncluded) + additionalCharge),
  };
}
