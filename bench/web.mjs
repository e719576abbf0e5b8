// `npm run bench:web`: builds the SPA, serves it with the embedded API (fresh data directory, free port), then for
// `/` and `/home` reports the gzip size of the JavaScript each page loads (Chromium via playwright-core) and runs
// Lighthouse's mobile performance audit (default config: Moto G Power emulation, simulated slow 4G). A benchmark,
// not a test: it prints numbers and exits 0.
// `/home` needs a location and a module: the script asks the API for the first zone (its centroid → get-zone-id) and
// a module served there, and writes them into localStorage (zoneid, location, currentLatLng, module) through a page
// script before loading the page; Lighthouse then runs with `disableStorageReset` so it keeps them.
// Options (env): BENCH_SKIP_BUILD=1 (reuse .dist-bench), BENCH_SKIP_LIGHTHOUSE=1, CHROMIUM_PATH (/usr/bin/chromium).
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { freePort, startServer } from './server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(root, '.dist-bench');
const dataDir = join(root, '.test-results/bench-web-db');
const outDir = join(root, '.test-results');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pages = ['/', '/home'];

/** The Chromium flags of playwright.config.ts (read from the file so the two stay in sync). */
function chromiumFlags() {
  const source = readFileSync(join(root, 'playwright.config.ts'), 'utf8');
  const match = /args:\s*\[([^\]]*)\]/.exec(source);
  const flags = match ? [...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1]) : [];
  return flags.length ? flags : ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'];
}

const startApp = (port) => startServer({ port, dataDir, env: { STATIC_DIR: distDir }, stdout: 'ignore' });

/** localStorage for /home: a location inside the first zone and a module served there (as the SPA stores them). */
async function sessionStorageValues(base) {
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
  const module = modules.find((m) => !['parcel', 'rental'].includes(m.module_type)) ?? modules[0];
  return {
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
  };
}

/** Loads each page in Chromium and gzips every script it fetched (entry, vendor and lazy route chunks). */
async function bundleSizes(base, storage) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags() });
  const results = {};
  try {
    for (const path of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      if (path === '/home')
        await context.addInitScript((values) => {
          for (const [k, v] of Object.entries(values)) globalThis.localStorage.setItem(k, v);
        }, storage);
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
      await page.waitForTimeout(500);
      const files = (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
      results[path] = {
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
  } finally {
    await browser.close();
  }
  return results;
}

/** Lighthouse mobile performance for each page (the default config is the mobile one). */
async function lighthouseRuns(base, storage) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const puppeteer = await import('puppeteer-core');
  const flags = [...chromiumFlags().filter((f) => !f.startsWith('--headless')), '--headless=new'];
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  const results = {};
  try {
    for (const path of pages) {
      const keepStorage = path === '/home';
      if (keepStorage) {
        // Write the location/module into the origin's localStorage in the same browser, then keep it for the run.
        const browser = await puppeteer.default.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        const page = await browser.newPage();
        await page.goto(`${base}/api/v1/config`, { waitUntil: 'domcontentloaded' });
        await page.evaluate((values) => {
          for (const [k, v] of Object.entries(values)) globalThis.localStorage.setItem(k, v);
        }, storage);
        await page.close();
        await browser.disconnect();
      }
      const runner = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: ['json', 'html'],
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: keepStorage,
      });
      const lhr = runner.lhr;
      const name = path === '/' ? 'landing' : path.slice(1).replace(/\//g, '-');
      writeFileSync(join(outDir, `lighthouse-${name}.html`), runner.report[1]);
      const audit = (id) => lhr.audits[id]?.numericValue;
      results[path] = {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        si: audit('speed-index'),
        finalUrl: lhr.finalDisplayedUrl,
        warnings: lhr.runWarnings,
        report: join('.test-results', `lighthouse-${name}.html`),
      };
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const ms = (n) => (n === undefined ? '–' : `${Math.round(n)} ms`);

function print(sizes, lh) {
  console.log(
    `\nbench:web — ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const path of pages) {
    const s = sizes[path];
    console.log(`\n${path}  (h1: ${JSON.stringify(s.heading)})`);
    console.log(`  JavaScript loaded: ${s.files.length} files, ${kb(s.raw)} raw, ${kb(s.gzip)} gzip`);
    for (const f of s.files.slice(0, 8)) console.log(`    ${kb(f.gzip).padStart(10)} gzip  ${f.url}`);
    if (s.files.length > 8) console.log(`    … ${s.files.length - 8} more`);
    const l = lh?.[path];
    if (l)
      console.log(
        `  Lighthouse mobile performance: ${l.score}  FCP ${ms(l.fcp)}  LCP ${ms(l.lcp)}  TBT ${ms(l.tbt)}  CLS ${l.cls?.toFixed(3)}  SI ${ms(l.si)}  (report: ${l.report})` +
          (l.finalUrl && !l.finalUrl.endsWith(path) ? `\n  note: ended on ${l.finalUrl}` : '') +
          (l.warnings?.length ? `\n  warnings: ${l.warnings.join(' | ')}` : ''),
      );
  }
}

if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(join(distDir, 'index.html'))) {
  console.log('bench:web: building the SPA into .dist-bench…');
  execSync(`npx vite build --outDir ${distDir} --emptyOutDir`, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
console.log(`bench:web: serving it with the embedded API on ${base} (data dir ${dataDir})…`);
const server = await startApp(port);
process.on('SIGINT', () => {
  server.kill('SIGTERM');
  process.exit(130);
});
try {
  const storage = await sessionStorageValues(base);
  console.log(`/home runs with localStorage ${JSON.stringify(storage)}`);
  const sizes = await bundleSizes(base, storage);
  const lh = process.env.BENCH_SKIP_LIGHTHOUSE === '1' ? null : await lighthouseRuns(base, storage);
  print(sizes, lh);
  const out = join(outDir, 'bench-web.json');
  writeFileSync(
    out,
    JSON.stringify({ date: new Date().toISOString(), loadavg: loadavg(), storage, sizes, lighthouse: lh }, null, 2),
  );
  console.log(`\nresults: ${out}`);
} finally {
  server.kill('SIGTERM');
}
