// `npm run bench:chat` — the chat's live stream under load (numbers, not a test: it prints the
// figures beside the targets and exits 0 whatever they are).
//
// 1. Starts the embedded server (bench/server.mjs: a fresh data directory, or BENCH_DATABASE_URL's PostgreSQL) and
//    signs up BENCH_CHAT_CUSTOMERS customers (their phones verified with the demo's fixed code).
// 2. Opens BENCH_CHAT_STREAMS live streams (GET /api/v1/customer/message/stream), spread over the customers, and
//    reads the server's resident memory (/proc/<pid>/status VmRSS) before and after: target ≤ 60 MB for 500 streams.
// 3. Sends BENCH_CHAT_RATE messages a second for BENCH_CHAT_SECONDS (each customer to a demo delivery man, at most
//    20 a minute each, the server's own limit) and times each from the send to its event on one of the sender's
//    streams: target p99 ≤ 100 ms at 50 messages/s.
// 4. With BENCH_DATABASE_URL, starts a second server process on the same PostgreSQL, holds the streams there and
//    sends through the first: a message must cross processes (LISTEN/NOTIFY), timed the same way.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseSseFrames } from '../src/api/chat.ts';
import { projectRoot } from '../server/env.ts';
import { freePort, startServer } from './server.mjs';

const env = process.env;
const STREAMS = Number(env.BENCH_CHAT_STREAMS ?? 500);
const CUSTOMERS = Number(env.BENCH_CHAT_CUSTOMERS ?? 50);
const RATE = Number(env.BENCH_CHAT_RATE ?? 50);
const SECONDS = Number(env.BENCH_CHAT_SECONDS ?? 10);
const databaseUrl = env.BENCH_DATABASE_URL;

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function signUp(base: string, i: number) {
  const tag = `${Date.now().toString(36)}${i}`;
  const res = await fetch(`${base}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      name: `Bench ${tag}`,
      email: `bench-${tag}@example.test`,
      phone: `+88017${String(10_000_000 + i * 7919 + (Date.now() % 1000)).slice(-8)}`,
      password: 'bench-password',
      confirm_password: 'bench-password',
    }),
  });
  const body = (await res.json()) as { token?: string | null; phone?: string };
  if (body.token) return body.token;
  // the phone is verified with the demo's fixed code (the bench server runs in demo mode)
  const verify = await fetch(`${base}/api/v1/auth/verify-phone`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ otp: '123456', verification_type: 'phone', phone: body.phone, login_type: 'manual' }),
  });
  const verified = (await verify.json()) as { token?: string | null };
  if (!verify.ok || !verified.token)
    throw new Error(`sign-up and verify-phone answered ${res.status}/${verify.status} without a token`);
  return verified.token;
}

interface Stream {
  customer: number;
  close(): void;
}

/** Opens a stream for `token` and calls `onMessage(messageId)` for each message event. */
async function openStream(base: string, token: string, customer: number, onMessage: (id: number) => void) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v1/customer/message/stream`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        const parsed = parseSseFrames(buffer + decoder.decode(chunk, { stream: true }));
        buffer = parsed.rest;
        for (const e of parsed.events) {
          const id = (e.data as { message?: { id?: number } } | null)?.message?.id;
          if (e.type === 'message' && typeof id === 'number') onMessage(id);
        }
      }
    } catch {
      // closed
    }
  })();
  return { customer, close: () => controller.abort() } satisfies Stream;
}

/** Sends RATE messages a second for SECONDS through `sendBase`, timed to their arrival on the streams. */
async function measureDelivery(sendBase: string, tokens: string[], arrivals: Map<number, number>) {
  const latencies: number[] = [];
  const refusals = new Map<number, number>();
  let failed = 0;
  const pending: Promise<void>[] = [];
  const total = RATE * SECONDS;
  const started = performance.now();
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const token = tokens[n % tokens.length]!;
    pending.push(
      (async () => {
        const sentAt = performance.now();
        const form = new FormData();
        form.append('message', `bench ${n}`);
        form.append('receiver_type', 'delivery_man');
        form.append('receiver_id', String((n % 3) + 1));
        const res = await fetch(`${sendBase}/api/v1/customer/message/send`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `bench-${started}-${n}` },
          body: form,
        });
        if (!res.ok) {
          refusals.set(res.status, (refusals.get(res.status) ?? 0) + 1);
          return void (failed += 1);
        }
        const id = ((await res.json()) as { messages: { id: number; message: string }[] }).messages.find(
          (m) => m.message === `bench ${n}`,
        )?.id;
        if (id === undefined) return void (failed += 1);
        const deadline = sentAt + 5_000;
        while (!arrivals.has(id) && performance.now() < deadline) await sleep(2);
        if (arrivals.has(id)) latencies.push(arrivals.get(id)! - sentAt);
        else failed += 1;
      })(),
    );
  }
  await Promise.all(pending);
  const sorted = latencies.sort((a, b) => a - b);
  if (refusals.size) console.log('refused sends by status:', Object.fromEntries(refusals));
  return { sent: total, delivered: sorted.length, failed, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
}

async function main() {
  const port = await freePort();
  // demo mode for its fixed verification code; messages go to delivery men, whom the demo never answers
  const serverEnv: Record<string, string> = { DEMO_MODE: '1', SEED_DEMO_ACCOUNTS: '0', DEMO_ORDER_STEP_SECONDS: '0' };
  if (databaseUrl) serverEnv.DATABASE_URL = databaseUrl;
  const a = await startServer({ port, dataDir: join(projectRoot, '.test-results/bench-chat-db'), env: serverEnv });
  const base = `http://127.0.0.1:${port}`;
  const children = [a];
  try {
    const tokens: string[] = [];
    for (let i = 0; i < CUSTOMERS; i++) tokens.push(await signUp(base, i));
    await sleep(1000);
    const before = rssMb(a.pid!);
    const arrivals = new Map<number, number>();
    const onMessage = (id: number) => {
      if (!arrivals.has(id)) arrivals.set(id, performance.now());
    };
    const streams: Stream[] = [];
    for (let i = 0; i < STREAMS; i++)
      streams.push(await openStream(base, tokens[i % CUSTOMERS]!, i % CUSTOMERS, onMessage));
    await sleep(2000);
    const after = rssMb(a.pid!);
    const one = await measureDelivery(base, tokens, arrivals);
    const rows: string[][] = [
      [
        'open streams, extra memory',
        `${STREAMS} streams: ${(after - before).toFixed(1)} MB (${before.toFixed(0)} → ${after.toFixed(0)} MB)`,
        '≤ 60 MB for 500',
      ],
      [
        'send → delivery, one process',
        `${one.delivered}/${one.sent} at ${RATE}/s: p50 ${one.p50.toFixed(1)} ms, p99 ${one.p99.toFixed(1)} ms${one.failed ? `, ${one.failed} failed` : ''}`,
        'p99 ≤ 100 ms at 50/s',
      ],
    ];
    streams.forEach((s) => s.close());
    if (databaseUrl) {
      const portB = await freePort();
      const b = await startServer({
        port: portB,
        dataDir: join(projectRoot, '.test-results/bench-chat-db-b'),
        env: serverEnv,
      });
      children.push(b);
      const baseB = `http://127.0.0.1:${portB}`;
      const crossArrivals = new Map<number, number>();
      const held: Stream[] = [];
      for (let i = 0; i < CUSTOMERS; i++)
        held.push(
          await openStream(
            baseB,
            tokens[i]!,
            i,
            (id) => void (crossArrivals.has(id) || crossArrivals.set(id, performance.now())),
          ),
        );
      await sleep(1000);
      // each customer's 20-a-minute limit: wait for the first run's minute to pass
      await sleep(Math.max(0, 61_000 - SECONDS * 1000));
      const cross = await measureDelivery(base, tokens, crossArrivals);
      rows.push([
        'send (process 1) → delivery (process 2), PostgreSQL',
        `${cross.delivered}/${cross.sent}: p50 ${cross.p50.toFixed(1)} ms, p99 ${cross.p99.toFixed(1)} ms${cross.failed ? `, ${cross.failed} failed` : ''}`,
        'every message delivered',
      ]);
      held.forEach((s) => s.close());
    }
    const [l1, l5] = loadavg();
    console.log(
      `\nchat bench (${databaseUrl ? 'PostgreSQL' : 'PGlite'}), load average ${l1!.toFixed(1)} / ${l5!.toFixed(1)}`,
    );
    const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => r[c]!.length)));
    for (const r of [['what', 'measured', 'target'], ...rows])
      console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '));
  } finally {
    for (const c of children) c.kill('SIGTERM');
  }
}

await main();
process.exit(0);
