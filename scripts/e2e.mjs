// `npm run test:e2e [-- <playwright args>]`: builds the SPA when its sources changed, then runs Playwright in
// Debian's Chromium. Arguments are passed on as given (e.g. `-g "logs out"` keeps its spaces).
import { spawnSync } from 'node:child_process';
import { buildIfStale, root } from './build-if-stale.mjs';

// E2E_PORT / E2E_DIST let several e2e runs (e.g. parallel developers) use their own port and build.
const staticDir = buildIfStale(process.env.E2E_DIST ?? 'dist');
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STATIC_DIR: staticDir },
});
process.exit(run.status ?? 1);
