// Migrations evolve: a database created by an earlier migration set, holding data, upgrades to the current schema with
// its data intact. The fixture (test/fixtures/db-<tag>/) is a slice of the seeded database at that migration level;
// the test rebuilds it with only the migrations of its time, then applies every newer one the way the server does.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import {
  databaseAt,
  FIXTURE_TABLES,
  fixturesFolder,
  migrationsFolder,
  readJournal,
} from '../support/migration-fixture.ts';

const fixtures = readdirSync(fixturesFolder).filter((d) => d.startsWith('db-'));
const journal = readJournal();

describe('the migration history', () => {
  it('lists every migration file once, in order, and keeps the fixtures’ migrations at its start', () => {
    const files = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'));
    expect(journal.entries.map((e) => `${e.tag}.sql`).sort()).toEqual(files.sort());
    expect(journal.entries.map((e) => e.idx)).toEqual(journal.entries.map((_, i) => i));
    for (const dir of fixtures) {
      const tags: string[] = JSON.parse(readFileSync(join(fixturesFolder, dir, 'migrations.json'), 'utf8'));
      expect(journal.entries.slice(0, tags.length).map((e) => e.tag)).toEqual(tags);
    }
  });
});

describe.each(fixtures)('a database created at %s', (dir) => {
  it('upgrades to the current schema with its data intact', async () => {
    const tags: string[] = JSON.parse(readFileSync(join(fixturesFolder, dir, 'migrations.json'), 'utf8'));
    const pglite = await databaseAt(tags);
    await pglite.exec(readFileSync(join(fixturesFolder, dir, 'data.sql'), 'utf8'));
    const snapshot = async () => {
      const out: Record<string, unknown[]> = {};
      for (const { table } of FIXTURE_TABLES) {
        const { rows } = await pglite.query(`select * from "${table}" t order by row_to_json(t)::text`);
        out[table] = rows;
      }
      return out;
    };
    const before = await snapshot();
    expect(before.users!.length).toBeGreaterThan(0);
    expect(before.stores!.length).toBe(2);

    // the upgrade: every migration newer than the fixture (what openDatabase does on start)
    await migrate(drizzle(pglite), { migrationsFolder });

    const after = await snapshot();
    for (const { table } of FIXTURE_TABLES) {
      expect(after[table], table).toHaveLength(before[table]!.length);
      // every column the fixture had keeps its value (new columns may be added by later migrations)
      after[table]!.forEach((row, i) => expect(row, table).toMatchObject(before[table]![i] as object));
    }

    // the applied history is exactly the journal: same count, order (created_at = `when`) and file hashes
    const { rows: applied } = await pglite.query<{ hash: string; created_at: string }>(
      'select hash, created_at from drizzle.__drizzle_migrations order by id',
    );
    expect(applied.map((r) => Number(r.created_at))).toEqual(journal.entries.map((e) => e.when));
    expect(applied.map((r) => r.hash)).toEqual(
      journal.entries.map((e) =>
        createHash('sha256')
          .update(readFileSync(join(migrationsFolder, `${e.tag}.sql`), 'utf8'))
          .digest('hex'),
      ),
    );

    // and the server opens it without migrating anything again
    const dump = await pglite.dumpDataDir('gzip');
    await pglite.close();
    const reopened = await openDatabase({ kind: 'pglite', loadDataDir: dump });
    const { rows } = await reopened.pglite!.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(rows[0]!.n).toBe(journal.entries.length);
    await reopened.close();
  }, 180_000);
});
