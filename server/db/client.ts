import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { projectRoot } from '../env.ts';
import { installCacheTriggers } from './cache-triggers.ts';

/** The query builder shared by PGlite and node-postgres. */
export type { Db } from './db-type.ts';
import type { Db } from './db-type.ts';

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
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = join(projectRoot, 'server/db/migrations');

export type DatabaseSource =
  { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File } | { kind: 'postgres'; url: string };

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
 * Opens the database, applies pending migrations and installs the cache triggers (server/db/cache-triggers.ts); a
 * PGlite data directory may be loaded from a tarball.
 */
export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: source.url, max: 10 });
    // An idle connection the server ends (a restart, an administrator, a dropped test database) must not crash the
    // process: the pool drops it and opens a new one on the next query.
    pool.on('error', (err) => console.error(`PostgreSQL: an idle connection ended (${err.message})`));
    const db = drizzlePg(pool) as unknown as Db;
    const before = await migrationCount(db);
    await migratePg(drizzlePg(pool), { migrationsFolder });
    await installCacheTriggers(db);
    const total = await migrationCount(db);
    const listen = async (channel: string, onNotify: (payload: string) => void) => {
      const client = new pg.Client({ connectionString: source.url });
      client.on('error', (err) => console.error(`PostgreSQL: the LISTEN connection ended (${err.message})`));
      await client.connect();
      client.on('notification', (n) => n.channel === channel && onNotify(n.payload ?? ''));
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return () => client.end();
    };
    return { db, migrations: { applied: total - before, total }, listen, close: () => pool.end() };
  }
  if (source.dataDir) mkdirSync(source.dataDir, { recursive: true });
  const pglite = new PGlite({ dataDir: source.dataDir, loadDataDir: source.loadDataDir });
  await pglite.waitReady;
  // after waitReady: PGlite's start-up fills in the array types' parsers, which would replace drizzle's for 1115 etc.
  Object.assign(pglite.parsers, drizzleParsers);
  const db = drizzlePglite({ client: drizzleClient(pglite) });
  const before = await migrationCount(db as unknown as Db);
  await migratePglite(db, { migrationsFolder });
  await installCacheTriggers(db as unknown as Db);
  const total = await migrationCount(db as unknown as Db);
  return {
    db: db as unknown as Db,
    pglite,
    migrations: { applied: total - before, total },
    listen: async (channel, onNotify) => {
      const stop = await pglite.listen(channel, onNotify);
      return async () => {
        if (!pglite.closed) await stop();
      };
    },
    close: () => pglite.close(),
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
