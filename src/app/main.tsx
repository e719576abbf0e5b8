import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { session, storeLanguage } from '../session/storage.ts';
import { applyDocumentLanguage, createI18n, directionOf } from '../i18n/i18n.ts';
import { languageOfSearch } from '../../domain/page-routes.ts';
import { App } from './app.tsx';
import { setNetworkErrorText, setServerErrorText } from '../api/errors.ts';
import { startInspection } from './inspection/inspect.ts';
import { ensureGuestId } from '../session/guest-id.ts';

// The guest id is asked for now rather than when the layout first renders (it still asks, sharing this request):
// the cart badge's request waits for it, and the page's chunk would otherwise come first.
void ensureGuestId();
// A link in a language (`?lang=ar`: the canonical URL of a page in Arabic, docs/architecture.md "What search engines
// read") makes it the chosen language, as choosing it in the language menu does.
const linkLanguage = languageOfSearch(location.search);
if (linkLanguage && linkLanguage !== session.language()) storeLanguage(linkLanguage, directionOf(linkLanguage));
const language = session.language();
applyDocumentLanguage(language);
// The Arabic catalogue is a lazy chunk: when it cannot be fetched the app still starts (in English) instead of
// staying on the splash.
const i18n = await createI18n(language).catch(() => {
  applyDocumentLanguage('en');
  return createI18n('en');
});
setServerErrorText(() => i18n.t('common.serverUnavailable'));
setNetworkErrorText(() => i18n.t('startup.offline'));
// `?inspect` / `?flows` (or VITE_INSPECT / VITE_FLOWS): the inspection listeners load before the first actor starts.
await startInspection();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>,
);
