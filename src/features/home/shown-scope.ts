// What the catalogue pages show a visitor who has set no location or chosen no module (a cold link shows
// its subject): the shopper's own zone and module where stored, else the configured default location's zones
// (src/api/default-place.ts; the page says so, src/shop/default-place-notice.tsx) and the first module listing stores' items
// that serves them. The loaders (loaders.ts) and the views read the same rule.
import { useQuery } from '@tanstack/react-query';
import { defaultPlaceQueries } from '../../api/default-place.ts';
import { moduleQueries, type Module } from '../../api/modules.ts';
import { appQueryClient } from '../../api/query-client.ts';
import { useStoredModule, useStoredZoneId } from '../../session/hooks.ts';
import { session, type StoredModule } from '../../session/storage.ts';
import { hasStoreCatalogue, modulesInZones, storedZoneIds } from '../../../domain/module-wording.ts';

export interface ShownScope {
  module: StoredModule | null;
  zoneId: string | null;
  /** Still finding the default location or module: the page shows its loading state. */
  pending: boolean;
}

/** A module whose stores' items the catalogue pages list (a rental module's "stores" are its providers). */
const listsItems = (m: Module) => hasStoreCatalogue(m.module_type) && m.module_type !== 'rental';

/** The first module listing stores' items that serves `zoneId`, as the session stores a module. */
function defaultModule(modules: readonly Module[] | undefined, zoneId: string | null): StoredModule | null {
  const module = modulesInZones(modules ?? [], storedZoneIds(zoneId)).find(listsItems);
  return module
    ? {
        id: module.id,
        module_name: module.module_name,
        module_type: module.module_type,
        icon_full_url: module.icon_full_url,
      }
    : null;
}

/** The zone and module a catalogue page shows (see the file's comment). */
export function useShownScope(): ShownScope {
  const storedModule = useStoredModule();
  const storedZoneId = useStoredZoneId();
  const place = useQuery({ ...defaultPlaceQueries.place(), enabled: !storedZoneId });
  const modules = useQuery({ ...moduleQueries.list(), enabled: !storedModule });
  const zoneId = storedZoneId ?? place.data?.zoneId ?? null;
  return {
    zoneId,
    module: storedModule ?? defaultModule(modules.data, zoneId),
    pending: (!storedZoneId && place.isPending) || (!storedModule && modules.isPending),
  };
}

/** The same for a route loader: fetches the default location and the modules when the session lacks them. */
export async function shownScopeNow(): Promise<Pick<ShownScope, 'module' | 'zoneId'>> {
  const client = appQueryClient();
  const storedModule = session.module();
  const storedZoneId = session.zoneId();
  const zoneId =
    storedZoneId ??
    (await client.ensureQueryData(defaultPlaceQueries.place()).then(
      (place) => place.zoneId,
      () => null,
    ));
  if (storedModule) return { zoneId, module: storedModule };
  const modules = await client.ensureQueryData(moduleQueries.list()).catch(() => undefined);
  return { zoneId, module: defaultModule(modules, zoneId) };
}
