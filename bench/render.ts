// `npm run bench:render`: the server render of the public pages (docs/architecture.md, "A page request") under a
// fixed rate. The built SPA with its server entry (`npm run build` when stale, as the e2e run does) is served by the
// embedded server on a fresh data directory; a mix of public pages — landing, module home, search, category, store,
// product, the rental search, a vehicle, a provider, a business page and a 404 — is asked for at BENCH_RATE pages/s in
// all (each page an evenly paced load at an equal share, the pages interleaved: bench/paced.ts), each with the
// session cookies the SPA mirrors (zone, location, module). A benchmark, not a test: it prints p50/p99 per page against the targets and the
// server's memory (resident set, sampled every 250 ms), and exits 0 whatever the numbers are.
//   every page: p50 ≤ 25 ms, p99 ≤ 80 ms
// A page is rendered once per PAGE_CACHE_SECONDS for every shopper of a zone and module (server/static.ts): visitors
// without a guest id (crawlers, first visits) and, with BENCH_GUEST=1, shoppers with one (one guest per page) share it.
// Options (env): BENCH_RATE (pages/s in all, default 50), BENCH_DURATION (s, default 20), BENCH_GUEST=1, BENCH_KEEP_DB=1
// (reuse .test-results/bench-render-db). Results also go to .test-results/bench-render[-guest].json.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { paced, type PacedResult } from './paced.ts';
import { projectRoot } from '../server/env.ts';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { freePort, startServer } from './server.mjs';

const rate = Number(process.env.BENCH_RATE ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 20);
const dataDir = join(projectRoot, '.test-results/bench-render-db');
const targets = { p50: 25, p99: 80 } as const;
const asGuests = process.env.BENCH_GUEST === '1';

interface Page {
  name: string;
  path: string;
  /** The mirrored session the page is asked with (cookies, as the SPA writes them). */
  session: 'grocery' | 'rental' | 'none';
  /** 200 unless the page is a 404. */
  status: number;
}

const get = async <T>(base: string, path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${path}`, {
    headers: { Accept: 'application/json', 'X-localization': 'en', ...headers },
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
};

/** The demo's zone, its grocery and rental modules, a store, an item, a vehicle and its provider. */
async function discover(base: string) {
  const zone = await get<{ zone_id: string }>(base, '/api/v1/config/get-zone-id?lat=23.7925&lng=90.4078');
  const zoneId = zone.zone_id;
  const modules = await get<{ id: number; module_name: string; module_type: string }[]>(base, '/api/v1/module', {
    zoneId,
  });
  const pick = (type: string) => {
    const m = modules.find((x) => x.module_type === type);
    if (!m) throw new Error(`no ${type} module`);
    return { id: m.id, module_name: m.module_name, module_type: m.module_type };
  };
  const grocery = pick('grocery');
  const rental = pick('rental');
  const headers = { zoneId, moduleId: String(grocery.id) };
  const { stores } = await get<{ stores: { slug: string }[] }>(
    base,
    '/api/v1/stores/latest?type=all&limit=1&offset=1',
    headers,
  );
  const { products } = await get<{ products: { slug: string }[] }>(
    base,
    '/api/v1/items/popular?type=all&limit=1&offset=1',
    headers,
  );
  const { vehicles } = await get<{ vehicles: { id: number; provider_id: number }[] }>(
    base,
    '/api/v1/rental/vehicle/top-rated?limit=1&offset=1',
    { zoneId, moduleId: String(rental.id) },
  );
  const guestId = asGuests
    ? (await (await fetch(`${base}/api/v1/auth/guest/request`, { method: 'POST' })).json()).guest_id
    : null;
  const cookies = (module: object) =>
    Object.entries({
      ...(guestId ? { guest_id: String(guestId) } : {}),
      zoneid: zoneId,
      currentLatLng: JSON.stringify({ lat: 23.7925, lng: 90.4078 }),
      location: 'Road 45, Gulshan 2, Dhaka 1212',
      module: JSON.stringify(module),
    })
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('; ');
  const pages: Page[] = [
    { name: 'landing', path: '/', session: 'none', status: 200 },
    { name: 'home', path: '/home', session: 'grocery', status: 200 },
    { name: 'search', path: '/home?search=milk', session: 'grocery', status: 200 },
    { name: 'category', path: '/category/1', session: 'grocery', status: 200 },
    { name: 'store', path: `/store/${stores[0]!.slug}`, session: 'grocery', status: 200 },
    { name: 'product', path: `/product/${products[0]!.slug}`, session: 'grocery', status: 200 },
    { name: 'vehicle search', path: '/rental/vehicle-search?all_category=1', session: 'rental', status: 200 },
    { name: 'vehicle', path: `/rental/vehicle-details/${vehicles[0]!.id}`, session: 'rental', status: 200 },
    { name: 'provider', path: `/rental/provider-details/${vehicles[0]!.provider_id}`, session: 'rental', status: 200 },
    { name: 'about us', path: '/about-us', session: 'none', status: 200 },
    { name: 'not found (404)', path: '/store/no-such-store', session: 'grocery', status: 404 },
  ];
  return {
    pages,
    cookie: { grocery: cookies(grocery), rental: cookies(rental), none: guestId ? `guest_id=${guestId}` : '' },
  };
}

/** The server's resident set (MB) from /proc (Linux), sampled while the pages are asked for. */
function memorySampler(pid: number) {
  const rss = () => {
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      return kb ? Math.round(Number(kb) / 1024) : null;
    } catch {
      return null;
    }
  };
  const samples: number[] = [];
  const timer = setInterval(() => {
    const mb = rss();
    if (mb !== null) samples.push(mb);
  }, 250);
  return {
    now: rss,
    stop() {
      clearInterval(timer);
      return { peak: Math.max(...samples), last: samples.at(-1) ?? null };
    },
  };
}

interface Row {
  page: string;
  path: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  errors: number;
  met: boolean;
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);

const port = await freePort();
console.log('bench:render: the build (with its server entry)…');
const staticDir = buildIfStale('dist');
console.log(`bench:render: starting the embedded server on :${port} (data dir ${dataDir})…`);
const server = await startServer({
  port,
  dataDir,
  keepData: process.env.BENCH_KEEP_DB === '1',
  env: { STATIC_DIR: staticDir },
  stdout: 'ignore',
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});
try {
  const base = `http://127.0.0.1:${port}`;
  const { pages, cookie } = await discover(base);
  const request = (p: Page) => ({
    method: 'GET',
    path: p.path,
    headers: {
      Accept: 'text/html',
      'Accept-Encoding': 'gzip',
      ...(cookie[p.session] ? { Cookie: cookie[p.session] } : {}),
    },
  });
  // each page answers as expected and is rendered (its state block), before anything is measured
  for (const p of pages) {
    const res = await fetch(`${base}${p.path}`, { headers: request(p).headers });
    const html = await res.text();
    if (res.status !== p.status || !html.includes('id="page-state"'))
      throw new Error(`${p.path}: ${res.status}, ${html.includes('id="page-state"') ? 'rendered' : 'not rendered'}`);
  }
  // the rate split evenly over the pages, each page's requests evenly paced (bench/paced.ts) and the pages' phases
  // interleaved: one request every 1/rate s in all
  const share = rate / pages.length;
  const runAll = (seconds: number) =>
    Promise.all(
      pages.map((p, i) =>
        paced({
          url: base,
          connections: 2,
          duration: seconds,
          rate: share,
          phase: (i * 1000) / rate,
          requests: [request(p)],
          timeout: 10,
        }),
      ),
    );
  console.log('bench:render: warm-up (JIT, caches), 5 s at the same rate…');
  await runAll(5);
  const memory = memorySampler(server.pid!);
  const before = memory.now();
  console.log(
    `bench:render: ${rate} pages/s for ${duration} s (${pages.length} pages, ${share.toFixed(2)} pages/s each)…`,
  );
  const results: PacedResult[] = await runAll(duration);
  const { peak, last } = memory.stop();
  const rows: Row[] = results.map((r, i) => {
    const p = pages[i]!;
    const statuses = r.statusCodes;
    const unexpected = Object.keys(statuses).some((s) => Number(s) !== p.status);
    return {
      page: p.name,
      path: p.path,
      reqPerSec: Math.round(r.reqPerSec * 10) / 10,
      p50: r.p50,
      p99: r.p99,
      max: r.max,
      statuses,
      errors: r.errors,
      met: r.p50 <= targets.p50 && r.p99 <= targets.p99 && !unexpected && r.errors === 0,
    };
  });
  console.log(
    `\nbench:render — ${rate} pages/s for ${duration} s over ${pages.length} pages, ${asGuests ? 'as shoppers with a guest id' : 'as visitors without a guest id'} (rendered once per PAGE_CACHE_SECONDS)`,
  );
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (numbers on a busy box are pessimistic)\n`,
  );
  console.log(
    `${pad('page', 18)}${pad('pages/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('max ms', 8)}${pad('statuses', 14)}result (p50 ≤ ${targets.p50}, p99 ≤ ${targets.p99})`,
  );
  for (const r of rows)
    console.log(
      `${pad(r.page, 18)}${pad(r.reqPerSec, 9)}${pad(r.p50, 8)}${pad(r.p99, 8)}${pad(r.max, 8)}${pad(JSON.stringify(r.statuses), 14)}${r.met ? 'meets target' : 'MISSES target'}${r.errors ? ` (${r.errors} errors)` : ''}`,
    );
  console.log(`\nserver memory (RSS): ${before} MB before, ${peak} MB peak, ${last} MB at the end`);
  const out = join(projectRoot, `.test-results/bench-render${asGuests ? '-guest' : ''}.json`);
  writeFileSync(
    out,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        rate,
        duration,
        asGuests,
        loadavg: loadavg(),
        memoryMb: { before, peak, last },
        rows,
      },
      null,
      2,
    ),
  );
  console.log(`results: ${out}`);
} finally {
  stop();
}
