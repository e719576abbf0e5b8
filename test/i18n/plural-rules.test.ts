import { describe, expect, it } from 'vitest';
import { pluralCategory } from '../../src/i18n/i18next-lite.ts';
import { countIntl } from '../support/intl-made.ts';

describe("the plural rules of the app's languages, written out", () => {
  // whole counts around every boundary of both languages' rules, their negatives, fractions and what is not a count
  const counts = [
    ...Array.from({ length: 1300 }, (_, i) => i),
    ...[-0, -1, -2, -3, -11, -103, 0.5, 1.5, 2.5, 3.5, 10.25, 11.5, 1e6 + 3, 1e21, NaN, Infinity, -Infinity],
  ];

  it('selects what Intl.PluralRules selects, in English and in Arabic', () => {
    for (const code of ['en', 'ar']) {
      const intl = new Intl.PluralRules(code);
      for (const n of counts) expect([code, n, pluralCategory(code, n)]).toEqual([code, n, intl.select(n)]);
    }
  });

  it('makes no Intl object for them, and asks Intl for any other language', () => {
    const pluralRules = countIntl('PluralRules');
    try {
      expect([pluralCategory('en', 1), pluralCategory('ar', 3), pluralCategory('ar', 11)]).toEqual([
        'one',
        'few',
        'many',
      ]);
      expect(pluralRules.made()).toBe(0);
      expect(pluralCategory('ru', 3)).toBe('few');
      expect(pluralRules.made()).toBe(1);
    } finally {
      pluralRules.restore();
    }
  });

  it('asks Intl for Bengali (one: 0 and 1) and Spanish (many: a million), as the catalogues’ forms expect', () => {
    expect([0, 1, 2, 1.5].map((n) => pluralCategory('bn', n))).toEqual(['one', 'one', 'other', 'other']);
    expect([1, 2, 0, 1e6, 2e6, 1e6 + 1].map((n) => pluralCategory('es', n))).toEqual([
      'one',
      'other',
      'other',
      'many',
      'many',
      'other',
    ]);
  });
});
