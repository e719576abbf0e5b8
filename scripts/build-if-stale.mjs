// Builds the SPA into `distDir` when it is missing or older than its sources (src, machines, domain, index.html, the Vite
// config, package-lock.json). A changed VITE_* variable is not seen: `npm start -- --build` (force) rebuilds.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((m, e) => {
    const p = join(dir, e.name);
    return Math.max(m, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }, 0);

export function buildIfStale(distDir = 'dist', { force = false } = {}) {
  const built = resolve(root, distDir, 'index.html');
  const files = ['index.html', 'vite.config.ts', 'package-lock.json'].map((f) => join(root, f)).filter(existsSync);
  const stale =
    force ||
    !existsSync(built) ||
    !existsSync(resolve(root, distDir, '.vite/manifest.json')) ||
    Math.max(
      newest(join(root, 'src')),
      newest(join(root, 'machines')),
      newest(join(root, 'domain')),
      ...files.map((f) => statSync(f).mtimeMs),
    ) > statSync(built).mtimeMs;
  if (stale) execSync(`npx vite build --outDir ${distDir} --emptyOutDir`, { cwd: root, stdio: 'inherit' });
  return resolve(root, distDir);
}
