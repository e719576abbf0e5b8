// The bundle-budget checker (scripts/bundle-budget.mjs) on a fabricated Vite manifest and fabricated file sizes.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CEILING_FRONT,
  CEILING_OTHER,
  checkBudgets,
  gzipBytes,
  initialFiles,
  isLoaderModule,
  lazyImportsOf,
  nextBudget,
  routesOf,
  type Manifest,
} from '../../scripts/bundle-budget.mjs';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_react-b2.js', '_query-c3.js'],
    dynamicImports: ['src/features/home/home-page.tsx', 'src/features/shop/shop-page.tsx', 'src/ui/map.tsx'],
    css: ['assets/index-a1.css'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_query-c3.js': { file: 'assets/query-c3.js', imports: ['_react-b2.js'] },
  '_cards-d4.js': { file: 'assets/cards-d4.js', imports: ['_react-b2.js'] },
  'src/app/dialog-host.tsx': { file: 'assets/dialog-host-e5.js', isDynamicEntry: true, imports: ['_react-b2.js'] },
  'src/features/home/home-page.tsx': {
    file: 'assets/home-page-f6.js',
    isDynamicEntry: true,
    imports: ['_cards-d4.js', '_query-c3.js'],
    dynamicImports: ['src/ui/map.tsx'],
  },
  'src/features/shop/shop-page.tsx': {
    file: 'assets/shop-page-g7.js',
    isDynamicEntry: true,
    imports: ['_cards-d4.js'],
  },
  'src/ui/map.tsx': { file: 'assets/map-h8.js', isDynamicEntry: true },
  'src/app/hydration.ts': { file: 'assets/hydration-j1.js', isDynamicEntry: true, imports: ['_query-c3.js'] },
  'src/shell/footer-content.tsx': {
    file: 'assets/footer-content-k2.js',
    isDynamicEntry: true,
    imports: ['_cards-d4.js'],
  },
  'src/features/shop/loaders.ts': {
    file: 'assets/loaders-i9.js',
    isDynamicEntry: true,
    imports: ['_query-c3.js', '_cards-d4.js'],
  },
};

const sizes: Record<string, number> = {
  'assets/index-a1.js': 1000,
  'assets/react-b2.js': 3000,
  'assets/query-c3.js': 500,
  'assets/cards-d4.js': 200,
  'assets/dialog-host-e5.js': 50,
  'assets/home-page-f6.js': 400,
  'assets/shop-page-g7.js': 300,
  'assets/map-h8.js': 9000,
  'assets/loaders-i9.js': 70,
  'assets/hydration-j1.js': 11,
  'assets/footer-content-k2.js': 600,
};
const sizeOf = (file: string) => sizes[file] ?? Number.NaN;

const budget = (home: number, shop: number) => ({
  routes: {
    '/home': { page: 'src/features/home/home-page.tsx', gzipBytes: home },
    '/shop': { page: 'src/features/shop/shop-page.tsx', gzipBytes: shop },
  },
});

describe('bundle budget', () => {
  it('counts the entry and every static import once, transitively, but no lazy chunk and no CSS', () => {
    expect(initialFiles(manifest, ['index.html', 'src/features/home/home-page.tsx'])).toEqual([
      'assets/cards-d4.js',
      'assets/home-page-f6.js',
      'assets/index-a1.js',
      'assets/query-c3.js',
      'assets/react-b2.js',
    ]);
  });

  it('adds the layout chunks to every route: /home = 1000+3000+500+200+400+50 bytes, /shop = 1000+3000+500+200+300+50', () => {
    const report = checkBudgets({ manifest, budget: budget(5150, 5050), sizeOf, layout: ['src/app/dialog-host.tsx'] });
    expect(report.results.map((r) => [r.route, r.bytes, r.over])).toEqual([
      ['/home', 5150, false],
      ['/shop', 5050, false],
    ]);
    expect(report.ok).toBe(true);
  });

  it('fails when a route is one byte over its budget', () => {
    const report = checkBudgets({ manifest, budget: budget(5149, 5050), sizeOf, layout: ['src/app/dialog-host.tsx'] });
    expect(report.ok).toBe(false);
    expect(report.results.filter((r) => r.over).map((r) => r.route)).toEqual(['/home']);
  });

  it('fails when a route page has no budget', () => {
    const report = checkBudgets({
      manifest,
      budget: budget(99_999, 99_999),
      sizeOf,
      pages: ['src/features/home/home-page.tsx', 'src/features/cart/cart-page.tsx'],
    });
    expect(report.missing).toEqual(['src/features/cart/cart-page.tsx']);
    expect(report.ok).toBe(false);
  });

  it('counts a page’s route loaders with it (a browser-rendered start fetches them together): /shop = 5050 + 70', () => {
    const report = checkBudgets({
      manifest,
      budget: budget(5150, 5120),
      sizeOf,
      layout: ['src/app/dialog-host.tsx'],
      loaders: { 'src/features/shop/shop-page.tsx': ['src/features/shop/loaders.ts'] },
    });
    expect(report.results.map((r) => [r.route, r.bytes, r.over])).toEqual([
      ['/home', 5150, false],
      ['/shop', 5120, false],
    ]);
    expect(isLoaderModule('src/features/shop/loaders.ts')).toBe(true);
    expect(isLoaderModule('src/features/shop/shop-page.tsx')).toBe(false);
  });

  it('reports a page the build does not know instead of counting nothing', () => {
    expect(() =>
      checkBudgets({ manifest, budget: { routes: { '/x': { page: 'src/gone.tsx', gzipBytes: 1 } } }, sizeOf }),
    ).toThrow('src/gone.tsx is not in the build manifest');
  });

  it('finds the lazily imported pages of a routes file, as paths from the project root', () => {
    const source = `export const routes = [
      { path: '/home', lazy: () => import('./home-page.tsx').then((m) => ({ Component: m.HomePage })) },
      { path: '/x', lazy: () => import("../shop/shop-page.tsx") },
    ];`;
    expect(lazyImportsOf(`${process.cwd()}/src/features/home/routes.tsx`, source)).toEqual([
      'src/features/home/home-page.tsx',
      'src/features/shop/shop-page.tsx',
    ]);
  });

  it("sets a budget of today's size + 2 %, never above the first-load ceiling once a route is within it", () => {
    expect([CEILING_FRONT, CEILING_OTHER]).toEqual([143_360, 174_080]);
    expect(nextBudget('/settings', 100_000)).toBe(102_000);
    expect(nextBudget('/interest', 170_728)).toBe(174_080);
    expect(nextBudget('/interest', 174_080)).toBe(174_080);
    expect(nextBudget('/home', 142_000)).toBe(143_360);
    // a route still over its ceiling gets today's size + 2 %
    expect(nextBudget('/', 175_618)).toBe(179_131);
    expect(nextBudget('/store/:slug', 180_000)).toBe(183_600);
  });

  it('counts what a server-rendered page loads before it hydrates: /shop = 5050 + 11 + 600, /home (rendered in the browser) unchanged', () => {
    const report = checkBudgets({
      manifest,
      budget: budget(5150, 5661),
      sizeOf,
      layout: ['src/app/dialog-host.tsx'],
      rendered: ['src/features/shop/shop-page.tsx'],
      start: ['src/app/hydration.ts', 'src/shell/footer-content.tsx'],
    });
    expect(report.results.map((r) => [r.route, r.bytes, r.over])).toEqual([
      ['/home', 5150, false],
      ['/shop', 5661, false],
    ]);
    expect(report.results[1].files).toContain('assets/footer-content-k2.js');
  });

  it('reads which pages of a routes file the server renders: a route with a loader, or the catch-all', () => {
    const source = `const loaders = () => import('./loaders.ts');
    export const routes = [
      {
        path: paths.storePage,
        loader: (args) => load(() => loaders().then((m) => m.storePage(args))),
        lazy: () => import('./store-page.tsx').then((m) => ({ Component: m.StorePage })),
      },
      { path: paths.brands, lazy: () => import('./offer-pages.ts').then((m) => ({ Component: m.offerPages.BrandsPage })) },
      {
        path: paths.latest,
        loader: () => load(() => loaders().then((m) => m.storeList('latest'))),
        lazy: () => import('./list-page.tsx').then((m) => ({ Component: m.LatestPage })),
      },
      { path: paths.cart, lazy: () => import('./cart-page.tsx') },
      { path: paths.popular, lazy: () => import('./list-page.tsx') },
      { path: '*', lazy: () => import('./not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })) },
    ];`;
    expect(routesOf(`${process.cwd()}/src/features/home/routes.tsx`, source)).toEqual({
      loaders: ['src/features/home/loaders.ts'],
      pages: [
        { page: 'src/features/home/store-page.tsx', rendered: true },
        { page: 'src/features/home/offer-pages.ts', rendered: false },
        { page: 'src/features/home/list-page.tsx', rendered: true },
        { page: 'src/features/home/cart-page.tsx', rendered: false },
        { page: 'src/features/home/not-found-page.tsx', rendered: true },
      ],
    });
  });
});

describe('the modules a server-rendered page loads before it hydrates', () => {
  it('are the server render’s preloads: the hydration’s chunk, and the footer’s content only if the hydration imports it', async () => {
    const { readFileSync } = await import('node:fs');
    const { serverStart, serverStartOf } = await import('../../scripts/bundle-budget.mjs');
    expect(serverStartOf('const HYDRATION_MODULES = [\'src/a.ts\', "src/b.tsx"];')).toEqual(['src/a.ts', 'src/b.tsx']);
    expect(() => serverStartOf('const OTHER = []')).toThrow('no HYDRATION_MODULES list');
    const hydration = readFileSync(new URL('../../src/app/hydration.ts', import.meta.url), 'utf8');
    expect(serverStart()).toContain('src/app/hydration.ts');
    // the page hydrates without the footer's content (React hydrates that part when its chunk comes): were the
    // hydration to wait for it again, the budget would have to count it
    expect(serverStart().includes('src/features/shell/footer-content.tsx')).toBe(
      /from '[./]*features\/shell\/footer/.test(hydration),
    );
  });
});

describe('the size of a built file', () => {
  // A chunk's code names the chunks it imports by their file names, content hash included: two builds of the same code
  // whose other chunks changed differ only in those names — here hashes that compress well and ones that do not.
  const chunk = (hashes: string[]) =>
    `import{a as e}from"./initial-${hashes[0]}.js";const t=()=>import("./offer-sections-${hashes[1]}.js");` +
    `export const m=["assets/cart-button-live-${hashes[2]}.js","assets/xstate-react-${hashes[3]}.js"];export{e,t};`;
  const plain = ['aaaaaaa', 'aaaaaaa', 'aaaaaaa', 'aaaaaaa'];
  const random = ['LfrO-89', 'NFPu-gd', 'C3VBvu0', '_kjYPD0'];
  const dist = mkdtempSync(join(tmpdir(), 'budget-'));
  writeFileSync(join(dist, 'plain.js'), chunk(plain));
  writeFileSync(join(dist, 'random.js'), chunk(random));
  writeFileSync(join(dist, 'more-code.js'), chunk(random).replace('export{e,t};', 'export{e,t};console.log(e,t);'));

  it('is its gzip, level 9, the same whatever the hashes in the file names it names', () => {
    // on the wire the two differ: hashes do not compress
    expect(gzipSync(chunk(random), { level: 9 }).length).toBeGreaterThan(gzipSync(chunk(plain), { level: 9 }).length);
    const size = gzipBytes(dist);
    expect(size('random.js')).toBe(size('plain.js'));
  });

  it('moves with the code', () => {
    const size = gzipBytes(dist);
    expect(size('more-code.js')).toBeGreaterThan(size('random.js'));
  });
});
