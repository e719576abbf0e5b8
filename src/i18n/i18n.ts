import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en/index.ts';

export const languages = [
  { code: 'en', label: 'English', countryCode: 'US', direction: 'ltr' },
  { code: 'ar', label: 'العربية', countryCode: 'SA', direction: 'rtl' },
] as const;
export type LanguageCode = (typeof languages)[number]['code'];

const rtlCodes = new Set(['ar', 'he', 'fa', 'ur']);
export const directionOf = (code: string): 'ltr' | 'rtl' => (rtlCodes.has(code.split('-')[0]) ? 'rtl' : 'ltr');

/** Loads a catalogue (Arabic is a lazy chunk). */
async function loadCatalogue(code: string) {
  if (code === 'ar') return (await import('./ar/index.ts')).ar;
  return en;
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
  return instance;
}
