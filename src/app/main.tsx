import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { hydrate } from '@tanstack/react-query';
import { mirrorMatches, refreshMirror } from '../session/storage.ts';
import { applyDocumentLanguage, createI18n } from '../i18n/i18n.ts';
import { startLanguage } from './link-language.ts';
import { App } from './app.tsx';
import { setNetworkErrorText, setServerErrorText } from '../api/errors.ts';
import { startInspection } from './inspection/inspect.ts';
import { ensureGuestId } from '../session/guest-id.ts';
import { appQueryClient } from '../api/query-client.ts';
import { createRouter, resolveLazyRoutes } from './router.tsx';
import { PAGE_STATE_ID, type PageState } from './page-state.ts';

declare global {
  interface Window {
    /** The route loaders' data the server rendered with: React Router's browser router starts from it. */
    __staticRouterHydrationData?: PageState['router'];
  }
}

// `?lang=` or the stored language (the server rendered with the same rule).
const language = startLanguage(location.search);

// The server rendered this page (docs/architecture.md, "A page request") for the session its cookies mirror. The
// page is hydrated when that is this tab's session; otherwise (a token, a session stored before the mirror existed,
// another tab's change) it is rendered afresh, and the mirror catches up for the next request.
const stateBlock = document.getElementById(PAGE_STATE_ID)?.textContent;
const serverState = stateBlock ? (JSON.parse(stateBlock) as PageState) : undefined;
const hydrating = serverState !== undefined && mirrorMatches(document.cookie);
if (!hydrating) refreshMirror();

// The guest id is asked for now rather than when the layout first renders (it still asks, sharing this request):
// the cart badge's request waits for it, and the page's chunk would otherwise come first.
void ensureGuestId();
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
setNetworkErrorText(() => i18n.t('startup.offline'));
// `?inspect` / `?flows` (or VITE_INSPECT / VITE_FLOWS): the inspection listeners load before the first actor starts.
await startInspection();

const queryClient = appQueryClient();
if (hydrating) {
  hydrate(queryClient, serverState.query);
  window.__staticRouterHydrationData = serverState.router;
}
const app = (
  <StrictMode>
    <App i18n={i18n} queryClient={queryClient} router={<RouterProvider router={createRouter()} />} />
  </StrictMode>
);
const container = document.getElementById('root')!;
if (hydrating) hydrateRoot(container, app);
else createRoot(container).render(app);
