// Money, number and rating formatting (spec part 2 §9, part 1 §9): decimals default to 2 and follow the config's
// digit_after_decimal_point; the currency symbol sits on the left or right per currency_symbol_direction.

export const DEFAULT_DECIMALS = 2;

export interface MoneyFormat {
  /** config.currency_symbol, e.g. "$". */
  symbol: string;
  /** config.currency_symbol_direction. */
  direction: 'left' | 'right';
  /** config.digit_after_decimal_point (default 2). */
  decimals?: number | null;
  /** BCP 47 locale for digits and separators (default "en"). */
  locale?: string;
}

/** The locales the app writes numbers (and the date field's numeric dates and times) in. */
export type FormatLocale = 'en' | 'ar-u-nu-latn';

/**
 * The locale numbers are written in for a UI language: Latin digits in every language, as the shop's figures (a
 * price, an order number, a code to type) — Arabic's marks, Bengali and Spanish as English: `,` between thousands and
 * `.` before the fraction, as Bangladeshi shops write prices and most of Latin America writes numbers; all of them
 * without Intl on a page's first load (`latinNumber`). docs/architecture.md, "Languages".
 */
export const formatLocale = (language: string): FormatLocale => (language === 'ar' ? 'ar-u-nu-latn' : 'en');

/** The locale dates are written in: each language's own month and day names, with Latin digits as the figures. */
export const dateLocale = (language: string): string => `${language}-u-nu-latn`;

/**
 * One Intl formatter per locale and options, made once: making one costs far more than using it (a page of product
 * cards formats hundreds of prices and ratings, on the server's render and in the browser alike). Bounded by the
 * few locales and option sets the app uses.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n ${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(locale, options)));
  return formatter as Intl.NumberFormat;
}
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d ${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  // a time of day is "1:30 PM" (the spec's hh:mm a) in every language: Spanish's own is 13:30
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, { hour12: true, ...options })));
  return formatter as Intl.DateTimeFormat;
}

/** A date (an ISO string) in the UI language; a value that is not a date is shown as it is. */
export function formatDate(value: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat(dateLocale(language), options).format(date);
}

/** A usable decimals count: config value when it is a non-negative integer ≤ 20, else the default 2. */
export function decimalsOf(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 20 ? value : DEFAULT_DECIMALS;
}

const toNumber = (value: number | string | null | undefined): number => {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/**
 * The locales whose numbers `latinNumber` writes without Intl: Latin digits, `,` between thousands and `.` before the
 * fraction, as Intl.NumberFormat writes them for the app's two (`formatLocale`); Arabic's marks its minus sign as
 * left to right (U+200E).
 */
const latinLocales: Record<string, string> = { en: '-', 'ar-u-nu-latn': '\u200e-' };

/**
 * `value` with `minFraction`…`maxFraction` fraction digits, exactly as Intl.NumberFormat writes it for a locale of
 * `latinLocales` (rounded half away from zero on the shortest decimal that reads back as the number, as ICU does:
 * 1.005 → "1.01"; a negative that rounds to zero keeps its sign: "-0.00"), or null for what it leaves to Intl (another
 * locale, a number JavaScript writes with an exponent). Why not Intl: a browser's first Intl formatter loads ICU's
 * data, ≈ 70 ms in Chromium on a 2-core server and several times that on a phone, in the middle of hydrating the
 * first page that shows a price. test/domain/format.test.ts compares it with Intl.
 */
function latinNumber(value: number, minFraction: number, maxFraction: number, locale: string): string | null {
  const minus = latinLocales[locale];
  const shortest = /^(\d+)(?:\.(\d+))?$/.exec(String(Math.abs(value)));
  if (minus === undefined || !shortest) return null;
  const [, whole, fraction = ''] = shortest as unknown as [string, string, string?];
  // the digits kept, read as one integer, plus one when the first digit dropped is 5 or more
  let kept = BigInt(whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0'));
  if (fraction.charCodeAt(maxFraction) >= 53 /* '5' */) kept++;
  const digits = String(kept).padStart(maxFraction + 1, '0');
  const cut = digits.length - maxFraction;
  const decimals = digits.slice(cut).replace(/0+$/, '').padEnd(minFraction, '0');
  const integer = digits.slice(0, cut).replace(/\B(?=(\d{3})+$)/g, ',');
  // 1 / value < 0: a negative number, or -0
  return `${1 / value < 0 ? minus : ''}${integer}${decimals ? `.${decimals}` : ''}`;
}

/** `value` with `minFraction`…`maxFraction` fraction digits in `locale` (`latinNumber` where it can, else Intl). */
function fixedNumber(value: number, minFraction: number, maxFraction: number, locale: string): string {
  return (
    latinNumber(value, minFraction, maxFraction, locale) ??
    numberFormat(locale, { minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction }).format(value)
  );
}

/** A number with exactly `decimals` fraction digits (grouping separators of the locale). */
export function formatNumber(
  value: number | string | null | undefined,
  decimals?: number | null,
  locale = 'en',
): string {
  const d = decimalsOf(decimals);
  return fixedNumber(toNumber(value), d, d, locale);
}

/** An amount with the currency symbol on the configured side: "$12.50" (left) or "12.50$" (right). */
export function formatMoney(value: number | string | null | undefined, format: MoneyFormat): string {
  const amount = formatNumber(value, format.decimals, format.locale);
  return format.direction === 'right' ? `${amount}${format.symbol}` : `${format.symbol}${amount}`;
}

/** A rating shown with digit_after_decimal_point decimals ("4.50"). */
export function formatRating(
  value: number | string | null | undefined,
  decimals?: number | null,
  locale = 'en',
): string {
  return formatNumber(value, decimals, locale);
}

/**
 * Amount abbreviation (spec part 2 §9): ≥ 1e9 → B, ≥ 1e6 → M, ≥ 1e5 → K where K divides by 1000 (an existing
 * quirk the spec keeps: 250000 → "250K"). Below 1e5 the amount is shown with its decimals.
 */
export function abbreviateAmount(value: number, decimals?: number | null, locale = 'en'): string {
  const d = decimalsOf(decimals);
  const short = (n: number) => fixedNumber(n, 0, d, locale);
  const abs = Math.abs(value);
  if (abs >= 1e9) return `${short(value / 1e9)}B`;
  if (abs >= 1e6) return `${short(value / 1e6)}M`;
  if (abs >= 1e5) return `${short(value / 1e3)}K`;
  return formatNumber(value, d, locale);
}
