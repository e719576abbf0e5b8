// The English catalogue: one file per feature area (`src/i18n/en/<area>.ts` exporting `<area>` or default),
// merged under the area's name, so keys read `area.key` (e.g. `auth.errors.passwordRequired`).
const modules = import.meta.glob<Record<string, Record<string, unknown>>>('./*.ts', { eager: true });

export type Catalogue = Record<string, Record<string, unknown>>;

export const en: Catalogue = Object.fromEntries(
  Object.entries(modules)
    .filter(([path]) => !path.endsWith('/index.ts'))
    .map(([path, mod]) => {
      const area = path.replace(/^\.\/(.*)\.ts$/, '$1');
      return [area, (mod[area] ?? mod.default) as Record<string, unknown>];
    }),
);
