// `npm run bench:api`: the embedded API under a fixed request rate, evenly paced (bench/paced.ts; autocannon for
// BENCH_RATE=max). A benchmark, not a test: it prints requests/s and p50/p99 latency per scenario next to the targets
// and exits 0 whatever the numbers are.
//   catalogue GETs (config, modules, categories, banners, stores latest/popular, items latest/popular): p99 ≤ 15 ms
//   guest cart writes (add, update) at BENCH_CART_RATE, default 300 req/s:                             p99 ≤ 30 ms
//   a guest's Buy Now order, cash on delivery (at BENCH_ORDER_RATE, default 50 req/s):                 p99 ≤ 200 ms
// Options (env): BENCH_RATE (req/s, default 500), BENCH_DURATION (s per scenario, default 10), BENCH_CONNECTIONS
// (default 50), BENCH_KEEP_DB=1 (reuse .test-results/bench-db instead of a fresh migrated + seeded directory),
// BENCH_ONLY=<comma-separated scenario names>, BENCH_DATABASE_URL (an administrative PostgreSQL URL: each run on a
// fresh database copied from one seeded template, instead of PGlite), BENCH_PROCESSES (process counts to compare,
// e.g. `1,2,auto`; default 1 on PGlite, `1,2,auto` on PostgreSQL — each run starts WEB_CONCURRENCY processes and the
// scenarios' figures are printed side by side), BENCH_PROCESS_CPU (each API process limited to that share of one
// core, bench/cpu-share.ts: compares process counts on a machine with fewer free cores than processes). Results also
// go to .test-results/bench-api.json.
import { writeFileSync } from 'node:fs';
import { loadavg, cpus, availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { projectRoot } from '../server/env.ts';
import { processCount } from '../server/process-count.ts';
import { discover, operations, scenarios, targets, type Ctx, type Scenario } from './scenarios.ts';
import { freePort, startServer } from './server.mjs';
import { paced, type PacedResult } from './paced.ts';
import { capProcesses, servingProcesses, shareSetting } from './cpu-share.ts';

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
/** BENCH_PROCESS_CPU: each API process limited to this share of one core (bench/cpu-share.ts), or unlimited. */
const cpuShare = shareSetting(process.env.BENCH_PROCESS_CPU);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const dataDir = join(projectRoot, '.test-results/bench-db');

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
  await paced({ url: ctx.base, connections: 10, duration: 2, rate: Math.min(scenarioRate || 200, 200), requests });
  const result = scenarioRate
    ? await paced({ url: ctx.base, connections, duration, rate: scenarioRate, requests, timeout: 10 })
    : fromAutocannon(await autocannon({ url: ctx.base, connections, duration, requests, timeout: 10 }));
  return {
    ...row,
    status: 'ran',
    reqPerSec: Math.round(result.reqPerSec),
    p50: result.p50,
    p99: result.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    completed: result.completed,
    // The target holds only if the server kept up with the rate, answered everything with 2xx and stayed under the p99.
    met:
      result.completed > 0 &&
      result.reqPerSec >= scenarioRate * 0.9 && // BENCH_RATE=max: any rate
      result.p99 <= targets[scenario.kind] &&
      result.non2xx === 0 &&
      result.errors === 0,
    note:
      [
        scenarioRate !== rate ? `run at ${scenarioRate} req/s` : '',
        result.completed === 0 ? 'no response completed' : '',
        result.completed > 0 && result.reqPerSec < scenarioRate * 0.9 ? `could not sustain ${scenarioRate} req/s` : '',
        result.timeouts ? `${result.timeouts} timeouts` : '',
        result.non2xx ? `status codes: ${JSON.stringify(result.statusCodes)}` : '',
        result.firstRefusal ? `first: ${result.firstRefusal}` : '',
      ]
        .filter(Boolean)
        .join('; ') || undefined,
  };
}

/** autocannon's closed-loop result (BENCH_RATE=max: as many requests as the server answers) in the paced shape. */
const fromAutocannon = (result: Result): PacedResult => ({
  reqPerSec: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  completed: result.requests.total,
  statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([k, v]) => [k, v.count])),
});

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const capText = () => (cpuShare ? `, each limited to ${cpuShare} of a core (BENCH_PROCESS_CPU)` : '');
const rateText = () => (rate ? `${rate} req/s` : 'as fast as answered (BENCH_RATE=max)');
const machine = () =>
  `machine: ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (numbers on a busy box are pessimistic)`;

function print(rows: Row[], processes: number) {
  const on = `${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${processes} process${processes > 1 ? 'es' : ''}${capText()}`;
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
    `\nbench:api — ${rateText()}${capText()}, req/s and p99 (ms) per process count (×: req/s over ${first.processes} process)`,
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
    const uncap = cpuShare ? capProcesses(servingProcesses(server.pid!, processes), cpuShare) : () => {};
    try {
      // cart add: one new (guest, item) pair per request at the rate, warm-up included
      const ctx: Ctx = { base: `http://127.0.0.1:${port}`, items: [], requests: rate * (duration + 2) };
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
      uncap();
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
        processCpu: cpuShare ?? null,
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
