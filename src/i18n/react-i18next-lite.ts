// The part of react-i18next the app uses (`I18nextProvider`, `useTranslation`, `initReactI18next`) over
// ./i18next-lite.ts: the browser's build and the server entry's resolve 'react-i18next' to this file
// (vite.config.ts); the tests keep the package. The app never changes the language in place (a change reloads the
// page), so `useTranslation` only reads the instance: its `t` is the same function on every render, as
// react-i18next's is while the language stays.
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { LiteI18n } from './i18next-lite.ts';

const I18nContext = createContext<LiteI18n | null>(null);
/** The instance `init` ran with (react-i18next's global one): for a `useTranslation` outside any provider. */
let initialised: LiteI18n | null = null;

export const initReactI18next = {
  type: '3rdParty' as const,
  init(instance: LiteI18n) {
    initialised = instance;
  },
};

export function I18nextProvider({ i18n, children }: { i18n: LiteI18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

export function useTranslation() {
  const i18n = useContext(I18nContext) ?? initialised;
  if (!i18n) throw new Error('useTranslation: no i18n instance (I18nextProvider or createI18n first)');
  const result = [i18n.t, i18n, true] as unknown as [LiteI18n['t'], LiteI18n, boolean] & {
    t: LiteI18n['t'];
    i18n: LiteI18n;
    ready: boolean;
  };
  result.t = i18n.t;
  result.i18n = i18n;
  result.ready = true;
  return result;
}
