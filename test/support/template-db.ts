// Builds one migrated + seeded PGlite data directory per test run (a tarball), so each test file loads it in ~1 s
// instead of running initdb + migrations + seeds (~6 s+). The tarball is rebuilt when migrations or seeds change.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';
import { projectRoot } from '../../server/env.ts';

const outDir = join(projectRoot, '.test-results');

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const dir of ['server/db', 'server/lib/config']) {
    const full = join(projectRoot, dir);
    const files = statSync(full).isDirectory() ? listFiles(full).sort() : [full];
    for (const f of files) hash.update(f).update(readFileSync(f));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Path of the template tarball for the current sources, building it when missing. */
export async function ensureTemplate(): Promise<string> {
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `template-${sourceHash()}.tar.gz`);
  if (existsSync(file)) return file;
  const database = await openDatabase({ kind: 'pglite' });
  await seedIfEmpty(database.db);
  const dump = await database.pglite!.dumpDataDir('gzip');
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file); // atomic: parallel runs never read a partial tarball
  await database.close();
  return file;
}

/** A fresh in-memory database loaded from the template. */
export async function openTestDatabase(templateFile: string): Promise<Database> {
  const blob = new Blob([readFileSync(templateFile)]);
  return openDatabase({ kind: 'pglite', loadDataDir: blob });
}

export { PGlite };
