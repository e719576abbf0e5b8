import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en/index.ts';
import { ar } from '../../src/i18n/ar/index.ts';

const keys = (obj: unknown, prefix = ''): string[] =>
  obj && typeof obj === 'object'
    ? Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

const leaves = (obj: unknown, prefix = ''): [string, unknown][] =>
  obj && typeof obj === 'object'
    ? Object.entries(obj).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
    : [[prefix, obj]];

describe('catalogues', () => {
  it('Arabic has exactly the English keys', () => {
    expect(keys(ar).sort()).toEqual(keys(en).sort());
  });

  it('Arabic strings are translated (not empty, not the English text), interpolations kept', () => {
    const arMap = new Map(leaves(ar));
    for (const [key, text] of leaves(en)) {
      const translated = arMap.get(key);
      expect(typeof translated, key).toBe('string');
      expect((translated as string).trim(), key).not.toBe('');
      const vars = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((v) => v.replace(/\s/g, '')).sort();
      expect(vars(translated as string), key).toEqual(vars(text as string));
      // words outside the interpolations must be translated ('{{kind}}' alone has none)
      const words = (text as string).replace(/\{\{\s*\w+\s*\}\}/g, '');
      if (/[A-Za-z]{4,}/.test(words) && !/^[\d\s\W]*$/.test(words))
        expect(translated, `${key} is still English`).not.toBe(text);
    }
  });
});
