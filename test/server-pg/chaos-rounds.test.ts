// Issue 63: the faults whose harm depends on timing, each run for several rounds on a PostgreSQL cluster of this
// file's own, under two single API processes and a cluster of two workers (WEB_CONCURRENCY=2):
//  - the database stopped in the middle of an order burst: no process dies (a connection dropped while in use raised an
//    'error' event nobody heard), every Idempotency-Key is answered afterwards with exactly one order;
//  - a process stopped (SIGTERM) with a short bound in the middle of an order burst, each key retried on another
//    process: no key gets two orders (a handler ran behind its request's 503 once the connection was cut);
//  - a process started while the database is down answers 503 with Retry-After, then serves once it is up;
//  - a cluster whose workers are stopped in turn keeps its full count (a clean stop is no crash).
import { spawnSync } from 'node:child_process';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../server/db/schema/catalogue.ts';
import { idempotencyKeys } from '../../server/db/schema/core.ts';
import { orders } from '../../server/db/schema/orders.ts';
import { chaosPostgres, exited, freePort, json, sleep, type ApiProcess } from '../support/chaos-postgres.ts';
import { startApiProcess } from '../support/api-process.ts';
import { insertItem, insertOpenStore, takeAwayBuyNow } from '../support/test-store.ts';
import { customerToken } from '../server/rental-helpers.ts';

/** Rounds of each fault (CHAOS_ROUNDS, 3 by default): enough to meet the race most rounds; each round has new keys. */
const ROUNDS = Number(process.env.CHAOS_ROUNDS ?? 3);
let cluster: Awaited<ReturnType<typeof chaosPostgres>>;
let moduleId: number;
let body: string;

beforeAll(async () => {
  cluster = await chaosPostgres('chaos_rounds');
  const { db } = cluster.database;
  const [grocery] = await db.select().from(modules).where(eq(modules.moduleType, 'grocery'));
  moduleId = grocery!.id;
  const store = await insertOpenStore(db, moduleId, 'Rounds Corner Shop');
  const item = await insertItem(db, { storeId: store, moduleId, stock: 100_000, price: 10 });
  body = takeAwayBuyNow(store, item);
}, 300_000);

afterAll(async () => {
  await cluster?.close();
});

type Answer = { status: number | string; orderId?: number };

/** Places the test's order with `key`: its status (or the network error's code) and order id. */
const place = (base: string, token: string, key: string): Promise<Answer> =>
  fetch(`${base}/api/v1/customer/order/place`, {
    method: 'POST',
    headers: json(token, { moduleId: String(moduleId), 'Idempotency-Key': key }),
    body,
  }).then(
    async (r) => ({
      status: r.status,
      orderId: r.ok ? ((await r.json()) as { order_id: number }).order_id : undefined,
    }),
    (e: Error & { cause?: { code?: string } }) => ({ status: e.cause?.code ?? e.message }),
  );

/**
 * Retries every key (on the processes in turn) until each is answered 200, for at most `withinMs`: key → order id.
 * A key still held by a request under way is answered 409 or 503 meanwhile.
 */
async function answerEvery(keys: string[], token: string, bases: string[], withinMs = 60_000) {
  const answers = new Map<string, number>();
  const until = Date.now() + withinMs;
  for (let turn = 0; answers.size < keys.length && Date.now() < until; turn++) {
    for (const key of keys.filter((k) => !answers.has(k))) {
      const answer = await place(bases[turn % bases.length]!, token, key);
      if (answer.status === 200) answers.set(key, answer.orderId!);
    }
    if (answers.size < keys.length) await sleep(250);
  }
  return answers;
}

/** What must hold after a round: every key answered with its own order, and no order besides them; none stuck. */
async function expectOneOrderPerKey(keys: string[], answers: Map<string, number>, userId: number) {
  expect(answers.size).toBe(keys.length);
  const placed = await cluster.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  expect(new Set(placed.map((o) => o.id))).toEqual(new Set(answers.values()));
  const held = await cluster.database.db.select().from(idempotencyKeys).where(inArray(idempotencyKeys.key, keys));
  expect(held.filter((k) => k.status === 0)).toEqual([]);
}

describe('faults met in rounds, under two processes and a cluster', () => {
  let single: ApiProcess[];
  let workers: ApiProcess;
  beforeAll(async () => {
    single = [await cluster.api(), await cluster.api()];
    // a port of its own, as in production: with PORT=0 workers started after all of them stopped would share a new one
    workers = await cluster.api({ WEB_CONCURRENCY: '2', PORT: String(await freePort()) });
  }, 300_000);

  it('the database stopped in the middle of an order burst: every process lives, every key gets one order', async () => {
    const bases = [...single, workers].map((p) => p.url);
    for (let round = 0; round < ROUNDS; round++) {
      const me = await customerToken(cluster.server);
      const keys = Array.from({ length: 30 }, (_, i) => `db-away-${round}-${i}`);
      // the burst spread over the processes and over 300 ms; the database stops in its middle
      const burst = keys.map((key, i) => sleep(i * 10).then(() => place(bases[i % bases.length]!, me.token, key)));
      await sleep(120);
      cluster.stop();
      let first: Answer[];
      try {
        first = await Promise.all(burst);
        await sleep(3000);
        // while it is away: the processes answer, 503 with Retry-After
        for (const base of bases) {
          const res = await fetch(`${base}/api/v1/customer/order/list?limit=10&offset=1`, {
            headers: json(me.token),
          });
          expect(res.status).toBe(503);
          expect(res.headers.get('retry-after')).toBe('2');
        }
      } finally {
        cluster.start();
      }
      const answers = await answerEvery(keys, me.token, bases);
      await expectOneOrderPerKey(keys, answers, me.userId);
      // the keys answered before the stop keep their order
      for (const [i, answer] of first.entries())
        if (answer.status === 200) expect(answers.get(keys[i]!)).toBe(answer.orderId);
      for (const p of [...single, workers]) expect(p.child.exitCode).toBeNull();
      expect(workers.log.text).not.toMatch(/exited with/); // no worker of the cluster died either
    }
  }, 300_000);

  it('SIGTERM with a 0.3 s bound in the middle of an order burst, each key retried elsewhere: no key gets two orders', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const me = await customerToken(cluster.server);
      const stopping = await cluster.api({ SHUTDOWN_SECONDS: '0.3' });
      const keys = Array.from({ length: 40 }, (_, i) => `cut-${round}-${i}`);
      const burst = keys.map((key, i) => sleep(i * 4).then(() => place(stopping.url, me.token, key)));
      await sleep(60);
      stopping.child.kill('SIGTERM');
      await Promise.all(burst);
      expect(await exited(stopping.child)).toBe(0);
      const answers = await answerEvery(
        keys,
        me.token,
        single.map((p) => p.url),
      );
      await expectOneOrderPerKey(keys, answers, me.userId);
    }
  }, 300_000);

  it('a process started while the database is down answers 503 with Retry-After, then serves once it is up', async () => {
    cluster.stop();
    const port = await freePort();
    const children: Parameters<typeof startApiProcess>[2] = [];
    const ready = startApiProcess(
      cluster.url,
      { RATE_LIMIT_PER_MINUTE: '0', DEMO_MODE: '0', PORT: String(port) },
      children,
    );
    try {
      const base = `http://127.0.0.1:${port}`;
      let waiting: Response | null = null;
      for (let i = 0; i < 120 && !waiting; i++) {
        waiting = await fetch(`${base}/api/v1/config`).catch(() => null);
        if (!waiting) await sleep(250);
      }
      expect(waiting!.status).toBe(503);
      expect(waiting!.headers.get('retry-after')).toBe('2');
      expect((await fetch(`${base}/readyz`)).status).toBe(503);
      await sleep(2000); // a few tries at the database, none of them the end of the process
      expect(children[0]!.exitCode).toBeNull();
      cluster.start();
      expect(await ready).toBe(base);
      expect((await fetch(`${base}/api/v1/config`)).status).toBe(200);
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
    } finally {
      for (const child of children) child.kill('SIGKILL');
      cluster.start();
    }
  }, 120_000);

  it('a cluster whose workers are stopped in turn, past the crash-loop count, keeps its two workers', async () => {
    /** The primary's worker processes (its children), whether started yet or not. */
    const children = () =>
      spawnSync('pgrep', ['-P', String(workers.child.pid)])
        .stdout.toString()
        .trim()
        .split('\n')
        .filter(Boolean)
        .map(Number);
    // more stops than the crash loop allows (5) within seconds, each worker the moment it is forked: a clean stop (or
    // a start stopped by a signal) is not a crash, so every one of them is replaced
    const stopped = new Set<number>();
    for (let i = 0; i < 3; i++) {
      const victims = children().filter((pid) => !stopped.has(pid));
      expect(victims).toHaveLength(2);
      for (const pid of victims) {
        stopped.add(pid);
        process.kill(pid, 'SIGTERM');
      }
      for (let t = 0; t < 400 && children().filter((pid) => !stopped.has(pid)).length < 2; t++) await sleep(50);
    }
    expect(stopped.size).toBe(6);
    // the last two start and serve, whatever time a start takes on a loaded machine
    const ready = (pid: number) => workers.log.text.includes(`(worker ${pid})`);
    for (let t = 0; t < 720 && !children().every(ready); t++) await sleep(250);
    expect(children().filter(ready)).toHaveLength(2);
    expect(workers.log.text).not.toMatch(/crash loop/);
    expect(workers.child.exitCode).toBeNull();
    expect((await fetch(`${workers.url}/readyz`)).status).toBe(200);
  }, 300_000);
});
