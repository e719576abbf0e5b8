import { isDiscountRunning } from '../../../domain/availability.ts';
import {
  priceTrip,
  vehicleDiscount,
  vehicleUnitPrice,
  type PricedVehicle,
  type RentalType,
  type TripPrice,
} from '../../../domain/pricing/rental.ts';
import { isPercent } from '../../../domain/pricing/discount.ts';
import type { CouponRule } from '../../../domain/pricing/coupon.ts';
import { additionalChargeOf, type AdditionalChargeConfig } from '../../../domain/pricing/additional-charge.ts';
import type { RentalCart, Vehicle } from '../../api/rental.ts';

export const pricedVehicle = (v: Vehicle): PricedVehicle => ({
  hourlyPrice: v.hourly_price,
  distancePrice: v.distance_price,
  discountType: v.discount_type,
  discountPrice: v.discount_price,
});

/** A vehicle's price for one trip type: per hour or per km, and after its own percent discount (null without one). */
export interface VehicleRate {
  type: RentalType;
  price: number;
  discounted: number | null;
}

/**
 * The prices a vehicle's page lists: for each trip type it offers, its price per hour or km and, with a percent
 * discount, that price less the discount the trip cart takes on one hour or km (vehicleDiscount). An amount discount
 * is a sum off each vehicle's rent, not off an hour or a km: it has no discounted unit price.
 */
export function vehicleRates(v: Vehicle): VehicleRate[] {
  const priced = pricedVehicle(v);
  const offered: RentalType[] = [];
  if (v.trip_hourly) offered.push('hourly');
  if (v.trip_distance) offered.push('distance_wise');
  return offered.map((type) => {
    const price = vehicleUnitPrice(priced, type);
    const cut = vehicleDiscount(priced, 1, { rentalType: type, estimatedHours: 1, distance: 1 });
    return { type, price, discounted: cut > 0 && isPercent(v.discount_type) ? price - cut : null };
  });
}

/**
 * The trip cart's price by the shared pricing module (part 2 §9): rent = price × quantity × hours-or-km, the
 * vehicle's percent/amount discount or the running provider discount (min_purchase, max_discount), coupon, tax, and
 * the config's additional (service) charge (`config`; none without it), as the booking stores it.
 */
export function priceOfCart(
  cart: RentalCart,
  now: Date,
  coupon?: CouponRule | null,
  config?: AdditionalChargeConfig,
): TripPrice | null {
  const trip = cart.user_data;
  if (!trip || cart.carts.length === 0) return null;
  const provider = cart.carts[0]!.provider;
  const discount = provider.discount ?? null;
  return priceTrip({
    lines: cart.carts.map((l) => ({ vehicle: pricedVehicle(l.vehicle), quantity: l.quantity })),
    measure: { rentalType: trip.rental_type, estimatedHours: trip.estimated_hours, distance: trip.distance },
    providerDiscount: discount && isDiscountRunning(discount, now) ? discount : null,
    coupon,
    taxRate: trip.tax_percentage,
    taxIncluded: trip.tax_status === 'included',
    additionalCharge: config ? additionalChargeOf(config) : 0,
  });
}
