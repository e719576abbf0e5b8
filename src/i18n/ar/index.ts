// The Arabic catalogue, complete (same keys as English; test/i18n checks it). Loaded lazily as one chunk.
// Each area file's default export (default, not named: a glob's named modules would be namespace objects, whose
// helper would make this chunk wait for the runtime chunk).
import type { Catalogue } from '../en/index.ts';

const areas = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./index.ts'], { eager: true, import: 'default' });

export const ar: Catalogue = Object.fromEntries(
  Object.entries(areas).map(([path, texts]) => [path.slice(2, -'.ts'.length), texts]),
);
