// `npm run bench:recovery`: how long the API takes to recover from each fault of docs/operations.md, on a PostgreSQL
// cluster of its own (scripts/test-postgres.sh on a free port) with two `server/main.ts` workers (WEB_CONCURRENCY=2):
//  - PostgreSQL restarted: from its start until a signed-in read answers 200 again;
//  - PostgreSQL away for 12 s (past the LISTEN connection's give-up): the slowest 503 of a read every half second,
//    and from its start until a signed-in read answers 200;
//  - PostgreSQL frozen (SIGSTOP) for 5 s: how long a request takes to get its 503, and from the thaw until 200;
//  - a worker killed (kill -9): until its replacement listens;
//  - PostgreSQL stopped for 5 s in the middle of a burst of 40 orders (each with an Idempotency-Key): how many were
//    refused at first, from its start until every key is answered 200 (retrying each), and orders doubled (must be 0).
// Numbers, not tests: printed, exit 0 whatever they are.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/client.ts';
import { seedIfEmpty } from '../server/db/seed/index.ts';
import { issueToken } from '../server/lib/accounts/auth-session.ts';
import { projectRoot } from '../server/env.ts';
import { users } from '../server/db/schema/customer.ts';
import { modules } from '../server/db/schema/catalogue.ts';
import { orders } from '../server/db/schema/orders.ts';
import { eq } from 'drizzle-orm';
import { insertItem, insertOpenStore, takeAwayBuyNow } from '../test/support/test-store.ts';

const script = join(projectRoot, 'scripts/test-postgres.sh');
const dir = mkdtempSync(join(tmpdir(), 'storefront-recovery-'));
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pgPort = await freePort();
const postgres = (...args: string[]) =>
  execFileSync(script, args, { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();
const admin = postgres('start', dir, String(pgPort));
const url = admin.replace(/\/postgres$/, '/recovery');
const client = new pg.Client({ connectionString: admin });
await client.connect();
await client.query('CREATE DATABASE recovery');
await client.end();
const database = await openDatabase({ kind: 'postgres', url });
await seedIfEmpty(database.db, { accounts: true });
const [user] = await database.db.select({ id: users.id }).from(users).limit(1);
const token = await issueToken(database.db, user!.id);
const [grocery] = await database.db.select().from(modules).where(eq(modules.moduleType, 'grocery'));
const store = await insertOpenStore(database.db, grocery!.id, 'Recovery Corner Shop');
const item = await insertItem(database.db, { storeId: store, moduleId: grocery!.id, stock: 100_000, price: 10 });
const orderCount = async () => {
  const reading = await openDatabase({ kind: 'postgres', url });
  const rows = await reading.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, user!.id));
  await reading.close();
  return rows.length;
};
await database.close();

const apiPort = await freePort();
const api = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: projectRoot,
  env: { ...process.env, DATABASE_URL: url, PORT: String(apiPort), WEB_CONCURRENCY: '2', LOG_REQUESTS: '0' },
  stdio: ['ignore', 'pipe', 'ignore'],
});
let log = '';
api.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
const workers = () => new Set([...log.matchAll(/storefront on \S+ \(worker (\d+)\)/g)].map((m) => Number(m[1])));
const base = `http://127.0.0.1:${apiPort}`;
/** A signed-in read: its status, or 0 when it has no answer. */
const read = () =>
  fetch(`${base}/api/v1/customer/order/list?limit=10&offset=1`, { headers: { Authorization: `Bearer ${token}` } }).then(
    (r) => r.status,
    () => 0,
  );
/** Places the benchmark's order with `key`: its status, 0 when it has no answer. */
const place = (key: string) =>
  fetch(`${base}/api/v1/customer/order/place`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      moduleId: String(grocery!.id),
      'Idempotency-Key': key,
    },
    body: takeAwayBuyNow(store, item),
  }).then(
    (r) => r.status,
    () => 0,
  );
/** Milliseconds until `done` holds (polled every 20 ms, at most 60 s). */
async function until(done: () => boolean | Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await done()) && performance.now() - started < 60_000) await sleep(20);
  return performance.now() - started;
}

const results: [string, number][] = [];
const counts = { doubled: Number.NaN };
try {
  await until(() => workers().size >= 2);
  await until(async () => (await read()) === 200);

  postgres('stop', dir);
  let started = performance.now();
  const down = await read();
  results.push([`PostgreSQL stopped: a request's ${down} answer`, performance.now() - started]);
  postgres('start', dir, String(pgPort));
  results.push([
    'PostgreSQL restarted: until a signed-in read answers 200',
    await until(async () => (await read()) === 200),
  ]);

  postgres('stop', dir);
  const away = performance.now();
  let slowest = 0;
  const answers = new Set<number>();
  while (performance.now() - away < 12_000) {
    started = performance.now();
    answers.add(await read());
    slowest = Math.max(slowest, performance.now() - started);
    await sleep(500);
  }
  results.push([`PostgreSQL away for 12 s: the slowest of its ${[...answers].join('/')} answers`, slowest]);
  postgres('start', dir, String(pgPort));
  results.push([
    'PostgreSQL back after 12 s: until a signed-in read answers 200',
    await until(async () => (await read()) === 200),
  ]);

  const postmaster = readFileSync(join(dir, 'data/postmaster.pid'), 'utf8').split('\n')[0]!.trim();
  const pids = [postmaster, ...execFileSync('pgrep', ['-P', postmaster]).toString().trim().split('\n')].map(Number);
  for (const pid of pids) process.kill(pid, 'SIGSTOP');
  started = performance.now();
  const frozen = await read();
  results.push([`PostgreSQL frozen: a request's ${frozen} answer`, performance.now() - started]);
  await sleep(Math.max(0, 5000 - (performance.now() - started)));
  for (const pid of pids) process.kill(pid, 'SIGCONT');
  results.push([
    'PostgreSQL thawed: until a signed-in read answers 200',
    await until(async () => (await read()) === 200),
  ]);

  const placedBefore = await orderCount();
  const keys = Array.from({ length: 40 }, (_, i) => `recovery-${i}`);
  const burst = keys.map((key, i) => sleep(i * 10).then(() => place(key)));
  await sleep(150);
  postgres('stop', dir);
  const stoppedAt = performance.now();
  const refused = (await Promise.all(burst)).filter((status) => status !== 200).length;
  await sleep(Math.max(0, 5000 - (performance.now() - stoppedAt)));
  postgres('start', dir, String(pgPort));
  // every key retried at once, each until it is answered 200 (as many clients would)
  const answerOf = async (key: string) => {
    while ((await place(key)) !== 200) await sleep(100);
  };
  const restarted = performance.now();
  await Promise.all(keys.map(answerOf));
  results.push([
    `PostgreSQL stopped 5 s mid order burst (${refused} of ${keys.length} refused at first): until every key is answered`,
    performance.now() - restarted,
  ]);
  counts.doubled = (await orderCount()) - placedBefore - keys.length;

  const before = workers();
  process.kill([...before][0]!, 'SIGKILL');
  results.push(['a worker killed: until its replacement listens', await until(() => workers().size > before.size)]);
} finally {
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  postgres('stop', dir);
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
for (const [what, ms] of results) console.log(`${what}: ${(ms / 1000).toFixed(2)} s`);
console.log(`orders doubled: ${counts.doubled}`);
