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
// E2E_PORT / E2E_DIST let several e2e runs (e.g. parallel developers) use their own port and build.
const distDir = process.env.E2E_DIST ?? 'dist';
const built = join(root, distDir, 'index.html');
const stale =
  !existsSync(built) ||
  Math.max(newest(join(root, 'src')), newest(join(root, 'machines')), statSync(join(root, 'index.html')).mtimeMs) >
    statSync(built).mtimeMs;
if (stale) execSync(`npx vite build --outDir ${distDir} --emptyOutDir`, { cwd: root, stdio: 'inherit' });
execSync(`npx playwright test ${process.argv.slice(2).join(' ')}`, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STATIC_DIR: join(root, distDir) },
});
