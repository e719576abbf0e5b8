import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import type { DatabaseTimeouts } from './db/db-type.ts';

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Server configuration from the environment (documented in docs/configuration.md). */
export interface ServerEnv {
  port: number;
  host: string;
  /** PGlite data directory; ignored when databaseUrl is set. */
  dataDir: string;
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /**
   * PostgreSQL time-outs (DB_CONNECT_TIMEOUT_MS, default 2000: a connection, or a free one of the pool;
   * DB_STATEMENT_TIMEOUT_MS, default 2000: one statement; DB_IDLE_IN_TRANSACTION_MS, default 5000): a database that
   * is down or stalled answers 503 with Retry-After within about two seconds.
   */
  databaseTimeouts: DatabaseTimeouts;
  /** Hours an Idempotency-Key's answer is kept (IDEMPOTENCY_KEY_HOURS, default 24); older keys are pruned. */
  idempotencyKeyHours: number;
  /**
   * When a customer's bearer token expires: unused for TOKEN_IDLE_DAYS (default 30; each use renews it, as a
   * 6amMart client expects of a token it keeps) or TOKEN_MAX_DAYS after sign-in (default 365, Passport's lifetime).
   */
  tokenDays: { idle: number; max: number };
  /** Requests per minute per user or IP; 0 turns the limiter off. */
  rateLimitPerMinute: number;
  /** Sign-in, code and password-reset attempts per minute per IP, whatever the token (AUTH_RATE_LIMIT_PER_MINUTE,
   * default 30, 0 when RATE_LIMIT_PER_MINUTE is 0); 0 turns it off. */
  authRateLimitPerMinute: number;
  /** Directory of the built SPA served next to the API. */
  staticDir: string;
  /** Public origin the server is reached at (PUBLIC_URL, default http://localhost:PORT): absolute media and payment
   * URLs are built from it, never from the request's Host header. No trailing slash. */
  publicUrl: string;
  /** Origins allowed to call the API from a browser (CORS_ORIGINS, comma-separated; default: the served origin and
   * PUBLIC_URL); `'*'` (only when CORS_ORIGINS=*) allows any origin, without credentials. */
  corsOrigins: string[] | '*';
  /** Origins a payment `callback` may lead back to (PAYMENT_CALLBACK_ORIGINS, comma-separated; default: the CORS
   * origins — the served origin and PUBLIC_URL — or only PUBLIC_URL when CORS_ORIGINS is `*`). */
  paymentCallbackOrigins: string[];
  logRequests: boolean;
  /**
   * Which proxies' X-Forwarded-For the server believes (TRUST_PROXY): unset, none (the client is the peer); a number,
   * that many hops; otherwise comma-separated addresses or CIDR ranges (e.g. `127.0.0.1` for nginx on the machine).
   * Behind a proxy without it, every client has the proxy's address and shares one per-IP limit.
   */
  trustProxy: false | number | string[];
  /**
   * DEMO_MODE=1: the demo shop (`npm start`, `npm run dev`): the fixed OTP, `demo_otp` in the config, the demo
   * identity provider. Off by default: codes are random and go through the gateway, the demo services answer 404.
   */
  demoMode: boolean;
  /** Seed the demo customer accounts (and their orders) into a fresh database: SEED_DEMO_ACCOUNTS=1, or =0 to refuse;
   * unset, they follow DEMO_MODE. */
  seedDemoAccounts: boolean;
  /** Demo mode: seconds between two steps of an order's status (DEMO_ORDER_STEP_SECONDS, default 30; 0: orders stay
   * where they are). */
  demoOrderStepSeconds: number;
  /** DEMO_CONTROL=1: the demo control operations (switch config flags for tests and dev) are enabled. */
  demoControl: boolean;
  /** Seconds public catalogue reads are served from memory (RESPONSE_CACHE_SECONDS, default 5; 0 = off). */
  responseCacheSeconds: number;
  /** Upper bound of the response cache's memory (bodies + keys), in bytes. */
  responseCacheMaxBytes: number;
  /**
   * Seconds a server-rendered page is kept (PAGE_CACHE_SECONDS, default 60, as long as the browser keeps a page's data
   * fresh; 0 = off). Any change to what pages show empties it at once; only what changes with the clock alone (a store
   * opening) waits for it.
   */
  pageCacheSeconds: number;
}

/** An origin without its trailing slash (`http://a.test/` → `http://a.test`). */
const trimOrigin = (url: string) => url.trim().replace(/\/+$/, '');

/** CORS_ORIGINS: `*`, or a comma-separated list; default the served origin (localhost and 127.0.0.1) and PUBLIC_URL. */
export function corsOriginsOf(raw: string | undefined, port: number, publicUrl: string): string[] | '*' {
  if (raw?.trim() === '*') return '*';
  const listed = (raw ?? '').split(',').map(trimOrigin).filter(Boolean);
  const origins = listed.length ? listed : [`http://localhost:${port}`, `http://127.0.0.1:${port}`, publicUrl];
  return [...new Set(origins)];
}

/** PAYMENT_CALLBACK_ORIGINS, or the CORS origins (never `*`: a callback is a redirect, not a read), and PUBLIC_URL. */
export function callbackOriginsOf(raw: string | undefined, cors: string[] | '*', publicUrl: string): string[] {
  const listed = (raw ?? '').split(',').map(trimOrigin).filter(Boolean);
  return [...new Set(listed.length ? listed : [...(cors === '*' ? [] : cors), publicUrl])];
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = Number(env.PORT ?? 3000);
  const publicUrl = trimOrigin(env.PUBLIC_URL || `http://localhost:${port}`);
  const corsOrigins = corsOriginsOf(env.CORS_ORIGINS, port, publicUrl);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? join(projectRoot, '.data/pglite')),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseTimeouts: {
      connectMs: Number(env.DB_CONNECT_TIMEOUT_MS ?? 2000),
      statementMs: Number(env.DB_STATEMENT_TIMEOUT_MS ?? 2000),
      idleInTransactionMs: Number(env.DB_IDLE_IN_TRANSACTION_MS ?? 5000),
    },
    idempotencyKeyHours: Number(env.IDEMPOTENCY_KEY_HOURS ?? 24),
    tokenDays: { idle: Number(env.TOKEN_IDLE_DAYS ?? 30), max: Number(env.TOKEN_MAX_DAYS ?? 365) },
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 600),
    // RATE_LIMIT_PER_MINUTE=0 (limits off, e.g. the e2e suite) turns this one off too unless it is set itself
    authRateLimitPerMinute: Number(env.AUTH_RATE_LIMIT_PER_MINUTE ?? (env.RATE_LIMIT_PER_MINUTE === '0' ? 0 : 30)),
    staticDir: resolve(env.STATIC_DIR ?? join(projectRoot, 'dist')),
    publicUrl,
    corsOrigins,
    paymentCallbackOrigins: callbackOriginsOf(env.PAYMENT_CALLBACK_ORIGINS, corsOrigins, publicUrl),
    logRequests: env.LOG_REQUESTS !== '0',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    demoMode: env.DEMO_MODE === '1',
    seedDemoAccounts: env.SEED_DEMO_ACCOUNTS ? env.SEED_DEMO_ACCOUNTS === '1' : env.DEMO_MODE === '1',
    demoControl: env.DEMO_CONTROL === '1',
    demoOrderStepSeconds: Number(env.DEMO_ORDER_STEP_SECONDS ?? 30),
    responseCacheSeconds: Number(env.RESPONSE_CACHE_SECONDS ?? 5),
    responseCacheMaxBytes: Number(env.RESPONSE_CACHE_MAX_BYTES ?? 32 * 1024 * 1024),
    pageCacheSeconds: Number(env.PAGE_CACHE_SECONDS ?? 60),
  };
}

/** TRUST_PROXY as Fastify's `trustProxy`: unset or empty → false, a whole number → hops, else a list of addresses. */
export function trustProxyOf(raw: string | undefined): false | number | string[] {
  const value = (raw ?? '').trim();
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
