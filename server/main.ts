// Serves the embedded API (and the built SPA when dist/ exists) on one port.
// WEB_CONCURRENCY=N (or `auto`: one per core) runs N worker processes (node:cluster) sharing the port and one
// DATABASE_URL: the primary migrates and seeds once, then forks the workers (PGlite is single-process: PostgreSQL only;
// see server/process-count.ts).
// The log says each start-up step: the database (PGlite directory or PostgreSQL host/database, never the password),
// whether it was created, migrated and seeded, and when the server answers.
// A process listens at once and answers 503 with Retry-After (and /readyz 503) until its database is open: a database
// that is unreachable at the start (down, restarting, not yet up) is waited for with back-off, never a reason to exit.
// SIGTERM / SIGINT stop it gracefully: /readyz answers 503 at once, new connections are taken only while they keep
// coming (at most half of SHUTDOWN_SECONDS), the requests in flight finish (at most SHUTDOWN_SECONDS; past it the
// connections are cut, a request not yet at its handler is answered 503 without touching the database, and a handler
// under way finishes — committing its Idempotency-Key's answer with its effect — before the database closes), idle
// keep-alive connections end after a short linger, live chat streams end, then the database closes and the process
// exits 0. A cluster primary passes the signal on to its workers and exits once they all have; it replaces a worker
// that exits otherwise, and stops replacing only after a crash loop (see docs/operations.md).
import cluster from 'node:cluster';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { databaseSource, prepareDatabase } from './db/prepare.ts';
import { readEnv } from './env.ts';
import { CHAT_STREAM_PATH } from './lib/chat/stream.ts';
import {
  isDatabaseUnavailable,
  replyUnavailable,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_BODY,
} from './lib/http/unavailable.ts';
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
/** How long an idle keep-alive connection is kept once a stop is asked for (a request may be on its way). */
const IDLE_LINGER_MS = 1000;
/** How long no connection may have come before a stopping server stops listening (see `acceptedAll`). */
const ACCEPT_GRACE_MS = 300;
/** A cluster stops replacing workers that crash this many times within CRASH_LOOP_MS. */
const CRASH_LOOP_LIMIT = 5;
const CRASH_LOOP_MS = 60_000;
/** The waits between tries while the database is unreachable at the start: doubling from the first to the longest. */
const START_RETRY_FIRST_MS = 250;
const START_RETRY_MAX_MS = 5000;
/** The readiness probe's path: 200 while the process serves, 503 while it starts or stops. */
const READY_PATH = '/readyz';

/**
 * `open()`, tried again with back-off for as long as the database is unreachable (`isDatabaseUnavailable`); any other
 * failure (a wrong password, a failed migration) ends the start.
 */
async function untilDatabase<T>(open: () => Promise<T>, who: string): Promise<T> {
  for (let wait = START_RETRY_FIRST_MS; ; wait = Math.min(wait * 2, START_RETRY_MAX_MS)) {
    try {
      return await open();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      console.error(`database${who}: unreachable (${(error as Error).message}); trying again in ${wait / 1000} s …`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** The answer of a process that is starting: 503 with Retry-After, the shop's own sentence, the connection closed. */
function answerStarting(_req: IncomingMessage, res: ServerResponse) {
  res.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    'retry-after': String(RETRY_AFTER_SECONDS),
    connection: 'close',
  });
  res.end(JSON.stringify(UNAVAILABLE_BODY));
}

/** Whether a worker's exit is a crash: anything but a clean exit or a stop asked for by a signal. */
const crashed = (code: number | null, signal: string | null) =>
  signal ? signal !== 'SIGTERM' && signal !== 'SIGINT' : code !== 0;

if (processes.count > 1 && cluster.isPrimary) {
  const { database } = await untilDatabase(() => prepareDatabase(env), '');
  await database.close();
  for (let i = 0; i < processes.count; i++) cluster.fork();
  let stopping = false;
  // A worker that exits is replaced at once: one stopped by a signal of its own (a rolling restart) or one that
  // crashed (an error, kill -9, out of memory). A crash loop (CRASH_LOOP_LIMIT crashes within CRASH_LOOP_MS; clean
  // stops do not count) stops the replacing, and once no worker is left the primary exits non-zero.
  const crashes: number[] = [];
  cluster.on('exit', (worker, code, signal) => {
    const left = Object.keys(cluster.workers ?? {}).length;
    if (stopping) {
      if (!left) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} exited with ${code ?? signal}`);
    const now = Date.now();
    if (crashed(code, signal)) crashes.push(now);
    while (crashes.length && crashes[0]! < now - CRASH_LOOP_MS) crashes.shift();
    if (crashes.length < CRASH_LOOP_LIMIT) {
      const next = cluster.fork();
      console.log(`worker ${next.process.pid} replaces worker ${worker.process.pid}`);
    } else {
      console.error(
        `${crashes.length} workers crashed within ${CRASH_LOOP_MS / 1000} s: not replacing them (a crash loop)`,
      );
      if (!left) process.exit(1);
    }
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
  const who = cluster.isWorker ? ` (worker ${process.pid})` : '';
  // The port is taken at once: until the app is ready each request is answered 503 (`answerStarting`), then Fastify's
  // handler takes over on the same server (buildApp's serverFactory), so no request meets a closed port.
  let handle: (req: IncomingMessage, res: ServerResponse) => void = answerStarting;
  const server = createServer((req, res) => handle(req, res));
  // a stop asked for while starting ends the process at once: nothing is in flight
  const stopWhileStarting = () => process.exit(0);
  process.on('SIGINT', stopWhileStarting);
  process.on('SIGTERM', stopWhileStarting);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.port, env.host, () => (server.off('error', reject), resolve()));
  });
  // a worker opens the database the primary prepared; a single process prepares it itself
  const prepared = cluster.isWorker ? null : await untilDatabase(() => prepareDatabase(env), who);
  const database = prepared?.database ?? (await untilDatabase(() => openDatabase(databaseSource(env)), who));
  if (cluster.isPrimary) console.log('server: loading the API …');
  let fastifyHandler: typeof handle = answerStarting;
  const app = await buildApp({
    database,
    env,
    serveSpa: true,
    serverFactory: (handler, options) => {
      fastifyHandler = handler;
      // what Fastify sets on a server it makes itself
      const { keepAliveTimeout, requestTimeout, connectionTimeout } = options as Record<string, number | undefined>;
      server.keepAliveTimeout = keepAliveTimeout ?? 72_000;
      server.requestTimeout = requestTimeout ?? 0;
      server.setTimeout(connectionTimeout ?? 0);
      return server;
    },
  });
  // readiness: a load balancer stops sending to a process that starts or stops (answerStarting answers it 503 too)
  let serving = true;
  app.get(READY_PATH, async (_req, reply) =>
    serving
      ? { status: 'ready' }
      : reply.status(503).header('retry-after', RETRY_AFTER_SECONDS).send({ status: 'stopping' }),
  );
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
  let cutting = false;
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith(CHAT_STREAM_PATH)) answering.add(req);
  });
  app.addHook('preHandler', async (_req, reply) => {
    if (cutting) return replyUnavailable(reply);
  });

  app.addHook('onSend', async (req, reply) => {
    if (closing) reply.header('connection', 'close');
    if (answering.delete(req) && !answering.size) allAnswered();
  });

  // From here on a signal stops the server gracefully, once, whichever signals arrive (Ctrl-C sends SIGINT to every
  // process of the group, `npm start` passes it on again, a cluster primary too): a second close would let the
  // database close under the requests the first one is waiting for.
  // Keep-alive connections that sit idle are ended only after IDLE_LINGER_MS: a request their client sent just before
  // it could see the stop is answered (with Connection: close), not reset.
  const closeIdle = app.server.closeIdleConnections.bind(app.server);
  let lastConnection = performance.now();
  app.server.on('connection', () => (lastConnection = performance.now()));
  /**
   * Resolves once no connection has come for ACCEPT_GRACE_MS, at most half of drainMs after the stop: under steady
   * traffic the connections taken late still get the other half to be answered in. Each check runs after
   * the event loop's poll phase (setImmediate), where the connections waiting in the kernel are taken: a process that
   * was held up past its timer (a loaded machine) takes its waiting connections before it stops listening, instead of
   * leaving them to be reset.
   */
  const acceptedAll = () =>
    new Promise<void>((resolve) => {
      const giveUp = performance.now() + drainMs / 2;
      const check = () =>
        setImmediate(() => {
          const quiet = performance.now() - lastConnection;
          if (quiet >= ACCEPT_GRACE_MS || performance.now() >= giveUp) resolve();
          else setTimeout(check, ACCEPT_GRACE_MS - quiet);
        });
      setTimeout(check, ACCEPT_GRACE_MS);
    });
  let stopping: Promise<void> | null = null;
  const stop = (signal: NodeJS.Signals) => {
    stopping ??= (async () => {
      console.log(`server${who}: ${signal}: stopping`);
      serving = false;
      closing = true; // every answer from now on closes its connection
      app.server.closeIdleConnections = () => undefined;
      const linger = setTimeout(() => {
        app.server.closeIdleConnections = closeIdle;
        closeIdle();
        setInterval(closeIdle, 100).unref();
      }, IDLE_LINGER_MS);
      linger.unref();
      // Past the bound, the connections still open are cut (their clients retry elsewhere) and a request not yet at
      // its handler is answered 503 without touching the database; the handlers under way finish (each statement is
      // bounded by the database time-outs) before the database closes: it is never closed under a running handler.
      const handlersDone = new Promise<void>((resolve) => (allAnswered = resolve));
      const cut = setTimeout(() => {
        cutting = true;
        app.server.closeAllConnections();
      }, drainMs);
      cut.unref();
      // The connections the kernel has accepted but the server has not taken yet would be reset when it stops
      // listening: it takes them (and answers them) until none has come for ACCEPT_GRACE_MS.
      await acceptedAll();
      // The server stops listening and waits for the requests in flight; preClose ends the chat streams; onClose stops
      // the timers (and waits for a run under way) and the LISTEN connections. (Fastify closes only a server it
      // listened on itself.)
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      await closed;
      if (answering.size) await handlersDone; // handlers of requests whose clients left
      clearTimeout(cut);
      await database.close();
      console.log(`server${who}: stopped`);
      process.exit(0);
    })();
  };
  process.off('SIGINT', stopWhileStarting);
  process.off('SIGTERM', stopWhileStarting);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  await app.ready();
  handle = fastifyHandler;
  const { address: host, port } = server.address() as AddressInfo;
  const address = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const shown = env.host === '0.0.0.0' ? address.replace('0.0.0.0', 'localhost') : address;
  const ready = `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;
  console.log(`storefront on ${shown}${who} (ready in ${ready})`);
  await prepared?.saveSnapshot().catch((err: Error) => console.error(`database: no snapshot saved (${err.message})`));
}
