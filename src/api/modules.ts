import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import type { components } from '../../openapi/storefront.d.ts';
import { eachOf, integerOf, numberOf, numberOrNull, objectOf, shapeOf } from './lenient.ts';
import { guestParams, requestOwner } from '../session/storage.ts';

export type Module = components['schemas']['Module'];
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

/** GET /api/v1/module: every active module with its zones (the picker filters by the stored zone ids). */
export const fetchModules = async (): Promise<Module[]> =>
  eachOf(moduleOf)(await unwrap(api.GET('/api/v1/module', {})));

export const moduleQueries = {
  list: () => queryOptions({ queryKey: ['modules'], queryFn: fetchModules, staleTime: 5 * 60_000 }),
};

// --- Rental cart reads for the module switch rule (spec part 2 §4) ------------------------------------------

/** The rental cart lines the module switch reads: each line's provider pickup zones. */
export interface RentalCartSnapshot {
  carts: { provider?: { pickup_zone_id?: (number | string)[] | null } | null }[];
}

/** The rental module's trip cart (moduleId = the rental module being chosen, not the stored one). */
export async function fetchRentalCartSnapshot(moduleId: number): Promise<RentalCartSnapshot> {
  // A guest without a guest_id has no cart yet.
  if (requestOwner().kind === 'none') return { carts: [] };
  const data = await unwrap(
    api.GET('/api/v1/rental/user/cart/get-cart', {
      params: { query: guestParams(), header: { moduleId: String(moduleId) } },
    }),
  );
  return { carts: data.carts };
}

export const clearRentalCart = (moduleId: number) =>
  unwrap(
    api.DELETE('/api/v1/rental/user/cart/remove-cart', {
      params: { query: guestParams(), header: { moduleId: String(moduleId) } },
    }),
  );
