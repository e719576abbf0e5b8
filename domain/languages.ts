// The languages the app speaks, and what the browser, the server render and the server's own texts need to know of
// each: its direction, its Open Graph locale. The one list: src/i18n/i18n.ts names them for the language switch and
// loads their catalogues; server/lib/seo writes a page's <html lang dir>, hreflang alternates and og:locale from it
// (docs/architecture.md, "Languages").

export const appLanguages = ['en', 'ar', 'bn', 'es'] as const;
export type AppLanguage = (typeof appLanguages)[number];

/** `code` when the app speaks it, else English (a locale the app lacks: an X-localization, a stored choice). */
export const appLanguageOf = (code: unknown): AppLanguage =>
  appLanguages.includes(code as AppLanguage) ? (code as AppLanguage) : 'en';

/** The scripts written right to left, by a locale's language (`ar-EG` is Arabic). */
const rtlCodes = new Set(['ar', 'he', 'fa', 'ur']);
export const directionOf = (code: string): 'ltr' | 'rtl' => (rtlCodes.has(code.split('-')[0]) ? 'rtl' : 'ltr');

/** The Open Graph locale of a page in each language (the country the shop's speakers of it are likeliest in). */
export const ogLocales: Record<AppLanguage, string> = { en: 'en_US', ar: 'ar_SA', bn: 'bn_BD', es: 'es_ES' };
