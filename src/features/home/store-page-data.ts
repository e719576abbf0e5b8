// What the catalogue pages read, for the pages and their route loaders alike (one copy of each rule).
import { storeItemQueries } from '../../api/items.ts';
import type { Scope } from '../../api/scope.ts';
import { hasStoreCatalogue } from '../../../domain/module-wording.ts';
import type { StoredModule } from '../../session/storage.ts';
import { storeDetailsQueries, type StoreDetails } from '../../api/stores.ts';

/** The store the URL names: `?id=` (slug or id) else the path's slug, in `?module_id=` else the stored module. */
export function storeOfUrl(slug: string, search: URLSearchParams, storedModuleId: number | undefined) {
  return {
    idOrSlug: search.get('id') || slug,
    moduleId: Number(search.get('module_id')) || storedModuleId || null,
  };
}

/** The store's details query for the URL. */
export const storeDetailsOfUrl = (slug: string, search: URLSearchParams, storedModuleId: number | undefined) => {
  const { idOrSlug, moduleId } = storeOfUrl(slug, search, storedModuleId);
  return storeDetailsQueries.details(idOrSlug, moduleId);
};

/** The zone the store's items are listed in: the stored one, else `?store_zone_id=`, else the store's. */
export const storeZoneId = (storedZone: string | null, search: URLSearchParams, store: StoreDetails) =>
  storedZone ?? JSON.stringify([Number(search.get('store_zone_id')) || store.zone_id]);

/** The first page of the store's items as the page opens (all categories, no search). */
export const storeFirstItems = (store: StoreDetails, zoneId: string) =>
  storeItemQueries.list({ storeId: store.id, moduleId: store.module_id, zoneId, categoryId: 0, search: '' });

/**
 * The zone and module a catalogue page lists for (the stored ones), or null without a zone or a module with stores
 * (the page then shows the home page's guidance).
 */
export function catalogueScope(module: StoredModule | null, zoneId: string | null): Scope | null {
  return zoneId && module && hasStoreCatalogue(module.module_type) ? { moduleId: module.id, zoneId } : null;
}
