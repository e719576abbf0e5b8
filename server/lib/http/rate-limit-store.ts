// The store of @fastify/rate-limit. Attempts at a secret (`auth:<ip>` keys) are counted in the database, so the
// per-IP limit holds across every API process sharing it (WEB_CONCURRENCY, several machines): one atomic upsert
// per attempt, the window restarting once it is over. Every other key (the general per-user / per-IP limit) is
// counted in the process's memory, as before: it guards one process's capacity, and costs no round trip.
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema/customer.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => FastifyRateLimitStore;

/** Whether a key is counted in the database. */
export const isSharedKey = (key: string) => key.startsWith('auth:');

/** Counts one hit of `key` in the database; returns the hits of the current window and the milliseconds it has left. */
export async function countSharedHit(db: Db, key: string, windowMs: number, now: Date): Promise<Result> {
  const windowOver = new Date(now.getTime() - windowMs).toISOString();
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${rateLimitHits.windowStart} <= ${windowOver}::timestamptz then 1 else ${rateLimitHits.hits} + 1 end`,
        windowStart: sql`case when ${rateLimitHits.windowStart} <= ${windowOver}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimitHits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, windowStart: rateLimitHits.windowStart });
  const ttl = Math.max(0, row!.windowStart.getTime() + windowMs - now.getTime());
  return { current: row!.hits, ttl };
}

/** A store class for `@fastify/rate-limit`'s `store` option, bound to the database. */
export function sharedRateLimitStore(db: Db, now: () => Date = () => new Date()): FastifyRateLimitStoreCtor {
  return class SharedStore implements FastifyRateLimitStore {
    private readonly local: FastifyRateLimitStore;
    constructor(options: FastifyRateLimitOptions) {
      const o = options as { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number };
      this.local = new LocalStore(o.continueExceeding, o.exponentialBackoff, o.cache);
    }
    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      if (!isSharedKey(key)) return this.local.incr(key, callback, timeWindow, max);
      countSharedHit(db, key, timeWindow, now()).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
