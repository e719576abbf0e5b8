import { lazy, Suspense } from 'react';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { useNarrowScreen } from '../../ui/use-narrow-screen.ts';
import { usePickerPage } from './use-picker-page.ts';

// The statechart, the rail and the picker's own code (with XState) are a chunk of their own: the host is on every
// page, and they can show on two kinds only.
const ModulePickerChart = lazy(() =>
  import('./module-picker-chart.tsx').then((m) => ({ default: m.ModulePickerChart })),
);

/**
 * Rendered by the root layout on every page: the module picker ('Select a type of module for your orders.') and the
 * module rail, as the module-picker statechart decides (module-picker-chart.tsx). Both show only when the URL asks for
 * the picker, or on /home once a zone is stored (test/machines/module-picker.test.ts), so elsewhere — and on a
 * stranger's /home, drawn for the shop's default place — the host loads nothing. Both are the browser's: the server
 * renders the page without them and hydration draws what it drew (the rail is a fixed panel beside the page, hidden
 * on phones, and switches modules, which needs JavaScript). The home page opens the picker through the URL (features
 * never import each other). On a phone the rail is hidden (module-rail.tsx): with a module stored, only the URL can
 * open the picker there, so /home loads nothing for it until the screen is wide or the picker is asked for.
 */
export function ModulePickerHost() {
  const { pickerRequested, onHome, zoneStored, moduleStored } = usePickerPage();
  const hydrated = useHydrated();
  const narrow = useNarrowScreen();
  const railOnly = narrow && moduleStored; // (the picker opens on /home only without a module)
  if (!hydrated || !(pickerRequested || (onHome && zoneStored && !railOnly))) return null;
  return (
    <Suspense>
      <ModulePickerChart />
    </Suspense>
  );
}
