import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { configQueries } from '../api/config.ts';
import type { AppLanguage } from '../../domain/languages.ts';
import type { TitleSubject } from '../../domain/page-head.ts';

/**
 * The address (path and query) of the server-rendered page this tab hydrated, until the shopper leaves it: its head
 * (title, robots tag) is the server's, by the same rule, for what the page first rendered with (set by
 * src/app/hydration.ts).
 */
let serverHeadAddress: string | null = null;
const address = () => window.location.pathname + window.location.search;

/** The page about to be hydrated came with its head. */
export function keepServerHead() {
  serverHeadAddress = address();
}

/** Whether the head is still the one the server sent for the page on screen (no navigation since it was hydrated). */
function headFromServer() {
  if (serverHeadAddress !== null && serverHeadAddress !== address()) serverHeadAddress = null;
  return serverHeadAddress !== null;
}

/**
 * Runs `sync` (with the business name and language) from the lazily loaded head module when `key` changes — except
 * on a hydrated page for the key it first rendered with, which the server's head already says: no page load fetches
 * the head module, only a navigation, a new subject or a language change does.
 */
function useHeadSync(
  key: string | undefined,
  sync: (m: typeof import('./page-head-sync.ts'), code: AppLanguage, business: string) => void,
) {
  const { i18n } = useTranslation();
  const business = useQuery(configQueries.config()).data?.business_name;
  const code = i18n.language as AppLanguage; // one the app speaks: createI18n's
  const first = useRef(true);
  useEffect(() => {
    const firstRun = first.current;
    first.current = false;
    if (!business || key === undefined || (firstRun && headFromServer())) return;
    let current = true;
    void import('./page-head-sync.ts').then((m) => current && sync(m, code, business));
    return () => {
      current = false;
    };
    // `sync` is read with the key it was given for
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [business, key, code]);
}

/**
 * Sets document.title by the title rule the server's head follows (domain/page-head.ts): "<subject> | <business>"
 * in the shown language; `undefined` leaves it alone (the subject is not known yet). The rule loads after the first
 * render (src/shop/page-head-sync.ts): the first load carries none of it (docs/architecture.md, "What search
 * engines read").
 */
export function usePageTitle(subject: TitleSubject | undefined) {
  const key = subject === undefined ? undefined : JSON.stringify(subject);
  useHeadSync(key, (m, code, business) => m.showPageTitle(JSON.parse(key!) as TitleSubject, code, business));
}

/** On every navigation: the title of the pages without data and the robots tag (src/shop/page-head-sync.ts). */
export function usePageHeadSync(pathname: string) {
  useHeadSync(pathname, (m, code, business) => m.syncPageHead(pathname, code, business));
}
