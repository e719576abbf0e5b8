import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import type { components } from '../../openapi/storefront.d.ts';
import { readWith } from './lenient.ts';
import { guestParams, requestOwner } from '../session/storage.ts';

export type Module = components['schemas']['Module'];

/** GET /api/v1/module: every active module with its zones (the picker filters by the stored zone ids). */
export const fetchModules = (): Promise<Module[]> =>
  readWith(unwrap(api.GET('/api/v1/module', {})), import('./module-shape.ts'), (s, a) => s.modulesOf(a));

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
