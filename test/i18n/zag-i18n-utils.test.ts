// The browser build's stand-in for @zag-js/i18n-utils (src/app/zag-i18n-utils.ts): a locale's direction by the app's
// rule answers as the package's (ICU's likely script) for every language the app speaks, with and without a region.
import { describe, expect, it } from 'vitest';
import * as zag from '@zag-js/i18n-utils';
import * as shim from '../../src/app/zag-i18n-utils.ts';
import { languages } from '../../src/i18n/language-names.ts';
import { ogLocales } from '../../domain/languages.ts';

describe('the direction Ark UI is given', () => {
  // each language alone and with the region of its Open Graph locale (bn-BD, es-ES…)
  const locales = languages.flatMap((l) => [l.code, ogLocales[l.code].replace('_', '-')]);

  it.each(locales)('%s: as the package answers', (locale) => {
    expect(shim.isRTL(locale)).toBe(zag.isRTL(locale));
    expect(shim.getLocaleDir(locale)).toBe(zag.getLocaleDir(locale));
  });

  it('Arabic is right to left, English left to right', () => {
    expect(shim.getLocaleDir('ar')).toBe('rtl');
    expect(shim.getLocaleDir('en')).toBe('ltr');
  });

  it("hands on the package's own formatters, collator and filter", () => {
    for (const name of [
      'createCollator',
      'createFilter',
      'formatBytes',
      'formatNumber',
      'formatRelativeTime',
      'formatTime',
    ])
      expect(shim[name as keyof typeof shim], name).toBe(zag[name as keyof typeof zag]);
  });
});
