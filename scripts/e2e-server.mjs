// The server the e2e suite runs against: the built SPA + embedded API on a fresh data directory. The rate limit is
// RATE_LIMIT_PER_MINUTE as given; E2E_DEFAULT_LIMITS=1 runs the server's default (whatever the shell has set).
// SEED_SNAPSHOT_DIR (set by scripts/e2e.mjs) holds the seeded snapshot the server loads into its new data directory.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(root, `.test-results/e2e-db-${process.env.PORT ?? 4173}`);
rmSync(dataDir, { recursive: true, force: true });
// The demo's orders stay where a test put them (a spec that follows the progression sets its own step).
const env = {
  DEMO_ORDER_STEP_SECONDS: '0',
  ...process.env,
  DATA_DIR: dataDir,
  DEMO_CONTROL: '1',
  DEMO_MODE: '1',
  LOG_REQUESTS: '0',
};
if (process.env.E2E_DEFAULT_LIMITS === '1') delete env.RATE_LIMIT_PER_MINUTE;
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit', env });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
