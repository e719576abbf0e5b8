// The store of the per-minute limits (server/lib/http/rate-limit-store.ts): a process takes leases of hits from the
// database instead of asking it on every request, never lets more than the limit through, refuses a spent window
// without asking again, and counts in memory while the database is away (test/server-pg/limits.test.ts: two
// processes share one budget).
import type { FastifyRateLimitOptions } from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../server/db/client.ts';
import { rateLimitHits } from '../../server/db/schema/customer.ts';
import { LEASE_MAX, prunePastWindows, sharedRateLimitStore } from '../../server/lib/http/rate-limit-store.ts';
import { openFreshDatabase } from '../support/api-server.ts';

const WINDOW = 60_000;
let database: Database;
beforeAll(async () => {
  database = await openFreshDatabase();
});
afterAll(() => database?.close());

/** `db` with its upserts counted (each lease is one). */
function counted(db: Db) {
  const calls = { inserts: 0 };
  const proxy = new Proxy(db, {
    get(target, prop) {
      if (prop === 'insert') calls.inserts++;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: proxy, calls };
}

/** A store on `db`, and its hits of `key` (the plugin's `incr`, promised). */
function storeOn(db: Db, now = () => new Date()) {
  const store = new (sharedRateLimitStore(db, now))({} as FastifyRateLimitOptions);
  return (key: string, max: number) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), WINDOW, max),
    );
}

describe('the shared rate-limit store', () => {
  it('takes leases of hits: 100 requests of one key ask the database a handful of times, not 100', async () => {
    const { db, calls } = counted(database.db);
    const hit = storeOn(db);
    const answers = await Promise.all(Array.from({ length: 100 }, () => hit('lease-key', 600)));
    expect(answers.every((a) => a.current <= 600 && a.ttl > 0 && a.ttl <= WINDOW)).toBe(true);
    expect(calls.inserts).toBeLessThanOrEqual(Math.ceil(100 / LEASE_MAX) + 1);
    expect(calls.inserts).toBeGreaterThanOrEqual(Math.ceil(100 / LEASE_MAX));
  });

  it('lets exactly the limit through across two stores on one database, then refuses without asking again', async () => {
    const { db, calls } = counted(database.db);
    const [a, b] = [storeOn(db), storeOn(db)];
    const max = 45;
    const answers = [];
    for (let i = 0; i < 3 * max; i++) answers.push(await (i % 2 ? a : b)('shared-key', max));
    expect(answers.filter((r) => r.current <= max)).toHaveLength(max);
    const asked = calls.inserts;
    for (let i = 0; i < 20; i++) expect((await (i % 2 ? a : b)('shared-key', max)).current).toBeGreaterThan(max);
    expect(calls.inserts).toBe(asked); // a spent window is refused in memory
  });

  it('starts a new window once the last one is over', async () => {
    let clock = new Date('2030-01-01T10:00:00Z');
    const hit = storeOn(database.db, () => clock);
    for (let i = 0; i < 3; i++) await hit('window-key', 3);
    expect((await hit('window-key', 3)).current).toBeGreaterThan(3);
    clock = new Date(clock.getTime() + WINDOW + 1);
    expect((await hit('window-key', 3)).current).toBe(1);
  });

  it('prunes the counts of windows that are over, and keeps the running ones', async () => {
    const clock = new Date('2031-01-01T10:00:00Z');
    await storeOn(database.db, () => new Date(clock.getTime() - WINDOW - 1))('past-key', 5);
    await storeOn(database.db, () => clock)('running-key', 5);
    await prunePastWindows(database.db, clock);
    const keys = (await database.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((r) => r.key);
    expect(keys).toContain('running-key');
    expect(keys).not.toContain('past-key');
  });

  it('counts in memory while the database is away, and asks it again only after a pause', async () => {
    const calls = { inserts: 0 };
    const away = {
      insert() {
        calls.inserts++;
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      },
    } as unknown as Db;
    const hit = storeOn(away);
    expect((await hit('away-key', 3)).current).toBe(1);
    expect((await hit('away-key', 3)).current).toBe(2);
    expect((await hit('other-key', 3)).current).toBe(1);
    expect(calls.inserts).toBe(1);
    await hit('away-key', 3);
    expect((await hit('away-key', 3)).current).toBeGreaterThan(3); // the limit still holds, in this process
  });

  it('lets any other failure of the database through as an error', async () => {
    const broken = {
      insert() {
        throw new Error('relation "rate_limit_hits" does not exist');
      },
    } as unknown as Db;
    await expect(storeOn(broken)('broken-key', 3)).rejects.toThrow(/does not exist/);
  });
});
