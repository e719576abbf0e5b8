// `npm run db:reset`: drops the database (PGlite directory or the PostgreSQL schema), migrates and reseeds. Like
// `npm start`, it is the demo shop unless told otherwise (DEMO_MODE defaults to 1): the demo accounts the README signs
// in with are seeded again (SEED_DEMO_ACCOUNTS=0 or DEMO_MODE=0 leaves them out, and the last line says so loudly).
import { rmSync } from 'node:fs';
import pg from 'pg';
import { readEnv } from '../env.ts';
import { describeDatabase } from './client.ts';
import { databaseSource, hasDemoAccounts, prepareDatabase } from './prepare.ts';

const env = readEnv({ DEMO_MODE: '1', ...process.env });
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
console.log(`database reset: ${describeDatabase(databaseSource(env))} dropped`);
const { database, saveSnapshot } = await prepareDatabase(env);
await saveSnapshot();
const accounts = await hasDemoAccounts(database);
await database.close();
console.log(
  accounts
    ? 'database reset and seeded WITH the demo accounts (demo@sixam.market / 12345678, see the README)'
    : "*** database reset and seeded WITHOUT the demo accounts (SEED_DEMO_ACCOUNTS=0 or DEMO_MODE=0): the README's demo sign-in will fail; run `npm run db:reset` without them set to get the accounts back ***",
);
