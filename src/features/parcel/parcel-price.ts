// What the parcel costs on screen: the shared parcel rule (domain/pricing/parcel.ts), fed exactly as the server
// feeds it (server/lib/orders/place-parcel.ts): the straight-line km sender → receiver, the category's charges, else
// the sender zone's, else the config's, the delivery vehicle's extra charge, the zone's surcharge, the service charge.
import type { Config } from '../../api/config.ts';
import type { ParcelCategory, ParcelZone } from '../../api/parcel.ts';
import type { LatLng } from '../../../domain/geo.ts';
import { additionalChargeOf } from '../../../domain/pricing/additional-charge.ts';
import { deliveryKm } from '../../../domain/pricing/distance.ts';
import { parcelCharges, priceParcel, type ParcelPrice } from '../../../domain/pricing/parcel.ts';

type PriceConfig = Pick<
  Config,
  | 'additional_charge_status'
  | 'additional_charge'
  | 'dm_tips_status'
  | 'parcel_per_km_shipping_charge'
  | 'parcel_minimum_shipping_charge'
>;

/** The distance of a parcel (null until both places are known). */
export const parcelDistance = (from: LatLng | null, to: LatLng | null) => (from && to ? deliveryKm(from, to) : null);

export function parcelPrice(i: {
  category: Pick<ParcelCategory, 'parcel_per_km_shipping_charge' | 'parcel_minimum_shipping_charge'>;
  zone: ParcelZone;
  config: PriceConfig;
  distance: number;
  extraCharge: number;
  tips: number;
}): ParcelPrice {
  return priceParcel({
    distance: i.distance,
    charges: parcelCharges(
      { perKm: i.category.parcel_per_km_shipping_charge, minimum: i.category.parcel_minimum_shipping_charge },
      { perKm: i.zone.perKm, minimum: i.zone.minimum },
      { perKm: i.config.parcel_per_km_shipping_charge, minimum: i.config.parcel_minimum_shipping_charge },
    ),
    extraCharge: i.extraCharge,
    surchargePercent: i.zone.surchargePercent,
    additionalCharge: additionalChargeOf(i.config),
    tips: i.config.dm_tips_status === 1 ? i.tips : 0,
  });
}
