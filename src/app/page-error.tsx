import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { RouteError } from './route-error.tsx';

// The Not found page's own chunk (the `*` route's): a server-rendered 404 hydrates once it is there.
const NotFoundPage = lazy(() => import('./not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));

/** What the server render passes its route loaders (src/app/entry-server.tsx): the status server/lib/seo gave. */
export interface PageRequestContext {
  pageStatus: number;
}

/**
 * The page route's loader: a page the server answers with a 4xx (an unknown path, store or item id, a malformed one:
 * server/lib/seo) renders the Not found page inside the layout (docs/architecture.md, "A page request"). In the
 * browser there is no context: nothing to do.
 */
export function pageStatus({ context }: { context?: unknown }): null {
  const status = (context as Partial<PageRequestContext> | undefined)?.pageStatus ?? 200;
  if (status >= 400) throw new Response(null, { status });
  return null;
}

/** A page's error inside the layout: the Not found page for a 4xx answer, else the route error. */
export function PageError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500)
    return (
      <Suspense>
        <NotFoundPage />
      </Suspense>
    );
  return <RouteError />;
}
