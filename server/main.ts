// Serves the embedded API (and the built SPA when dist/ exists) on one port.
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { readEnv } from './env.ts';

const env = readEnv();
const database = await openDatabase(
  env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: env.dataDir },
);
if (await seedIfEmpty(database.db)) console.log('seeded the demo data');
const app = await buildApp({ database, env, serveSpa: true });
await app.listen({ port: env.port, host: env.host });
console.log(`storefront on http://${env.host === '0.0.0.0' ? 'localhost' : env.host}:${env.port}`);

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
