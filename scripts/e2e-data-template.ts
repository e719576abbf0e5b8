// The e2e servers' database, migrated and seeded once per source version (the hash of the seeded snapshots,
// server/db/snapshot.ts): each server (scripts/e2e-server.mjs) copies this PGlite data directory into its fresh
// one instead of running initdb, the migrations and the seeds itself (≈ 1.5 min per server on a loaded 2-core
// machine, and Playwright starts its servers one after another). The seed is the one a DEMO_MODE server makes
// (demo accounts included). Prints the directory's path.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client.ts';
import { seedIfEmpty } from '../server/db/seed/index.ts';
import { projectRoot } from '../server/env.ts';
import { databaseSourceHash } from '../server/db/snapshot.ts';

const dir = join(projectRoot, '.test-results', `e2e-data-${databaseSourceHash()}`);
if (!existsSync(join(dir, 'PG_VERSION'))) {
  mkdirSync(join(projectRoot, '.test-results'), { recursive: true });
  const building = `${dir}.${process.pid}.tmp`;
  rmSync(building, { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true }); // an incomplete one (no PG_VERSION)
  const database = await openDatabase({ kind: 'pglite', dataDir: building });
  await seedIfEmpty(database.db, { accounts: true });
  await database.close();
  // Renamed when complete: a parallel run never copies a half-seeded directory.
  if (existsSync(join(dir, 'PG_VERSION'))) rmSync(building, { recursive: true, force: true });
  else renameSync(building, dir);
}
console.log(dir);
