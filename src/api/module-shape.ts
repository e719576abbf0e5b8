// The module resource's normaliser (contract type: Module in src/api/modules.ts), loaded with the answer it reads;
// the module's charges in a zone are read by zonePivotOf (src/api/zone-data.ts), as in get-zone-id's answer.
import type { components } from '../../openapi/storefront.d.ts';
import { eachOf, shapeOf } from './shape-readers.ts';
import { zonePivotOf } from './zone-data.ts';

type Module = components['schemas']['Module'];
type ModuleZone = components['schemas']['ModuleZone'];

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

/** The module list of any version. */
export const modulesOf = eachOf(moduleOf);
