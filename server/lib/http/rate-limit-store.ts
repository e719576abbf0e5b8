// The per-minute limits of the API (@fastify/rate-limit), counted in the database: every API process sharing it
// (WEB_CONCURRENCY, several machines) draws on one budget per key, so N processes together allow the configured
// limit, not N times it. The keys: `auth:<ip>` for the attempts at a secret (AUTH_RATE_LIMIT_PER_MINUTE), `u<id>` for
// a signed-in customer and the IP for anyone else (RATE_LIMIT_PER_MINUTE).
//
// A process does not ask the database on every request: it takes a lease of hits (one upsert), at most LEASE_MAX
// and at most a LEASE_SHARE-th of what the window has left, and counts them off in memory. A lease is never more than
// the window has left, so the processes together never let more than the limit through; a lease one process has not
// used up is not available to the others until the window ends. Once the database says the window is spent, the
// process refuses that key in memory until the window ends (a flood costs no round trip per request).
// While the database is away, keys without a lease are counted in the process's memory for AWAY_MS before the
// database is asked again: a limit never turns a cached catalogue read into a 503, nor waits on a frozen database.
import { createRequire } from 'node:module';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema/customer.ts';
import type { ServerEnv } from '../../env.ts';
import { every } from '../every.ts';
import { isAuthAttempt } from './auth-attempts.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/** Only the API counts against the per-minute limit; the SPA's files, index.html and /media never do. */
export const isRateLimited = (url: string): boolean => url.startsWith('/api/');

/** The most hits one lease takes from the database. */
export const LEASE_MAX = 20;
/** A lease takes at most this share of what the window has left (1 per lease near the limit). */
const LEASE_SHARE = 10;
/** How long keys are counted in memory after the database failed to answer. */
const AWAY_MS = 5000;
/** The window of every limit. */
const WINDOW_MS = 60_000;
/** How often the rows of windows that are over are deleted. */
const PRUNE_MS = 10 * 60_000;

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => FastifyRateLimitStore;

/** What a lease got: the hits granted (0 to `want`), the window's hits before it, and when the window ends (ms). */
export interface Lease {
  granted: number;
  before: number;
  windowEnd: number;
}

/**
 * Takes up to `want` hits of `key`'s current window from the database (one upsert; the window restarts once it is
 * over). The hits asked for are counted whether granted or not: a window at its limit stays there.
 */
export async function takeHits(db: Db, key: string, want: number, max: number, windowMs: number, now: Date) {
  const over = sql`${rateLimitHits.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: want, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${over} then ${want} else ${rateLimitHits.hits} + ${want} end`,
        windowStart: sql`case when ${over} then ${now.toISOString()}::timestamptz else ${rateLimitHits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, windowStart: rateLimitHits.windowStart });
  const before = row!.hits - want;
  return {
    granted: Math.max(0, Math.min(want, max - before)),
    before,
    windowEnd: row!.windowStart.getTime() + windowMs,
  } satisfies Lease;
}

/** A key's lease in this process. */
interface KeyState {
  windowEnd: number;
  /** Hits of the lease not used yet. */
  left: number;
  /** The window's hits as this process last knew them, with its own since. */
  current: number;
  /** The database said the window is spent: refused until it ends. */
  spent: boolean;
  /** The lease being taken. */
  taking: Promise<void> | null;
}

/** A store class for `@fastify/rate-limit`'s `store` option, bound to the database. */
export function sharedRateLimitStore(db: Db, now: () => Date = () => new Date()): FastifyRateLimitStoreCtor {
  return class SharedStore implements FastifyRateLimitStore {
    private readonly local: FastifyRateLimitStore;
    private readonly keys: LRUCache<string, KeyState>;
    private awayUntil = 0;
    constructor(options: FastifyRateLimitOptions) {
      const o = options as { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number };
      this.local = new LocalStore(o.continueExceeding, o.exponentialBackoff, o.cache);
      this.keys = new LRUCache({ max: o.cache ?? 5000 });
    }
    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.hit(key, timeWindow, max).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }

    private async hit(key: string, windowMs: number, max: number): Promise<Result> {
      for (;;) {
        const t = now().getTime();
        const state = this.keys.get(key);
        const live = state && state.windowEnd > t ? state : null;
        if (live && live.left > 0) {
          live.left--;
          return { current: ++live.current, ttl: live.windowEnd - t };
        }
        if (live?.spent) return { current: max + 1, ttl: live.windowEnd - t };
        if (state?.taking) {
          await state.taking.catch(() => undefined);
          continue;
        }
        if (t < this.awayUntil) return this.countLocally(key, windowMs, max);
        const next: KeyState = live ?? { windowEnd: 0, left: 0, current: 0, spent: false, taking: null };
        const want = Math.min(LEASE_MAX, Math.max(1, Math.floor((max - next.current) / LEASE_SHARE)));
        next.taking = takeHits(db, key, want, max, windowMs, new Date(t))
          .then((lease) => {
            Object.assign(next, {
              windowEnd: lease.windowEnd,
              left: lease.granted,
              current: lease.before,
              spent: lease.granted < want,
            });
          })
          .finally(() => (next.taking = null));
        this.keys.set(key, next);
        try {
          await next.taking;
        } catch (error) {
          if (!isDatabaseUnavailable(error)) throw error;
          this.awayUntil = Date.now() + AWAY_MS;
          return this.countLocally(key, windowMs, max);
        }
      }
    }

    private countLocally(key: string, windowMs: number, max: number): Promise<Result> {
      return new Promise((resolve, reject) =>
        this.local.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, max),
      );
    }
  };
}

/**
 * The limits of the API. Only the API is limited: the built SPA (/assets, index.html) and /media are files a browser
 * loads by the dozen on every visit, and a few reloads (or a few shoppers behind one router) must never lock anyone
 * out. Attempts at a secret (passwords, codes, reset and verification steps) are limited per IP whatever the
 * Authorization header says: a valid token of one's own must not buy a fresh budget of guesses.
 */
export async function registerRateLimits(app: FastifyInstance, db: Db, env: ServerEnv, now: () => Date) {
  if (env.rateLimitPerMinute <= 0 && env.authRateLimitPerMinute <= 0) return;
  const limitOf = (url: string) => (isAuthAttempt(url) ? env.authRateLimitPerMinute : env.rateLimitPerMinute);
  await app.register(rateLimit, {
    max: (_req, key) => (key.startsWith('auth:') ? env.authRateLimitPerMinute : env.rateLimitPerMinute),
    timeWindow: WINDOW_MS,
    store: sharedRateLimitStore(db, now),
    allowList: (req) => !isRateLimited(req.url) || limitOf(req.url) === 0,
    keyGenerator: (req: FastifyRequest) =>
      isAuthAttempt(req.url) ? `auth:${req.ip}` : req.user ? `u${req.user.id}` : req.ip,
    errorResponseBuilder: () => ({
      statusCode: 429,
      errors: [{ code: 'too_many_requests', message: 'Too Many Attempts.' }],
    }),
  });
  every(app, PRUNE_MS, 'pruning the rate limits of past windows', () => prunePastWindows(db, now()));
}

/** Deletes the counts of the windows that are over. */
export const prunePastWindows = (db: Db, now: Date) =>
  db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now.getTime() - WINDOW_MS)));
