#!/usr/bin/env node
// The bundle budget: the gzip size of the JavaScript each route loads first, from the production
// build's manifest (`build.manifest` in vite.config.ts), against the budgets in bundle-budget.json.
//
// A route loads first: the entry chunk (index.html) with its static imports, the lazy chunks the layout renders on
// every page (any `import()` in src/app/root-layout.tsx; none today), the route's page chunk and, when its route has a
// loader, the route loaders' chunk of its area (`import('./loaders.ts')` in the same routes.tsx: a navigation fetches
// it with the page's). A page the server renders (its route has a loader, or it is the Not found page) also loads,
// before it hydrates, the hydration's chunk and what the hydration awaits (`serverStart`). Each chunk counts with its
// static imports, once. Sizes are gzip level 9 of the built files, content hashes in file names counted as constant
// (`gzipBytes`): deterministic bytes that move only with the code a route loads.
//
//   npm run test:budget                                  build when stale (into E2E_DIST, default dist), then check
//   node scripts/bundle-budget.mjs [distDir]            the same for distDir (exit 1: a route over budget or without one)
//   node scripts/bundle-budget.mjs [distDir] --write    set every budget to today's size + 2 %, capped at the
//                                                        first-load ceiling when within it (lower them freely)
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildIfStale } from './build-if-stale.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const budgetFile = join(root, 'bundle-budget.json');
/** Headroom of a budget set with --write. */
export const HEADROOM = 1.02;
/**
 * The first-load ceilings, gzip bytes: 140 KiB on `/` and `/home`, 170 KiB on every other page. A route within its
 * ceiling never gets a budget above it (`nextBudget`), so it cannot grow back over it.
 */
export const CEILING_FRONT = 140 * 1024;
export const CEILING_OTHER = 170 * 1024;
export const ceilingOf = (route) => (route === '/' || route === '/home' ? CEILING_FRONT : CEILING_OTHER);

/** The budget --write gives a route of `bytes`: today's size + 2 %, capped at the ceiling the route is within. */
export function nextBudget(route, bytes) {
  const budget = Math.ceil(bytes * HEADROOM);
  return bytes <= ceilingOf(route) ? Math.min(budget, ceilingOf(route)) : budget;
}

/** The JS files `keys` load before anything lazy: each manifest entry with its static `imports`, transitively. */
export function initialFiles(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...files].sort();
}

/** The lazily imported modules of a source file (`import('./x.tsx')`), as manifest keys (paths from the root). */
export function lazyImportsOf(sourceFile, source) {
  const dir = dirname(relative(root, sourceFile));
  return [...source.matchAll(/import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)].map((m) =>
    join(dir, m[1]).split('\\').join('/'),
  );
}

/** A route loaders' module (docs/architecture.md, "A page request"): not a page, it goes with its area's pages. */
export const isLoaderModule = (key) => /\/loaders\.ts$/.test(key);

/**
 * What a server-rendered page loads before it hydrates, besides its route's modules: the list the server render
 * preloads (`HYDRATION_MODULES` in src/app/entry-server.tsx: the hydration's chunk; not the footer's content, which is
 * hydrated when it comes), read from its source as the routes files are.
 */
export function serverStartOf(source) {
  const list = /const HYDRATION_MODULES = \[([^\]]*)\]/.exec(source);
  if (!list) throw new Error('src/app/entry-server.tsx has no HYDRATION_MODULES list');
  return [...list[1].matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1]);
}

export const serverStart = () => serverStartOf(readFileSync(join(root, 'src/app/entry-server.tsx'), 'utf8'));

/**
 * The pages a routes file's source declares: each lazily imported page module with whether one of its routes has a
 * `loader` (the server renders it, and a navigation fetches the area's loaders with it) or is the catch-all `*` (the
 * Not found page, which the server renders with its 404), and the file's loader modules.
 */
export function routesOf(sourceFile, source) {
  const loaders = lazyImportsOf(sourceFile, source).filter(isLoaderModule);
  const pages = new Map();
  // a route object's text: from its `path:` to the next route's (a routes file lists one route per path)
  const chunks = source.split(/(?=\bpath:)/);
  for (const chunk of chunks)
    for (const page of lazyImportsOf(sourceFile, chunk).filter((key) => !isLoaderModule(key)))
      pages.set(page, (pages.get(page) ?? false) || /\bloader:/.test(chunk) || /^path:\s*['"]\*['"]/.test(chunk));
  return { loaders, pages: [...pages].map(([page, rendered]) => ({ page, rendered })) };
}

/** The routes of each routes file: src/features/<area>/routes.tsx and src/app/router.tsx. */
function routeFiles() {
  const featureDir = join(root, 'src/features');
  const files = readdirSync(featureDir)
    .map((area) => join(featureDir, area, 'routes.tsx'))
    .filter((file) => existsSync(file));
  files.push(join(root, 'src/app/router.tsx'));
  return files.map((file) => routesOf(file, readFileSync(file, 'utf8')));
}

/** Every route's page module (the lazy imports of the routes files that are not loaders). */
export function pageModules() {
  return routeFiles().flatMap(({ pages }) => pages.map(({ page }) => page));
}

/** The page modules the server renders (a route with a loader, or the Not found page). */
export function renderedPages() {
  return routeFiles().flatMap(({ pages }) => pages.filter((p) => p.rendered).map(({ page }) => page));
}

/** Each page module's loader modules: those of its routes file, when its route has a loader. */
export function loaderModules() {
  return Object.fromEntries(
    routeFiles().flatMap(({ loaders, pages }) => pages.map(({ page, rendered }) => [page, rendered ? loaders : []])),
  );
}

/** The lazy chunks the layout renders on every route. */
export function layoutModules() {
  const file = join(root, 'src/app/root-layout.tsx');
  return lazyImportsOf(file, readFileSync(file, 'utf8'));
}

/**
 * Measures each route of `budget.routes` and compares it with its budget.
 * `sizeOf(file)` gives the gzip bytes of a built file; `pages` lists every page module that needs a budget;
 * `loaders[page]` the loader modules loaded with a page; `rendered` the pages the server renders, which load
 * `start` (the hydration's modules) too.
 */
export function checkBudgets({
  manifest,
  budget,
  sizeOf,
  layout = [],
  pages = [],
  loaders = {},
  rendered = [],
  start = [],
}) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the build manifest has no entry chunk');
  const results = Object.entries(budget.routes).map(([route, { page, gzipBytes }]) => {
    const hydration = rendered.includes(page) ? start : [];
    const files = initialFiles(manifest, [entry, ...layout, ...hydration, page, ...(loaders[page] ?? [])]);
    const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
    return { route, page, files, bytes, budget: gzipBytes, over: bytes > gzipBytes };
  });
  const budgeted = new Set(Object.values(budget.routes).map((r) => r.page));
  const missing = pages.filter((page) => !budgeted.has(page));
  return { results, missing, ok: missing.length === 0 && results.every((r) => !r.over) };
}

/**
 * A built chunk's file name in code (`initial-BxjJgpY.js`: the name, then the content hash vite.config.ts asks for,
 * seven characters). Every chunk names the chunks it imports, and the first chunk names every lazy one: a change to
 * one module gives new hashes to every chunk that names its chunk, and hashes do not compress, so the gzip of a route
 * moved by ±25 bytes with code it does not load.
 */
const HASHED_NAME = /-[\w-]{7}\.js/g;

/**
 * The gzip bytes (level 9) of a built file, each hash in it counted as seven characters that are the same everywhere:
 * a route's figure moves with the code it loads, not with the hashes of chunks that changed elsewhere (the hashes
 * themselves are ≈ 5 bytes of gzip each, a few hundred in the first chunk).
 */
export const gzipBytes = (dist) => (file) =>
  gzipSync(readFileSync(join(dist, file), 'utf8').replace(HASHED_NAME, '-#######.js'), { level: 9 }).length;

export function runBudgetCheck(distDir, { write = false } = {}) {
  const dist = resolve(root, distDir); // an absolute distDir stays itself
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const budget = JSON.parse(readFileSync(budgetFile, 'utf8'));
  const report = checkBudgets({
    manifest,
    budget,
    sizeOf: gzipBytes(dist),
    layout: layoutModules(),
    pages: pageModules(),
    loaders: loaderModules(),
    rendered: renderedPages(),
    start: serverStart(),
  });
  for (const r of report.results)
    console.log(
      `${r.over ? '✗' : '✓'} ${r.route.padEnd(18)} ${String(r.bytes).padStart(8)} B gzip / budget ${r.budget} B (${r.files.length} files)` +
        (r.bytes > ceilingOf(r.route) ? `, over the first-load ceiling of ${ceilingOf(r.route)} B` : ''),
    );
  for (const page of report.missing) console.log(`✗ ${page} is a route page without a budget in bundle-budget.json`);
  if (write) {
    for (const r of report.results) budget.routes[r.route].gzipBytes = nextBudget(r.route, r.bytes);
    writeFileSync(budgetFile, `${JSON.stringify(budget, null, 2)}\n`);
    console.log("bundle-budget.json: every budget set to today's size + 2 %, capped at the ceiling a route is within");
    return true;
  }
  if (!report.ok) console.error('Bundle budget exceeded (or a route has none): see above.');
  return report.ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const distDir = args.find((a) => !a.startsWith('--')) ?? process.env.E2E_DIST ?? 'dist';
  buildIfStale(distDir);
  if (!runBudgetCheck(distDir, { write: args.includes('--write') })) process.exit(1);
}
