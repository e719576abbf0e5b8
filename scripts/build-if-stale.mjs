// Builds the SPA into `distDir` when it is missing or older than its sources (src, machines, index.html).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((m, e) => {
    const p = join(dir, e.name);
    return Math.max(m, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }, 0);

export function buildIfStale(distDir = 'dist', { force = false } = {}) {
  const built = join(root, distDir, 'index.html');
  const stale =
    force ||
    !existsSync(built) ||
    Math.max(newest(join(root, 'src')), newest(join(root, 'machines')), statSync(join(root, 'index.html')).mtimeMs) >
      statSync(built).mtimeMs;
  if (stale) execSync(`npx vite build --outDir ${distDir} --emptyOutDir`, { cwd: root, stdio: 'inherit' });
  return join(root, distDir);
}
