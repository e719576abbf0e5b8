import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Server configuration from the environment (documented in the README). */
export interface ServerEnv {
  port: number;
  host: string;
  /** PGlite data directory; ignored when databaseUrl is set. */
  dataDir: string;
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** Requests per minute per user or IP; 0 turns the limiter off. */
  rateLimitPerMinute: number;
  /** Directory of the built SPA served next to the API. */
  staticDir: string;
  /** Public origin the server is reached at (payment page callback links). */
  publicUrl?: string;
  logRequests: boolean;
  /**
   * DEMO_MODE=1: the demo shop (`npm start`, `npm run dev`): the fixed OTP, `demo_otp` in the config, the demo
   * identity provider. Off by default: codes are random and go through the gateway, the demo services answer 404.
   */
  demoMode: boolean;
  /** DEMO_CONTROL=1: the demo control operations (switch config flags for tests and dev) are enabled. */
  demoControl: boolean;
  /** Seconds public catalogue reads are served from memory (RESPONSE_CACHE_SECONDS, default 5; 0 = off). */
  responseCacheSeconds: number;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? join(projectRoot, '.data/pglite')),
    databaseUrl: env.DATABASE_URL || undefined,
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 600),
    staticDir: resolve(env.STATIC_DIR ?? join(projectRoot, 'dist')),
    publicUrl: env.PUBLIC_URL || undefined,
    logRequests: env.LOG_REQUESTS !== '0',
    demoMode: env.DEMO_MODE === '1',
    demoControl: env.DEMO_CONTROL === '1',
    responseCacheSeconds: Number(env.RESPONSE_CACHE_SECONDS ?? 5),
  };
}
