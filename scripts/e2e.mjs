// `npm run test:e2e [-- <playwright args>]`: builds the SPA when its sources changed, then runs Playwright in
// Debian's Chromium. Arguments are passed on as given (e.g. `-g "logs out"` keeps its spaces).
// For test/e2e/cross-origin.spec.ts it also builds the SPA a second time with VITE_API_BASE_URL pointing at an API
// on another origin (E2E_PORT + 10; the SPA itself is served on E2E_PORT + 20): the production layout of a SPA on a
// CDN and its API elsewhere. That build is made when the whole suite runs or when the arguments name that spec.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

const args = process.argv.slice(2);
const port = Number(process.env.E2E_PORT ?? 4173);
const dist = process.env.E2E_DIST ?? 'dist';
// E2E_PORT / E2E_DIST let several e2e runs (e.g. parallel developers) use their own port and build.
const staticDir = buildIfStale(dist);

const specsNamed = args.some((a) => /\.spec\.ts$|^test\/e2e/.test(a));
const wantsCrossOrigin = !specsNamed || args.some((a) => a.includes('cross-origin'));
const env = { ...process.env, STATIC_DIR: staticDir };
if (wantsCrossOrigin) {
  // The API origin is baked into the build: rebuild when it differs from the one the build was made for.
  const apiBaseUrl = `http://127.0.0.1:${port + 10}`;
  const crossDist = `${dist.replace(/\/$/, '')}-cross-origin`;
  const stamp = join(root, crossDist, '.api-base-url');
  const force = !existsSync(stamp) || readFileSync(stamp, 'utf8') !== apiBaseUrl;
  process.env.VITE_API_BASE_URL = apiBaseUrl;
  env.E2E_CROSS_ORIGIN_DIST = buildIfStale(crossDist, { force });
  delete process.env.VITE_API_BASE_URL;
  writeFileSync(stamp, apiBaseUrl);
}
const run = spawnSync('npx', ['playwright', 'test', ...args], { cwd: root, stdio: 'inherit', env });
process.exit(run.status ?? 1);
