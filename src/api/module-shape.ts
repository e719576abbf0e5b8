// The module resource's normaliser (contract type: Module in src/api/modules.ts), loaded with the answer it reads,
// and the module's charges in a zone (read by src/api/zone-data.ts too).
import type { components } from '../../openapi/storefront.d.ts';
import { eachOf, integerOf, numberOf, numberOrNull, objectOf, shapeOf } from './lenient.ts';
import type { Module } from './modules.ts';

type ModuleZone = components['schemas']['ModuleZone'];
type ModuleZonePivot = components['schemas']['ModuleZonePivot'];

/** A module's charges in a zone of any version (the `pivot` of a module's zone, or of a zone's module). */
export const zonePivotOf = (value: unknown): ModuleZonePivot => {
  const pivot = objectOf(value) ?? {};
  return {
    zone_id: integerOf(pivot['zone_id']),
    module_id: integerOf(pivot['module_id']),
    per_km_shipping_charge: numberOf(pivot['per_km_shipping_charge']),
    minimum_shipping_charge: numberOf(pivot['minimum_shipping_charge']),
    maximum_shipping_charge: numberOrNull(pivot['maximum_shipping_charge']),
    maximum_cod_order_amount: numberOrNull(pivot['maximum_cod_order_amount']),
  };
};

/**
 * A module of any version as the app reads it: v2.6 sends its `status` as text ("1") and its zones' payment flags as
 * booleans; here flags are 0/1 and ids numbers.
 */
export const moduleOf = (value: unknown): Module =>
  shapeOf<Module>(value, {
    id: 'integer',
    module_name: 'text',
    module_type: 'text',
    status: 'flagOn',
    stores_count: 'integer',
    theme_id: 'integer',
    all_zone_service: 'flag',
    zones: eachOf((zone) =>
      shapeOf<ModuleZone>(zone, {
        id: 'integer',
        status: 'flagOn',
        cash_on_delivery: 'flag',
        digital_payment: 'flag',
        increased_delivery_fee: 'number',
        increased_delivery_fee_status: 'flag',
        pivot: zonePivotOf,
      }),
    ),
  });
