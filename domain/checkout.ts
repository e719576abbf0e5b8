// The checkout's choices the store and the config decide (spec part 1 §2 "Delivery Addresses", part 2 §5):
// which order types are offered and which saved address is the default delivery address. Shared by the SPA (what
// the checkout offers) and the server (what order/place accepts).

export type OrderType = 'delivery' | 'take_away';

/**
 * The order types a store offers and the config switches on, home delivery first: delivery when the store delivers
 * and `home_delivery_status` is 1, take away when the store has it and `takeaway_status` is 1.
 */
export function offeredOrderTypes(
  store: { delivery: boolean; takeAway: boolean },
  config: { home_delivery_status?: number | null; takeaway_status?: number | null },
): OrderType[] {
  return [
    ...(store.delivery && config.home_delivery_status === 1 ? (['delivery'] as const) : []),
    ...(store.takeAway && config.takeaway_status === 1 ? (['take_away'] as const) : []),
  ];
}

/** A saved address's zones: its own zone and the zones its point lies in. */
export interface ZonedAddress {
  zone_id?: number | null;
  zone_ids?: number[] | null;
}

/** The address lies in the zone (its own zone, or one of the zones its point lies in). */
export const inZone = (address: ZonedAddress, zoneId: number) =>
  address.zone_id === zoneId || (address.zone_ids ?? []).includes(zoneId);

/** The default delivery address: the first saved address in the store's zone (null when none is). */
export function defaultDeliveryAddress<A extends ZonedAddress>(addresses: readonly A[], storeZoneId: number): A | null {
  return addresses.find((a) => inZone(a, storeZoneId)) ?? null;
}
