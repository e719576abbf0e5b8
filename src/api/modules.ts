import { useSyncExternalStore } from 'react';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import type { components } from '../../openapi/storefront.d.ts';
import { readRaw, session, storageKeys, subscribe, write, type StoredModule } from './storage.ts';

export type Module = components['schemas']['Module'];

/** GET /api/v1/module: every active module with its zones (the picker filters by the stored zone ids). */
export const fetchModules = () => unwrap(api.GET('/api/v1/module', {}));

export const moduleQueries = {
  list: () => queryOptions({ queryKey: ['modules'], queryFn: fetchModules, staleTime: 5 * 60_000 }),
};

/** Stores the chosen module under the `module` key (id, module_name, module_type, icon). */
export function storeModule(module: StoredModule) {
  write(storageKeys.module, {
    id: module.id,
    module_name: module.module_name,
    module_type: module.module_type,
    icon_full_url: module.icon_full_url,
  });
}

// `useSyncExternalStore` needs a stable snapshot: compare the raw strings, parse once per change.
let lastModuleRaw: string | null | undefined;
let lastModule: StoredModule | null = null;
const moduleSnapshot = () => {
  const raw = readRaw(storageKeys.module);
  if (raw !== lastModuleRaw) {
    lastModuleRaw = raw;
    lastModule = session.module();
  }
  return lastModule;
};

/** The stored module, re-rendering when it changes. */
export const useStoredModule = () => useSyncExternalStore(subscribe, moduleSnapshot, () => null);

/** The stored zone id JSON array string (`zoneid`), re-rendering when it changes. */
export const useStoredZoneId = () => useSyncExternalStore(subscribe, session.zoneId, () => null);

/** The stored token (signed in or not), re-rendering when it changes. */
export const useStoredToken = () => useSyncExternalStore(subscribe, session.token, () => null);

/** Interests kept locally (storage key `selected-interests`): category ids per module id. */
export type StoredInterests = Record<string, number[]>;

export const readInterests = (): StoredInterests => {
  const raw = readRaw(storageKeys.interests);
  try {
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as StoredInterests) : {};
  } catch {
    return {};
  }
};

/** Module ids the saved interests cover (a skipped module counts: it was asked once). */
export const interestModuleIds = () => Object.keys(readInterests()).map(Number);

export function storeInterests(moduleId: number, categoryIds: number[]) {
  write(storageKeys.interests, { ...readInterests(), [moduleId]: categoryIds });
}

// --- Rental cart reads for the module switch rule (spec part 2 §4) ------------------------------------------

/** The rental cart lines the module switch reads: each line's provider pickup zones. */
export interface RentalCartSnapshot {
  carts: { provider?: { pickup_zone_id?: (number | string)[] | null } | null }[];
}

/** Guests identify their cart by guest_id; a guest without one has no cart yet. */
const cartIdentity = () => {
  const token = session.token();
  const guestId = session.guestId();
  return token ? {} : guestId ? { guest_id: guestId } : null;
};

/** The rental module's trip cart (moduleId = the rental module being chosen, not the stored one). */
export async function fetchRentalCartSnapshot(moduleId: number): Promise<RentalCartSnapshot> {
  const identity = cartIdentity();
  if (!identity) return { carts: [] };
  const data = await unwrap(
    api.GET('/api/v1/rental/user/cart/get-cart', {
      params: { query: identity, header: { moduleId: String(moduleId) } },
    }),
  );
  return { carts: data.carts };
}

export const clearRentalCart = (moduleId: number) =>
  unwrap(
    api.DELETE('/api/v1/rental/user/cart/remove-cart', {
      params: { query: cartIdentity() ?? {}, header: { moduleId: String(moduleId) } },
    }),
  );
