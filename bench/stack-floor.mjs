#!/usr/bin/env node
// npm run bench:floor — the first-load JavaScript of the smallest app on the client's fixed stack
// (bench/stack-floor/app.tsx: React and React DOM hydrating, React Router's data router, TanStack Query's hydration,
// styled-components), built as the storefront is built (Vite, React Router's production build), gzip level 9 as
// scripts/bundle-budget.mjs counts. What is left of a route's budget under the first-load ceilings is what the app
// itself may add. A measurement, not a test: it prints and exits 0.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { CEILING_FRONT, CEILING_OTHER } from '../scripts/bundle-budget.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const fromRoot = (path) => join(root, path);
const outDir = mkdtempSync(join(tmpdir(), 'stack-floor-'));
try {
  await build({
    configFile: false,
    logLevel: 'error',
    root: join(here, 'stack-floor'),
    resolve: {
      // as vite.config.ts: React Router's production build
      alias: [
        { find: /^react-router$/, replacement: fromRoot('node_modules/react-router/dist/production/index.mjs') },
        {
          find: /^react-router\/dom$/,
          replacement: fromRoot('node_modules/react-router/dist/production/dom-export.mjs'),
        },
      ],
    },
    build: { outDir, emptyOutDir: true, rolldownOptions: { input: join(here, 'stack-floor/app.tsx') } },
  });
  const assets = join(outDir, 'assets');
  const files = readdirSync(assets).filter((f) => f.startsWith('app-') && f.endsWith('.js'));
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
  const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
  console.log(`the fixed stack's floor: ${kb(bytes)} gzip (${bytes} B, ${files.join(', ')})`);
  console.log(`left for the app under 140 KiB (/, /home): ${kb(CEILING_FRONT - bytes)}`);
  console.log(`left for the app under 170 KiB (every other public page): ${kb(CEILING_OTHER - bytes)}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
