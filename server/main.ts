// Serves the embedded API (and the built SPA when dist/ exists) on one port.
// WEB_CONCURRENCY=N (or `auto`: one per core) runs N worker processes (node:cluster) sharing the port and one
// DATABASE_URL: the primary migrates and seeds once, then forks the workers (PGlite is single-process: PostgreSQL only;
// see server/process-count.ts).
// The log says each start-up step: the database (PGlite directory or PostgreSQL host/database, never the password),
// whether it was created, migrated and seeded, and when the server answers.
// SIGTERM / SIGINT stop it gracefully: no new connections, the requests in flight finish (at most SHUTDOWN_SECONDS),
// idle keep-alive connections and live chat streams end, then the database closes and the process exits. A cluster
// primary passes the signal on to its workers and exits once they all have.
import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { databaseSource, prepareDatabase } from './db/prepare.ts';
import { readEnv } from './env.ts';
import { CHAT_STREAM_PATH } from './lib/chat/stream.ts';
import { processCount } from './process-count.ts';

const startedAt = performance.now();
const env = readEnv();
if (cluster.isPrimary)
  console.log(
    env.demoMode
      ? '*** DEMO MODE ON (DEMO_MODE=1): fixed OTP 123456, demo sign-in services. Never expose this to the internet. ***'
      : 'demo mode off (DEMO_MODE unset): random OTPs through the gateway, no demo sign-in services',
  );
const processes = processCount(process.env.WEB_CONCURRENCY, !!env.databaseUrl);
if ('error' in processes) {
  console.error(processes.error);
  process.exit(1);
}
if (cluster.isPrimary && processes.note) console.log(processes.note);
/** How long the requests in flight may take to finish once a stop is asked for (SHUTDOWN_SECONDS, default 10). */
const drainMs = Number(process.env.SHUTDOWN_SECONDS ?? 10) * 1000;

if (processes.count > 1 && cluster.isPrimary) {
  const { database } = await prepareDatabase(env);
  await database.close();
  for (let i = 0; i < processes.count; i++) cluster.fork();
  let stopping = false;
  cluster.on('exit', (worker, code) => {
    if (code !== 0) console.error(`worker ${worker.process.pid} exited with ${code}`);
    if (stopping && !Object.keys(cluster.workers ?? {}).length) process.exit(0);
  });
  // The signal itself, not worker.kill() (which first disconnects the worker: its server would close without
  // draining); a worker that got it from the terminal too (Ctrl-C reaches the whole group) stops once.
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} else {
  // a worker opens the database the primary prepared; a single process prepares it itself
  const prepared = cluster.isWorker ? null : await prepareDatabase(env);
  const database = prepared?.database ?? (await openDatabase(databaseSource(env)));
  if (cluster.isPrimary) console.log('server: loading the API …');
  const app = await buildApp({ database, env, serveSpa: true });
  const who = cluster.isWorker ? ` (worker ${process.pid})` : '';
  // The last hook before the server stops listening: no connection is accepted after this line. The answers still to
  // come close their connections (a keep-alive connection would otherwise hold the stop for keepAliveTimeout).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    console.log(`server${who}: no new connections, finishing the requests in flight …`);
  });
  // The requests whose handler has not answered yet. A client that goes away does not stop its handler (its
  // connection closes, so the server's close no longer waits for it): the database must outlive it. The chat stream
  // hands its socket over and is ended by its own preClose.
  const answering = new Set<object>();
  let allAnswered = () => {};
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith(CHAT_STREAM_PATH)) answering.add(req);
  });
  app.addHook('onSend', async (req, reply) => {
    if (closing) reply.header('connection', 'close');
    if (answering.delete(req) && !answering.size) allAnswered();
  });

  // From here on a signal stops the server gracefully, once, whichever signals arrive (Ctrl-C sends SIGINT to every
  // process of the group, `npm start` passes it on again, a cluster primary too): a second close would let the
  // database close under the requests the first one is waiting for.
  let stopping: Promise<void> | null = null;
  const stop = (signal: NodeJS.Signals) => {
    stopping ??= (async () => {
      console.log(`server${who}: ${signal}: stopping`);
      // Past the bound, the connections still open are cut (their clients retry elsewhere) and the database closes.
      const handlersDone = new Promise<void>((resolve) => (allAnswered = resolve));
      const cut = setTimeout(() => {
        app.server.closeAllConnections();
        allAnswered();
      }, drainMs);
      cut.unref();
      // preClose ends the chat streams; the server stops listening, ends idle keep-alive connections and waits for
      // the requests in flight (a request arriving on a busy keep-alive connection meanwhile gets 503 and
      // Connection: close); onClose stops the timers (and waits for a run under way) and the LISTEN connections.
      await app.close();
      if (answering.size) await handlersDone; // handlers of requests whose clients left
      clearTimeout(cut);
      await database.close();
      console.log(`server${who}: stopped`);
      process.exit(0);
    })();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  const address = await app.listen({ port: env.port, host: env.host });
  const shown = env.host === '0.0.0.0' ? address.replace('0.0.0.0', 'localhost') : address;
  const ready = `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;
  console.log(`storefront on ${shown}${who} (ready in ${ready})`);
  await prepared?.saveSnapshot().catch((err: Error) => console.error(`database: no snapshot saved (${err.message})`));
}
