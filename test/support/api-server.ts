// Runs the real embedded API on an ephemeral port over a fresh copy of the template database.
// `call(operationId, …)` sends a request, validates the response against the contract and records the hit
// (operation + status) for the operation-coverage check.
import type { Socket } from 'node:net';
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import type { Database } from '../../server/db/client.ts';
import { projectRoot, readEnv, type ServerEnv } from '../../server/env.ts';
import { patchConfig, type BusinessConfig } from '../../server/lib/config/business-config.ts';
import { assertResponseMatches, operation } from './contract-validator.ts';
import { openPostgresTestDatabase, openTestDatabase } from './template-db.ts';

const hitsDir = join(projectRoot, '.test-results/api-hits');
const hitsFile = join(hitsDir, `${process.pid}-${Math.random().toString(36).slice(2)}.jsonl`);

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  /** JSON body, or FormData for multipart. */
  body?: unknown;
  /** A raw body string with its content type (fuzzing). */
  raw?: { contentType: string; data: string };
  token?: string;
  /** Send 6amMart's module/zone headers (defaults: none). */
  zoneId?: string;
  moduleId?: number | string;
  /** Skip response validation (fuzz tests validate separately). */
  validate?: boolean;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  /** The server's environment, read by its handlers on every request (a test may switch demoMode). */
  env: ServerEnv;
  /** PostgreSQL copies carry their connection URL (the concurrency suite starts API processes on it). */
  database: Database & { url?: string };
  clock: { now: Date | null };
  call<T = any>(operationId: string, options?: CallOptions): Promise<CallResult<T>>;
  setConfig(patch: Partial<BusinessConfig> | Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

/** Which backend this test project runs on: PGlite (`server`) or PostgreSQL (`server-pg`). */
export const testBackend: 'pglite' | 'postgres' = inject('postgres') ? 'postgres' : 'pglite';

/** A fresh copy of the migrated + seeded template on this project's backend (PostgreSQL ones carry their URL). */
export async function openFreshDatabase(): Promise<Database & { url?: string }> {
  const postgres = inject('postgres');
  return postgres
    ? openPostgresTestDatabase(postgres.adminUrl, postgres.template)
    : openTestDatabase(inject('templateDb'));
}

export async function startTestServer(options: { env?: Partial<ServerEnv> } = {}): Promise<TestServer> {
  const database = await openFreshDatabase();
  const clock: { now: Date | null } = { now: null };
  const env: ServerEnv = {
    ...readEnv({}),
    logRequests: false,
    demoMode: true, // the demo shop, as the suites were written for; demo.test.ts covers DEMO_MODE off
    demoOrderStepSeconds: 0, // orders stay where a test puts them (notifications.test.ts moves them itself)
    rateLimitPerMinute: 0,
    authRateLimitPerMinute: 0,
    responseCacheSeconds: 0,
    ...options.env,
  };
  const app = await buildApp({ database, env, now: () => clock.now ?? new Date() });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // The served origin is known once listening: media and payment URLs point at it (unless a test sets PUBLIC_URL).
  if (!options.env?.publicUrl) env.publicUrl = address;
  mkdirSync(hitsDir, { recursive: true });

  async function call<T>(operationId: string, options: CallOptions = {}): Promise<CallResult<T>> {
    const op = operation(operationId);
    let path = op.path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(String(options.params?.[name] ?? '')));
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(options.query ?? {}))
      if (v !== undefined && v !== null) query.set(k, String(v));
    if ([...query].length) path += `?${query}`;
    const headers: Record<string, string> = { 'X-localization': 'en', Accept: 'application/json', ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.zoneId !== undefined) headers.zoneId = options.zoneId;
    if (options.moduleId !== undefined) headers.moduleId = String(options.moduleId);
    let body: BodyInit | undefined;
    if (options.raw) {
      headers['Content-Type'] = options.raw.contentType;
      body = options.raw.data;
    } else if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const res = await fetch(address + path, { method: op.method.toUpperCase(), headers, body, redirect: 'manual' });
    const type = res.headers.get('content-type');
    const text = await res.text();
    const parsed = type?.includes('json') && text ? JSON.parse(text) : text;
    mkdirSync(hitsDir, { recursive: true }); // a concurrent run's global setup may have removed it
    appendFileSync(hitsFile, JSON.stringify({ operationId, status: res.status }) + '\n');
    if (options.validate !== false) assertResponseMatches(operationId, res.status, type, parsed);
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  return {
    url: address,
    app,
    env,
    database,
    clock,
    call,
    setConfig: async (patch) => {
      await patchConfig(database.db, patch as Partial<BusinessConfig>);
    },
    close: async () => {
      // Nothing is in flight when a file ends. A connection that sends no request (one opens as the close begins in
      // the chat stream tests) is neither idle nor busy to Node: `app.close()` alone waits for its headers timeout
      // (70 s per file). So every connection is ended, and any that opens while the close runs.
      app.server.on('connection', (socket: Socket) => socket.destroy());
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await database.close();
    },
  };
}
