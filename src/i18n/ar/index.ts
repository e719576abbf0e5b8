// The Arabic catalogue, complete (same keys as English; test/i18n checks it). Loaded lazily as one chunk.
import type { Catalogue } from '../en/index.ts';

const modules = import.meta.glob<Record<string, Record<string, unknown>>>('./*.ts', { eager: true });

export const ar: Catalogue = Object.fromEntries(
  Object.entries(modules)
    .filter(([path]) => !path.endsWith('/index.ts'))
    .map(([path, mod]) => {
      const area = path.replace(/^\.\/(.*)\.ts$/, '$1');
      return [area, (mod[area] ?? mod.default) as Record<string, unknown>];
    }),
);
