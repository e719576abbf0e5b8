// The English catalogue travels with the code that reads it, by parts (an area's first-level keys).
//
// Keys read `area.part…` (src/i18n/en/<area>.ts, one file per area; a part is one of the area's first-level keys).
// Every source module of src/, machines/ and domain/ that holds a string naming a part (e.g. `t('rental.title')`,
// `'orders.status.' + s`) gets, on its first line, the registration of that part's English texts (src/i18n/areas.ts):
// the part's key with its plural and context variants (`unread`, `unread_one`, `unread_other`), written in. A string
// naming an area without a part (`'home.' + kind`, `` `home.${kind}` ``) registers every part of the area. So each
// text travels in the chunk of the code that reads it — the first screen carries the texts of the shell and its page
// only, not the other texts of their areas — and a page never renders before its texts are there (they are
// registered as its modules are evaluated), so no untranslated key ever shows. A part several chunks read is written
// into each (registered once, by the first): shared as a module of its own, it made dozens of tiny files.
// New area files, keys and features need nothing: the areas are the files of src/i18n/en, read on every transform.
// Without this plugin (unit tests) src/i18n/i18n.ts loads the whole English catalogue at once (`__I18N_AREAS__`).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const enDir = join(root, 'src/i18n/en');
const registry = join(root, 'src/i18n/areas.ts');

/** The areas of the English catalogue (file names of src/i18n/en without index.ts). */
export function catalogueAreas(dir = enDir) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
    .map((f) => f.slice(0, -3))
    .sort();
}

/**
 * The parts of the catalogue whose keys `code` names, sorted: `<area>/<part>` for a string literal (quotes or
 * backticks) starting with `<area>.<part>` followed by a dot or the literal's end, `<area>` (all of it) for one
 * starting with `<area>.` followed by anything else (a part computed at run time).
 */
export function partsReadBy(code, areas) {
  if (areas.length === 0) return [];
  const names = areas.map((a) => a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(['"\`])(${names.join('|')})\\.(?:([A-Za-z_]\\w*)(?=\\.|\\1))?`, 'g');
  const found = new Set();
  for (const [, , area, part] of code.matchAll(pattern)) found.add(part ? `${area}/${part}` : area);
  return [...found].sort();
}

/** The texts of an area's file: its one object literal (`export const <area> = {…}` or `export default {…}`). */
export function areaTexts(file, area) {
  const source = readFileSync(file, 'utf8');
  const known = evaluated.get(file);
  if (known?.source === source) return known.texts;
  const body = source.replace(new RegExp(`export\\s+(const\\s+${area}\\s*=|default)`), 'return');
  const texts = new Function(body)();
  evaluated.set(file, { source, texts });
  return texts;
}
const evaluated = new Map();

/** An area's part: its first-level key `part` and that key's plural and context variants (`part_one`, …). */
export const partOf = (texts, part) =>
  Object.fromEntries(Object.entries(texts).filter(([key]) => key === part || key.startsWith(`${part}_`)));

/** An area's parts: its first-level keys without their plural and context variants' suffixes. */
export const partsOf = (texts) => [...new Set(Object.keys(texts).map((key) => key.replace(/_.*$/, '')))];

/** Whether a module id is app source whose keys are looked for (not the catalogues themselves, not dependencies). */
function isAppSource(id) {
  if (id.includes('?') || id.includes('\0') || !/\.(ts|tsx)$/.test(id)) return false;
  const inside = (dir) => id.startsWith(join(root, dir) + sep) || id.startsWith(`${join(root, dir)}/`);
  return (inside('src') || inside('machines') || inside('domain')) && !inside('src/i18n');
}

/** The registrations of the parts `used` names (partsReadBy), as one line of code. */
export function registrationsOf(used, dir = enDir) {
  const calls = used.flatMap((name) => {
    const [area, part] = name.split('/');
    const file = join(dir, `${area}.ts`);
    if (!existsSync(file)) return [];
    const texts = areaTexts(file, area);
    return (part ? [part] : partsOf(texts)).flatMap((p) => {
      const own = partOf(texts, p);
      if (Object.keys(own).length === 0) return [];
      return [`__registerArea(${JSON.stringify(area)}, ${JSON.stringify(`${area}/${p}`)}, ${JSON.stringify(own)});`];
    });
  });
  return calls.length === 0
    ? ''
    : `import { registerArea as __registerArea } from ${JSON.stringify(registry)};${calls.join('')}`;
}

export function i18nAreasPlugin() {
  return {
    name: 'i18n-areas',
    enforce: 'pre',
    config: () => ({ define: { __I18N_AREAS__: 'true' } }),
    transform(code, id) {
      if (!isAppSource(id)) return null;
      const used = partsReadBy(code, catalogueAreas());
      const registrations = registrationsOf(used);
      if (!registrations) return null;
      // the dev server transforms the module again when a text it carries changes
      for (const area of new Set(used.map((name) => name.split('/')[0])))
        this.addWatchFile?.(join(enDir, `${area}.ts`));
      // On the first line, so the module's own lines keep their numbers (source maps stay right).
      return { code: registrations + code, map: null };
    },
  };
}
