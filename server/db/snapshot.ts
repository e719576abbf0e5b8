// Seeded snapshots: a PGlite data directory right after migrating and seeding, kept as a tarball so that a fresh data
// directory (a first start, `npm run db:reset`, each e2e run) is loaded in one step instead of initdb + every
// migration + every seed (about four fifths of a cold start). One tarball per version of the database sources
// (migrations, schema, seeds, config defaults) and per kind of seed (with or without the demo accounts); it is rebuilt
// when older than SNAPSHOT_MAX_AGE_DAYS, so the demo's "new arrivals" and order dates stay recent. The one mechanism
// for every fresh database: a first start and `db:reset` (server/db/prepare.ts), each server test file's database
// (test/support/template-db.ts) and each e2e server's data directory (scripts/e2e.mjs, scripts/e2e-server.mjs) all
// load such a snapshot. See docs/architecture.md ("Start-up and fresh databases").
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { projectRoot } from '../env.ts';
import { openDatabase } from './client.ts';
import { seedIfEmpty } from './seed/index.ts';

/** Where the snapshots live: SEED_SNAPSHOT_DIR, else `.data/seed-snapshots` (git-ignored); `off` keeps none. */
export const snapshotDir = process.env.SEED_SNAPSHOT_DIR || join(projectRoot, '.data/seed-snapshots');

/** A snapshot older than this is rebuilt (the seed's dates are those of the day it was taken). */
export const SNAPSHOT_MAX_AGE_DAYS = 7;

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** A hash of everything a migrated and seeded database is made from. */
export function databaseSourceHash(): string {
  const hash = createHash('sha256');
  for (const dir of ['server/db', 'server/lib/config']) {
    const full = join(projectRoot, dir);
    const files = statSync(full).isDirectory() ? listFiles(full).sort() : [full];
    for (const f of files) hash.update(f.slice(projectRoot.length)).update(readFileSync(f));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The snapshot file for the current sources and seed kind (it may not exist). */
export const snapshotFile = (accounts: boolean, dir = snapshotDir) =>
  join(dir, `seeded-${databaseSourceHash()}-${accounts ? 'demo-accounts' : 'catalogue'}.tar`);

/** The snapshot to load into a fresh data directory, or null (none yet, or too old: then it is removed). */
export function usableSnapshot(accounts: boolean, now = Date.now(), dir = snapshotDir): string | null {
  if (dir === 'off') return null;
  const file = snapshotFile(accounts, dir);
  if (!existsSync(file)) return null;
  if (now - statSync(file).mtimeMs <= SNAPSHOT_MAX_AGE_DAYS * 86_400_000) return file;
  unlinkSync(file);
  return null;
}

/**
 * Writes the database's data directory as the snapshot (atomically: a parallel start never reads half of it), and
 * removes the snapshots of older sources of the same kind. The tarball is not compressed: 46 MB instead of 5.4, but
 * a fresh database loads in 0.36 s instead of 0.62 (gunzip was 40 % of a load; each server test file loads one).
 */
export async function writeSnapshot(pglite: PGlite, file: string): Promise<void> {
  const dir = join(file, '..');
  mkdirSync(dir, { recursive: true });
  const dump = await pglite.dumpDataDir('none');
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
  // seeded-<hash>-<kind>.tar (and the gzipped .tar.gz of earlier versions)
  const kind = basename(file)
    .replace(/^seeded-[0-9a-f]+-/, '')
    .replace(/\.tar$/, '');
  for (const name of readdirSync(dir))
    if (new RegExp(`^seeded-[0-9a-f]+-${kind}\\.tar(\\.gz)?$`).test(name) && join(dir, name) !== file)
      unlinkSync(join(dir, name));
}

/** A PGlite data directory that holds no database yet. */
export const isFreshDataDir = (dataDir: string) => !existsSync(join(dataDir, 'PG_VERSION'));

/**
 * The snapshot of the current sources in `dir`, made now when there is none (an in-memory PGlite, migrated and seeded,
 * then dumped): what the test and e2e runs load their fresh databases from.
 */
export async function ensureSnapshot(accounts: boolean, dir: string): Promise<string> {
  const usable = usableSnapshot(accounts, Date.now(), dir);
  if (usable) return usable;
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await seedIfEmpty(database.db, { accounts });
    const file = snapshotFile(accounts, dir);
    await writeSnapshot(database.pglite!, file);
    return file;
  } finally {
    await database.close();
  }
}
