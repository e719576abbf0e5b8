import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from './load-later.ts';
import { loadToasts, onToastsLoaded, toastsLoaded } from './toast.ts';

const ToasterView = lazy(() => import('./toaster-view.tsx').then((m) => ({ default: m.ToasterView })));

/**
 * The app's toaster (src/ui/toaster-view.tsx), mounted once the toast library has loaded: when the browser is idle
 * after the first render, or earlier with the first toast (src/ui/toast.ts).
 */
export function AppToaster() {
  const loaded = useSyncExternalStore(onToastsLoaded, toastsLoaded, toastsLoaded);
  useEffect(() => whenIdle(() => void loadToasts().catch(() => undefined)), []);
  if (!loaded) return null;
  return (
    <Suspense>
      <ToasterView />
    </Suspense>
  );
}
