// The zone resource's normaliser (contract type: ZoneData of GET /config/get-zone-id): the zones at a point of any
// 6amMart version in one shape. v2.6 sends the payment flags as booleans (`cash_on_delivery: true`) where 3.x sends
// 0/1, and numbers of the module pivot as numeric strings at times.
import type { components } from '../../openapi/storefront.d.ts';
import { flagOf, integerOf, numberOf, numberOrNull, objectOf, objectsOf, textOf, textOrNull } from './lenient.ts';

export type ZoneData = components['schemas']['ZoneData'];
type ModuleZonePivot = components['schemas']['ModuleZonePivot'];

/**
 * A module's charges in a zone of any version (the `pivot` of a module's zone, or of a zone's module). 6amMart 3.x may
 * charge a zone's deliveries a fixed fee (`delivery_charge_type` 'fixed', `fixed_shipping_charge`): it prices them as
 * per km, minimum and maximum all that fee, read here as no per-km charge and that fee as both bounds.
 */
export const zonePivotOf = (value: unknown): ModuleZonePivot => {
  const pivot = objectOf(value) ?? {};
  const fixed = pivot['delivery_charge_type'] === 'fixed' ? numberOf(pivot['fixed_shipping_charge']) : null;
  return {
    zone_id: integerOf(pivot['zone_id']),
    module_id: integerOf(pivot['module_id']),
    per_km_shipping_charge: fixed === null ? numberOf(pivot['per_km_shipping_charge']) : 0,
    minimum_shipping_charge: fixed ?? numberOf(pivot['minimum_shipping_charge']),
    maximum_shipping_charge: fixed ?? numberOrNull(pivot['maximum_shipping_charge']),
    maximum_cod_order_amount: numberOrNull(pivot['maximum_cod_order_amount']),
  };
};

/** The zones of a get-zone-id answer (`zone_data`) as the app reads them. */
export function zoneDataOf(answer: unknown): ZoneData[] {
  return objectsOf(objectOf(answer)?.['zone_data']).map((zone) => ({
    ...(zone as Partial<ZoneData>),
    id: integerOf(zone['id']),
    status: flagOf(zone['status'], 1),
    cash_on_delivery: flagOf(zone['cash_on_delivery']),
    digital_payment: flagOf(zone['digital_payment']),
    offline_payment: flagOf(zone['offline_payment']),
    increased_delivery_fee: numberOf(zone['increased_delivery_fee']),
    increased_delivery_fee_status: flagOf(zone['increased_delivery_fee_status']),
    increase_delivery_charge_message: textOrNull(zone['increase_delivery_charge_message']),
    modules: objectsOf(zone['modules']).map((m) => ({
      id: integerOf(m['id']),
      module_name: textOf(m['module_name']),
      module_type: textOf(m['module_type']),
      ...(objectOf(m['pivot']) ? { pivot: zonePivotOf(m['pivot']) } : {}),
    })),
  }));
}
