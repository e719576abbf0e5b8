// `npm start`: builds the SPA when it is missing or older than its sources (`--build` forces it), then serves it
// and the embedded API (with demo data) on one port, in demo mode (DEMO_MODE=1), on 127.0.0.1 unless HOST says
// otherwise. WEB_CONCURRENCY (a number or `auto`, with DATABASE_URL) and every other setting pass through the
// environment to server/main.ts; Ctrl-C reaches it twice (the terminal's and this script's), and it stops once.
import { spawn } from 'node:child_process';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale('dist', { force: process.argv.includes('--build') });
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { DEMO_MODE: '1', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
