// The app's languages as the language switch and /settings list them, each named in itself (the same names in either
// reading direction). Not on a page's first load: until the switch is about to open it shows only the current
// language, named by that language's own catalogue (`shell.thisLanguage`; src/features/shell/language-select.tsx).
import type { AppLanguage } from '../../domain/languages.ts';

export const languages: readonly { code: AppLanguage; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'ar', label: 'العربية' },
  { code: 'bn', label: 'বাংলা' },
  { code: 'es', label: 'Español' },
];

/**
 * The languages the shop offers, as options (`value` the code, `label` its name): those of the backend's config
 * (`language`: `[{ key: 'bn', … }]`; a key may carry a region, `es-MX`) that the app speaks, in the app's order, and
 * always English — every text falls back to it — and `current`, the language the shop reads in. Without a list (the
 * config not loaded, or one without it), all the app's languages.
 */
export function offeredLanguages(listed: readonly { key?: string }[] | undefined, current: string) {
  return languages
    .filter(
      (l) => !listed || l.code === 'en' || l.code === current || listed.some((k) => k.key?.split(/[-_]/)[0] === l.code),
    )
    .map((l) => ({ value: l.code, label: l.label }));
}
