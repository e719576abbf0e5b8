import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { onAreaRegistered, registeredAreas } from './areas.ts';

/** Set (to true) by the i18n-areas Vite plugin (scripts/vite-i18n-areas.mjs); absent in unit tests. */
declare const __I18N_AREAS__: boolean | undefined;
const areasTravelWithCode = typeof __I18N_AREAS__ !== 'undefined' && __I18N_AREAS__;

export const languages = [
  { code: 'en', label: 'English', countryCode: 'US', direction: 'ltr' },
  { code: 'ar', label: 'العربية', countryCode: 'SA', direction: 'rtl' },
] as const;
export type LanguageCode = (typeof languages)[number]['code'];

const rtlCodes = new Set(['ar', 'he', 'fa', 'ur']);
export const directionOf = (code: string): 'ltr' | 'rtl' => (rtlCodes.has(code.split('-')[0]) ? 'rtl' : 'ltr');

/**
 * The English texts to start with. Built by Vite (the i18n-areas plugin), each area arrives with the code that
 * reads it: the areas registered so far, the others join the instance as their chunks load. Without the plugin
 * (unit tests), the whole English catalogue.
 */
async function englishCatalogue() {
  if (areasTravelWithCode) return registeredAreas();
  return (await import('./en/index.ts')).en;
}

/** Loads a catalogue (Arabic is one lazy chunk). */
async function loadCatalogue(code: string) {
  if (code === 'ar') return (await import('./ar/index.ts')).ar;
  return englishCatalogue();
}

/** Applies lang/dir to <html>. */
export function applyDocumentLanguage(code: string) {
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
}

/** Creates and initialises an i18next instance for `code` (one per app; tests make their own). */
export async function createI18n(code: string): Promise<I18n> {
  const instance = i18next.createInstance();
  const lng = languages.some((l) => l.code === code) ? code : 'en';
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
