// The English catalogue travels with the code that reads it (the performance push, session 5).
//
// Keys read `area.key` (src/i18n/en/<area>.ts, one file per area). Every source module of src/, machines/ and domain/ that
// holds a string starting with `<area>.` (e.g. `t('rental.title')`, `'orders.status.' + s` …) gets a side-effect
// import of `virtual:i18n-area/<area>`, which registers that area's English texts (src/i18n/areas.ts) before the
// module's own code runs. The bundler then puts each area in the chunk of the code that uses it: the first screen
// carries the shell's and its page's texts only, a lazy page brings its own, and a page never renders before its
// texts are there (an import is evaluated before its importer), so no untranslated key ever shows.
// New area files and new features need nothing: the areas are the files of src/i18n/en, read on every transform.
// Without this plugin (unit tests) src/i18n/i18n.ts loads the whole English catalogue at once (`__I18N_AREAS__`).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const enDir = join(root, 'src/i18n/en');
const registry = join(root, 'src/i18n/areas.ts');
const PREFIX = 'virtual:i18n-area/';
const RESOLVED = `\0${PREFIX}`;

/** The areas of the English catalogue (file names of src/i18n/en without index.ts). */
export function catalogueAreas(dir = enDir) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
    .map((f) => f.slice(0, -3))
    .sort();
}

/** The areas whose keys `code` names: string literals (quotes or backticks) starting with `<area>.` and a letter. */
export function areasReadBy(code, areas) {
  if (areas.length === 0) return [];
  const names = areas.map((a) => a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`['"\`](${names.join('|')})\\.[A-Za-z_$]`, 'g');
  return [...new Set([...code.matchAll(pattern)].map((m) => m[1]))].sort();
}

/** Whether a module id is app source whose keys are looked for (not the catalogues themselves, not dependencies). */
function isAppSource(id) {
  if (id.includes('?') || id.includes('\0') || !/\.(ts|tsx)$/.test(id)) return false;
  const inside = (dir) => id.startsWith(join(root, dir) + sep) || id.startsWith(`${join(root, dir)}/`);
  return (inside('src') || inside('machines') || inside('domain')) && !inside('src/i18n');
}

export function i18nAreasPlugin() {
  return {
    name: 'i18n-areas',
    enforce: 'pre',
    config: () => ({ define: { __I18N_AREAS__: 'true' } }),
    resolveId(id) {
      if (id.startsWith(PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const area = id.slice(RESOLVED.length);
      const file = join(enDir, `${area}.ts`);
      if (!existsSync(file)) return `// no English area "${area}"\n`;
      const named = new RegExp(`export\\s+const\\s+${area}\\b`).test(readFileSync(file, 'utf8'));
      return [
        `import { registerArea } from ${JSON.stringify(registry)};`,
        named
          ? `import { ${area} as texts } from ${JSON.stringify(file)};`
          : `import texts from ${JSON.stringify(file)};`,
        `registerArea(${JSON.stringify(area)}, texts);`,
        '',
      ].join('\n');
    },
    transform(code, id) {
      if (!isAppSource(id)) return null;
      const used = areasReadBy(code, catalogueAreas());
      if (used.length === 0) return null;
      // On the first line, so the module's own lines keep their numbers (source maps stay right).
      return { code: used.map((a) => `import '${PREFIX}${a}';`).join('') + code, map: null };
    },
  };
}
