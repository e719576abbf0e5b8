// `npm run dev`: the embedded API on API_PORT (3001) and Vite with HMR on PORT (5173), proxying /api and /media. The
// API runs the demo shop (DEMO_MODE=1) with the demo control endpoint on (DEMO_CONTROL=1), unless either is set: the
// configuration table (docs/configuration.md) says so.
import { spawn } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';
const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: apiPort,
    DEMO_CONTROL: process.env.DEMO_CONTROL ?? '1',
    DEMO_MODE: process.env.DEMO_MODE ?? '1',
  },
});
const web = spawn('npx', ['vite'], { cwd: root, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } });
const stop = () => {
  api.kill('SIGTERM');
  web.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
web.on('exit', stop);
