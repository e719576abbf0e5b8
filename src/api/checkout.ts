// What the checkout needs besides the cart: the store's zone with the module's charges there (GET
// /config/get-zone-id at the store's position: cash on delivery, digital payment, the increased delivery fee, the
// per-km / minimum / maximum charges and the cash-on-delivery limit of the module in that zone). A store may stand
// outside its own zone's polygon (get-zone-id there lists other zones): then the zone is looked up at the delivery
// point, which a delivery must lie in (the server prices with the store's zone either way).
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import { zoneDataOf, type ZoneData } from './zone-data.ts';

/** The store's zone as the checkout prices it. */
export interface StoreZone {
  zoneId: number;
  cashOnDelivery: boolean;
  digitalPayment: boolean;
  /** The zone's increased delivery fee in percent (0 when its status is off). */
  surchargePercent: number;
  perKm: number;
  minimum: number;
  maximum: number | null;
  /** The module's cash-on-delivery limit in the zone (null = none). */
  maxCodAmount: number | null;
}

/** The store's zone entry of a get-zone-id answer, with the module's pivot (null when the zone is not listed). */
export function storeZoneOf(zones: ZoneData[], zoneId: number, moduleId: number): StoreZone | null {
  const zone = zones.find((z) => z.id === zoneId);
  if (!zone) return null;
  const pivot = zone.modules.find((m) => m.id === moduleId)?.pivot;
  return {
    zoneId,
    cashOnDelivery: zone.cash_on_delivery === 1,
    digitalPayment: zone.digital_payment === 1,
    surchargePercent: zone.increased_delivery_fee_status === 1 ? zone.increased_delivery_fee : 0,
    perKm: pivot?.per_km_shipping_charge ?? 0,
    minimum: pivot?.minimum_shipping_charge ?? 0,
    maximum: pivot?.maximum_shipping_charge ?? null,
    maxCodAmount: pivot?.maximum_cod_order_amount ?? null,
  };
}

/** The store's zone as get-zone-id at a point lists it (null when it is not among the zones there). */
async function storeZoneAt(point: { lat: number; lng: number }, store: { zone_id: number; module_id: number }) {
  const data = await unwrap(api.GET('/api/v1/config/get-zone-id', { params: { query: point } }));
  return storeZoneOf(zoneDataOf(data), store.zone_id, store.module_id);
}

/**
 * GET /api/v1/config/get-zone-id at the store's position → its zone (store.zone_id) and the module's charges; when the
 * store's zone is not among the zones there, at the delivery point (`destination`) instead.
 */
export async function fetchStoreZone(
  store: { latitude: string; longitude: string; zone_id: number; module_id: number },
  destination: { lat: number; lng: number } | null = null,
): Promise<StoreZone | null> {
  const here = await storeZoneAt({ lat: Number(store.latitude), lng: Number(store.longitude) }, store);
  if (here || !destination) return here;
  // a point outside every zone answers an error: the zone stays unknown
  return storeZoneAt(destination, store).catch(() => null);
}

export const checkoutQueries = {
  storeZone: (
    store: { id: number; latitude: string; longitude: string; zone_id: number; module_id: number } | null,
    destination: { lat: number; lng: number } | null = null,
  ) =>
    queryOptions({
      queryKey: ['checkout', 'store-zone', store?.id ?? null, destination?.lat ?? null, destination?.lng ?? null],
      queryFn: () => fetchStoreZone(store!, destination),
      enabled: store !== null,
      staleTime: 60_000,
    }),
};
