// Serves the embedded API (and the built SPA when dist/ exists) on one port.
// WEB_CONCURRENCY=N (N > 1) runs N worker processes (node:cluster) sharing the port and one DATABASE_URL: the
// primary migrates and seeds once, then forks the workers (PGlite is single-process: PostgreSQL only).
// The log says each start-up step: the database (PGlite directory or PostgreSQL host/database, never the password),
// whether it was created, migrated and seeded, and when the server answers.
import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { databaseSource, prepareDatabase } from './db/prepare.ts';
import { readEnv } from './env.ts';

const startedAt = performance.now();
const env = readEnv();
if (cluster.isPrimary)
  console.log(
    env.demoMode
      ? '*** DEMO MODE ON (DEMO_MODE=1): fixed OTP 123456, demo sign-in services. Never expose this to the internet. ***'
      : 'demo mode off (DEMO_MODE unset): random OTPs through the gateway, no demo sign-in services',
  );
const workers = Math.max(1, Math.floor(Number(process.env.WEB_CONCURRENCY ?? 1)) || 1);
if (workers > 1 && !env.databaseUrl) {
  console.error('WEB_CONCURRENCY > 1 needs DATABASE_URL (PostgreSQL): PGlite serves one process.');
  process.exit(1);
}

if (workers > 1 && cluster.isPrimary) {
  const { database } = await prepareDatabase(env);
  await database.close();
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code) => {
    if (code !== 0) console.error(`worker ${worker.process.pid} exited with ${code}`);
  });
  const stop = () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} else {
  // a worker opens the database the primary prepared; a single process prepares it itself
  const prepared = cluster.isWorker ? null : await prepareDatabase(env);
  const database = prepared?.database ?? (await openDatabase(databaseSource(env)));
  if (cluster.isPrimary) console.log('server: loading the API …');
  const app = await buildApp({ database, env, serveSpa: true });
  const address = await app.listen({ port: env.port, host: env.host });
  const shown = env.host === '0.0.0.0' ? address.replace('0.0.0.0', 'localhost') : address;
  const ready = `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;
  console.log(`storefront on ${shown}${cluster.isWorker ? ` (worker ${process.pid})` : ''} (ready in ${ready})`);
  await prepared?.saveSnapshot().catch((err: Error) => console.error(`database: no snapshot saved (${err.message})`));

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
