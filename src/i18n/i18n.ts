import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appLanguageOf, directionOf, type AppLanguage } from '../../domain/languages.ts';
import { onAreaRegistered, registeredAreas } from './areas.ts';
import type { Catalogue } from './en/index.ts';

/** Set (to true) by the i18n-areas Vite plugin (scripts/vite-i18n-areas.mjs); absent in unit tests. */
declare const __I18N_AREAS__: boolean | undefined;
const areasTravelWithCode = typeof __I18N_AREAS__ !== 'undefined' && __I18N_AREAS__;

export type LanguageCode = AppLanguage;

/**
 * The English texts to start with. Built by Vite (the i18n-areas plugin), each area arrives with the code that
 * reads it: the areas registered so far, the others join the instance as their chunks load. Without the plugin
 * (unit tests), the whole English catalogue.
 */
async function englishCatalogue() {
  if (areasTravelWithCode) return registeredAreas();
  return (await import('./en/index.ts')).en;
}

/**
 * Every language's catalogue but English's, each one lazy chunk: a page's first load carries none of them (a shopper
 * loads only theirs); its type asks for every language of domain/languages.ts.
 */
const catalogues: Record<Exclude<AppLanguage, 'en'>, () => Promise<Partial<Record<AppLanguage, Catalogue>>>> = {
  ar: () => import('./ar/index.ts'),
  bn: () => import('./bn/index.ts'),
  es: () => import('./es/index.ts'),
};

/** Applies lang/dir to <html>. */
export function applyDocumentLanguage(code: string) {
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
}

/** Creates and initialises an i18next instance for `code` (one per app; tests make their own). */
export async function createI18n(code: string): Promise<I18n> {
  const instance = i18next.createInstance();
  const lng = appLanguageOf(code);
  const en = await englishCatalogue();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: {
      en: { translation: en },
      ...(lng !== 'en' ? { [lng]: { translation: (await catalogues[lng]())[lng]! } } : {}),
    },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (areasTravelWithCode) {
    const add = (area: string, texts: Record<string, unknown>) =>
      instance.addResourceBundle('en', 'translation', { [area]: texts }, true, false);
    // Areas whose chunk ran while the instance initialised, then every later one.
    Object.entries(registeredAreas()).forEach(([area, texts]) => add(area, texts));
    onAreaRegistered(add);
  }
  return instance;
}
