// The state a server-rendered page starts from (docs/architecture.md, "A page request"): the dehydrated query cache
// and the router's loader data, in a JSON data block (`<script type="application/json">`, never run: the page's
// Content-Security-Policy allows no inline script). src/app/entry-server.tsx writes it, main.tsx reads it.
import type { DehydratedState } from '@tanstack/react-query';
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';
import type { ZoneOffsetSpan } from '../../domain/shop-time.ts';

export const PAGE_STATE_ID = 'page-state';

export interface PageState {
  query: DehydratedState;
  /** React Router's hydration data, errors as its own static router writes them (window.__staticRouterHydrationData). */
  router: {
    loaderData: StaticHandlerContext['loaderData'];
    actionData: StaticHandlerContext['actionData'];
    errors: Record<string, unknown> | null;
  };
  /**
   * The shop time zone's offsets from a year before the render to ten years after it (domain/shop-time.ts,
   * `handedZoneOffsets`): the browser reads the shop's clock from them (availability, opening hours, a sale's end, an
   * order's time) instead of loading ICU's date data.
   */
  zone?: ZoneOffsetSpan[];
}

/** The route errors as React Router's browser router reads them back (a 404 answer, an Error's message). */
export function serializeRouteErrors(errors: StaticHandlerContext['errors']): PageState['router']['errors'] {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([route, error]) => [
      route,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : error instanceof Error
          ? { message: error.message, __type: 'Error' }
          : error,
    ]),
  );
}

/**
 * The server's query state as of the page's request (`requestedAt`, the browser's clock: `performance.timeOrigin`).
 * A kept page (server/static.ts) was rendered up to PAGE_CACHE_SECONDS before it was sent, once more past that while
 * its next render is made, and its queries carry the render's time: the browser read them as stale and fetched every
 * one of them again right after hydrating. The server empties its kept pages on every change to what they show, so a
 * page's data is what a fetch would answer when it is sent; stamped with the request's time on the browser's clock it
 * stays fresh for the browser's staleTime from there, and a server clock ahead or behind the browser's no longer
 * matters. A query without data (pending, failed) is left as it is. A page the browser took from its HTTP cache
 * without asking the server (`navigation.transferSize` 0: a back or forward navigation may, however old the page) is
 * not known to be current: its queries keep the render's time, and are fetched again once stale.
 */
export function asOfThePageRequest(
  state: DehydratedState,
  requestedAt: number,
  navigation?: Pick<PerformanceNavigationTiming, 'transferSize'>,
): DehydratedState {
  if (navigation?.transferSize === 0) return state;
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.dataUpdatedAt ? { ...query, state: { ...query.state, dataUpdatedAt: requestedAt } } : query,
    ),
  };
}

/** The data block of `state`, safe inside HTML (no `</script>`, no `<!--`). */
export const pageStateScript = (state: PageState) =>
  `<script type="application/json" id="${PAGE_STATE_ID}">${JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`)}</script>`;
