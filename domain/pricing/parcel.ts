// Parcel delivery fee (6amMart's order/place with order_type=parcel): the delivery distance sender → receiver
// (distance.ts: the straight line in km, 3 decimals, as shown and stored) × the per-km charge, at least the minimum charge; plus the delivery vehicle's
// extra charge for that distance; then the sender's zone's increased delivery fee (a percentage while its status is 1).
// The charges are the parcel category's own when it has them, else the parcel module's in the sender's zone, else the
// business config's parcel_per_km_shipping_charge / parcel_minimum_shipping_charge. The order amount is the fee plus
// the additional (service) charge and the delivery-man tips; parcels carry no items, discount or tax.
// The server charges this (server/lib/orders/place-parcel.ts) and the SPA shows the same result (src/features/parcel).
import { withZoneSurcharge } from './delivery.ts';
import { round2 } from './money.ts';

export interface ParcelCharges {
  perKm: number;
  minimum: number;
}

/** Charges that may be unset (a category without its own, a zone without the parcel module). */
export interface OptionalParcelCharges {
  perKm: number | null | undefined;
  minimum: number | null | undefined;
}

const isSet = (c: OptionalParcelCharges | null | undefined): c is ParcelCharges =>
  !!c && typeof c.perKm === 'number' && typeof c.minimum === 'number';

/** The charges that apply: the category's own, else the zone's (parcel module), else the config's (0 when unset). */
export function parcelCharges(
  category: OptionalParcelCharges | null | undefined,
  zone: OptionalParcelCharges | null | undefined,
  config: OptionalParcelCharges,
): ParcelCharges {
  if (isSet(category)) return { perKm: category.perKm, minimum: category.minimum };
  if (isSet(zone)) return { perKm: zone.perKm, minimum: zone.minimum };
  return { perKm: config.perKm ?? 0, minimum: config.minimum ?? 0 };
}

export interface ParcelPriceInput {
  /** km (distance.ts deliveryKm). */
  distance: number;
  charges: ParcelCharges;
  /** The delivery vehicle's extra charge for the distance (0 without one). */
  extraCharge: number;
  /** The sender's zone's increased delivery fee in percent (0 when off). */
  surchargePercent: number;
  /** The additional (service) charge while its status is 1, else 0. */
  additionalCharge: number;
  /** Delivery-man tips while dm_tips_status is 1, else 0. */
  tips: number;
}

export interface ParcelPrice {
  distance: number;
  deliveryFee: number;
  additionalCharge: number;
  tips: number;
  total: number;
}

/** The delivery fee: max(km × per-km, minimum) + the vehicle's extra charge, then the zone's surcharge. */
export const parcelDeliveryFee = (
  i: Pick<ParcelPriceInput, 'distance' | 'charges' | 'extraCharge' | 'surchargePercent'>,
) =>
  round2(
    withZoneSurcharge(Math.max(i.distance * i.charges.perKm, i.charges.minimum) + i.extraCharge, i.surchargePercent),
  );

/** What the parcel costs: the fee, the additional charge, the tips and their total. */
export function priceParcel(i: ParcelPriceInput): ParcelPrice {
  const deliveryFee = parcelDeliveryFee(i);
  const additionalCharge = round2(i.additionalCharge);
  const tips = round2(i.tips);
  return {
    distance: i.distance,
    deliveryFee,
    additionalCharge,
    tips,
    total: round2(deliveryFee + additionalCharge + tips),
  };
}
