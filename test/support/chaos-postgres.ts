// A PostgreSQL cluster of one test file's own (scripts/test-postgres.sh on a free port), seeded, that the file may stop,
// start and freeze; and `server/main.ts` processes on it, their output collected. For the chaos tests of
// test/server-pg (a fault of the infrastructure: the database away, a process cut or crashed).
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client as PgClient } from 'pg';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';
import { projectRoot } from '../../server/env.ts';
import { startApiProcess } from './api-process.ts';
import type { TestServer } from './api-server.ts';

const script = join(projectRoot, 'scripts/test-postgres.sh');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** JSON headers in English, with a bearer token and more headers when given. */
export const json = (token?: string, extra: Record<string, string> = {}) => ({
  'Content-Type': 'application/json',
  'X-localization': 'en',
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
  ...extra,
});

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process has printed on stdout so far. */
  log: { text: string };
}

/** Resolves with the process's exit code (or signal) once it has exited. */
export const exited = (child: ChildProcess) =>
  new Promise<number | string | null>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(child.exitCode ?? child.signalCode)
      : child.once('exit', (code, signal) => resolve(code ?? signal)),
  );

/** A throw-away cluster with a seeded database `name`; `close()` ends the processes, the cluster and its files. */
export async function chaosPostgres(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `storefront-${name}-`));
  const children: ChildProcess[] = [];
  const port = await freePort();
  const pg = (...args: string[]) =>
    execFileSync(script, args, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  let running = false;
  /** Starts the cluster (when it is not running): its administrative URL. */
  const start = () => {
    const admin = pg('start', dir, String(port));
    running = true;
    return admin;
  };
  const admin = start();
  const client = new PgClient({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = admin.replace(/\/postgres$/, `/${name}`);
  const database: Database = await openDatabase({ kind: 'postgres', url });
  await seedIfEmpty(database.db, { accounts: true });
  return {
    url,
    database,
    /** What the customer helpers need of a test server: the database. */
    server: { database } as unknown as TestServer,
    /** Starts the cluster again (when stopped). */
    start: () => void (running || start()),
    stop: () => {
      pg('stop', dir);
      running = false;
    },
    /** Every process of the cluster: the postmaster and its children. */
    pids: () => {
      const postmaster = readFileSync(join(dir, 'data/postmaster.pid'), 'utf8').split('\n')[0]!.trim();
      const kids = execFileSync('pgrep', ['-P', postmaster]).toString().trim().split('\n').filter(Boolean);
      return [postmaster, ...kids].map(Number);
    },
    /** `server/main.ts` on this database (the limits off, demo mode off unless `env` says otherwise). */
    async api(env: Record<string, string> = {}): Promise<ApiProcess> {
      const log = { text: '' };
      const started = startApiProcess(url, { RATE_LIMIT_PER_MINUTE: '0', DEMO_MODE: '0', ...env }, children);
      const child = children.at(-1)!;
      child.stdout!.on('data', (chunk: Buffer) => (log.text += chunk.toString()));
      return { url: await started, child, log };
    },
    async close() {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await database.close().catch(() => undefined);
      pg('stop', dir);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
