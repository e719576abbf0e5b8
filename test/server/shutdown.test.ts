// A stopping server finishes what it started. `server/main.ts` gets Ctrl-C as `npm start` passes it on (a
// SIGINT from the terminal, the same SIGINT again from scripts/start.mjs) while requests are in flight: each of them
// completes with 200, an idle keep-alive connection is ended, a new connection is refused, and the database closes
// only after the last answer (before: "Cannot use a pool after calling end on the pool" 500s). Runs on PGlite and on
// PostgreSQL.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startApiProcess } from '../support/api-process.ts';
import { openFreshDatabase } from '../support/api-server.ts';

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-shutdown-'));
let url: URL;
let child: ChildProcess;
let output = '';
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  const env = { RATE_LIMIT_PER_MINUTE: '0', LOG_REQUESTS: '0' };
  const postgres = inject('postgres');
  let databaseUrl: string | null = null;
  if (postgres) {
    const database = await openFreshDatabase();
    databaseUrl = database.url!;
    closers.push(() => database.close());
  }
  const pglite = () => ({ DATA_DIR: dataDir, SEED_SNAPSHOT_DIR: dirname(inject('templateDb')), DEMO_MODE: '1' });
  url = new URL(await startApiProcess(databaseUrl, databaseUrl ? env : { ...env, ...pglite() }, children));
  child = children[0]!;
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
}, 300_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const close of closers) await close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A raw HTTP/1.1 connection: what it has received so far, and a wait for a pattern in it (or for its end). */
function rawConnection() {
  const socket = connect(Number(url.port), url.hostname);
  let received = '';
  let ended = false;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  socket.on('data', (c: Buffer) => ((received += c.toString()), wake()));
  socket.on('close', () => ((ended = true), wake()));
  socket.on('error', () => undefined);
  const until = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => (done() ? resolve() : waiters.push(check));
      check();
    });
  return {
    socket,
    received: () => received,
    waitFor: (pattern: RegExp) => until(() => pattern.test(received) || ended),
    ended: () => until(() => ended),
  };
}

/** A guest sign-up's answer has arrived (its JSON ends with the new guest's id). */
const answered = /"guest_id":"\w+"\}$/;

const processExit = (c: ChildProcess) =>
  new Promise<number | null>((resolve) => (c.exitCode !== null ? resolve(c.exitCode) : c.on('exit', resolve)));

/** Resolves once the server has printed `pattern` (or has exited: the expectations after it then fail). */
const untilOutput = (pattern: RegExp) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    const check = () => (pattern.test(output) ? resolve() : child.stdout!.once('data', check));
    check();
  });

/**
 * A request on a new connection: its status line, or null when the connection is refused or reset unanswered (the
 * kernel may complete a TCP handshake the server then never accepts).
 */
async function newConnectionStatus(): Promise<string | null> {
  const c = rawConnection();
  c.socket.write(`GET /api/v1/module HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
  await c.waitFor(/^HTTP\/1\.1 \d+/);
  return /^HTTP\/1\.1 (\d+)/.exec(c.received())?.[1] ?? null;
}

describe('stopping the server (SIGINT twice, as Ctrl-C on `npm start`)', () => {
  it('finishes the requests in flight with 200, ends idle connections, refuses new ones, then exits 0', async () => {
    const body = '{}';
    // 6 guest sign-ups whose bodies are not sent yet: the server answered "100 Continue", so each is in its hands
    const inFlight = Array.from({ length: 6 }, () => rawConnection());
    for (const c of inFlight)
      c.socket.write(
        `POST /api/v1/auth/guest/request HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
      );
    await Promise.all(inFlight.map((c) => c.waitFor(/^HTTP\/1\.1 100 Continue/)));
    // a keep-alive connection that has had its answer and sits idle
    const idle = rawConnection();
    idle.socket.write(
      `POST /api/v1/auth/guest/request HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body}`,
    );
    await idle.waitFor(answered);
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);

    child.kill('SIGINT');
    child.kill('SIGINT');
    await untilOutput(/no new connections, finishing the requests in flight/);
    expect(output).toMatch(
      /^server: SIGINT: stopping\nserver: no new connections, finishing the requests in flight …\n/,
    );
    // refused (or, had it slipped in before the server stopped listening, answered and closed)
    expect([null, '200']).toContain(await newConnectionStatus());
    await idle.ended();

    for (const c of inFlight) c.socket.write(body);
    await Promise.all(inFlight.map((c) => c.waitFor(answered)));
    expect(inFlight.map((c) => c.received())).toEqual(
      Array(6).fill(
        expect.stringMatching(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 OK\r\n[\s\S]*"guest_id":"\w+"\}$/),
      ),
    );
    expect(await processExit(child)).toBe(0);
    expect(output).toMatch(/stopped\n$/);
    expect(output).not.toMatch(/pool/);
  });
});
