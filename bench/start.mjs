// `npm run bench:start`: how long `npm start` takes to answer, cold and warm, with and without a build. Numbers, not a
// test (exits 0 whatever they are); the load average is printed because a busy machine makes every figure worse.
//   first start   — a new data directory and no seeded snapshot: PGlite initdb + every migration + every seed
//   cold start    — a new data directory, the seeded snapshot there (what every later new directory gets)
//   warm start    — the same data directory again
//   with build    — (only with --build) `npm start -- --build`: the SPA rebuilt first, then a warm start
// Each run starts `node scripts/start.mjs` on BENCH_PORT (5299) with its own data and snapshot directories under
// .test-results/bench-start, and times until GET /api/v1/config answers 200 ("API") and GET / answers the page.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { root } from '../scripts/build-if-stale.mjs';

const port = Number(process.env.BENCH_PORT ?? 5299);
const work = join(root, '.test-results/bench-start');
const dataDir = join(work, 'data');
const snapshots = join(work, 'snapshots');
const withBuild = process.argv.includes('--build');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const answers = async (path, test) => {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`);
    return res.ok && test(await res.text());
  } catch {
    return false;
  }
};

/** Starts `npm start` (its script) and returns the seconds until the API and the page answer. */
async function timeStart(args = []) {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs', ...args], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_SNAPSHOT_DIR: snapshots, LOG_REQUESTS: '0' },
  });
  let api = null;
  let page = null;
  const deadline = started + 600_000;
  while ((api === null || page === null) && performance.now() < deadline && child.exitCode === null) {
    const t = (performance.now() - started) / 1000;
    if (api === null && (await answers('/api/v1/config', (b) => b.includes('business_name')))) api = t;
    if (page === null && (await answers('/', (b) => b.includes('<div id="root"')))) page = t;
    await sleep(100);
  }
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r()));
  await sleep(1000); // the snapshot of a first start is written after it answers; let the port go
  return { api, page };
}

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const rows = [];
rows.push(['first start (new data directory, no snapshot)', await timeStart()]);
await sleep(3000);
rmSync(dataDir, { recursive: true, force: true });
rows.push(['cold start (new data directory, seeded snapshot)', await timeStart()]);
rows.push(['warm start (same data directory)', await timeStart()]);
if (withBuild) rows.push(['with build (npm start -- --build, warm data)', await timeStart(['--build'])]);
rmSync(work, { recursive: true, force: true });

const s = (v) => (v === null ? 'no answer' : `${v.toFixed(1)} s`);
console.log(
  `\nnpm start on a ${process.platform} machine, load average ${loadavg()[0].toFixed(1)} (target: cold ≤ 8 s)`,
);
for (const [name, t] of rows)
  console.log(`${name.padEnd(52)} API ${s(t.api).padStart(9)}   page ${s(t.page).padStart(9)}`);
