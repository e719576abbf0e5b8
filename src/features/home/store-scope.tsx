import type { ReactNode } from 'react';
import type { Scope } from '../../api/scope.ts';
import { useStoredModule, useStoredZoneId } from '../../session/hooks.ts';
import type { StoredModule } from '../../session/storage.ts';
import { HomePage } from './home-page.tsx';
import { Page } from './page-frame.ts';
import { catalogueScope } from './store-page-data.ts';

/**
 * A catalogue page needs the stored zone and a module with stores: without them it shows the home page's own
 * guidance (set a location, pick a module); otherwise the page for that module and zone, remounted on a change.
 */
export function StoreScope({ children }: { children: (scope: Scope, module: StoredModule) => ReactNode }) {
  const module = useStoredModule();
  const zoneId = useStoredZoneId();
  const scope = catalogueScope(module, zoneId);
  if (!scope || !module || module.module_type === 'rental') return <HomePage />;
  return <Page key={`${scope.moduleId}-${scope.zoneId}`}>{children(scope, module)}</Page>;
}
