import { lazy, Suspense } from 'react';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { usePickerPage } from './use-picker-page.ts';

// The statechart, the rail and the picker's own code (with XState) are a chunk of their own: the host is on every
// page, and they can show on two kinds only.
const ModulePickerLive = lazy(() => import('./module-picker-live.tsx').then((m) => ({ default: m.ModulePickerLive })));

/**
 * Rendered by the root layout on every page: the module picker ('Select a type of module for your orders.') and the
 * module rail, as the module-picker statechart decides (module-picker-live.tsx). Both show on /home or when the URL
 * asks for the picker only (whatever the session: test/machines/module-picker.test.ts), so elsewhere the host loads
 * nothing. Both are the browser's: the server renders the page without them and hydration draws what it drew (the
 * rail is a fixed panel beside the page, hidden on phones, and switches modules, which needs JavaScript). The home
 * page opens the picker through the URL (features never import each other).
 */
export function ModulePickerHost() {
  const { pickerRequested, onHome } = usePickerPage();
  const hydrated = useHydrated();
  if (!hydrated || !(pickerRequested || onHome)) return null;
  return (
    <Suspense fallback={null}>
      <ModulePickerLive />
    </Suspense>
  );
}
