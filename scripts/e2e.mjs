// `npm run test:e2e [-- <playwright args>]`: builds the SPA when its sources changed, then runs Playwright in
// Debian's Chromium. Arguments are passed on as given (e.g. `-g "logs out"` keeps its spaces).
// One build serves every project: test/e2e/cross-origin.spec.ts gets the same files on another origin (E2E_PORT + 20,
// scripts/e2e-static.mjs), told by a `<meta name="api-base-url">` in index.html to call an API on a third one
// (E2E_PORT + 10): the production layout of a SPA on a CDN and its API elsewhere. `npm run test:budget` checks that
// same build (E2E_DIST) when it runs first.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

const args = process.argv.slice(2);
// E2E_PORT / E2E_DIST let several e2e runs (e.g. parallel developers) use their own port and build.
const dist = process.env.E2E_DIST ?? 'dist';
// The cross-origin and default-limits servers start for the whole suite or when the arguments name their spec
// (playwright.config.ts).
const specsNamed = args.some((a) => /\.spec\.ts$|^test\/e2e/.test(a));
const crossOrigin = !specsNamed || args.some((a) => a.includes('cross-origin'));
const defaultLimits = !specsNamed || args.some((a) => a.includes('default-limits'));
const staticDir = buildIfStale(dist);
// The seeded snapshot of the current database sources (server/db/snapshot.ts, made when missing, in .test-results):
// every e2e server loads it into its fresh data directory instead of running initdb, the migrations and the seeds.
const snapshotDir = join(root, '.test-results/seed-snapshots');
const snapshot = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '-e',
    `import('./server/db/snapshot.ts').then((m) => m.ensureSnapshot(true, ${JSON.stringify(snapshotDir)}))`,
  ],
  { cwd: root, stdio: 'inherit' },
);
if (snapshot.status !== 0) process.exit(snapshot.status ?? 1);
const run = spawnSync('npx', ['playwright', 'test', ...args], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    STATIC_DIR: staticDir,
    SEED_SNAPSHOT_DIR: snapshotDir,
    E2E_CROSS_ORIGIN: crossOrigin ? '1' : '0',
    E2E_LIMITED_SERVER: defaultLimits ? '1' : '0',
  },
});
process.exit(run.status ?? 1);
