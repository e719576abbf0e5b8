import { isDiscountRunning } from '../../../domain/availability.ts';
import { priceTrip, type PricedVehicle, type TripPrice } from '../../../domain/pricing/rental.ts';
import type { CouponRule } from '../../../domain/pricing/coupon.ts';
import { additionalChargeOf, type AdditionalChargeConfig } from '../../../domain/pricing/additional-charge.ts';
import type { RentalCart, Vehicle } from '../../api/rental.ts';

export const pricedVehicle = (v: Vehicle): PricedVehicle => ({
  hourlyPrice: v.hourly_price,
  distancePrice: v.distance_price,
  discountType: v.discount_type,
  discountPrice: v.discount_price,
});

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
