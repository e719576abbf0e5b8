// `npm run bench:cpu`: the CPU one request costs the API, measured in process — bench:api's scenarios
// (bench/scenarios.ts), each request sent through `app.inject` (no sockets, no autocannon, no second process competing
// for the cores). A benchmark, not a test: it prints, per scenario, the main thread's user + system time per request
// over BENCH_CPU_REQUESTS requests sent one after the other (after as many unmeasured ones, to warm the JIT and the
// database's caches), the wall time per request, and the load average. On a shared machine both grow with the load:
// compare two trees back to back, not with a figure of another day.
// Options (env): BENCH_CPU_REQUESTS (default 600), BENCH_ONLY (comma-separated scenario names; default: config, items
// popular and the write scenarios), BENCH_DATABASE_URL (PostgreSQL instead of a fresh PGlite directory: a database the
// server may migrate and seed), BENCH_CPU_PROFILE=<dir> (a V8 CPU profile of each scenario's measured requests only,
// `<dir>/<scenario>.cpuprofile`: start-up, preparation and warm-up left out).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { readEnv } from '../server/env.ts';
import { discover, scenarios, type Ctx } from './scenarios.ts';

const count = Number(process.env.BENCH_CPU_REQUESTS ?? 600);
const only = (
  process.env.BENCH_ONLY ?? 'config,items popular,cart add (guest),cart update (guest),place order (guest)'
).split(',');
const profileDir = process.env.BENCH_CPU_PROFILE;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-cpu-'));
const env = {
  ...readEnv({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' }),
  rateLimitPerMinute: 0,
  authRateLimitPerMinute: 0,
  logRequests: false,
};
// a fresh directory loads the seeded snapshot (the first run writes it: .data/seed-snapshots)
const { database, saveSnapshot } = await prepareDatabase(env, () => {});
await saveSnapshot();
const app = await buildApp({ database, env });
// the scenarios are prepared over HTTP (guest ids, cart lines, probes), then measured through app.inject
const ctx: Ctx = { base: await app.listen({ port: 0, host: '127.0.0.1' }), items: [], requests: 2 * count };
await discover(ctx);

let profiler: Session | undefined;
if (profileDir) {
  mkdirSync(profileDir, { recursive: true });
  profiler = new Session();
  profiler.connect();
  await profiler.post('Profiler.enable');
}

const ms = (n: number) => `${n.toFixed(2)} ms`.padStart(10);
console.log(
  `bench:cpu — ${count} requests a scenario, one after the other (app.inject), ${database.pglite ? 'PGlite' : 'PostgreSQL'}`,
);
console.log(`zone ${ctx.zoneId}, module ${ctx.moduleId}, ${ctx.items.length} items for the cart scenarios\n`);
console.log('scenario              CPU/request   wall/request   load average');
for (const scenario of scenarios) {
  if (!only.includes(scenario.name)) continue;
  const prepared = await scenario.prepare(ctx);
  if (typeof prepared === 'string') {
    console.log(`${scenario.name.padEnd(22)}skipped: ${prepared}`);
    continue;
  }
  const spec = prepared[0]!;
  const send = async () => {
    const { method = 'GET', path, headers, body } = spec.setupRequest?.({ ...spec }, {}) ?? spec;
    const res = await app.inject({ method: method as 'GET', url: path, headers, payload: body as string | undefined });
    if (res.statusCode >= 300) throw new Error(`${scenario.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  };
  for (let i = 0; i < count; i++) await send(); // warm-up, not measured
  await profiler?.post('Profiler.start');
  const cpu = process.cpuUsage();
  const wall = performance.now();
  for (let i = 0; i < count; i++) await send();
  const used = process.cpuUsage(cpu);
  const elapsed = performance.now() - wall;
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(join(profileDir!, `${scenario.name}.cpuprofile`), JSON.stringify(profile));
  }
  const load = loadavg().map((l) => l.toFixed(1));
  console.log(
    `${scenario.name.padEnd(22)}${ms((used.user + used.system) / 1000 / count)}     ${ms(elapsed / count)}     ${load.join(' ')}`,
  );
}
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
