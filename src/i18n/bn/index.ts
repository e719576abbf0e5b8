// The Bengali catalogue (the English keys; test/i18n checks it). Loaded lazily as one chunk (src/i18n/i18n.ts); a
// text it lacks is English's, the instance's fallback language.
// Each area file's default export (default, not named: a glob's named modules would be namespace objects, whose
// helper would make this chunk wait for the runtime chunk).
import bengaliFont from '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2?url';
import type { Catalogue } from '../en/index.ts';

const areas = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./index.ts'], { eager: true, import: 'default' });

export const bn: Catalogue = Object.fromEntries(
  Object.entries(areas).map(([path, texts]) => [path.slice(2, -'.ts'.length), texts]),
);

// Noto Sans Bengali, which index.html's head declares for Bengali letters, named here so that a page the server renders
// in Bengali preloads it with this catalogue (server/render.ts, `modulePreloads`): its first paint has the letters.
export const font = bengaliFont;
