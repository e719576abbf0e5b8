// The Spanish catalogue (the English keys, and Spanish's `_many` beside each `_other`; test/i18n checks it).
// Loaded lazily as one chunk (src/i18n/i18n.ts); a text it lacks is English's, the instance's fallback language.
import type { Catalogue } from '../en/index.ts';

const modules = import.meta.glob<Record<string, Record<string, unknown>>>('./*.ts', { eager: true });

export const es: Catalogue = Object.fromEntries(
  Object.entries(modules)
    .filter(([path]) => !path.endsWith('/index.ts'))
    .map(([path, mod]) => {
      const area = path.replace(/^\.\/(.*)\.ts$/, '$1');
      return [area, (mod[area] ?? mod.default) as Record<string, unknown>];
    }),
);
