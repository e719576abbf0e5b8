// The languages the demo data is translated into besides English, and a row's `translations` built from its texts.
import type { Translations } from '../../schema/catalogue.ts';

/** The languages of the demo's translations (English is the row's own field, served when a translation is missing). */
export const SEED_LANGUAGES = ['ar', 'bn', 'es'] as const;
export type SeedLanguage = (typeof SEED_LANGUAGES)[number];

/** A text in the demo's languages; a missing one falls back to English. */
export type Texts = Partial<Record<SeedLanguage, string>>;

/**
 * A row's `translations` from each field's texts: `translated({ name: { ar, bn, es } })` is
 * `{ ar: { name: ar }, bn: { name: bn }, es: { name: es } }`. A language without a text for a field has no entry for
 * it, and a language without any text is left out (a row with no text at all gets `{}`).
 */
export function translated(fields: Record<string, Texts>): Translations {
  const out: Translations = {};
  for (const language of SEED_LANGUAGES)
    for (const [field, texts] of Object.entries(fields)) {
      const text = texts[language];
      if (text) (out[language] ??= {})[field] = text;
    }
  return out;
}

/** Each language's text passed through `f` (e.g. completed with the store's name). */
export const mapTexts = (texts: Texts, f: (text: string) => string): Texts =>
  Object.fromEntries(SEED_LANGUAGES.flatMap((language) => (texts[language] ? [[language, f(texts[language])]] : [])));
