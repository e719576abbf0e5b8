// `npm run bench:api`: the embedded API under a fixed request rate (autocannon). A benchmark, not a test: it prints
// requests/s and p50/p99 latency per scenario next to the targets and exits 0 whatever the numbers are.
//   catalogue GETs (config, modules, categories, banners, stores latest/popular, items latest/popular): p99 ≤ 15 ms
//   guest cart writes (add, update):                                                                  p99 ≤ 30 ms
//   a guest's Buy Now order, cash on delivery (at BENCH_ORDER_RATE, default 50 req/s):                 p99 ≤ 200 ms
// Options (env): BENCH_RATE (req/s, default 500), BENCH_DURATION (s per scenario, default 10), BENCH_CONNECTIONS
// (default 50), BENCH_KEEP_DB=1 (reuse .test-results/bench-db instead of a fresh migrated + seeded directory),
// BENCH_ONLY=<comma-separated scenario names>, BENCH_DATABASE_URL (an administrative PostgreSQL URL: each run on a
// fresh database copied from one seeded template, instead of PGlite), BENCH_PROCESSES (process counts to compare,
// e.g. `1,2,auto`; default 1 on PGlite, `1,2,auto` on PostgreSQL — each run starts WEB_CONCURRENCY processes and the
// scenarios' figures are printed side by side). Results also go to .test-results/bench-api.json.
import { writeFileSync } from 'node:fs';
import { loadavg, cpus, availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import autocannon, { type RequestSpec, type Result } from 'autocannon';
import pg from 'pg';
import { projectRoot } from '../server/env.ts';
import { loadContract } from '../server/lib/http/contract.ts';
import { processCount } from '../server/process-count.ts';
import { freePort, startServer } from './server.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL;
/** The process counts to compare (BENCH_PROCESSES; `auto`: one per core), in order, each once. */
const processCounts = [
  ...new Set(
    (process.env.BENCH_PROCESSES ?? (databaseUrl ? '1,2,auto' : '1')).split(',').map((raw) => {
      const n = processCount(raw, !!databaseUrl);
      if ('error' in n) throw new Error(`BENCH_PROCESSES: ${n.error}`);
      return n.count;
    }),
  ),
];
// Comparing process counts measures throughput: as fast as the server answers (BENCH_RATE=max), unless told a rate.
const rateSetting = process.env.BENCH_RATE ?? (processCounts.length > 1 ? 'max' : '500');
/** Requests per second asked for; 0: as many as the server answers (BENCH_RATE=max). */
const rate = rateSetting === 'max' ? 0 : Number(rateSetting);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const dataDir = join(projectRoot, '.test-results/bench-db');

const targets = { catalogue: 15, cart: 30, order: 200 } as const;

// ---------- the contract: which operations exist right now ----------

const contract = loadContract();
const operations = new Map<string, { method: string; path: string }>();
for (const [path, item] of Object.entries<Record<string, { operationId?: string }>>(contract.paths ?? {}))
  for (const [method, op] of Object.entries(item))
    if (op?.operationId) operations.set(op.operationId, { method, path });

// ---------- the server ----------

const startApi = (port: number, processes: number, database?: string) =>
  startServer({
    port,
    dataDir,
    keepData: process.env.BENCH_KEEP_DB === '1',
    stdout: 'inherit',
    processes,
    env: { WEB_CONCURRENCY: String(processes), ...(database ? { DATABASE_URL: database } : {}) },
  });

// ---------- PostgreSQL: a seeded template, a fresh copy per run ----------

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
const databaseAt = (name: string) => Object.assign(new URL(databaseUrl!), { pathname: `/${name}` }).toString();
const benchTemplate = `bench_api_tpl_${process.pid}`;

/** An empty database seeded by one start of the server (1 process), then kept as the template of every run. */
async function makeTemplate(port: number) {
  await admin((c) =>
    c.query(`DROP DATABASE IF EXISTS ${benchTemplate}`).then(() => c.query(`CREATE DATABASE ${benchTemplate}`)),
  );
  const seeding = await startApi(port, 1, databaseAt(benchTemplate));
  await stopServer(seeding);
}

/** A fresh copy of the template for a run with `processes` processes: its URL. */
async function freshDatabase(processes: number): Promise<string> {
  const name = `bench_api_${process.pid}_${processes}`;
  await admin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${name}`);
    await c.query(`CREATE DATABASE ${name} TEMPLATE ${benchTemplate}`);
  });
  return databaseAt(name);
}

async function dropDatabases() {
  await admin(async (c) => {
    for (const n of processCounts) await c.query(`DROP DATABASE IF EXISTS bench_api_${process.pid}_${n}`);
    await c.query(`DROP DATABASE IF EXISTS ${benchTemplate}`);
  });
}

/** SIGTERM, then the exit (the server stops gracefully: its database is free to drop or copy afterwards). */
function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

// ---------- discovery: a zone, a module with items, guest ids ----------

interface Ctx {
  base: string;
  zoneId?: string;
  moduleId?: number;
  items: Array<{ id: number; price: number }>;
}

const json = async (res: Response) => (res.headers.get('content-type')?.includes('json') ? res.json() : null);

/** The first array of objects with numeric `id` found in a response body (lists come wrapped differently). */
function findRows(body: unknown, depth = 0): Array<Record<string, unknown>> {
  if (Array.isArray(body)) return body.filter((r) => r && typeof r === 'object' && typeof r.id === 'number');
  if (body && typeof body === 'object' && depth < 3)
    for (const value of Object.values(body)) {
      const rows = findRows(value, depth + 1);
      if (rows.length) return rows;
    }
  return [];
}

async function call(
  ctx: Ctx,
  id: string,
  init: { query?: string; headers?: Record<string, string>; body?: unknown } = {},
) {
  const op = operations.get(id);
  if (!op) return null;
  const res = await fetch(`${ctx.base}${op.path}${init.query ? `?${init.query}` : ''}`, {
    method: op.method.toUpperCase(),
    headers: {
      Accept: 'application/json',
      'X-localization': 'en',
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: await json(res) };
}

async function discover(ctx: Ctx) {
  const zones = await call(ctx, 'getZoneList');
  const zoneRows = zones?.status === 200 ? findRows(zones.body) : [];
  ctx.zoneId = `[${zoneRows.length ? zoneRows[0].id : 1}]`;
  const modules = await call(ctx, 'getModules', { headers: { zoneId: ctx.zoneId } });
  const moduleRows = modules?.status === 200 ? findRows(modules.body) : [];
  const candidates = moduleRows.filter((m) => !['parcel', 'rental'].includes(String(m.module_type)));
  for (const m of candidates.length ? candidates : [{ id: 1 }]) {
    for (const source of ['getPopularItems', 'getLatestItems']) {
      const res = await call(ctx, source, {
        headers: { zoneId: ctx.zoneId, moduleId: String(m.id) },
        query: 'limit=50&offset=1',
      });
      const rows = res?.status === 200 ? findRows(res.body) : [];
      const items = rows
        .filter((r) => typeof r.price === 'number' && !(Array.isArray(r.food_variations) && r.food_variations.length))
        .map((r) => ({ id: r.id as number, price: r.price as number }));
      if (items.length) {
        ctx.moduleId = m.id as number;
        ctx.items = items;
        return;
      }
    }
  }
  ctx.moduleId = (candidates[0]?.id as number | undefined) ?? 1;
}

async function guestIds(ctx: Ctx, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await call(ctx, 'requestGuestId');
    if (res?.status !== 200 || typeof res.body?.guest_id !== 'string') break;
    ids.push(res.body.guest_id);
  }
  return ids;
}

// ---------- scenarios ----------

interface Scenario {
  name: string;
  kind: keyof typeof targets;
  operationId: string;
  /** Requests per second for this scenario when not BENCH_RATE (placing orders: 50). */
  rate?: number;
  /** Builds the request list once the server is up; a string is a reason to skip. */
  prepare(ctx: Ctx): Promise<RequestSpec[] | string>;
}

function get(name: string, operationId: string, query = '', needs: Array<'zone' | 'module'> = []): Scenario {
  return {
    name,
    kind: 'catalogue',
    operationId,
    async prepare(ctx) {
      const op = operations.get(operationId)!;
      const headers: Record<string, string> = { Accept: 'application/json', 'X-localization': 'en' };
      if (needs.includes('zone') && ctx.zoneId) headers.zoneId = ctx.zoneId;
      if (needs.includes('module') && ctx.moduleId) headers.moduleId = String(ctx.moduleId);
      const probe = await call(ctx, operationId, { headers, query });
      if (probe?.status !== 200) return `probe answered ${probe?.status}: ${JSON.stringify(probe?.body).slice(0, 160)}`;
      return [{ method: 'GET', path: `${op.path}${query ? `?${query}` : ''}`, headers }];
    },
  };
}

const cartHeaders = (ctx: Ctx) => ({
  Accept: 'application/json',
  'Content-Type': 'application/json',
  'X-localization': 'en',
  zoneId: ctx.zoneId ?? '[1]',
  moduleId: String(ctx.moduleId ?? 1),
});

const scenarios: Scenario[] = [
  get('config', 'getConfig'),
  get('modules', 'getModules', '', ['zone']),
  get('categories', 'getCategories', '', ['zone', 'module']),
  get('banners', 'getBanners', '', ['zone', 'module']),
  get('stores latest', 'getLatestStores', 'limit=10&offset=1', ['zone', 'module']),
  get('stores popular', 'getPopularStores', 'limit=10&offset=1', ['zone', 'module']),
  get('items latest', 'getLatestItems', 'limit=10&offset=1', ['zone', 'module']),
  get('items popular', 'getPopularItems', 'limit=10&offset=1', ['zone', 'module']),
  {
    name: 'cart add (guest)',
    kind: 'cart',
    operationId: 'addToCart',
    async prepare(ctx) {
      if (!ctx.items.length) return 'no item without required variations found to add';
      // One new (guest, item) pair per request, so every add is a real insert rather than a duplicate.
      const needed = rate ? Math.min(Math.ceil((rate * (duration + 2)) / ctx.items.length) + 5, 4000) : 4000;
      const guests = await guestIds(ctx, needed);
      if (!guests.length) return 'requestGuestId gave no guest id';
      const op = operations.get('addToCart')!;
      const bodyFor = (i: number) => {
        const item = ctx.items[Math.floor(i / guests.length) % ctx.items.length];
        return JSON.stringify({
          item_id: item.id,
          model: 'Item',
          price: item.price,
          quantity: 1,
          guest_id: guests[i % guests.length],
        });
      };
      const probe = await call(ctx, 'addToCart', { headers: cartHeaders(ctx), body: JSON.parse(bodyFor(0)) });
      if (probe?.status !== 200) return `probe answered ${probe?.status}: ${JSON.stringify(probe?.body).slice(0, 160)}`;
      let n = 1;
      return [
        {
          method: 'POST',
          path: op.path,
          headers: cartHeaders(ctx),
          setupRequest: (r) => ({ ...r, body: bodyFor(n++) }),
        },
      ];
    },
  },
  {
    name: 'cart update (guest)',
    kind: 'cart',
    operationId: 'updateCart',
    async prepare(ctx) {
      if (!ctx.items.length) return 'no item without required variations found to add';
      const guests = await guestIds(ctx, 100);
      const lines: Array<{ cartId: number; guestId: string; price: number }> = [];
      for (const [i, guestId] of guests.entries()) {
        const item = ctx.items[i % ctx.items.length];
        const added = await call(ctx, 'addToCart', {
          headers: cartHeaders(ctx),
          body: { item_id: item.id, model: 'Item', price: item.price, quantity: 1, guest_id: guestId },
        });
        const row =
          added?.status === 200
            ? (findRows(added.body).find((r) => r.item_id === item.id) ?? findRows(added.body)[0])
            : undefined;
        if (row) lines.push({ cartId: row.id as number, guestId, price: item.price });
      }
      if (!lines.length) return 'could not create guest cart lines to update';
      const op = operations.get('updateCart')!;
      let n = 0;
      const bodyFor = (i: number) => {
        const line = lines[i % lines.length];
        return JSON.stringify({
          cart_id: line.cartId,
          price: line.price,
          quantity: 1 + (i % 5),
          guest_id: line.guestId,
        });
      };
      const probe = await call(ctx, 'updateCart', { headers: cartHeaders(ctx), body: JSON.parse(bodyFor(0)) });
      if (probe?.status !== 200) return `probe answered ${probe?.status}: ${JSON.stringify(probe?.body).slice(0, 160)}`;
      return [
        {
          method: 'POST',
          path: op.path,
          headers: cartHeaders(ctx),
          setupRequest: (r) => ({ ...r, body: bodyFor(n++) }),
        },
      ];
    },
  },
  {
    // A guest's Buy Now (6amMart's Order Now: `is_buy_now` with the bought line as `cart`, test/server/buy-now.test.ts),
    // cash on delivery, take-away: each request is a whole order of its own (checks, server-side pricing, stock, the
    // order and its line) without a cart to fill first. Take-away needs no delivery address; the module and items are
    // the first whose probe order is accepted (a food module first: food has no stock to run out during the run).
    name: 'place order (guest)',
    kind: 'order',
    operationId: 'placeOrder',
    rate: Number(process.env.BENCH_ORDER_RATE ?? 50),
    async prepare(ctx) {
      const guests = await guestIds(ctx, 20);
      if (!guests.length) return 'requestGuestId gave no guest id';
      const modules = await call(ctx, 'getModules', { headers: { zoneId: ctx.zoneId ?? '[1]' } });
      const moduleRows = (modules?.status === 200 ? findRows(modules.body) : []).filter(
        (m) => !['parcel', 'rental'].includes(String(m.module_type)),
      );
      moduleRows.sort((a, b) => Number(b.module_type === 'food') - Number(a.module_type === 'food'));
      const op = operations.get('placeOrder')!;
      const order = (item: Record<string, unknown>, guestId: string) => ({
        guest_id: guestId,
        contact_person_name: 'Bench Guest',
        contact_person_number: '+8801700000001',
        order_amount: 0, // priced by the server
        payment_method: 'cash_on_delivery',
        order_type: 'take_away',
        store_id: item.store_id,
        is_buy_now: 1,
        cart: [
          {
            item_id: item.id,
            model: 'Item',
            quantity: 1,
            price: item.price,
            variation: [],
            add_on_ids: [],
            add_on_qtys: [],
          },
        ],
      });
      let lastRefusal = 'no module with items';
      for (const m of moduleRows) {
        const headers = { ...cartHeaders(ctx), moduleId: String(m.id) };
        const listed = await call(ctx, 'getPopularItems', { headers, query: 'limit=50&offset=1' });
        const candidates = (listed?.status === 200 ? findRows(listed.body) : []).filter(
          (r) =>
            !(Array.isArray(r.food_variations) && r.food_variations.length) &&
            !(Array.isArray(r.variations) && r.variations.length),
        );
        const accepted: Array<Record<string, unknown>> = [];
        for (const item of candidates.slice(0, 10)) {
          const probe = await call(ctx, 'placeOrder', { headers, body: order(item, guests[0]) });
          if (probe?.status === 200) accepted.push(item);
          else lastRefusal = `probe answered ${probe?.status}: ${JSON.stringify(probe?.body).slice(0, 160)}`;
        }
        if (!accepted.length) continue;
        let n = 0;
        return [
          {
            method: 'POST',
            path: op.path,
            headers,
            setupRequest: (r) => {
              const i = n++;
              return { ...r, body: JSON.stringify(order(accepted[i % accepted.length], guests[i % guests.length])) };
            },
          },
        ];
      }
      return lastRefusal;
    },
  },
];

// ---------- run ----------

interface Row {
  scenario: string;
  operationId: string;
  status: 'ran' | 'skipped';
  note?: string;
  reqPerSec?: number;
  p50?: number;
  p99?: number;
  non2xx?: number;
  errors?: number;
  completed?: number;
  targetP99: number;
  met?: boolean;
}

async function run(scenario: Scenario, ctx: Ctx): Promise<Row> {
  const row: Row = {
    scenario: scenario.name,
    operationId: scenario.operationId,
    status: 'skipped',
    targetP99: targets[scenario.kind],
  };
  if (!operations.has(scenario.operationId))
    return { ...row, note: `${scenario.operationId} is not in the contract yet` };
  const requests = await scenario.prepare(ctx);
  if (typeof requests === 'string') return { ...row, note: requests };
  // BENCH_RATE=max (0) measures every scenario as fast as it answers; else a scenario may ask its own rate
  const scenarioRate = rate === 0 ? 0 : (scenario.rate ?? rate);
  // A short warm-up (JIT, connection pools, PGlite caches), not measured.
  await autocannon({
    url: ctx.base,
    connections: 10,
    duration: 2,
    overallRate: Math.min(scenarioRate || 200, 200),
    requests,
  });
  const result: Result = await autocannon({
    url: ctx.base,
    connections,
    duration,
    overallRate: scenarioRate || undefined,
    requests,
    timeout: 10,
  });
  return {
    ...row,
    status: 'ran',
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    completed: result.requests.total,
    // The target holds only if the server kept up with the rate, answered everything with 2xx and stayed under the p99.
    met:
      result.requests.total > 0 &&
      result.requests.average >= scenarioRate * 0.9 && // BENCH_RATE=max: any rate
      result.latency.p99 <= targets[scenario.kind] &&
      result.non2xx === 0 &&
      result.errors === 0,
    note:
      [
        scenarioRate !== rate ? `run at ${scenarioRate} req/s` : '',
        result.requests.total === 0 ? 'no response completed' : '',
        result.requests.total > 0 && result.requests.average < scenarioRate * 0.9
          ? `could not sustain ${scenarioRate} req/s`
          : '',
        result.timeouts ? `${result.timeouts} timeouts` : '',
        result.non2xx
          ? `status codes: ${JSON.stringify(Object.fromEntries(Object.entries(result.statusCodeStats).map(([k, v]) => [k, v.count])))}`
          : '',
      ]
        .filter(Boolean)
        .join('; ') || undefined,
  };
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const rateText = () => (rate ? `${rate} req/s` : 'as fast as answered (BENCH_RATE=max)');
const machine = () =>
  `machine: ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (numbers on a busy box are pessimistic)`;

function print(rows: Row[], processes: number) {
  const on = `${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${processes} process${processes > 1 ? 'es' : ''}`;
  console.log(`\nbench:api — ${on}, ${rateText()} for ${duration} s per scenario, ${connections} connections`);
  console.log(`${machine()}\n`);
  console.log(
    `${pad('scenario', 22)}${pad('req/s', 8)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('target p99', 12)}${pad('non-2xx', 9)}result`,
  );
  for (const r of rows) {
    if (r.status === 'skipped') {
      console.log(
        `${pad(r.scenario, 22)}${pad('–', 8)}${pad('–', 9)}${pad('–', 9)}${pad(`≤ ${r.targetP99} ms`, 12)}${pad('–', 9)}skipped: ${r.note}`,
      );
      continue;
    }
    const verdict = r.met ? 'meets target' : `MISSES target${r.errors ? ` (${r.errors} connection errors)` : ''}`;
    console.log(
      `${pad(r.scenario, 22)}${pad(r.reqPerSec!, 8)}${pad(r.p50!, 9)}${pad(r.p99!, 9)}${pad(`≤ ${r.targetP99} ms`, 12)}${pad(r.non2xx!, 9)}${verdict}${r.note ? `  ${r.note}` : ''}`,
    );
  }
}

/** The scenarios' throughput and p99 for each process count, side by side, with each count's gain over the first. */
function printSideBySide(runs: { processes: number; rows: Row[]; loadavg: number[] }[]) {
  const first = runs[0]!;
  console.log(
    `\nbench:api — ${rateText()}, req/s and p99 (ms) per process count (×: req/s over ${first.processes} process)`,
  );
  console.log(machine());
  console.log(
    `load average at the end of each run: ${runs.map((r) => `${r.processes}: ${r.loadavg[0]!.toFixed(2)}`).join(', ')}\n`,
  );
  console.log(pad('scenario', 22) + runs.map((r) => pad(`${r.processes} proc: req/s  p99   ×`, 30)).join(''));
  for (const [i, base] of first.rows.entries()) {
    const cells = runs.map((r) => {
      const row = r.rows[i];
      if (row?.status !== 'ran') return pad('skipped', 30);
      const gain = base.reqPerSec ? (row.reqPerSec! / base.reqPerSec).toFixed(2) : '–';
      return pad(`${pad(row.reqPerSec!, 13)}${pad(row.p99!, 6)}${gain}`, 30);
    });
    console.log(pad(base.scenario, 22) + cells.join(''));
  }
}

const port = await freePort();
let server: ChildProcess | null = null;
process.on('SIGINT', () => {
  server?.kill('SIGTERM');
  process.exit(130);
});
const runs: { processes: number; rows: Row[]; loadavg: number[] }[] = [];
try {
  if (databaseUrl) {
    console.log(`bench:api: seeding a template database on ${new URL(databaseUrl).host}…`);
    await makeTemplate(port);
  }
  for (const processes of processCounts) {
    const database = databaseUrl ? await freshDatabase(processes) : undefined;
    console.log(
      `bench:api: starting the embedded API (${processes} process${processes > 1 ? 'es' : ''}) on :${port} (${database ? 'a fresh PostgreSQL database' : `data dir ${dataDir}`})…`,
    );
    server = await startApi(port, processes, database);
    try {
      const ctx: Ctx = { base: `http://127.0.0.1:${port}`, items: [] };
      await discover(ctx);
      console.log(`zone ${ctx.zoneId}, module ${ctx.moduleId}, ${ctx.items.length} items for the cart scenarios`);
      const rows: Row[] = [];
      for (const scenario of scenarios) {
        if (only && !only.includes(scenario.name)) continue;
        process.stdout.write(`  ${scenario.name}… `);
        const row = await run(scenario, ctx);
        rows.push(row);
        console.log(row.status === 'ran' ? `${row.reqPerSec} req/s, p99 ${row.p99} ms` : `skipped (${row.note})`);
      }
      print(rows, processes);
      runs.push({ processes, rows, loadavg: loadavg() });
    } finally {
      await stopServer(server);
      server = null;
    }
  }
  if (runs.length > 1) printSideBySide(runs);
  const out = join(projectRoot, '.test-results/bench-api.json');
  writeFileSync(
    out,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        database: databaseUrl ? 'postgres' : 'pglite',
        rate: rate || 'max',
        duration,
        connections,
        cores: availableParallelism(),
        runs,
      },
      null,
      2,
    ),
  );
  console.log(`\nresults: ${out}`);
} finally {
  if (server) await stopServer(server);
  if (databaseUrl) await dropDatabases();
}
