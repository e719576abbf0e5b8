// The server render's module preloads (docs/architecture.md, "A page request"): the server entry's route tables name
// each lazy route's module (scripts/vite-route-modules.mjs), and the page's head lists those modules' chunks
// (server/render.ts, `modulePreloads`).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRouteTable, withRouteModules } from '../../scripts/vite-route-modules.mjs';
import { modulePreloads } from '../../server/render.ts';

const root = join(import.meta.dirname, '../..');
const routeTables = [
  join(root, 'src/app/router.tsx'),
  ...readdirSync(join(root, 'src/features')).map((area) => join(root, 'src/features', area, 'routes.tsx')),
].filter(existsSync);

describe('the lazy routes name their modules in the server build', () => {
  it('gives each lazy route a handle with its module’s path from the project root', () => {
    const file = join(root, 'src/features/home/routes.tsx');
    const code = [
      "{ path: paths.home, lazy: () => import('./home-page.tsx').then((m) => ({ Component: m.HomePage })) },",
      '{ path: paths.x, lazy: () =>',
      '    import("../shell/x-page.tsx").then((m) => ({ Component: m.X })) },',
    ].join('\n');
    expect(withRouteModules(code, file)).toBe(
      [
        '{ path: paths.home, handle: { module: "src/features/home/home-page.tsx" }, lazy: () => import(\'./home-page.tsx\').then((m) => ({ Component: m.HomePage })) },',
        '{ path: paths.x, handle: { module: "src/features/shell/x-page.tsx" }, lazy: () =>',
        '    import("../shell/x-page.tsx").then((m) => ({ Component: m.X })) },',
      ].join('\n'),
    );
  });

  it('reads every route table, and every lazy route of them is written so that it gets its module', () => {
    expect(routeTables.length).toBeGreaterThan(10);
    for (const file of routeTables) {
      expect(isRouteTable(file), file).toBe(true);
      const code = readFileSync(file, 'utf8');
      const lazy = code.match(/\blazy:/g)?.length ?? 0;
      const named = withRouteModules(code, file).match(/handle: \{ module: "src\/[^"]+\.tsx?" \}/g)?.length ?? 0;
      expect({ file, named }).toEqual({ file, named: lazy });
    }
    expect(isRouteTable(join(root, 'src/features/home/home-page.tsx'))).toBe(false);
  });
});

describe('the module preloads of a rendered page', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index-a.js',
      isEntry: true,
      imports: ['_initial.js', '_runtime.js'],
      assets: ['assets/noto-sans-bengali-j.woff2'],
    },
    '_initial.js': { file: 'assets/initial-b.js', imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime-c.js' },
    'src/app/hydration.ts': { file: 'assets/hydration-d.js', imports: ['_initial.js'] },
    'src/features/home/store-page.tsx': {
      file: 'assets/store-page-e.js',
      imports: ['_initial.js', '_card.js', '_styles.css'],
    },
    '_card.js': { file: 'assets/card-f.js', imports: ['_xstate.js'] },
    '_xstate.js': { file: 'assets/xstate-g.js' },
    '_styles.css': { file: 'assets/styles-h.css' },
    'src/i18n/bn/index.ts': { file: 'assets/bn-i.js', assets: ['assets/noto-sans-bengali-j.woff2', 'assets/k.svg'] },
  };
  const preloads = modulePreloads(manifest);

  it('lists each module’s chunk and the chunks it imports, once, without the entry’s', () => {
    expect(preloads(['src/app/hydration.ts', 'src/features/home/store-page.tsx', 'src/app/hydration.ts'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/hydration-d.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/store-page-e.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/card-f.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/xstate-g.js">',
    );
  });

  it('preloads a font a module names (the Bengali catalogue’s), and no other asset', () => {
    expect(preloads(['src/i18n/bn/index.ts'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/bn-i.js">' +
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-bengali-j.woff2">',
    );
  });

  it('leaves out a module the build does not have, and lists nothing for none', () => {
    expect(preloads(['src/features/gone-page.tsx'])).toBe('');
    expect(preloads([])).toBe('');
    expect(modulePreloads({})(['src/app/hydration.ts'])).toBe('');
  });
});
