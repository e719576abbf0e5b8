// Opening the database for a start or a reset, saying each step: where the database is (never the password), whether
// a fresh PGlite directory was loaded from the seeded snapshot, which migrations ran, whether it seeded, and whether
// the demo accounts the README signs in with are there. See docs/architecture.md ("Start-up and fresh databases").
import { eq } from 'drizzle-orm';
import type { ServerEnv } from '../env.ts';
import { describeDatabase, openDatabase, type Database, type DatabaseSource } from './client.ts';
import { users } from './schema/customer.ts';
import { DEMO_CUSTOMER } from './seed/customers.ts';
import { seedIfEmpty } from './seed/index.ts';
import { isFreshDataDir, snapshotDir, snapshotFile, usableSnapshot, writeSnapshot } from './snapshot.ts';
import { readFileSync } from 'node:fs';

type Log = (line: string) => void;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

export const databaseSource = (
  env: Pick<ServerEnv, 'databaseUrl' | 'dataDir'> & Partial<Pick<ServerEnv, 'databaseTimeouts'>>,
): DatabaseSource =>
  env.databaseUrl
    ? { kind: 'postgres', url: env.databaseUrl, timeouts: env.databaseTimeouts }
    : { kind: 'pglite', dataDir: env.dataDir };

/** Whether the README's demo customer exists (a database seeded without accounts has none). */
export async function hasDemoAccounts(database: Database): Promise<boolean> {
  const rows = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CUSTOMER.email));
  return rows.length > 0;
}

/** The loud line when demo mode is on but the demo accounts are missing, with the way to get them. */
export const missingAccountsWarning =
  "*** This database has no demo accounts (it was seeded without SEED_DEMO_ACCOUNTS): the README's demo sign-in " +
  "answers 'Credentials does not match.'. `npm run db:reset` (demo mode by default) recreates it with them. ***";

/** The loud line when a process outside demo mode starts on a database that holds the demo accounts. */
export const demoAccountsWarning =
  `*** This database holds the demo accounts (${DEMO_CUSTOMER.email} and the others, passwords known to all): it was ` +
  'seeded for the demo. Demo mode is off in this process (no fixed code), but anyone can sign in as these ' +
  'customers: use a database seeded without SEED_DEMO_ACCOUNTS for real traffic. ***';

/**
 * Opens (creating when needed), migrates and seeds the database of `env`, logging each step. A fresh PGlite directory
 * is loaded from the seeded snapshot when there is one; after seeding one from scratch, the snapshot is written for
 * the next fresh directory (`snapshot: 'after'` leaves that to the caller, e.g. after the server listens).
 */
export async function prepareDatabase(
  env: Pick<ServerEnv, 'databaseUrl' | 'dataDir' | 'seedDemoAccounts' | 'demoMode'> &
    Partial<Pick<ServerEnv, 'databaseTimeouts'>>,
  log: Log = console.log,
): Promise<{ database: Database; seeded: boolean; saveSnapshot: () => Promise<void> }> {
  const source = databaseSource(env);
  const accounts = env.seedDemoAccounts;
  let started = performance.now();
  const fresh = source.kind === 'pglite' && source.dataDir !== undefined && isFreshDataDir(source.dataDir);
  const snapshot = fresh ? usableSnapshot(accounts) : null;
  log(`database: ${describeDatabase(source)}`);
  if (snapshot) log(`database: new, loading the seeded snapshot ${snapshot.split('/').slice(-2).join('/')} …`);
  else if (fresh)
    log('database: new, creating it (PGlite initdb), then migrating and seeding: the first start is the slow one …');
  else log('database: opening and applying pending migrations …');
  const database = await openDatabase(
    snapshot && source.kind === 'pglite' ? { ...source, loadDataDir: new Blob([readFileSync(snapshot)]) } : source,
  );
  const m = database.migrations;
  if (m)
    log(
      m.applied
        ? `database: migrated: ${m.applied} migration(s) applied, ${m.total} in all (${seconds(started)})`
        : `database: up to date, ${m.total} migrations (${seconds(started)})`,
    );
  started = performance.now();
  const seeded = await seedIfEmpty(database.db, { accounts });
  if (seeded)
    log(
      accounts
        ? `database: seeded the demo data with the demo customer accounts (${seconds(started)})`
        : `database: seeded the demo catalogue without customer accounts (${seconds(started)}); SEED_DEMO_ACCOUNTS=1 adds the demo ones to a fresh database`,
    );
  else if (snapshot) log('database: loaded with the seeded demo data');
  else log('database: already seeded, kept as it is');
  const demoAccounts = await hasDemoAccounts(database);
  if (env.demoMode && !demoAccounts) log(missingAccountsWarning);
  if (!env.demoMode && demoAccounts) log(demoAccountsWarning);
  const saveSnapshot = async () => {
    if (!seeded || !fresh || !database.pglite || snapshotDir === 'off') return;
    const file = snapshotFile(accounts);
    await writeSnapshot(database.pglite, file);
    log(`database: saved the seeded snapshot for the next new data directory (${file.split('/').slice(-2).join('/')})`);
  };
  return { database, seeded, saveSnapshot };
}
