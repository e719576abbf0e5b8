// What `@zag-js/i18n-utils` resolves to in the browser's build (vite.config.ts, `browserAliases`): the package, with a
// locale's direction read by the app's own rule (`directionOf`). The package's `isRTL` asks ICU for the locale's
// likely script (`new Intl.Locale(locale).maximize()`), whose first call loads ICU's likely-subtags data: ≈ 30 ms of
// the main thread on every page, under Lighthouse's 4× slowdown a 100+ ms task, for Ark UI's LocaleProvider to learn
// that English is left to right (bench/README.md, "Where the main thread goes").
import {
  createCollator as collator,
  createFilter as filter,
  formatBytes as bytes,
  formatNumber as number,
  formatRelativeTime as relativeTime,
  formatTime as time,
} from '../../node_modules/@zag-js/i18n-utils/dist/index.mjs';
import { directionOf } from '../../domain/languages.ts';

// what Ark UI and Zag import from the package, as the package has it
export const createCollator = collator;
export const createFilter = filter;
export const formatBytes = bytes;
export const formatNumber = number;
export const formatRelativeTime = relativeTime;
export const formatTime = time;

export const isRTL = (locale: string) => directionOf(locale) === 'rtl';
export const getLocaleDir = (locale: string) => directionOf(locale);
