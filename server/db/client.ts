import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { projectRoot } from '../env.ts';

/** The query builder shared by PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  /** The PGlite instance when embedded (tests dump/load its data directory). */
  pglite?: PGlite;
  close(): Promise<void>;
}

const migrationsFolder = join(projectRoot, 'server/db/migrations');

export type DatabaseSource =
  { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File } | { kind: 'postgres'; url: string };

/** Opens the database and applies pending migrations. */
export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: source.url, max: 10 });
    // An idle connection the server ends (a restart, an administrator, a dropped test database) must not crash the
    // process: the pool drops it and opens a new one on the next query.
    pool.on('error', (err) => console.error(`PostgreSQL: an idle connection ended (${err.message})`));
    const db = drizzlePg(pool) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    return { db, close: () => pool.end() };
  }
  if (source.dataDir) mkdirSync(source.dataDir, { recursive: true });
  const pglite = source.loadDataDir ? new PGlite({ loadDataDir: source.loadDataDir }) : new PGlite(source.dataDir);
  await pglite.waitReady;
  const db = drizzlePglite(pglite);
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, pglite, close: () => pglite.close() };
}
