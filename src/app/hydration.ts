// The start of a server-rendered page (docs/architecture.md, "A page request"): a chunk of its own that main.tsx
// loads only when the page carries the server's state block, so a page rendered in the browser (static hosting, the
// account pages) never fetches React Query's hydration, the cookie check or the lazy routes' early resolution.
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { refreshMirror } from '../session/storage.ts';
import { mirrorMatches, signedInAtStart } from '../session/cookie-mirror.ts';
import { asOfThePageRequest, type PageState } from './page-state.ts';
import { routes } from './router.tsx';
import { keepServerHead } from '../shop/use-page-title.ts';

declare global {
  interface Window {
    /** The route loaders' data the server rendered with: React Router's browser router starts from it. */
    __staticRouterHydrationData?: PageState['router'];
  }
}

/**
 * Loads the lazy routes that match `url` (hydration must render what the server rendered, with no route still
 * loading) and replaces each `lazy` with what it gave.
 */
export async function resolveLazyRoutes(url: string | URL) {
  // by the path (a full URL string would be read as a path and match only the Not found route)
  const matches = matchRoutes(routes, { pathname: new URL(url).pathname }) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * Puts `app` on the server's HTML in `container`, starting from the server's query cache; false when the app is to
 * be rendered afresh over it instead (a signed-in shopper's page), from that cache too.
 */
export type Hydrate = (container: Element, app: ReactNode, queryClient: QueryClient) => boolean;

/**
 * Prepares the hydration of a page the server rendered with `stateText` (its state block, src/app/page-state.ts)
 * for the session its cookies mirror (`startCookies`, read as the page started, like the session it is compared with:
 * keepStartSession in src/session/storage.ts). When that is this tab's session: the page's lazy routes are loaded, the
 * router's start data set (before the router is created) and the hydration returned — which, for a signed-in shopper,
 * only fills the query cache and leaves the render to the caller (see `Hydrate`). Otherwise (a session stored before
 * the mirror existed, another tab's change) null: the page is rendered afresh, and the mirror is rewritten for the
 * next request.
 */
export async function prepareHydration(stateText: string, startCookies: string): Promise<Hydrate | null> {
  if (!mirrorMatches(startCookies)) {
    refreshMirror();
    return null;
  }
  const state = JSON.parse(stateText) as PageState;
  // the shop's clock of the coming weeks as the server read it, for domain/shop-time.ts (not imported here: the
  // pages that read the clock load it): hydrating asks for no Intl date formatter
  globalThis.__shopZoneOffsets = state.zone;
  // (the footer's content is not awaited: its chunk arrives while the page hydrates, and React hydrates that part of
  // the server's HTML then — src/features/shell/footer.tsx)
  await resolveLazyRoutes(window.location.href);
  window.__staticRouterHydrationData = state.router;
  const signedIn = signedInAtStart();
  // What came in (this chunk and the page's lazy routes, evaluated as they arrived) is one task; the router, the query
  // cache's start and the hydration (src/app/main.tsx) are the next: together they were one task of ≈ 11 ms of a
  // quiet two-core machine's main thread, four times that in Lighthouse's Total Blocking Time.
  await new Promise((resolve) => setTimeout(resolve));
  return (container, app, queryClient) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    hydrate(queryClient, asOfThePageRequest(state.query, performance.timeOrigin, navigation));
    keepServerHead();
    // A signed-in shopper's page differs from the guest's the server drew (the account menu, the hearts, the queries
    // a token enables): it is rendered afresh over it, but from the server's data and with the route's code already
    // in, so the first render draws the same page in the same place, not loading states (nothing moves under the
    // shopper's eyes); what a signed-in shopper gets otherwise arrives as the stale queries are asked again.
    if (signedIn) return false;
    // In a transition the hydration is time-sliced: React yields to the browser every few milliseconds instead of
    // hydrating the whole page in one task (a default-priority hydration is not sliced), so a tap or a scroll is not
    // held behind it (Lighthouse's Total Blocking Time). The page is already drawn: nothing waits for it to finish.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return true;
  };
}
