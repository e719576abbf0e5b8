// The browser's i18next (src/i18n/i18next-lite.ts) answers exactly as the package, which the server renders with:
// a text that differed would break hydration. Every key of every catalogue, in every language of the app, with its
// interpolations and the counts of every plural category, plus the rules the calls rely on. One rule is the lite's
// own: a plural form a catalogue lacks reads as that language's `_other` (i18next goes on to English); the package is
// compared on the catalogues with those forms written out as `_other`, and the rule has a case of its own.
import i18next, { type i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en/index.ts';
import { ar } from '../../src/i18n/ar/index.ts';
import { bn } from '../../src/i18n/bn/index.ts';
import { es } from '../../src/i18n/es/index.ts';
import lite, { type LiteI18n, type Texts } from '../../src/i18n/i18next-lite.ts';

const catalogues = { en, ar, bn, es } as Record<string, Texts>;

/** `texts` with each plural form its language selects and it lacks written out as its `_other` (the lite's rule). */
function withOtherForms(code: string, texts: Texts): Texts {
  const out: Texts = {};
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value !== 'string') out[key] = withOtherForms(code, value);
    else out[key] = value;
  }
  const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories as string[];
  for (const key of Object.keys(texts).filter((k) => k.endsWith('_other'))) {
    const base = key.slice(0, -'_other'.length);
    for (const c of categories) out[`${base}_${c}`] ??= texts[key]!;
  }
  return out;
}

const leaves = (obj: unknown, prefix = ''): [string, string][] =>
  obj && typeof obj === 'object'
    ? Object.entries(obj).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
    : [[prefix, String(obj)]];

const options = (lng: string, complete = false) => ({
  lng,
  fallbackLng: 'en',
  resources: Object.fromEntries(
    Object.entries(catalogues).map(([code, texts]) => [
      code,
      { translation: complete ? withOtherForms(code, texts) : texts },
    ]),
  ),
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The package (on the catalogues with their missing plural forms written out, or as they are) and the lite. */
async function pair(lng: string, complete = true): Promise<[I18n, LiteI18n]> {
  const real = i18next.createInstance();
  await real.init(options(lng, complete));
  const mine = lite.createInstance();
  await mine.init(options(lng));
  return [real, mine];
}

// Spanish's `many` is a million (and 1e6 + 0.5 is not)
const counts = [0, 1, 2, 3, 11, 100, 1.5, 1e6, 2e6, 1e6 + 0.5];
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('i18next-lite answers as i18next', () => {
  for (const lng of Object.keys(catalogues)) {
    it(`every key of the catalogues, with its values and counts (${lng})`, async () => {
      const [real, mine] = await pair(lng);
      // a form's own key asked for without a count (`orders.items_many`) is no plural: the catalogues as they are
      const [plain] = await pair(lng, false);
      const calls: [string, Record<string, unknown> | undefined][] = [];
      for (const [key, text] of Object.values(catalogues).flatMap((c) => leaves(c))) {
        const values = Object.fromEntries(
          [...text.matchAll(/\{\{-?\s*([^}]+?)\s*\}\}/g)].map((m) => [m[1], `«${m[1]}»`]),
        );
        calls.push([key, undefined], [key, values]);
        const base = pluralBase(key);
        if (base !== key) for (const count of counts) calls.push([base, { ...values, count }]);
      }
      expect(calls.length).toBeGreaterThan(1000);
      const differing = calls.filter(
        ([key, opts]) => mine.t(key, opts) !== (typeof opts?.count === 'number' ? real : plain).t(key, opts),
      );
      expect(differing).toEqual([]);
    });
  }

  it('missing keys, defaults, contexts, replace, several keys, namespaces, absent values, objects', async () => {
    for (const lng of Object.keys(catalogues)) {
      const [real, mine] = await pair(lng);
      const [someKey, someText] = leaves(en).find(([, text]) => text.includes('{{'))!;
      const area = someKey.split('.')[0];
      const calls: [string | string[], Record<string, unknown> | string | undefined][] = [
        ['nowhere.missing', undefined],
        ['nowhere.missing', { defaultValue: 'Fallback {{x}}', x: 1 }],
        ['nowhere.missing', { defaultValue: '' }],
        ['nowhere.missing', 'a default as second argument'],
        ['nowhere.missing', { count: 2, defaultValue_other: 'many', defaultValue: 'one' }],
        ['nowhere.missing', { count: 0, defaultValue_zero: 'none', defaultValue: 'some' }],
        [someKey, {}],
        [someKey, { replace: { [/\{\{\s*([^}]+?)\s*\}\}/.exec(someText)![1]]: 'R' } }],
        [someKey, { [/\{\{\s*([^}]+?)\s*\}\}/.exec(someText)![1]]: undefined }],
        [someKey, { [/\{\{\s*([^}]+?)\s*\}\}/.exec(someText)![1]]: 42 }],
        [someKey, { context: 'male' }],
        [['nowhere.missing', someKey], {}],
        [['nowhere.missing', 'nowhere.else'], {}],
        [`other:${someKey}`, undefined],
        ['Sentence: with a colon, not a namespace', undefined],
        [area, undefined],
        ['', undefined],
      ];
      for (const [key, opts] of calls)
        expect(mine.t(key, opts as never), JSON.stringify([lng, key, opts])).toBe(real.t(key as string, opts as never));
      expect(mine.language).toBe(real.language);
      expect(mine.dir()).toBe(real.dir());
    }
  });

  it('adds a catalogue area as i18next does (deep, without overwriting) and answers from it, `_zero` first for 0', async () => {
    const real = i18next.createInstance();
    await real.init({ ...options('en'), resources: { en: { translation: { a: { x: 'X' } } } } });
    const mine = lite.createInstance();
    await mine.init({ ...options('en'), resources: { en: { translation: { a: { x: 'X' } } } } });
    for (const instance of [real, mine]) {
      instance.addResourceBundle(
        'en',
        'translation',
        { a: { x: 'changed', y: 'Y {{n}}' }, b: { z: 'Z', n_zero: 'none', n_one: 'one', n_other: '{{count}}' } },
        true,
        false,
      );
    }
    for (const key of ['a.x', 'a.y', 'b.z', 'b.w']) expect(mine.t(key, { n: 1 })).toBe(real.t(key, { n: 1 }));
    for (const count of counts) expect(mine.t('b.n', { count })).toBe(real.t('b.n', { count }));
  });

  it('reads a plural form a catalogue lacks as its `_other`, never as English nor as the key', async () => {
    const mine = lite.createInstance();
    await mine.init({
      lng: 'es',
      fallbackLng: 'en',
      resources: {
        en: { translation: { n_one: '{{count}} item', n_other: '{{count}} items' } },
        es: { translation: { n_one: '{{count}} producto', n_other: '{{count}} productos' } },
        ar: { translation: { n_one: '{{count}} منتج', n_other: '{{count}} منتجات' } },
      },
    });
    expect([1, 2, 1e6].map((count) => mine.t('n', { count }))).toEqual([
      '1 producto',
      '2 productos',
      '1000000 productos',
    ]);
    expect(mine.t('n', { count: 1e6, lng: 'ar' })).toBe('1000000 منتجات');
    expect(mine.t('n', { count: 3, lng: 'ar' })).toBe('3 منتجات');
    // a key the language lacks altogether is English's
    mine.addResourceBundle('en', 'translation', { m_one: 'one thing', m_other: '{{count}} things' });
    expect(mine.t('m', { count: 1e6 })).toBe('1000000 things');
  });
});
