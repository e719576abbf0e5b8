// `npm start`: builds the SPA when it is missing or older than its sources (`--build` forces it), then serves it
// and the embedded API (with demo data) on one port.
import { spawn } from 'node:child_process';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale('dist', { force: process.argv.includes('--build') });
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { HOST: '0.0.0.0', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
