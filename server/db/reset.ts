// `npm run db:reset`: drops the database (PGlite directory or the PostgreSQL schema), migrates and reseeds.
import { rmSync } from 'node:fs';
import pg from 'pg';
import { readEnv } from '../env.ts';
import { openDatabase } from './client.ts';
import { seedIfEmpty } from './seed/index.ts';

const env = readEnv();
if (env.databaseUrl) {
  const client = new pg.Client({ connectionString: env.databaseUrl });
  await client.connect();
  await client.query(
    'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;',
  );
  await client.end();
} else {
  rmSync(env.dataDir, { recursive: true, force: true });
}
const database = await openDatabase(
  env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: env.dataDir },
);
await seedIfEmpty(database.db, { accounts: env.seedDemoAccounts });
await database.close();
console.log(
  `database reset and seeded (${env.databaseUrl ? 'PostgreSQL' : env.dataDir}; ${env.seedDemoAccounts ? 'with' : 'without'} the demo accounts)`,
);
