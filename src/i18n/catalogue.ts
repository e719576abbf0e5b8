// A language's catalogue from its area files (`src/i18n/<language>/<area>.ts` exporting `<area>` or default), each
// under the area's name, so keys read `area.key` (e.g. `auth.errors.passwordRequired`). Each language's index.ts
// globs its own folder (import.meta.glob takes a literal) and hands the modules here.

export type Catalogue = Record<string, Record<string, unknown>>;

export const catalogueOf = (modules: Record<string, Record<string, Record<string, unknown>>>): Catalogue =>
  Object.fromEntries(
    Object.entries(modules)
      .filter(([path]) => !path.endsWith('/index.ts'))
      .map(([path, mod]) => {
        const area = path.replace(/^\.\/(.*)\.ts$/, '$1');
        return [area, (mod[area] ?? mod.default) as Record<string, unknown>];
      }),
  );
