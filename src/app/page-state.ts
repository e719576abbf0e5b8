// The state a server-rendered page starts from (docs/architecture.md, "A page request"): the dehydrated query cache
// and the router's loader data, in a JSON data block (`<script type="application/json">`, never run: the page's
// Content-Security-Policy allows no inline script). src/app/entry-server.tsx writes it, main.tsx reads it.
import type { DehydratedState } from '@tanstack/react-query';
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';

export const PAGE_STATE_ID = 'page-state';

export interface PageState {
  query: DehydratedState;
  /** React Router's hydration data, errors as its own static router writes them (window.__staticRouterHydrationData). */
  router: {
    loaderData: StaticHandlerContext['loaderData'];
    actionData: StaticHandlerContext['actionData'];
    errors: Record<string, unknown> | null;
  };
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

/** The data block of `state`, safe inside HTML (no `</script>`, no `<!--`). */
export const pageStateScript = (state: PageState) =>
  `<script type="application/json" id="${PAGE_STATE_ID}">${JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`)}</script>`;
