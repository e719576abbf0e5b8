import { lazy, Suspense, type ReactNode } from 'react';
import type { Scope } from '../../api/scope.ts';
import { useStoredModule, useStoredZoneId } from '../../session/hooks.ts';
import type { StoredModule } from '../../session/storage.ts';
import { HomeGuidance } from './home-guidance.tsx';
import { Page } from './page-frame.ts';
import { catalogueScope } from './store-page-data.ts';

// The module home of a module without a store catalogue (rental, parcel) is the home page's chunk: the catalogue
// pages' first load carries only the guidance.
const HomePage = lazy(() => import('./home-page.tsx').then((m) => ({ default: m.HomePage })));

/**
 * A catalogue page needs the stored zone and a module with stores: without them it shows the home page's guidance
 * (set a location, pick a module), for a module without stores (rental, parcel) that module's home; otherwise the
 * page for that module and zone, remounted on a change.
 */
export function StoreScope({ children }: { children: (scope: Scope, module: StoredModule) => ReactNode }) {
  const module = useStoredModule();
  const zoneId = useStoredZoneId();
  const scope = catalogueScope(module, zoneId);
  if (!zoneId || !module) return <HomeGuidance />;
  if (!scope || module.module_type === 'rental')
    return (
      <Suspense fallback={null}>
        <HomePage />
      </Suspense>
    );
  return <Page key={`${scope.moduleId}-${scope.zoneId}`}>{children(scope, module)}</Page>;
}
