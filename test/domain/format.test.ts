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
});
