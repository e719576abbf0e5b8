import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { mirrorMatches, refreshMirror, session } from '../session/storage.ts';
import { applyDocumentLanguage, createI18n } from '../i18n/i18n.ts';
import { App } from './app.tsx';
import { setServerErrorText } from '../api/errors.ts';
import { startInspection } from './inspection/inspect.ts';
import { ensureGuestId } from '../session/guest-id.ts';
import { appQueryClient } from '../api/query-client.ts';
import { createRouter, resolveLazyRoutes } from './router.tsx';

declare global {
  interface Window {
    /** The query cache the server rendered the page with (src/app/entry-server.tsx). */
    __QUERY_STATE__?: DehydratedState;
    /** The route loaders' data the server rendered with (React Router's static router writes it). */
    __staticRouterHydrationData?: unknown;
  }
}

// The server rendered this page (docs/architecture.md, "The request path") for the session its cookies mirror. The
// page is hydrated when that is this tab's session; otherwise (a token, a session stored before the mirror existed,
// another tab's change) it is rendered afresh, and the mirror catches up for the next request.
const serverState = window.__QUERY_STATE__;
const hydrating = serverState !== undefined && mirrorMatches(document.cookie);
if (!hydrating) refreshMirror();

// The guest id is asked for now rather than when the layout first renders (it still asks, sharing this request):
// the cart badge's request waits for it, and the page's chunk would otherwise come first.
void ensureGuestId();
const language = session.language();
applyDocumentLanguage(language);
// The Arabic catalogue is a lazy chunk: when it cannot be fetched the app still starts (in English) instead of
// staying on the splash. The page's lazy route loads at the same time (hydration renders it at once).
const [i18n] = await Promise.all([
  createI18n(language).catch(() => {
    applyDocumentLanguage('en');
    return createI18n('en');
  }),
  hydrating ? resolveLazyRoutes(window.location.href) : null,
]);
setServerErrorText(() => i18n.t('common.serverUnavailable'));
// `?inspect` / `?flows` (or VITE_INSPECT / VITE_FLOWS): the inspection listeners load before the first actor starts.
await startInspection();

const queryClient = appQueryClient();
if (hydrating) hydrate(queryClient, serverState);
else delete window.__staticRouterHydrationData; // the browser's router runs its loaders itself
const app = (
  <StrictMode>
    <App i18n={i18n} queryClient={queryClient} router={<RouterProvider router={createRouter()} />} />
  </StrictMode>
);
const container = document.getElementById('root')!;
if (hydrating) hydrateRoot(container, app);
else createRoot(container).render(app);
