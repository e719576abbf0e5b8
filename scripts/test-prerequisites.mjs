// What `npm test` (scripts/test-all.mjs) needs from the machine before it runs anything, and the throw-away PostgreSQL
// cluster it starts itself: the steps it is asked for decide. `test:unit` runs the server-pg project, which needs a
// PostgreSQL server: TEST_DATABASE_URL when it is set, otherwise a cluster of Debian's `postgresql` package
// (scripts/test-postgres.sh) on a free port in a temp directory, stopped and removed when the run ends however it
// ends. `test:e2e` and `test:layout` drive Debian's Chromium (CHROMIUM_PATH, /usr/bin/chromium: playwright.config.ts).
// A machine that lacks one is told in one line what to install, before any step runs.
//
// `node scripts/test-prerequisites.mjs` prints the Debian packages the whole suite lacks on this machine, space-separated
// (nothing when none): what `.ci/run` installs before `npm ci`.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The steps that drive Chromium. */
const BROWSER_STEPS = ['test:e2e', 'test:layout'];
/** The Debian package that brings each prerequisite. */
const PACKAGES = { postgres: 'postgresql', chromium: 'chromium' };
const WHY = { postgres: 'PostgreSQL (for the server-pg tests)', chromium: 'Chromium (for the browser tests)' };

/**
 * What the run of `steps` needs from the machine: its own PostgreSQL cluster when `test:unit` runs and the
 * environment names no server (TEST_DATABASE_URL), Chromium when a browser step runs.
 * @param {string[]} steps the steps that will run
 * @param {Record<string, string | undefined>} env
 */
export function needsOf(steps, env) {
  return {
    postgres: steps.includes('test:unit') && !env.TEST_DATABASE_URL,
    chromium: steps.some((step) => BROWSER_STEPS.includes(step)),
  };
}

/** @typedef {{ postgres: boolean, chromium: boolean }} Prerequisites */

/** What a run needs and the machine has not. @param {Prerequisites} needs @param {Prerequisites} has */
const lacking = (needs, has) => /** @type {const} */ (['postgres', 'chromium']).filter((w) => needs[w] && !has[w]);

/**
 * The Debian packages to install for what a run needs and the machine has not.
 * @param {Prerequisites} needs
 * @param {Prerequisites} has
 */
export const missingPackages = (needs, has) => lacking(needs, has).map((what) => PACKAGES[what]);

/**
 * The one line that says what to install, or undefined when the machine has what the run needs.
 * @param {Prerequisites} needs
 * @param {Prerequisites} has
 */
export function missingLine(needs, has) {
  const missing = lacking(needs, has);
  if (!missing.length) return undefined;
  const what = missing.map((m) => WHY[m]).join(' and ');
  const install = `apt-get install -y ${missingPackages(needs, has).join(' ')}`;
  const orUrl = needs.postgres && !has.postgres ? ' (or set TEST_DATABASE_URL to a PostgreSQL server)' : '';
  return `npm test needs ${what}, which this machine lacks: ${install}${orUrl}`;
}

/**
 * Whether a PostgreSQL server binary is installed under `libDir` (Debian's layout, `<version>/bin/postgres`; the
 * client package alone also makes `<version>/bin`).
 */
export function hasPostgresServer(libDir = '/usr/lib/postgresql') {
  if (!existsSync(libDir)) return false;
  return readdirSync(libDir).some((version) => existsSync(join(libDir, version, 'bin', 'postgres')));
}

/** Whether `path` is an executable file. */
export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** What this machine has: root cannot run postgres, so as root the `postgres` user must exist too. */
export function machineHas(env = process.env) {
  const asRoot = process.getuid?.() === 0;
  return {
    postgres: hasPostgresServer() && (!asRoot || spawnSync('id', ['postgres'], { stdio: 'ignore' }).status === 0),
    chromium: isExecutable(env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
  };
}

const script = join(dirname(fileURLToPath(import.meta.url)), 'test-postgres.sh');

/**
 * Starts a throw-away cluster (scripts/test-postgres.sh) in a new temp directory on `port`; returns its URL and
 * `stop()`, which stops it and removes the directory (synchronous: it runs in an `exit` handler too; a second call
 * does nothing). A cluster that fails to start is removed before this throws.
 * @param {number} port
 */
export function startCluster(port) {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-test-pg-'));
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    spawnSync(script, ['stop', dir], { stdio: ['ignore', 'ignore', 'ignore'] });
    rmSync(dir, { recursive: true, force: true });
  };
  const started = spawnSync(script, ['start', dir, String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (started.status !== 0) {
    const logs = ['initdb.log', 'server.log']
      .map((log) => join(dir, log))
      .filter((log) => existsSync(log))
      .map((log) => readFileSync(log, 'utf8').trim().split('\n').slice(-5).join('\n'));
    stop();
    throw new Error(`PostgreSQL did not start: ${[started.stderr.trim(), ...logs].filter(Boolean).join('\n')}`);
  }
  return { url: started.stdout.trim(), dir, stop };
}

/** The steps of the whole suite that ask something of the machine (the others need Node alone). */
const SUITE_NEEDS = ['test:unit', ...BROWSER_STEPS];
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  console.log(missingPackages(needsOf(SUITE_NEEDS, process.env), machineHas()).join(' '));
