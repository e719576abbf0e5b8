// The embedded server for a benchmark (bench/api.ts, bench/web.mjs): a free port, and the production server
// (server/main.ts, no rate limit, no request log) on a data directory of its own, started and waited for.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server on `port` with `dataDir` (emptied first unless `keepData`; migrated and seeded by the server) and
 * resolves once GET /api/v1/config answers and all its `processes` (WEB_CONCURRENCY in `env`) have said they listen;
 * throws when it exits or is not up within 120 s. `sourceRoot`: the checkout whose `server/main.ts` runs (default this
 * one; bench:web's baseline runs its ref's own).
 */
export async function startServer({
  port,
  dataDir,
  keepData = false,
  env = {},
  stdout = 'inherit',
  processes = 1,
  sourceRoot = root,
}) {
  if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  // BENCH_NODE_ARGS: node flags for the server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` (see bench/README.md)
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: sourceRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_REQUESTS: '0',
      NODE_ENV: 'production',
    },
  });
  let listening = 0;
  child.stdout.on('data', (chunk) => {
    if (stdout === 'inherit') process.stdout.write(chunk);
    listening += String(chunk).match(/^storefront on /gm)?.length ?? 0;
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if (listening >= processes && (await fetch(`http://127.0.0.1:${port}/api/v1/config`)).ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start within 120 s');
}
