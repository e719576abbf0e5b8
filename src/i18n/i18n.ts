import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appLanguageOf, directionOf, type AppLanguage } from '../../domain/languages.ts';
import { onAreaRegistered, registeredAreas } from './areas.ts';
import type { Catalogue } from './en/index.ts';

/** Set (to true) by the i18n-areas Vite plugin (scripts/vite-i18n-areas.mjs); absent in unit tests. */
declare const __I18N_AREAS__: boolean | undefined;
const areasTravelWithCode = typeof __I18N_AREAS__ !== 'undefined' && __I18N_AREAS__;

/**
 * The app's languages (domain/languages.ts), each named in itself, as the language switch offers them. Lean: the list
 * is on every page's first load; a language's direction is `directionOf`'s, its Open Graph locale `ogLocales`'.
 */
export const languages: readonly { code: AppLanguage; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'ar', label: 'العربية' },
  { code: 'bn', label: 'বাংলা' },
  { code: 'es', label: 'Español' },
];
export type LanguageCode = AppLanguage;

/**
 * The languages the language switch offers: those of the backend's config (`language`: `[{ key: 'bn', … }]`; a key
 * may carry a region, `es-MX`) that the app speaks, in the app's order, and always English — every text falls back to
 * it — and `current`, the language the shop reads in. Without a list (the config not loaded, or one without it), all
 * the app's languages.
 */
export function offeredLanguages(listed: readonly { key?: string }[] | undefined, current: string) {
  if (!listed) return languages;
  return languages.filter(
    (l) => l.code === 'en' || l.code === current || listed.some((k) => k.key?.split(/[-_]/)[0] === l.code),
  );
}

/**
 * The English texts to start with. Built by Vite (the i18n-areas plugin), each area arrives with the code that
 * reads it: the areas registered so far, the others join the instance as their chunks load. Without the plugin
 * (unit tests), the whole English catalogue.
 */
async function englishCatalogue() {
  if (areasTravelWithCode) return registeredAreas();
  return (await import('./en/index.ts')).en;
}

/** Every language's catalogue but English's, each one lazy chunk: a page's first load carries none of them. */
const catalogues = import.meta.glob<Record<string, Catalogue>>(['./*/index.ts', '!./en/index.ts']);

/** Loads a catalogue (a shopper loads only theirs). */
async function loadCatalogue(code: string) {
  return code === 'en' ? englishCatalogue() : (await catalogues[`./${code}/index.ts`]!())[code]!;
}

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
      ...(lng !== 'en' ? { [lng]: { translation: await loadCatalogue(lng) } } : {}),
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
