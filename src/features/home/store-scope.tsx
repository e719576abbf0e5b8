import { lazy, Suspense, type ReactNode } from 'react';
import type { Scope } from '../../api/scope.ts';
import { DefaultPlaceNotice } from '../../shop/default-place-notice.tsx';
import type { StoredModule } from '../../session/storage.ts';
import { HomeGuidance } from './home-guidance.tsx';
import { Page } from './page-frame.ts';
import { catalogueScope } from './store-page-data.ts';
import { useShownScope } from './shown-scope.ts';

// The module home of a module without a store catalogue (rental, parcel) is the home page's chunk: the catalogue
// pages' first load carries only the guidance.
const HomePage = lazy(() => import('./home-page.tsx').then((m) => ({ default: m.HomePage })));

/**
 * A catalogue page needs a zone and a module with stores — the stored ones, else the default location's
 * (shown-scope.ts, said on the page): without them it shows the home page's guidance
 * (set a location, pick a module), for a module without stores (rental, parcel) that module's home; otherwise the
 * page for that module and zone, remounted on a change.
 */
export function StoreScope({ children }: { children: (scope: Scope, module: StoredModule) => ReactNode }) {
  const { module, zoneId, pending } = useShownScope();
  const scope = catalogueScope(module, zoneId);
  if (pending) return null;
  if (!zoneId || !module) return <HomeGuidance />;
  if (!scope || module.module_type === 'rental')
    return (
      <Suspense>
        <HomePage />
      </Suspense>
    );
  return (
    <Page key={`${scope.moduleId}-${scope.zoneId}`}>
      <DefaultPlaceNotice />
      {children(scope, module)}
    </Page>
  );
}
