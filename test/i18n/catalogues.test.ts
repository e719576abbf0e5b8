// Every language of the app (`languages`, src/i18n/i18n.ts) has every English text: the same keys — a plural key
// with the forms its language's plural rules select (Intl.PluralRules) — non-empty, with the English text's
// interpolations, and translated. A key in one language and not in another fails here.
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en/index.ts';
import { ar } from '../../src/i18n/ar/index.ts';
import { bn } from '../../src/i18n/bn/index.ts';
import { es } from '../../src/i18n/es/index.ts';
import { languages } from '../../src/i18n/language-names.ts';

const catalogues: Record<string, unknown> = { en, ar, bn, es };

const leaves = (obj: unknown, prefix = ''): [string, unknown][] =>
  obj && typeof obj === 'object'
    ? Object.entries(obj).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
    : [[prefix, obj]];

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** The English keys that are plural forms, by their base (`orders.items_one` → `orders.items`). */
const englishPlurals = new Set(
  leaves(en)
    .map(([key]) => key)
    .filter((key) => key.endsWith('_other'))
    .map((key) => key.replace(PLURAL, '')),
);

/**
 * The forms of a plural key a language's catalogue may lack, read as its `_other` (src/i18n/i18next-lite.ts): Spanish's
 * `_many` (a million), and Arabic's forms beyond English's one/other — its catalogue has `_one` and `_other` only, and
 * `_other` serves 0, 2, 3–10 and 11–99 too.
 */
const readAsOther: Record<string, readonly string[]> = { es: ['many'], ar: ['zero', 'two', 'few', 'many'] };

/** The keys a language's catalogue must have: English's, each plural one with its language's forms. */
function expectedKeys(code: string) {
  const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories as string[];
  const required = categories.filter((c) => !readAsOther[code]?.includes(c));
  const keys = leaves(en)
    .map(([key]) => key)
    .filter((key) => !englishPlurals.has(key.replace(PLURAL, '')));
  for (const base of englishPlurals) keys.push(...required.map((c) => `${base}_${c}`));
  return { keys, allowed: new Set(categories) };
}

/** Texts a language writes as English does: names (the shop's, the sign-in providers') and loanwords. */
const sameAsEnglish: Record<string, readonly string[]> = {
  es: [
    'common.appName',
    'auth.provider.google',
    'auth.provider.facebook',
    'auth.provider.apple',
    'cart.item.halal',
    'home.halal',
  ],
};

const vars = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((v) => v.replace(/\s/g, '')).sort();

describe('catalogues', () => {
  it('every language of the app has a catalogue here', () => {
    expect(languages.map((l) => l.code).sort()).toEqual(Object.keys(catalogues).sort());
  });

  for (const { code } of languages.filter((l) => l.code !== 'en')) {
    it(`${code} has the English keys, with its own plural forms`, () => {
      const { keys, allowed } = expectedKeys(code);
      const have = leaves(catalogues[code]).map(([key]) => key);
      const missing = keys.filter((key) => !have.includes(key));
      const extra = have.filter((key) => {
        if (keys.includes(key)) return false;
        const base = key.replace(PLURAL, '');
        return !(englishPlurals.has(base) && allowed.has(key.slice(base.length + 1)));
      });
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it(`${code} strings are translated (not empty, not the English text), interpolations kept`, () => {
      const english = new Map(leaves(en));
      const otherOf = (key: string) => english.get(key) ?? english.get(key.replace(PLURAL, '_other'));
      for (const [key, translated] of leaves(catalogues[code])) {
        const text = otherOf(key) as string | undefined;
        if (text === undefined) continue; // an extra key: the test above names it
        expect(typeof translated, key).toBe('string');
        expect((translated as string).trim(), key).not.toBe('');
        // a form English lacks (Spanish's `_many`) keeps what English's `_other` interpolates
        expect(vars(translated as string), key).toEqual(vars(text));
        // words outside the interpolations must be translated ('{{kind}}' alone has none)
        const words = text.replace(/\{\{\s*\w+\s*\}\}/g, '');
        if (/[A-Za-z]{4,}/.test(words) && !/^[\d\s\W]*$/.test(words) && !sameAsEnglish[code]?.includes(key))
          expect(translated, `${key} is still English`).not.toBe(text);
      }
    });
  }
});
