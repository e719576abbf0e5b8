// Each test file starts from a copy of one migrated + seeded database (about a second, instead of the migrations and
// seeds' 6 s and more):
// - PGlite: the seeded snapshot of the current sources (server/db/snapshot.ts, the same one a first start loads), kept
//   in .test-results/seed-snapshots (shared with the e2e servers, scripts/e2e.mjs) and loaded into a fresh in-memory PGlite per file;
// - PostgreSQL (TEST_DATABASE_URL): a template database `tpl_<hash>`, copied per file with CREATE DATABASE … TEMPLATE.
// Both are rebuilt when migrations, seeds or the business-config defaults change.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';
import { databaseSourceHash, ensureSnapshot } from '../../server/db/snapshot.ts';
import { projectRoot } from '../../server/env.ts';

/** Path of the template (the seeded snapshot with the demo accounts) for the current sources, made when missing. */
export const ensureTemplate = (): Promise<string> =>
  ensureSnapshot(true, join(projectRoot, '.test-results/seed-snapshots'));

/** A fresh in-memory database loaded from the template. */
export async function openTestDatabase(templateFile: string): Promise<Database> {
  const blob = new Blob([readFileSync(templateFile)]);
  return openDatabase({ kind: 'pglite', loadDataDir: blob });
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Fails with a clear message when the PostgreSQL server of the tests cannot be reached. */
export async function checkPostgres(adminUrl: string): Promise<void> {
  try {
    await withAdmin(adminUrl, (client) => client.query('SELECT 1'));
  } catch (error) {
    throw new Error(`PostgreSQL at TEST_DATABASE_URL (${adminUrl}) is not reachable: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/** Name of the migrated + seeded PostgreSQL template database for the current sources, building it when missing. */
export async function ensurePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `tpl_${databaseSourceHash()}`;
  const exists = (client: pg.Client) =>
    client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]).then((r) => r.rowCount === 1);
  if (await withAdmin(adminUrl, exists)) return name;
  // Built under a temporary name and renamed: parallel runs never copy a half-seeded template.
  const building = `${name}_b${process.pid}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${building}`));
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, building) });
  await seedIfEmpty(database.db, { accounts: true });
  await database.close();
  await withAdmin(adminUrl, async (client) => {
    if (await exists(client)) return client.query(`DROP DATABASE ${building}`);
    await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    await client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true`);
  });
  return name;
}

/** A fresh PostgreSQL database copied from the template; close() drops it. */
export async function openPostgresTestDatabase(
  adminUrl: string,
  template: string,
): Promise<Database & { url: string }> {
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdmin(adminUrl, async (client) => {
    // Copies from one template may collide for a moment ("source database is being accessed"): retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        return await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      } catch (error) {
        if (attempt >= 20 || (error as { code?: string }).code !== '55006') throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  const drop = () => withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) }).catch(async (error) => {
    await drop(); // a copy that cannot be opened (a failed migration) is not left behind
    throw error;
  });
  return {
    ...database,
    url: databaseUrl(adminUrl, name),
    close: async () => {
      await database.close();
      await drop();
    },
  };
}
