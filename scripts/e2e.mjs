// `npm run test:e2e`: builds the SPA when its sources changed, then runs Playwright in Debian's Chromium.
import { execSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((m, e) => {
    const p = join(dir, e.name);
    return Math.max(m, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }, 0);
const built = join(root, 'dist/index.html');
const stale =
  !existsSync(built) ||
  Math.max(newest(join(root, 'src')), newest(join(root, 'machines')), statSync(join(root, 'index.html')).mtimeMs) >
    statSync(built).mtimeMs;
if (stale) execSync('npx vite build', { cwd: root, stdio: 'inherit' });
execSync(`npx playwright test ${process.argv.slice(2).join(' ')}`, { cwd: root, stdio: 'inherit' });
