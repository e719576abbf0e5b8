import { describe, expect, it } from 'vitest';
import {
  abbreviateAmount,
  decimalsOf,
  formatDate,
  formatLocale,
  formatMoney,
  formatNumber,
  formatRating,
} from '../../domain/format.ts';
import { countIntl } from '../support/intl-made.ts';

describe('format', () => {
  it('uses 2 decimals by default and digit_after_decimal_point when given', () => {
    expect(formatNumber(12.5)).toBe('12.50');
    expect(formatNumber(12.5, 0)).toBe('13');
    expect(formatNumber('3.14159', 3)).toBe('3.142');
    expect(decimalsOf(undefined)).toBe(2);
    expect(decimalsOf(-1)).toBe(2);
    expect(decimalsOf(1.5)).toBe(2);
  });

  it('puts the currency symbol on the configured side', () => {
    expect(formatMoney(1234.5, { symbol: '$', direction: 'left' })).toBe('$1,234.50');
    expect(formatMoney(1234.5, { symbol: '৳', direction: 'right', decimals: 1 })).toBe('1,234.5৳');
    expect(formatMoney(null, { symbol: '$', direction: 'left', decimals: 3 })).toBe('$0.000');
  });

  it('shows ratings with the configured decimals', () => {
    expect(formatRating(4.456, 2)).toBe('4.46');
    expect(formatRating(4, 1)).toBe('4.0');
    expect(formatRating(undefined)).toBe('0.00');
  });

  it('abbreviates B, M and K (K divided by 1000, as the spec keeps it)', () => {
    expect(abbreviateAmount(2_500_000_000)).toBe('2.5B');
    expect(abbreviateAmount(1_000_000_000)).toBe('1B');
    expect(abbreviateAmount(3_250_000)).toBe('3.25M');
    expect(abbreviateAmount(250_000)).toBe('250K');
    expect(abbreviateAmount(99_999)).toBe('99,999.00');
  });
});

describe('numbers as Intl writes them, without Intl', () => {
  // Numbers of every shape a price, a rating or an amount takes: halves at each decimal place (ICU rounds the
  // shortest decimal that reads back as the number: 1.005 → 1.01, where toFixed gives 1.00), long repeating sums,
  // negatives that round to zero, thousands separators at every length, and a deterministic spread of random ones.
  const shaped = [
    0,
    -0,
    1,
    -1,
    0.5,
    1.5,
    2.5,
    -2.5,
    0.125,
    1.005,
    2.675,
    1.045,
    9.995,
    99999.995,
    0.1 + 0.2,
    1234.5,
    -0.001,
    -0.005,
    0.0049,
    999.9999,
    123456789.125,
    1e15 - 0.5,
    4.456,
    12.345678,
    7e-6,
    1000,
    1_000_000,
    2_500_000_000,
  ];
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const spread = Array.from({ length: 400 }, (_, i) => {
    const magnitude = 10 ** Math.floor(random() * 12 - 3);
    const n = Math.round(random() * magnitude * 10 ** (i % 6)) / 10 ** (i % 6);
    return i % 3 === 0 ? -n : n;
  });
  const values = [...shaped, ...spread];
  const intl = (locale: string, min: number, max: number, n: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max }).format(n);

  it('writes each number in English and in Arabic (Latin digits) as Intl.NumberFormat does', () => {
    for (const locale of ['en', formatLocale('ar')])
      for (const decimals of [0, 1, 2, 3, 6])
        for (const n of values)
          expect([n, formatNumber(n, decimals, locale)]).toEqual([n, intl(locale, decimals, decimals, n)]);
  });

  it('abbreviates as Intl would write the shortened amount', () => {
    for (const locale of ['en', formatLocale('ar')])
      for (const n of values.map((v) => v * 1000)) {
        const abs = Math.abs(n);
        const [scaled, suffix] =
          abs >= 1e9 ? [n / 1e9, 'B'] : abs >= 1e6 ? [n / 1e6, 'M'] : abs >= 1e5 ? [n / 1e3, 'K'] : [n, ''];
        const expected = suffix ? intl(locale, 0, 2, scaled) + suffix : intl(locale, 2, 2, n);
        expect([n, abbreviateAmount(n, 2, locale)]).toEqual([n, expected]);
      }
  });

  it('makes no Intl formatter for a price in English or Arabic (a browser would load ICU for it)', () => {
    const numberFormats = countIntl('NumberFormat');
    try {
      expect(formatMoney(1234.5678, { symbol: '$', direction: 'left', decimals: 7 })).toBe('$1,234.5678000');
      expect(formatNumber(-98765.4321, 7, formatLocale('ar'))).toBe('\u200e-98,765.4321000');
      expect(abbreviateAmount(3_250_000, 7)).toBe('3.25M');
      expect(numberFormats.made()).toBe(0);
      // what it leaves to Intl: another locale, and numbers JavaScript writes with an exponent
      expect(formatNumber(1234.5, 2, 'de')).toBe('1.234,50');
      expect(formatNumber(1e21, 0)).toBe('1,000,000,000,000,000,000,000');
      expect(numberFormats.made()).toBe(2);
    } finally {
      numberFormats.restore();
    }
  });
});

describe('dates and locales', () => {
  it('writes Arabic with Latin digits, everything else in English', () => {
    expect(formatLocale('ar')).toBe('ar-u-nu-latn');
    expect(formatLocale('en')).toBe('en');
    expect(formatLocale('fr')).toBe('en');
  });

  it('formats an ISO date in the UI language and shows anything else as it is', () => {
    const at = '2026-11-20T10:00:00Z';
    expect(formatDate(at, 'en', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Nov 20, 2026');
    const ar = formatDate(at, 'ar', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(ar).toMatch(/20/);
    expect(ar).toMatch(/2026/);
    expect(ar).not.toMatch(/[٠-٩]/); // Latin digits
    expect(formatDate('soon', 'en', { dateStyle: 'medium' })).toBe('soon');
  });

  it('writes Bengali and Spanish numbers as English, their dates in their words with Latin digits, times hh:mm a', () => {
    expect([formatLocale('bn'), formatLocale('es')]).toEqual(['en', 'en']);
    const at = '2026-11-20T13:30:00Z';
    const bn = formatDate(at, 'bn', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    expect(bn).toMatch(/নভে/);
    expect(bn).toMatch(/20.*2026.*1:30 PM/);
    expect(bn).not.toMatch(/[০-৯]/); // Latin digits
    expect(formatDate(at, 'es', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('20 nov 2026');
    // Spanish's own clock is 13:30: the spec's is 1:30 p. m.
    expect(formatDate(at, 'es', { timeStyle: 'short', timeZone: 'UTC' })).toMatch(/^1:30\sp\.\s?m\.$/);
    expect(formatDate(at, 'en', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })).toBe('1:30 PM');
  });
});
