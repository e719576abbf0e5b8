// The Spanish catalogue (the English keys, and Spanish's `_many` beside each `_other`; test/i18n checks it).
// Loaded lazily as one chunk (src/i18n/i18n.ts); a text it lacks is English's, the instance's fallback language.
// Each area file's default export (default, not named: a glob's named modules would be namespace objects, whose
// helper would make this chunk wait for the runtime chunk).
import type { Catalogue } from '../en/index.ts';

const areas = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./index.ts'], { eager: true, import: 'default' });

export const es: Catalogue = Object.fromEntries(
  Object.entries(areas).map(([path, texts]) => [path.slice(2, -'.ts'.length), texts]),
);
