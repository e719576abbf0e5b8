// The i18n-areas Vite plugin (scripts/vite-i18n-areas.mjs): which English areas a module reads, and the import it
// gets so the area's texts are registered before the module runs.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areasReadBy, catalogueAreas, i18nAreasPlugin } from '../../scripts/vite-i18n-areas.mjs';

const areas = ['cart', 'common', 'orders', 'rental'];

describe('areasReadBy', () => {
  it('finds the areas of keys in quotes and backticks, each once, sorted', () => {
    const code = [
      't(\'rental.title\'); t("orders.status.pending");',
      't(`orders.status.${s}`);',
      "const k = done ? 'common.ok' : 'common.no';",
    ].join('\n');
    expect(areasReadBy(code, areas)).toEqual(['common', 'orders', 'rental']);
  });

  it('ignores paths, unknown areas, longer names and text that merely contains an area', () => {
    const code = [
      "import { m } from '../../machines/cart.machine.ts';",
      "import x from './cart-line.tsx';",
      "t('wallet.title'); t('carts.title'); t('my.cart.title');",
      "const s = 'rental';",
    ].join('\n');
    // 'cart.machine.ts' starts inside a path, not at the quote; 'carts.' is another name.
    expect(areasReadBy(code, areas)).toEqual([]);
  });
});

describe('catalogueAreas', () => {
  it('lists the files of src/i18n/en but index.ts', () => {
    const list = catalogueAreas();
    expect(list).toContain('shell');
    expect(list).toContain('common');
    expect(list).not.toContain('index');
  });

  it('picks up a new area file without any registry', () => {
    const dir = mkdtempSync(join(tmpdir(), 'i18n-areas-'));
    writeFileSync(join(dir, 'index.ts'), '');
    writeFileSync(join(dir, 'wallet.ts'), 'export const wallet = {};');
    expect(catalogueAreas(dir)).toEqual(['wallet']);
  });
});

describe('the transform', () => {
  const plugin = i18nAreasPlugin() as unknown as {
    transform: (code: string, id: string) => { code: string } | null;
    load: (id: string) => string | null;
  };
  const root = join(import.meta.dirname, '../..');

  it('imports each area a source module reads, on its first line', () => {
    const code = "export const a = () => t('shell.signIn') + t('rental.title');\n// second line\n";
    const out = plugin.transform(code, join(root, 'src/features/x/a.tsx'));
    expect(out?.code.split('\n')[0]).toBe(
      "import 'virtual:i18n-area/rental';import 'virtual:i18n-area/shell';export const a = () => t('shell.signIn') + t('rental.title');",
    );
    expect(out?.code.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('leaves dependencies, the catalogues and modules without keys alone', () => {
    expect(plugin.transform("t('shell.signIn')", join(root, 'node_modules/x/index.ts'))).toBeNull();
    expect(plugin.transform("t('shell.signIn')", join(root, 'src/i18n/i18n.ts'))).toBeNull();
    expect(plugin.transform('export const x = 1;', join(root, 'src/ui/x.ts'))).toBeNull();
  });

  it('the virtual module registers the area from its file', () => {
    const code = plugin.load('\0virtual:i18n-area/shell');
    expect(code).toContain(`import { shell as texts } from ${JSON.stringify(join(root, 'src/i18n/en/shell.ts'))};`);
    expect(code).toContain('registerArea("shell", texts);');
  });
});
