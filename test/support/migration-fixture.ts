// The migration-upgrade fixture: a small slice of the seeded database as it was at one point of the migration history
// (test/fixtures/db-<tag>/), and the helpers that rebuild such a database (only the migrations of that time, then the
// data) so test/server/migrations.test.ts can upgrade it to the current schema.
//
// Write a new fixture (after `npm run db:generate` added a migration, if you want the newest level covered too):
//   npx tsx test/support/migration-fixture.ts
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { projectRoot } from '../../server/env.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';

export const migrationsFolder = join(projectRoot, 'server/db/migrations');
export const fixturesFolder = join(projectRoot, 'test/fixtures');

export interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}

export const readJournal = (folder = migrationsFolder): { entries: JournalEntry[] } & Record<string, unknown> =>
  JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8'));

/** The rows a fixture keeps, table by table in foreign-key order: enough to check that data survives an upgrade. */
export const FIXTURE_TABLES: { table: string; where: string }[] = [
  { table: 'zones', where: 'true' },
  { table: 'modules', where: 'true' },
  { table: 'module_zones', where: 'true' },
  { table: 'settings', where: 'true' },
  { table: 'stores', where: 'id in (select id from stores order by id limit 2)' },
  { table: 'store_schedules', where: 'store_id in (select id from stores order by id limit 2)' },
  {
    table: 'items',
    where: 'id in (select id from items where store_id = (select min(id) from stores) order by id limit 3)',
  },
  { table: 'users', where: 'id in (select id from users order by id limit 3)' },
  { table: 'customer_addresses', where: 'user_id in (select id from users order by id limit 3)' },
  { table: 'guests', where: 'id in (select id from guests order by id limit 2)' },
];

/** A database at the migration level of `tags` (the first migrations of the history, in order). */
export async function databaseAt(tags: string[]): Promise<PGlite> {
  const journal = readJournal();
  const entries = journal.entries.filter((e) => tags.includes(e.tag));
  if (entries.length !== tags.length || entries.some((e, i) => e.tag !== tags[i]))
    throw new Error(
      `the fixture's migrations (${tags.join(', ')}) are not the start of the history: never edit or delete a migration`,
    );
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  mkdirSync(join(folder, 'meta'));
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) cpSync(join(migrationsFolder, `${e.tag}.sql`), join(folder, `${e.tag}.sql`));
  const pglite = new PGlite();
  await pglite.waitReady;
  await migrate(drizzle(pglite), { migrationsFolder: folder });
  return pglite;
}

const jsonQuote = (json: string) => `$fixture$${json}$fixture$`;

/** INSERT statements for the fixture's rows (json_populate_record keeps every column type exact). */
export async function dumpFixtureRows(pglite: PGlite): Promise<string> {
  const out: string[] = [];
  for (const { table, where } of FIXTURE_TABLES) {
    const { rows } = await pglite.query<{ j: string }>(
      `select row_to_json(t)::text as j from "${table}" t where ${where} order by 1`,
    );
    for (const r of rows)
      out.push(`insert into "${table}" select * from json_populate_record(null::"${table}", ${jsonQuote(r.j)});`);
    const { rows: serial } = await pglite.query<{ s: string | null }>(
      `select pg_get_serial_sequence('"${table}"', 'id') as s from information_schema.columns where table_name = $1 and column_name = 'id'`,
      [table],
    );
    // later inserts must not collide with the fixture's ids
    if (serial[0]?.s) out.push(`select setval('${serial[0].s}', greatest((select max(id) from "${table}"), 1));`);
  }
  return `${out.join('\n')}\n`;
}

/** Writes test/fixtures/db-<last tag>/ from a freshly migrated and seeded database. */
export async function writeFixture(): Promise<string> {
  const tags = readJournal().entries.map((e) => e.tag);
  const pglite = await databaseAt(tags);
  await seedIfEmpty(drizzle(pglite) as never, { accounts: true });
  const dir = join(fixturesFolder, `db-${tags.at(-1)}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'migrations.json'), `${JSON.stringify(tags)}\n`);
  writeFileSync(join(dir, 'data.sql'), await dumpFixtureRows(pglite));
  await pglite.close();
  return dir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFixture().then((dir) => console.log(`wrote ${dir}`));
}
