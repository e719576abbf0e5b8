// The i18n-areas Vite plugin (scripts/vite-i18n-areas.mjs): which parts of the English catalogue a module reads, and
// the registration of those parts' texts (and no others) it gets on its first line, before its own code runs.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  areaTexts,
  catalogueAreas,
  i18nAreasPlugin,
  partOf,
  partsOf,
  partsReadBy,
  registrationsOf,
} from '../../scripts/vite-i18n-areas.mjs';

const areas = ['cart', 'common', 'orders', 'rental'];

describe('partsReadBy', () => {
  it('finds the part of each key in quotes and backticks (its first-level key), each once, sorted', () => {
    const code = [
      't(\'rental.title\'); t("orders.status.pending");',
      "t(`orders.status.${s}`); t('orders.items', { count });",
      "const k = done ? 'common.ok' : 'common.no';",
      "const prefix = 'cart.stepper.';",
    ].join('\n');
    expect(partsReadBy(code, areas)).toEqual([
      'cart/stepper',
      'common/no',
      'common/ok',
      'orders/items',
      'orders/status',
      'rental/title',
    ]);
  });

  it('names all of an area when the part is computed at run time', () => {
    const code = ["t('rental.' + kind);", 't(`orders.${kind}.title`);', "t('common.ok');"].join('\n');
    expect(partsReadBy(code, areas)).toEqual(['common/ok', 'orders', 'rental']);
  });

  it('ignores paths, unknown areas, longer names and text that merely contains an area', () => {
    const code = [
      "import { m } from '../../machines/cart.machine.ts';",
      "import x from './cart-line.tsx';",
      "t('wallet.title'); t('carts.title'); t('my.cart.title');",
      "const s = 'rental';",
    ].join('\n');
    // 'cart.machine.ts' starts inside a path, not at the quote; 'carts.' is another name.
    expect(partsReadBy(code, areas)).toEqual([]);
  });
});

describe('parts of an area', () => {
  const texts = { unread: 'x', unread_one: '1 unread', unread_other: 'n unread', unreadTitle: 't', list: { a: 'A' } };

  it('a part is its key with its plural and context variants, not a longer key', () => {
    expect(partOf(texts, 'unread')).toEqual({ unread: 'x', unread_one: '1 unread', unread_other: 'n unread' });
    expect(partOf(texts, 'list')).toEqual({ list: { a: 'A' } });
    expect(partOf(texts, 'none')).toEqual({});
    expect(partsOf(texts)).toEqual(['unread', 'unreadTitle', 'list']);
  });

  it("reads an area's file as the catalogue does", async () => {
    const { chat } = await import('../../src/i18n/en/chat.ts');
    const root = join(import.meta.dirname, '../..');
    expect(areaTexts(join(root, 'src/i18n/en/chat.ts'), 'chat')).toEqual(chat);
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
  const plugin = i18nAreasPlugin() as unknown as { transform: (code: string, id: string) => { code: string } | null };
  const root = join(import.meta.dirname, '../..');
  const registered = (line: string) => {
    const calls: [string, string, Record<string, unknown>][] = [];
    const body = line.slice(0, line.indexOf('export const a')).replace(/^import[^;]*;/, '');
    new Function('__registerArea', body)((...args: [string, string, Record<string, unknown>]) => calls.push(args));
    return calls;
  };

  it('registers each part a source module reads, and only those, on its first line', async () => {
    const { shell } = await import('../../src/i18n/en/shell.ts');
    const { rental } = await import('../../src/i18n/en/rental.ts');
    const code = "export const a = () => t('shell.signIn') + t('rental.card.price');\n// second line\n";
    const out = plugin.transform(code, join(root, 'src/features/x/a.tsx'));
    const [first] = out!.code.split('\n');
    expect(first).toMatch(/^import \{ registerArea as __registerArea \} from ".*src\/i18n\/areas\.ts";/);
    expect(first!.endsWith("export const a = () => t('shell.signIn') + t('rental.card.price');")).toBe(true);
    expect(registered(first!)).toEqual([
      ['rental', 'rental/card', { card: rental.card }],
      ['shell', 'shell/signIn', { signIn: shell.signIn }],
    ]);
    expect(out?.code.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('registers every part of an area whose part is computed', async () => {
    const { consent } = await import('../../src/i18n/en/consent.ts');
    const calls = registered(registrationsOf(['consent']) + 'export const a');
    expect(Object.assign({}, ...calls.map(([, , texts]) => texts))).toEqual(consent);
    expect(calls.map(([, part]) => part)).toEqual(Object.keys(consent).map((key) => `consent/${key}`));
  });

  it('leaves dependencies, the catalogues and modules without keys alone', () => {
    expect(plugin.transform("t('shell.signIn')", join(root, 'node_modules/x/index.ts'))).toBeNull();
    expect(plugin.transform("t('shell.signIn')", join(root, 'src/i18n/i18n.ts'))).toBeNull();
    expect(plugin.transform('export const x = 1;', join(root, 'src/ui/x.ts'))).toBeNull();
    expect(plugin.transform("t('shell.noSuchPart')", join(root, 'src/ui/x.ts'))).toBeNull();
  });
});
