import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { projectRoot } from '../env.ts';
import { installCacheTriggers } from './cache-triggers.ts';

/** The query builder shared by PGlite and node-postgres. */
export type { Db } from './db-type.ts';
import type { Db, DatabaseTimeouts } from './db-type.ts';
export type { DatabaseTimeouts } from './db-type.ts';

export interface Database {
  db: Db;
  /** The PGlite instance when embedded (tests dump/load its data directory). */
  pglite?: PGlite;
  /** The migrations this open applied (0: the database was up to date), and how many the database now has. */
  migrations?: { applied: number; total: number };
  /**
   * LISTEN on a channel: `onNotify` gets each NOTIFY's payload (PostgreSQL: on one dedicated connection, so every
   * process on the database hears every other; PGlite: in process). Resolves with the way to stop listening.
   */
  listen(channel: string, onNotify: (payload: string) => void, events?: ListenEvents): Promise<() => Promise<void>>;
  /**
   * This process's name on the database (PostgreSQL: the application_name of its connections), and whether the
   * process a name belongs to still has a connection open: an idempotency claim of a process that is gone (killed,
   * crashed) is released (server/lib/http/idempotency.ts).
   */
  holder: string;
  isHolderAlive(holder: string): Promise<boolean>;
  close(): Promise<void>;
}

/** What a LISTEN reports besides its notifications (PostgreSQL; PGlite's in-process channel never drops). */
export interface ListenEvents {
  /** The connection dropped: notifications sent from now on until `onResume` are not heard. */
  onLost?(): void;
  /** Listening again after a drop: what was sent meanwhile must be read (it was not heard). */
  onResume?(): void;
  /** The connection could not be made again within LISTEN_GIVE_UP_MS: whoever waits on notifications stops waiting
   * (listening goes on being retried). */
  onGiveUp?(): void;
}

/** The bounds of the LISTEN connection's reconnection: the first wait, the longest, and when to give up waiting. */
const LISTEN_RETRY_FIRST_MS = 100;
const LISTEN_RETRY_MAX_MS = 2000;
const LISTEN_GIVE_UP_MS = 10_000;

const migrationsFolder = join(projectRoot, 'server/db/migrations');

export type DatabaseSource =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File }
  | { kind: 'postgres'; url: string; timeouts?: DatabaseTimeouts };

/** This process's name on the database: unique among the processes, at most 63 characters (application_name). */
const holderName = () => `storefront-${process.pid}-${randomBytes(6).toString('hex')}`;

/** How many migrations the database has recorded (drizzle's journal table; 0 before the first). */
async function migrationCount(db: Db): Promise<number> {
  try {
    const result = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0]?.n ?? 0;
  } catch {
    return 0; // no journal yet: an empty database
  }
}

/**
 * The value parsers drizzle asks PGlite for on every statement: dates, times and intervals (and their arrays) as the
 * text PostgreSQL sends, which drizzle's columns map themselves (drizzle-orm/pglite/session.js).
 */
const drizzleParsers: NonNullable<QueryOptions['parsers']> = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    (value: string) => value,
  ]),
);

type PgliteQuery = (query: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;
/** A query function that leaves out the per-statement `parsers` (installed once on the instance instead). */
const withoutParsers =
  (query: PgliteQuery): PgliteQuery =>
  (text, params, options) =>
    query(text, params, options?.parsers ? { ...options, parsers: undefined } : options);

/**
 * The PGlite client drizzle is given: the instance, except that a statement's options lose drizzle's `parsers`.
 * PGlite merges a statement's parsers into its own table of ~400 (one per type and array type) by copying the whole
 * table, on every statement: a third of a millisecond of the main thread per statement, the largest single cost of a
 * cart write (bench/README.md). The instance parses with drizzle's parsers itself instead (installed in `openDatabase`),
 * so drizzle reads exactly what it read before. (drizzle calls nothing else on its client.)
 */
function drizzleClient(pglite: PGlite): PGlite {
  const query = withoutParsers(pglite.query.bind(pglite));
  const transaction = <T>(fn: (tx: Transaction) => Promise<T>) =>
    pglite.transaction((tx) => fn({ ...tx, query: withoutParsers(tx.query) as Transaction['query'] }));
  return Object.assign(Object.create(pglite) as PGlite, { query, transaction });
}

/**
 * A connection that ends under the pool (PostgreSQL restarting or stopped, an administrator, a network cut) must not
 * end the process. pg emits it as an 'error' event on the pool while the connection is idle, and on the client itself
 * while it is checked out: the query waiting on it fails on its own (a 503, server/lib/http/unavailable.ts), and an
 * 'error' event nobody listens to would crash the process. And each client runs one query at a time: a request's
 * transaction is one client, and queries started side by side in it (a Promise.all) wait their turn here, which pg 8
 * does itself with a deprecation warning and pg 9 refuses.
 */
function watchConnections(pool: pg.Pool): pg.Pool {
  pool.on('error', (err) => console.error(`PostgreSQL: an idle connection ended (${err.message})`));
  pool.on('connect', (client) => {
    client.on('error', (err) => console.error(`PostgreSQL: a connection in use ended (${err.message})`));
    oneQueryAtATime(client);
  });
  return pool;
}

type QueryCallback = (err: Error | null, result?: unknown) => void;

/** `client.query` queued behind the client's query under way (the promise and the callback forms pg's pool uses). */
function oneQueryAtATime(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  let last: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    const callback = typeof args.at(-1) === 'function' ? (args.pop() as QueryCallback) : null;
    const run = last.then(() => query(...args));
    last = run.catch(() => undefined);
    if (!callback) return run;
    run.then(
      (result) => callback(null, result),
      (err: Error) => callback(err),
    );
    return undefined;
  }) as typeof client.query;
}

/**
 * Opens the database, applies pending migrations and installs the cache triggers (server/db/cache-triggers.ts); a
 * PGlite data directory may be loaded from a tarball.
 */
export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if (source.kind === 'postgres') {
    const holder = holderName();
    // Migrations and the cache triggers run on a connection of their own, without the time-outs (a migration may
    // take longer than a request's statement).
    const setup = watchConnections(new pg.Pool({ connectionString: source.url, max: 1, application_name: holder }));
    let before: number, total: number;
    try {
      const setupDb = drizzlePg(setup) as unknown as Db;
      before = await migrationCount(setupDb);
      await migratePg(drizzlePg(setup), { migrationsFolder });
      await installCacheTriggers(setupDb);
      total = await migrationCount(setupDb);
    } finally {
      await setup.end();
    }
    const t = source.timeouts;
    const pool = new pg.Pool({
      connectionString: source.url,
      max: 10,
      application_name: holder,
      ...(t && {
        connectionTimeoutMillis: t.connectMs,
        statement_timeout: t.statementMs,
        query_timeout: t.statementMs + 1000,
        idle_in_transaction_session_timeout: t.idleInTransactionMs,
      }),
    });
    watchConnections(pool);
    const db = drizzlePg(pool) as unknown as Db;
    const listen = (channel: string, onNotify: (payload: string) => void, events: ListenEvents = {}) =>
      listenWithReconnect(source.url, holder, channel, onNotify, events, t?.connectMs);
    const isHolderAlive = async (name: string) => {
      if (name === holder) return true;
      const { rows } = await pool.query('select 1 from pg_stat_activity where application_name = $1 limit 1', [name]);
      return rows.length > 0;
    };
    return {
      db,
      migrations: { applied: total - before, total },
      listen,
      holder,
      isHolderAlive,
      close: () => pool.end(),
    };
  }
  if (source.dataDir) mkdirSync(source.dataDir, { recursive: true });
  const pglite = new PGlite({ dataDir: source.dataDir, loadDataDir: source.loadDataDir });
  await pglite.waitReady;
  // after waitReady: PGlite's start-up fills in the array types' parsers, which would replace drizzle's for 1115 etc.
  Object.assign(pglite.parsers, drizzleParsers);
  const db = drizzlePglite({ client: drizzleClient(pglite) });
  const holderOfPglite = holderName();
  const before = await migrationCount(db as unknown as Db);
  await migratePglite(db, { migrationsFolder });
  await installCacheTriggers(db as unknown as Db);
  const total = await migrationCount(db as unknown as Db);
  return {
    db: db as unknown as Db,
    pglite,
    migrations: { applied: total - before, total },
    // one process owns a PGlite directory: a claim of any other name is of a process that is gone
    holder: holderOfPglite,
    isHolderAlive: async (name) => name === holderOfPglite,
    listen: async (channel, onNotify) => {
      const stop = await pglite.listen(channel, onNotify);
      return async () => {
        if (!pglite.closed) await stop();
      };
    },
    close: () => pglite.close(),
  };
}

/**
 * LISTEN on a dedicated connection that comes back: when it drops (a restart of PostgreSQL, a network cut), it is
 * made again with a growing wait (LISTEN_RETRY_FIRST_MS doubling up to LISTEN_RETRY_MAX_MS), subscribes again and
 * says so (`onResume`: what was sent meanwhile was not heard and must be read); `onGiveUp` once it has been away for
 * LISTEN_GIVE_UP_MS. The connection carries the process's name (`holder`). Resolves once listening; the returned
 * function stops for good.
 */
async function listenWithReconnect(
  url: string,
  holder: string,
  channel: string,
  onNotify: (payload: string) => void,
  events: ListenEvents,
  connectMs = 5000,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let giveUp: NodeJS.Timeout | null = null;
  const connect = async () => {
    // named as the process's pool: a process that only listens (its pool idle) is alive to isHolderAlive
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectMs, application_name: holder });
    next.on('notification', (n) => n.channel === channel && onNotify(n.payload ?? ''));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.on('error', () => undefined);
      await next.end().catch(() => undefined);
      throw error;
    }
    next.on('error', (err) => console.error(`PostgreSQL: the LISTEN connection on ${channel} ended (${err.message})`));
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      events.onLost?.();
      giveUp = setTimeout(() => events.onGiveUp?.(), LISTEN_GIVE_UP_MS);
      giveUp.unref();
      reconnect(LISTEN_RETRY_FIRST_MS);
    });
    if (stopped) await next.end();
    else client = next;
  };
  const reconnect = (waitMs: number) => {
    retry = setTimeout(() => {
      retry = null;
      if (stopped) return;
      connect().then(
        () => {
          if (stopped) return;
          if (giveUp) clearTimeout(giveUp);
          giveUp = null;
          console.log(`PostgreSQL: listening on ${channel} again`);
          events.onResume?.();
        },
        () => reconnect(Math.min(waitMs * 2, LISTEN_RETRY_MAX_MS)),
      );
    }, waitMs);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    if (giveUp) clearTimeout(giveUp);
    await client?.end().catch(() => undefined);
  };
}

/** Where the database is, for the start-up log: the PGlite directory, or PostgreSQL's host/database (no password). */
export function describeDatabase(source: DatabaseSource): string {
  if (source.kind === 'pglite') return source.dataDir ? `PGlite in ${source.dataDir}` : 'PGlite in memory';
  try {
    const url = new URL(source.url);
    const user = url.username ? ` as ${decodeURIComponent(url.username)}` : '';
    return `PostgreSQL ${url.hostname || 'localhost'}:${url.port || 5432}${url.pathname || '/'}${user}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}
