// Parcel delivery (6amMart's parcel module): its categories (GET /parcel-category), the parcel zone at a point with
// the module's charges there (GET /config/get-zone-id), the delivery vehicle's extra charge for a distance
// (vehicle-charge.ts) and placing the parcel (POST /customer/order/place with order_type=parcel, one
// Idempotency-Key per attempt; the moduleId header is the parcel module's).
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../openapi/storefront.d.ts';
import type { LatLng } from '../../domain/geo.ts';
import { api, unwrap } from './client.ts';
import { ApiError } from './errors.ts';
import type { PlaceOrderBody } from './orders.ts';
import { vehicleChargeQueries } from './vehicle-charge.ts';
import { zoneDataOf, type ZoneData } from './zone-data.ts';

export type ParcelCategory = components['schemas']['ParcelCategory'];

/** The parcel zone at a point: the smallest zone there that the parcel module serves, as the server picks it. */
export interface ParcelZone {
  zoneId: number;
  cashOnDelivery: boolean;
  digitalPayment: boolean;
  /** The zone's increased delivery fee in percent (0 when its status is off). */
  surchargePercent: number;
  perKm: number | null;
  minimum: number | null;
}

/** The first zone of a get-zone-id answer (smallest first) serving the module, or null. */
export function parcelZoneOf(zones: ZoneData[], moduleId: number): ParcelZone | null {
  for (const zone of zones) {
    const served = zone.modules.find((m) => m.id === moduleId);
    if (!served) continue;
    const pivot = served.pivot;
    return {
      zoneId: zone.id,
      cashOnDelivery: zone.cash_on_delivery === 1,
      digitalPayment: zone.digital_payment === 1,
      surchargePercent: zone.increased_delivery_fee_status === 1 ? zone.increased_delivery_fee : 0,
      perKm: pivot?.per_km_shipping_charge ?? null,
      minimum: pivot?.minimum_shipping_charge ?? null,
    };
  }
  return null;
}

/** GET /config/get-zone-id at the point → its parcel zone (null outside every zone or every parcel zone). */
export async function fetchParcelZone(point: LatLng, moduleId: number): Promise<ParcelZone | null> {
  try {
    const data = await unwrap(
      api.GET('/api/v1/config/get-zone-id', { params: { query: { lat: point.lat, lng: point.lng } } }),
    );
    return parcelZoneOf(zoneDataOf(data), moduleId);
  } catch (e) {
    // outside every zone (404 coordinates) or in inactive ones only (403): no parcel zone there
    if (e instanceof ApiError && (e.status === 404 || e.status === 403)) return null;
    throw e;
  }
}

export const parcelQueries = {
  categories: (moduleId: number) =>
    queryOptions({
      queryKey: ['parcel', 'categories', moduleId],
      queryFn: () => unwrap(api.GET('/api/v1/parcel-category', { params: { header: { moduleId: String(moduleId) } } })),
      staleTime: 60_000,
    }),
  zone: (point: LatLng | null, moduleId: number) =>
    queryOptions({
      queryKey: ['parcel', 'zone', point?.lat ?? null, point?.lng ?? null, moduleId],
      queryFn: () => fetchParcelZone(point!, moduleId),
      enabled: point !== null,
      staleTime: 60_000,
    }),
  extraCharge: vehicleChargeQueries.at,
};

/**
 * POST /customer/order/place with order_type=parcel: the key makes a retried or doubled request answer once. The
 * orders API comes with the first parcel placed: it is no part of the parcel page's first load.
 */
export const placeParcel = async (body: PlaceOrderBody, idempotencyKey: string) =>
  (await import('./orders.ts')).placeOrder(body, idempotencyKey);
