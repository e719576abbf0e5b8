import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { configQueries } from '../../api/config.ts';
import { useStored } from '../../session/hooks.ts';
import { CONSENT_ACCEPTED, storageKeys } from '../../session/storage.ts';
import { whenIdle } from '../../ui/load-later.ts';

const CookieBanner = lazy(() => import('./cookie-banner.tsx').then((m) => ({ default: m.CookieBanner })));

/**
 * The cookie notice (config `cookies_text`; none when empty) until the visitor accepts it, remembered in the browser
 * (`cookie-consent`). Its strip (cookie-banner.tsx) is loaded when the browser is idle after the first render (as the
 * toaster), and only for a visitor who has not accepted it: no page's first load carries it, a server-rendered page
 * hydrates without it, and a returning visitor never fetches it (docs/architecture.md "The first load"). It decides
 * whether and when the strip loads (the consent, the text, the idle browser), which neither `lazy` nor a flow
 * starter does.
 */
export function CookieBannerHost() {
  const [idle, setIdle] = useState(false);
  const text = useQuery(configQueries.config()).data?.cookies_text?.trim();
  const accepted = useStored(storageKeys.cookieConsent) === CONSENT_ACCEPTED;
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle || !text || accepted) return null;
  return (
    <Suspense>
      <CookieBanner text={text} />
    </Suspense>
  );
}
