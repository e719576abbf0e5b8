// `npm run bench:web`: builds the SPA and its server entry, serves it with the embedded API (fresh data directory,
// free port), and measures the public pages a shared link opens — `/`, `/home`, a category, a store, a product, the
// vehicle search, a vehicle and a provider (real ones: the first of each kind in the server's sitemap) — for two
// visitors:
// - **a stranger**: a fresh browser profile for every run (empty HTTP cache, no cookies, no storage: the cookie
//   notice shows, the page uses the shop's default location), as a search engine, a link preview or a person opening a
//   shared link meets the page;
// - **a returning shopper**: a location and a module in localStorage and in the cookies the SPA mirrors them into, and
//   a warm HTTP cache (the page visited once, unmeasured, before the measured runs).
// For each page and visitor it runs Lighthouse (mobile: Moto G Power emulation, simulated slow 4G, 4× CPU)
// BENCH_RUNS times and prints the medians, with the load average at each run, and the gzip size of the JavaScript a
// stranger's visit loads (Chromium via playwright-core). With `BENCH_BASELINE=<git ref>` it does the same for that ref
// in the same run (built in a temporary `git worktree` and served by that ref's own server), page by page, and prints
// both side by side. A benchmark, not a test: it prints numbers and exits 0.
// Options (env): BENCH_BASELINE (a git ref), BENCH_RUNS (3), BENCH_PAGES (route patterns, comma-separated),
// BENCH_VISITORS (stranger,returning), BENCH_SKIP_BUILD=1 (reuse .dist-bench and .dist-bench-baseline),
// BENCH_SKIP_LIGHTHOUSE=1, BENCH_TRACES=1 (each run's trace beside its report, for chrome://tracing or Perfetto),
// CHROMIUM_PATH (/usr/bin/chromium).
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
export const allPageKinds = [
  { route: '/', find: null },
  { route: '/home', find: null },
  { route: '/category/:id', find: /\/category\/[^/]+$/ },
  { route: '/store/:slug', find: /\/store\/(?!latest$|popular$)[^/]+$/ },
  { route: '/product/:id', find: /\/product\/[^/]+$/ },
  { route: '/rental/vehicle-search', find: null, path: '/rental/vehicle-search?all_category=1' },
  { route: '/rental/vehicle-details/:id', find: /\/rental\/vehicle-details\/[^/]+$/ },
  { route: '/rental/provider-details/:id', find: /\/rental\/provider-details\/[^/]+$/ },
];
const onlyPages = process.env.BENCH_PAGES?.split(',').map((p) => p.trim());
const pageKinds = onlyPages ? allPageKinds.filter((k) => onlyPages.includes(k.route)) : allPageKinds;
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const visitors = (process.env.BENCH_VISITORS ?? 'stranger,returning').split(',').map((v) => v.trim());
const SSR_ENTRY = 'src/app/entry-server.tsx';

/** The load average (1, 5, 15 min), for printing beside a result. */
export const loads = () =>
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

/** This checkout's build for the benchmarks that load pages (bench:web, bench:interactions): one directory, reused. */
export const currentDist = join(root, '.dist-bench');

/**
 * Builds `sourceRoot` into `dist`, unless BENCH_SKIP_BUILD=1 and `dist` holds a build already (its server entry);
 * `who` and `label` name it in the log.
 */
export function buildUnlessKept({ who, label, dist, sourceRoot = root }) {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(join(dist, '.ssr', 'entry-server.js'))) return;
  console.log(`${who}: building ${label} into ${dist}…`);
  build(sourceRoot, dist);
}

/**
 * Serves the build in `dist` with the embedded API of `sourceRoot` (server/main.ts) on a free port and a fresh
 * `dataDir`; resolves to the server's process and its origin.
 */
export async function serveBuild({ dist, dataDir, sourceRoot = root }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // the pages' images from the page's own origin (PUBLIC_URL), as a deployment serves them: on `localhost` beside a
  // page on 127.0.0.1 they had a browser connection pool of their own and never waited behind the page's scripts
  const env = { STATIC_DIR: dist, PUBLIC_URL: base };
  const server = await startServer({ port, dataDir, env, stdout: 'ignore', sourceRoot });
  return { server, base };
}

/**
 * The baseline ref's checkout: a temporary detached worktree sharing this checkout's node_modules, kept for the whole
 * run — its build comes from it and its server runs from it, so a change to the server's pages (what the server
 * renders, its inline script, the demo's pictures) is measured too. `remove()` takes it away.
 */
function baselineCheckout(ref) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-baseline-'));
  execSync(`git worktree add --detach ${dir} ${ref}`, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return {
    dir,
    remove() {
      execSync(`git worktree remove --force ${dir}`, { cwd: root, stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** localStorage (and the mirrored cookies) of a returning shopper: a location inside the first zone and a module. */
export async function shopperStorage(base) {
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

/** A returning shopper's storage for a page: the rental module's on the rental pages, a shop module's elsewhere. */
const storageFor = (route, storage) => (route.startsWith('/rental/') ? storage.rental : storage.shop);

/** A real path for each page kind (`kinds`, as `allPageKinds`): the first URL of its kind in the server's sitemaps. */
export async function pagePaths(base, kinds = pageKinds) {
  const locs = async (path) =>
    [...(await (await fetch(`${base}${path}`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]).pathname.replace(/\/$/, '') || '/',
    );
  const urls = (await Promise.all((await locs('/sitemap.xml')).map(locs))).flat();
  return kinds.map(({ route, find, path: fixed }) => {
    const path = find ? urls.find((u) => find.test(u)) : (fixed ?? route);
    if (!path) throw new Error(`no ${route} page in the sitemap`);
    return { route, path };
  });
}

/** Cookies the SPA mirrors localStorage into (src/session/storage.ts), for a browser context or a page. */
export const cookiesFor = (base, storage) =>
  Object.entries(storage ?? {}).map(([name, value]) => ({ name, value: encodeURIComponent(value), url: base }));

/** Loads each page in Chromium as a stranger and gzips every script it fetched (entry, vendor and lazy route chunks). */
async function bundleSizes(browser, base, pages) {
  const results = {};
  for (const { path, route } of pages) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
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

/**
 * The page's main-thread tasks after its first contentful paint in Lighthouse's own observed trace, counted as its
 * simulation counts them (each 4× its length, what passes 50 ms): by wall time, as Lighthouse does, and by the main
 * thread's own CPU time. On a 2-core machine the browser's other processes, Lighthouse and the server share the cores
 * with the page: what separates the two is the page waiting for a core, not its own work. Estimates, for reading
 * Lighthouse's Total Blocking Time; null when the trace has no first paint.
 */
function blockingEstimates(traceEvents) {
  const navigation = traceEvents
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame &&
        e.args.data.documentLoaderURL?.startsWith('http'),
    )
    .at(-1);
  const paint =
    navigation &&
    traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid && e.ts > navigation.ts);
  if (!paint) return null;
  const tasks = traceEvents.filter(
    (e) =>
      e.name === 'RunTask' && e.ph === 'X' && e.pid === navigation.pid && e.tid === navigation.tid && e.ts > paint.ts,
  );
  const blocking = (ms) => tasks.reduce((sum, t) => sum + Math.max(0, 4 * ms(t) - 50), 0);
  return { wall: blocking((t) => t.dur / 1000), cpu: blocking((t) => (t.tdur ?? t.dur) / 1000) };
}

/**
 * One Lighthouse run (mobile, the four categories) of `path` on `base` in the Chrome listening on `port`: a stranger's
 * (`values` null: Lighthouse clears the origin's cache and storage first, in a profile of its own) or a returning
 * shopper's (`values` written on the origin and kept, the HTTP cache kept).
 */
async function lighthouseRun({ lighthouse, puppeteer }, port, base, path, values, name) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
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
    // the unmeasured visit that warms the HTTP cache, as the shopper's earlier visits did
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle0' });
  }
  await page.close();
  await browser.disconnect();
  const runner = await lighthouse(`${base}${path}`, {
    port,
    output: ['json', 'html'],
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    disableStorageReset: !!values,
  });
  const lhr = runner.lhr;
  const estimates = blockingEstimates(runner.artifacts.Trace?.traceEvents ?? []);
  writeFileSync(join(outDir, `lighthouse-${name}.html`), runner.report[1]);
  if (process.env.BENCH_TRACES === '1')
    writeFileSync(join(outDir, `lighthouse-${name}.trace.json`), JSON.stringify(runner.artifacts.Trace ?? {}));
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
    tbtWall: estimates?.wall,
    tbtCpu: estimates?.cpu,
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

export const median = (xs) => {
  const sorted = xs.filter((x) => x !== undefined).sort((x, y) => x - y);
  if (!sorted.length) return undefined;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** The medians of a page's runs for one visitor. */
function summary(results) {
  const of = (key) => median(results.map((r) => r[key]));
  return {
    runs: results.length,
    performance: of('performance'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    tbtWall: of('tbtWall'),
    tbtCpu: of('tbtCpu'),
    cls: of('cls'),
    si: of('si'),
    loads: results.map((r) => r.load),
    others: [...new Set(results.map((r) => `${r.accessibility}/${r.bestPractices}/${r.seo}`))].join(', '),
  };
}

function printVariant(label, path, s, byVisitor) {
  console.log(`  ${label}: h1 ${JSON.stringify(s.heading)}`);
  console.log(`    JavaScript a stranger loads: ${s.files.length} files, ${kb(s.raw)} raw, ${kb(s.gzip)} gzip`);
  for (const f of s.files.slice(0, 5)) console.log(`      ${kb(f.gzip).padStart(10)} gzip  ${f.url}`);
  if (s.files.length > 5) console.log(`      … ${s.files.length - 5} more`);
  for (const [visitor, results] of Object.entries(byVisitor ?? {})) {
    const m = summary(results);
    console.log(
      `    ${visitor}, median of ${m.runs}: performance ${m.performance}, FCP ${ms(m.fcp)}, LCP ${ms(m.lcp)}, TBT ${ms(m.tbt)}, CLS ${m.cls?.toFixed(3)}, SI ${ms(m.si)}; a11y/best practices/SEO ${m.others} (load at the runs: ${m.loads.join(' | ')})`,
    );
    for (const l of results) {
      console.log(
        `      run: performance ${l.performance}, LCP ${ms(l.lcp)}, TBT ${ms(l.tbt)} (its tasks by wall time ${ms(l.tbtWall)}, by CPU time ${ms(l.tbtCpu)}), CLS ${l.cls?.toFixed(3)} (report: ${l.report})`,
      );
      if (l.lcpElement)
        console.log(
          `        LCP element (${l.lcpInServerHtml ? 'in' : 'NOT in'} the server's HTML): ${l.lcpElement.snippet.slice(0, 140)}`,
        );
      if (l.failed.length) console.log(`        failed audits: ${l.failed.join(', ')}`);
      if (l.finalUrl && !l.finalUrl.includes(path.split('?')[0])) console.log(`        note: ended on ${l.finalUrl}`);
      if (l.warnings?.length) console.log(`        warnings: ${l.warnings.join(' | ')}`);
    }
  }
}

/** One line a page and visitor: the medians, before → after (or now), for bench/README.md's table. */
function printTable(pages, variants) {
  const cell = (fn) => variants.map((v) => fn(v)).join(' → ');
  console.log(
    `\n| page | visitor | JS gzip (stranger) | performance | FCP | LCP | TBT | TBT by CPU time | CLS | runs |`,
  );
  console.log(`| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |`);
  for (const { route } of pages) {
    for (const visitor of visitors) {
      const m = (v) => (v.lighthouse?.[route]?.[visitor] ? summary(v.lighthouse[route][visitor]) : undefined);
      console.log(
        `| \`${route}\` | ${visitor} | ${cell((v) => kb(v.sizes[route]?.gzip))} | ${cell((v) => m(v)?.performance ?? '–')} | ${cell((v) => ms(m(v)?.fcp))} | ${cell((v) => ms(m(v)?.lcp))} | ${cell((v) => ms(m(v)?.tbt))} | ${cell((v) => ms(m(v)?.tbtCpu))} | ${cell((v) => m(v)?.cls?.toFixed(3) ?? '–')} | ${cell((v) => m(v)?.runs ?? 0)} |`,
      );
    }
  }
}

// the benchmark itself, when run (bench:interactions imports the functions above)
if (import.meta.main) {
  const baseline = baselineRef ? baselineCheckout(baselineRef) : null;
  // (synchronous, so it also runs when the benchmark fails or is interrupted)
  process.on('exit', () => baseline?.remove());
  const servers = [];
  // from here on, not only once the servers run: an interrupted build also ends through `exit`, so the worktree goes
  process.on('SIGINT', () => {
    servers.forEach((s) => s.kill('SIGTERM'));
    process.exit(130);
  });
  const variants = [
    ...(baseline
      ? [
          {
            label: `before (${baselineRef})`,
            name: 'baseline',
            dist: join(root, '.dist-bench-baseline'),
            sourceRoot: baseline.dir,
          },
        ]
      : []),
    {
      label: baselineRef ? 'after (this checkout)' : 'this checkout',
      name: 'current',
      dist: currentDist,
      sourceRoot: root,
    },
  ];
  for (const v of variants) buildUnlessKept({ who: 'bench:web', ...v });

  try {
    for (const v of variants) {
      v.dataDir = join(outDir, `bench-web-db-${v.name}`);
      const { server, base } = await serveBuild(v);
      v.base = base;
      servers.push(server);
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
      for (const v of variants) v.sizes = await bundleSizes(browser, v.base, pages);
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
        const launch = () => chromeLauncher.launch({ chromePath, chromeFlags: flags });
        const tools = { lighthouse, puppeteer };
        for (const v of variants) v.lighthouse = {};
        // page by page, the variants one after the other: both see about the same load
        for (const { route, path } of pages) {
          for (const v of variants) {
            v.lighthouse[route] = {};
            const base = `${route === '/' ? 'landing' : route.slice(1).replace(/[/:]+/g, '-')}-${v.name}`;
            for (const visitor of visitors) {
              const values = visitor === 'returning' ? storageFor(route, v.storage) : null;
              const results = [];
              // a returning shopper's runs share one browser (its cache); a stranger gets a new profile every run
              let chrome = visitor === 'returning' ? await launch() : null;
              try {
                for (let run = 1; run <= runs; run++) {
                  if (visitor === 'stranger') chrome = await launch();
                  try {
                    const load = loads();
                    const name = `${base}-${visitor}-${run}`;
                    const result = await lighthouseRun(tools, chrome.port, v.base, path, values, name);
                    result.load = load;
                    result.lcpInServerHtml = await inServerHtml(
                      browser,
                      v.base,
                      path,
                      values,
                      result.lcpElement?.selector,
                    );
                    results.push(result);
                  } finally {
                    if (visitor === 'stranger') await chrome.kill();
                  }
                }
              } finally {
                if (visitor === 'returning') await chrome.kill();
              }
              v.lighthouse[route][visitor] = results;
            }
          }
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
          runs,
          visitors,
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
}
