import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../ui/load-later.ts';

const CookieBanner = lazy(() => import('./cookie-banner.tsx').then((m) => ({ default: m.CookieBanner })));

/**
 * The cookie notice, loaded when the browser is idle after the first render (as the toaster): no page's first load
 * carries it, and a server-rendered page hydrates without it (docs/architecture.md "The first load").
 */
export function CookieBannerLater() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}
