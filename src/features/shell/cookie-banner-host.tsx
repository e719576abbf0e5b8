import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { configQueries } from '../../api/config.ts';
import { useStored } from '../../session/hooks.ts';
import { CONSENT_ACCEPTED, storageKeys } from '../../session/storage.ts';
import { whenIdle } from '../../ui/load-later.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';

const CookieBanner = lazy(() => import('./cookie-banner.tsx').then((m) => ({ default: m.CookieBanner })));

/**
 * The cookie notice (config `cookies_text`; none when empty) until the visitor accepts it, remembered in the browser
 * (`cookie-consent`, mirrored in a cookie: the server knows it). Its strip (cookie-banner.tsx) is a lazy part, only
 * for a visitor who has not accepted it: no page's first load carries it, and a returning visitor never fetches it
 * (docs/architecture.md "The first load"). A server-rendered page carries it in its HTML — part of the first paint, so
 * it is never a late paint that becomes the page's largest one — and hydrates without it until its chunk is in (as the
 * footer's content); a page the browser draws itself loads it when the browser is idle after the first render. It
 * decides whether and when the strip loads (the consent, the text, the page's start), which neither `lazy` nor a flow
 * starter does.
 */
export function CookieBannerHost() {
  // at once while the server renders and the browser hydrates its page; on a page the browser draws, once idle
  const hydrated = useHydrated();
  const [due, setDue] = useState(!hydrated);
  const text = useQuery(configQueries.config()).data?.cookies_text?.trim();
  const accepted = useStored(storageKeys.cookieConsent) === CONSENT_ACCEPTED;
  useEffect(() => whenIdle(() => setDue(true)), []);
  if (!due || !text || accepted) return null;
  return (
    <Suspense>
      <CookieBanner text={text} />
    </Suspense>
  );
}
