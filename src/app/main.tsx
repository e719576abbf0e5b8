import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { keepStartSession, refreshMirror } from '../session/storage.ts';
import { applyDocumentLanguage, createI18n } from '../i18n/i18n.ts';
import { startLanguage } from './link-language.ts';
import { App } from './app.tsx';
import { setFailureTexts, setFailureTranslator, setNetworkErrorText, setServerErrorText } from '../api/errors.ts';
import { startInspection } from './inspection/inspect.ts';
import { ensureGuestId } from '../api/guest-id.ts';
import { appQueryClient } from '../api/query-client.ts';
import { createRouter } from './router.tsx';
import { PAGE_STATE_ID } from './page-state.ts';

// `?lang=` or the stored language (the server rendered with the same rule).
const language = startLanguage(location.search);

// The server rendered this page (docs/architecture.md, "A page request") when it carries the state block: the
// hydration's chunk decides whether to hydrate it (src/app/hydration.ts). A page rendered in the browser keeps the
// cookie mirror up to date for the next request.
// hydration compares, and renders with, the session and its cookies as they are now, before anything is written.
const stateText = document.getElementById(PAGE_STATE_ID)?.textContent;
const startCookies = document.cookie;
if (stateText) keepStartSession();
else refreshMirror();

// The guest id is asked for now rather than when the layout first renders (it still asks, sharing this request):
// the cart badge's request waits for it, and the page's chunk would otherwise come first.
void ensureGuestId();
applyDocumentLanguage(language);
// A language's catalogue is a lazy chunk: when it cannot be fetched the app still starts (in English) instead of
// staying on the splash. A server-rendered page's hydration (with its lazy route) loads at the same time.
const [i18n, hydrate] = await Promise.all([
  createI18n(language).catch(() => {
    applyDocumentLanguage('en');
    return createI18n('en');
  }),
  // (its chunk out of reach: the page is rendered afresh)
  stateText
    ? import('./hydration.ts').then((m) => m.prepareHydration(stateText, startCookies)).catch(() => null)
    : null,
]);
setServerErrorText(() => i18n.t('common.serverUnavailable'));
setNetworkErrorText(() => i18n.t('startup.offline'));
setFailureTexts({
  slow: () => i18n.t('startup.slow'),
  tooManyRequests: (count) =>
    count === null ? i18n.t('startup.tooManyRequests') : i18n.t('startup.tooManyRequestsIn', { count }),
  unknown: () => i18n.t('common.somethingWentWrong'),
});
setFailureTranslator((key) => i18n.t(key));
// `?inspect` / `?flows` (or VITE_INSPECT / VITE_FLOWS): the inspection listeners load before the first actor starts.
await startInspection();

const queryClient = appQueryClient();
// created after the hydration's preparation: the router starts from the server's loader data
const app = (
  <StrictMode>
    <App i18n={i18n} queryClient={queryClient} router={<RouterProvider router={createRouter()} />} />
  </StrictMode>
);
const container = document.getElementById('root')!;
// (a server-rendered page holds the presses on its buttons until it is live: src/shop/page-live.ts)
if (!hydrate?.(container, app, queryClient)) createRoot(container).render(app);
