// The browser's i18next (src/i18n/i18next-lite.ts) answers exactly as the package, which the server renders with:
// a text that differed would break hydration. Every key of both catalogues, in both languages, with its
// interpolations and the counts of every Arabic and English plural category, plus the rules the calls rely on.
import i18next, { type i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en/index.ts';
import { ar } from '../../src/i18n/ar/index.ts';
import lite, { type LiteI18n, type Texts } from '../../src/i18n/i18next-lite.ts';

const leaves = (obj: unknown, prefix = ''): [string, string][] =>
  obj && typeof obj === 'object'
    ? Object.entries(obj).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
    : [[prefix, String(obj)]];

const options = (lng: string) => ({
  lng,
  fallbackLng: 'en',
  resources: { en: { translation: en as Texts }, ar: { translation: ar as Texts } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

async function pair(lng: string): Promise<[I18n, LiteI18n]> {
  const real = i18next.createInstance();
  await real.init(options(lng));
  const mine = lite.createInstance();
  await mine.init(options(lng));
  return [real, mine];
}

const counts = [0, 1, 2, 3, 11, 100, 1.5];
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('i18next-lite answers as i18next', () => {
  for (const lng of ['en', 'ar']) {
    it(`every key of the catalogues, with its values and counts (${lng})`, async () => {
      const [real, mine] = await pair(lng);
      const calls: [string, Record<string, unknown> | undefined][] = [];
      for (const [key, text] of [...leaves(en), ...leaves(ar)]) {
        const values = Object.fromEntries(
          [...text.matchAll(/\{\{-?\s*([^}]+?)\s*\}\}/g)].map((m) => [m[1], `«${m[1]}»`]),
        );
        calls.push([key, undefined], [key, values]);
        const base = pluralBase(key);
        if (base !== key) for (const count of counts) calls.push([base, { ...values, count }]);
      }
      expect(calls.length).toBeGreaterThan(1000);
      const differing = calls.filter(([key, opts]) => mine.t(key, opts) !== real.t(key, opts));
      expect(differing).toEqual([]);
    });
  }

  it('missing keys, defaults, contexts, replace, several keys, namespaces, absent values, objects', async () => {
    for (const lng of ['en', 'ar']) {
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
});
