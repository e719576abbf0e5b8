// Builds the SPA (and its server entry, `<distDir>/.ssr/`) into `distDir` when it is missing or older than its sources (src, machines, domain, public, index.html,
// the Vite config and plugins, package-lock.json), and says which it did. A changed VITE_* variable is not seen:
// `npm start -- --build` (force) rebuilds.
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

/** The server entry and where its build goes inside the browser's (never served: server/static.ts). */
export const SSR_ENTRY = 'src/app/entry-server.tsx';
export const SSR_DIR = '.ssr';

export function buildIfStale(distDir = 'dist', { force = false } = {}) {
  const built = resolve(root, distDir, 'index.html');
  // the Vite plugins (scripts/vite-*.mjs) shape the build too
  const files = [
    'index.html',
    'vite.config.ts',
    'package-lock.json',
    ...readdirSync(join(root, 'scripts'))
      .filter((f) => /^vite-.*\.(mjs|ts)$/.test(f))
      .map((f) => `scripts/${f}`),
  ]
    .map((f) => join(root, f))
    .filter(existsSync);
  const stale =
    force ||
    !existsSync(built) ||
    !existsSync(resolve(root, distDir, '.vite/manifest.json')) ||
    !existsSync(resolve(root, distDir, SSR_DIR, 'entry-server.js')) ||
    Math.max(
      newest(join(root, 'src')),
      newest(join(root, 'machines')),
      newest(join(root, 'domain')),
      ...(existsSync(join(root, 'public')) ? [newest(join(root, 'public'))] : []), // copied into the build as is
      ...files.map((f) => statSync(f).mtimeMs),
    ) > statSync(built).mtimeMs;
  if (stale) {
    const started = Date.now();
    console.log(
      `build: ${existsSync(built) ? 'the sources changed since the last build' : 'no build yet'}: building the SPA into ${distDir}/ (about a minute on a 2-core machine; later starts reuse it) …`,
    );
    execSync(`npx vite build --outDir ${distDir} --emptyOutDir`, { cwd: root, stdio: 'inherit' });
    // the server entry, next to the browser's files (server/render.ts renders pages with it)
    execSync(`npx vite build --ssr ${SSR_ENTRY} --outDir ${distDir}/${SSR_DIR}`, { cwd: root, stdio: 'inherit' });
    console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else console.log(`build: ${distDir}/ is up to date with the sources, reused`);
  return resolve(root, distDir);
}
