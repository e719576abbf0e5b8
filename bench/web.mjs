// `npm run bench:web`: builds the SPA and its server entry, serves it with the embedded API (fresh data directory,
// free port), then for the public pages `/`, `/home`, `/store/:slug`, `/product/:id` and
// `/rental/vehicle-details/:id` (real ones, the first of each kind in the server's sitemap) reports the gzip size of
// the JavaScript each page loads (Chromium via playwright-core) and runs Lighthouse (mobile: Moto G Power emulation,
// simulated slow 4G) for performance, accessibility, best practices and SEO, with the LCP element and whether it is in
// the server's HTML. With `BENCH_BASELINE=<git ref>` it does the same for that ref in the same run (built in a
// temporary `git worktree`, served by this checkout's server), page by page, baseline then this checkout, and prints
// both side by side. A benchmark, not a test: it prints numbers and exits 0.
// Every page but `/` runs with a location and a module (the first zone's centroid → get-zone-id, a module served
// there; the rental module for the vehicle page) in localStorage and in the cookies the SPA mirrors them into, as a
// returning shopper's browser has them: the server renders the page for them and the browser hydrates it.
// Options (env): BENCH_BASELINE (a git ref), BENCH_SKIP_BUILD=1 (reuse .dist-bench and .dist-bench-baseline),
// BENCH_SKIP_LIGHTHOUSE=1, CHROMIUM_PATH (/usr/bin/chromium).
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { freePort, startServer } from './server.mjs';
import { chromiumFlags, DISABLE_FEATURES_FLAG } from '../scripts/chromium-flags.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, '.test-results');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const baselineRef = process.env.BENCH_BASELINE || null;
/** The pages measured: a route pattern and how to find a real path for it in the sitemap (null: the path itself). */
const pageKinds = [
  { route: '/', find: null },
  { route: '/home', find: null },
  { route: '/store/:slug', find: /\/store\/(?!latest$|popular$)[^/]+$/ },
  { route: '/product/:id', find: /\/product\/[^/]+$/ },
  { route: '/rental/vehicle-details/:id', find: /\/rental\/vehicle-details\/[^/]+$/ },
];
const SSR_ENTRY = 'src/app/entry-server.tsx';

const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The browser build and the server entry (when it has one) of the sources in `sourceRoot`, into `distDir` (as `npm run build`). */
function build(sourceRoot, distDir) {
  const run = (cmd) => execSync(cmd, { cwd: sourceRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  run(`npx vite build --outDir ${distDir} --emptyOutDir`);
  // a ref from before the server render has no server entry: its pages are served as the SPA's shell
  if (existsSync(join(sourceRoot, SSR_ENTRY)))
    run(`npx vite build --ssr ${SSR_ENTRY} --outDir ${join(distDir, '.ssr')} --emptyOutDir`);
}

/** The baseline ref built into `distDir`: a temporary detached worktree sharing this checkout's node_modules. */
function buildBaseline(ref, distDir) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-baseline-'));
  execSync(`git worktree add --detach ${dir} ${ref}`, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    build(dir, distDir);
  } finally {
    execSync(`git worktree remove --force ${dir}`, { cwd: root, stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  }
}

/** localStorage (and the mirrored cookies) of a returning shopper: a location inside the first zone and a module. */
async function shopperStorage(base) {
  const get = async (path, headers = {}) => {
    const res = await fetch(`${base}${path}`, {
      headers: { Accept: 'application/json', 'X-localization': 'en', ...headers },
    });
    return res.ok ? res.json() : null;
  };
  const zones = (await get('/api/v1/zone/list')) ?? [];
  const config = await get('/api/v1/config');
  const ring = zones[0]?.coordinates ?? [];
  const latLng = ring.length
    ? { lat: ring.reduce((s, p) => s + p.lat, 0) / ring.length, lng: ring.reduce((s, p) => s + p.lng, 0) / ring.length }
    : { lat: Number(config?.default_location?.lat ?? 0), lng: Number(config?.default_location?.lng ?? 0) };
  const zone = await get(`/api/v1/config/get-zone-id?lat=${latLng.lat}&lng=${latLng.lng}`);
  const zoneId = zone?.zone_id ?? (zones[0] ? `[${zones[0].id}]` : '[1]');
  const modules = (await get('/api/v1/module', { zoneId })) ?? [];
  const withModule = (module) => ({
    zoneid: zoneId,
    location: zones[0]?.display_name ?? zones[0]?.name ?? 'Demo location',
    currentLatLng: JSON.stringify(latLng),
    ...(module
      ? {
          module: JSON.stringify({
            id: module.id,
            module_name: module.module_name,
            module_type: module.module_type,
            icon_full_url: module.icon_full_url,
          }),
        }
      : {}),
  });
  const shop = modules.find((m) => !['parcel', 'rental'].includes(m.module_type)) ?? modules[0];
  const rental = modules.find((m) => m.module_type === 'rental') ?? shop;
  return { shop: withModule(shop), rental: withModule(rental) };
}

const storageFor = (route, storage) =>
  route === '/' ? null : route.startsWith('/rental/') ? storage.rental : storage.shop;

/** A real path for each page kind: the first URL of its kind in the server's sitemaps. */
async function pagePaths(base) {
  const locs = async (path) =>
    [...(await (await fetch(`${base}${path}`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]).pathname.replace(/\/$/, '') || '/',
    );
  const urls = (await Promise.all((await locs('/sitemap.xml')).map(locs))).flat();
  return pageKinds.map(({ route, find }) => {
    const path = find ? urls.find((u) => find.test(u)) : route;
    if (!path) throw new Error(`no ${route} page in the sitemap`);
    return { route, path };
  });
}

/** Cookies the SPA mirrors localStorage into (src/session/storage.ts), for a browser context or a page. */
const cookiesFor = (base, storage) =>
  Object.entries(storage ?? {}).map(([name, value]) => ({ name, value: encodeURIComponent(value), url: base }));

/** Loads each page in Chromium and gzips every script it fetched (entry, vendor and lazy route chunks). */
async function bundleSizes(browser, base, pages, storage) {
  const results = {};
  for (const { route, path } of pages) {
    const values = storageFor(route, storage);
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    if (values) {
      await context.addInitScript((v) => {
        for (const [k, value] of Object.entries(v)) globalThis.localStorage.setItem(k, value);
      }, values);
      await context.addCookies(cookiesFor(base, values));
    }
    const page = await context.newPage();
    const scripts = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script' || !res.url().startsWith(base)) return;
      scripts.push(
        res
          .body()
          .then((body) => ({ url: res.url().slice(base.length), raw: body.length, gzip: gzipSync(body).length })),
      );
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const files = (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
    results[route] = {
      files,
      raw: files.reduce((s, f) => s + f.raw, 0),
      gzip: files.reduce((s, f) => s + f.gzip, 0),
      heading: await page
        .locator('h1')
        .first()
        .textContent({ timeout: 2_000 })
        .catch(() => null),
    };
    await context.close();
  }
  return results;
}

/** Whether `selector` matches an element of the page as the server sent it (JavaScript off). */
async function inServerHtml(browser, base, path, values, selector) {
  if (!selector) return null;
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    if (values) await context.addCookies(cookiesFor(base, values));
    const page = await context.newPage();
    await page.goto(`${base}${path}`);
    return (await page.locator(selector).count()) > 0;
  } finally {
    await context.close();
  }
}

/** One Lighthouse run (mobile, the four categories) of `path` on `base`, with the shopper's storage when given. */
async function lighthouseRun({ lighthouse, puppeteer, chrome }, base, path, values, name) {
  // Every run starts without cookies; a returning shopper's storage is written on the origin first and kept.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCookies');
  if (values) {
    await page.goto(`${base}/api/v1/config`, { waitUntil: 'domcontentloaded' });
    await page.evaluate((v) => {
      globalThis.localStorage.clear();
      for (const [k, value] of Object.entries(v)) {
        globalThis.localStorage.setItem(k, value);
        globalThis.document.cookie = `${k}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
      }
    }, values);
  }
  await page.close();
  await browser.disconnect();
  const runner = await lighthouse(`${base}${path}`, {
    port: chrome.port,
    output: ['json', 'html'],
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    disableStorageReset: !!values,
  });
  const lhr = runner.lhr;
  writeFileSync(join(outDir, `lighthouse-${name}.html`), runner.report[1]);
  const audit = (id) => lhr.audits[id]?.numericValue;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const lcpNode = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    lcpElement: lcpNode ? { snippet: lcpNode.snippet, selector: lcpNode.selector } : null,
    // the audits that cost points in accessibility, best practices or SEO (not the informative ones)
    failed: ['accessibility', 'best-practices', 'seo'].flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        .map((ref) => ref.id),
    ),
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings,
    report: join('.test-results', `lighthouse-${name}.html`),
  };
}

const kb = (n) => (n === undefined ? '–' : `${(n / 1024).toFixed(1)} KiB`);
const ms = (n) => (n === undefined ? '–' : `${Math.round(n)} ms`);

function printVariant(label, path, s, l) {
  console.log(`  ${label}: h1 ${JSON.stringify(s.heading)}`);
  console.log(`    JavaScript loaded: ${s.files.length} files, ${kb(s.raw)} raw, ${kb(s.gzip)} gzip`);
  for (const f of s.files.slice(0, 5)) console.log(`      ${kb(f.gzip).padStart(10)} gzip  ${f.url}`);
  if (s.files.length > 5) console.log(`      … ${s.files.length - 5} more`);
  if (!l) return;
  console.log(
    `    Lighthouse mobile: performance ${l.performance}, accessibility ${l.accessibility}, best practices ${l.bestPractices}, SEO ${l.seo}`,
  );
  console.log(
    `    FCP ${ms(l.fcp)}  LCP ${ms(l.lcp)}  TBT ${ms(l.tbt)}  CLS ${l.cls?.toFixed(3)}  SI ${ms(l.si)}  (load at the run: ${l.load}; report: ${l.report})`,
  );
  if (l.lcpElement)
    console.log(
      `    LCP element (${l.lcpInServerHtml ? 'in' : 'NOT in'} the server's HTML): ${l.lcpElement.snippet.slice(0, 140)}`,
    );
  if (l.failed.length) console.log(`    failed audits: ${l.failed.join(', ')}`);
  if (l.finalUrl && !new URL(l.finalUrl).pathname.startsWith(path)) console.log(`    note: ended on ${l.finalUrl}`);
  if (l.warnings?.length) console.log(`    warnings: ${l.warnings.join(' | ')}`);
}

/** One line a page: before → after (or now), for bench/README.md's table. */
function printTable(pages, variants) {
  const cell = (fn) => variants.map((v) => fn(v)).join(' → ');
  console.log(`\n| page | JS gzip | performance | LCP | TBT | CLS | a11y / best practices / SEO |`);
  console.log(`| --- | --- | --- | --- | --- | --- | --- |`);
  for (const { route } of pages) {
    const lh = (v) => v.lighthouse?.[route];
    console.log(
      `| \`${route}\` | ${cell((v) => kb(v.sizes[route]?.gzip))} | ${cell((v) => lh(v)?.performance ?? '–')} | ${cell((v) => ms(lh(v)?.lcp))} | ${cell((v) => ms(lh(v)?.tbt))} | ${cell((v) => lh(v)?.cls?.toFixed(3) ?? '–')} | ${cell((v) => (lh(v) ? `${lh(v).accessibility}/${lh(v).bestPractices}/${lh(v).seo}` : '–'))} |`,
    );
  }
}

const variants = [
  ...(baselineRef
    ? [{ label: `before (${baselineRef})`, name: 'baseline', dist: join(root, '.dist-bench-baseline') }]
    : []),
  { label: baselineRef ? 'after (this checkout)' : 'this checkout', name: 'current', dist: join(root, '.dist-bench') },
];
const skipBuild = process.env.BENCH_SKIP_BUILD === '1';
for (const v of variants) {
  if (skipBuild && existsSync(join(v.dist, '.ssr', 'entry-server.js'))) continue;
  console.log(`bench:web: building ${v.label} into ${v.dist}…`);
  if (v.name === 'baseline') buildBaseline(baselineRef, v.dist);
  else build(root, v.dist);
}

const servers = [];
process.on('SIGINT', () => {
  servers.forEach((s) => s.kill('SIGTERM'));
  process.exit(130);
});
try {
  for (const v of variants) {
    const port = await freePort();
    v.base = `http://127.0.0.1:${port}`;
    v.dataDir = join(outDir, `bench-web-db-${v.name}`);
    // the pages' images from the page's own origin (PUBLIC_URL), as a deployment serves them: on `localhost` beside a
    // page on 127.0.0.1 they had a browser connection pool of their own and never waited behind the page's scripts
    const env = { STATIC_DIR: v.dist, PUBLIC_URL: v.base };
    servers.push(await startServer({ port, dataDir: v.dataDir, env, stdout: 'ignore' }));
    console.log(`bench:web: ${v.label} served by the embedded API on ${v.base} (data dir ${v.dataDir})`);
  }
  // the same seeded data on every server: the paths of the last (this checkout) serve for all; each server its own
  // storage (the module's icon URL names the server's origin, which the page's CSP allows images from)
  const current = variants.at(-1);
  const pages = await pagePaths(current.base);
  for (const v of variants) v.storage = await shopperStorage(v.base);
  const storage = current.storage;
  console.log(`pages: ${pages.map((p) => p.path).join(' ')}`);
  console.log(
    `returning shopper's storage: ${JSON.stringify(storage.shop)} (rental pages: module ${storage.rental.module})`,
  );

  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
  try {
    for (const v of variants) v.sizes = await bundleSizes(browser, v.base, pages, v.storage);
    if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
      const { default: lighthouse } = await import('lighthouse');
      const chromeLauncher = await import('chrome-launcher');
      const puppeteer = (await import('puppeteer-core')).default;
      // chrome-launcher's own --disable-features stays (Chromium keeps the last one): the suite's, written for
      // Playwright, would replace it and change what Lighthouse has measured so far
      const flags = [
        ...chromiumFlags.filter((f) => !f.startsWith('--headless') && f !== DISABLE_FEATURES_FLAG),
        '--headless=new',
      ];
      const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
      try {
        for (const v of variants) v.lighthouse = {};
        // page by page, the variants one after the other: both see about the same load
        for (const { route, path } of pages) {
          for (const v of variants) {
            const name = `${route === '/' ? 'landing' : route.slice(1).replace(/[/:]+/g, '-')}-${v.name}`;
            const values = storageFor(route, v.storage);
            const load = loads();
            const result = await lighthouseRun({ lighthouse, puppeteer, chrome }, v.base, path, values, name);
            result.load = load;
            result.lcpInServerHtml = await inServerHtml(browser, v.base, path, values, result.lcpElement?.selector);
            v.lighthouse[route] = result;
          }
        }
      } finally {
        await chrome.kill();
      }
    }
  } finally {
    await browser.close();
  }

  console.log(`\nbench:web — ${cpus().length} cores, load average ${loads()} (1, 5, 15 min) at the end`);
  for (const { route, path } of pages) {
    console.log(`\n${route}  (${path})`);
    for (const v of variants) printVariant(v.label, path, v.sizes[route], v.lighthouse?.[route]);
  }
  printTable(pages, variants);
  const out = join(outDir, 'bench-web.json');
  writeFileSync(
    out,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        cores: cpus().length,
        loadavg: loadavg(),
        pages,
        storage,
        variants: variants.map(({ label, name, sizes, lighthouse }) => ({ label, name, sizes, lighthouse })),
      },
      null,
      2,
    ),
  );
  console.log(`\nresults: ${out}`);
} finally {
  servers.forEach((s) => s.kill('SIGTERM'));
}
