// The general per-minute limit, the per-IP limit on sign-in attempts and the per-account lock after wrong passwords
// hold across API processes (WEB_CONCURRENCY, several machines): all are counted in the shared PostgreSQL database,
// not in a process's memory. Two `server/main.ts` processes with RATE_LIMIT_PER_MINUTE=30 and
// AUTH_RATE_LIMIT_PER_MINUTE=6 share one database.
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../server/db/seed/customers.ts';
import { startApiProcess } from '../support/api-process.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';

const LIMIT = 6;
const GENERAL_LIMIT = 30;
let server: TestServer;
const children: ChildProcess[] = [];
let urls: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  if (!server.database.url) throw new Error('the cross-process suite runs on PostgreSQL only');
  const env = { RATE_LIMIT_PER_MINUTE: String(GENERAL_LIMIT), AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) };
  urls = await Promise.all([
    startApiProcess(server.database.url, env, children),
    startApiProcess(server.database.url, env, children),
  ]);
}, 300_000); // two API processes start slowly on a busy machine

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await server?.close();
});

/** A GET of `path` sent from `from` to process `i`: its status and Retry-After. */
function get(i: number, from: string, path: string) {
  return new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
    const req = request(new URL(path, urls[i % urls.length]), { localAddress: from }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'] }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A sign-in attempt sent from `from` (a loopback address of its own: its own per-IP budget) to process `i`. */
function login(i: number, from: string, body: Record<string, string>) {
  const url = new URL('/api/v1/auth/login', urls[i % urls.length]);
  return new Promise<{ status: number; body: { errors?: { code: string; message: string }[] } }>((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', localAddress: from, headers: { 'Content-Type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ login_type: 'manual', ...body }));
  });
}

describe('limits on 2 API processes sharing one PostgreSQL', () => {
  it(`the general limit (${GENERAL_LIMIT} a minute per IP) is one budget across the processes, not one each`, async () => {
    // 3 × the limit, alternating between the processes: each alone would let 30 through (60 in all) if counted in memory
    const answers = [];
    for (let i = 0; i < 3 * GENERAL_LIMIT; i++) answers.push(await get(i, '127.0.0.6', '/api/v1/module'));
    const limited = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(GENERAL_LIMIT);
    expect(limited).toHaveLength(2 * GENERAL_LIMIT);
    // both processes refuse once the shared window is spent, and say when to come back
    expect(answers.slice(-2).map((a) => a.status)).toEqual([429, 429]);
    expect(Number(limited[0]!.retryAfter)).toBeGreaterThan(0);
    expect(Number(limited[0]!.retryAfter)).toBeLessThanOrEqual(60);
    // another address has its own budget
    expect((await get(1, '127.0.0.7', '/api/v1/module')).status).toBe(200);
  });

  it(`the per-IP sign-in limit (${LIMIT} a minute) is one budget across the processes`, async () => {
    const answers = [];
    // 14 attempts, alternating between the processes: each alone would let 6 through (12 in all) if counted in memory
    for (let i = 0; i < 14; i++)
      answers.push(await login(i, '127.0.0.2', { email_or_phone: `nobody-${i}@example.test`, password: 'wrong-pass' }));
    const limited = answers.filter((a) => a.status === 429);
    expect(answers.length - limited.length).toBe(LIMIT);
    expect(limited).toHaveLength(14 - LIMIT);
    expect(limited[0]!.body.errors![0]).toEqual({ code: 'too_many_requests', message: 'Too Many Attempts.' });
    // another address has its own budget
    expect(
      (await login(0, '127.0.0.3', { email_or_phone: 'nobody@example.test', password: 'wrong-pass' })).status,
    ).toBe(401);
  });

  it('the hold after 5 wrong passwords holds that client on the other process, even for the right password', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await login(i, '127.0.0.4', { email_or_phone: DEMO_CUSTOMER.email, password: `wrong-${i}-pass` }));
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
    expect(answers[4]!.body.errors![0]!.message).toBe('Too many failed attempts. Please try again after 60 seconds.');
    // the right password from the same client, on the process that saw only 2 of the 5 wrong ones: still held
    const held = await login(1, '127.0.0.4', { email_or_phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    expect(held.status).toBe(401);
    expect(held.body.errors![0]!.message).toMatch(/^Too many failed attempts\. Please try again after \d+ seconds\.$/);
    // the customer on another connection is not held back by someone else's guesses
    const customer = await login(1, '127.0.0.5', {
      email_or_phone: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    expect(customer.status).toBe(200);
  });
});
