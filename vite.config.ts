import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { flowsPlugins } from './scripts/vite-flows.mjs';
import { i18nAreasPlugin } from './scripts/vite-i18n-areas.mjs';
import { webManifestPlugin } from './scripts/vite-web-manifest.ts';
import { routeModulesPlugin } from './scripts/vite-route-modules.mjs';
import { compileHintsPlugin } from './scripts/vite-compile-hints.ts';
import { aliases, importersOfAliased } from './scripts/vite-aliases.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * styled-components' compiler plugin (docs/architecture.md, "A page request", item 8): each styled component gets an
 * id from its file and its place in it, the same in the server's bundle and the browser's chunks. Without it a
 * component's id is its display name's running count in the order the modules were evaluated, which differs between
 * the server (its route chunks imported as requests come) and the browser: the class names of a server-rendered page
 * then differ from the ones the browser draws (test/e2e/hydration.spec.ts). Babel runs only on the files that import
 * styled-components.
 */
export const styledComponentsIds = (dev: boolean) =>
  babel({
    sourceMap: dev,
    presets: [
      defineRolldownBabelPreset({
        preset: () => ({
          plugins: [
            [
              'babel-plugin-styled-components',
              { ssr: true, displayName: dev, fileName: false, pure: true, transpileTemplateLiterals: false },
            ],
          ],
        }),
        rolldown: { filter: { code: /from ['"]styled-components['"]/ } },
      }),
    ],
  });

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [
    react(),
    styledComponentsIds(command === 'serve'),
    // The flow tools: one inspection hook on every actor, the test plans for the /flows viewer.
    ...flowsPlugins(),
    // Each English catalogue area travels in the chunk of the code that reads it (the first load carries only the
    // texts of the shell and the first page; scripts/vite-i18n-areas.mjs).
    // The server entry (`vite build --ssr`, src/app/entry-server.tsx) loads the whole catalogue instead.
    ...(isSsrBuild ? [] : [i18nAreasPlugin()]),
    // The server entry's route tables name each lazy route's module, which the render lists as a module preload
    // (scripts/vite-route-modules.mjs).
    ...(isSsrBuild ? [routeModulesPlugin()] : []),
    // The first chunk is compiled as it streams in, off the main thread (scripts/vite-compile-hints.ts).
    ...(isSsrBuild ? [] : [compileHintsPlugin()]),
    // /manifest.webmanifest with the theme's colours and the icons of public/icons (scripts/vite-web-manifest.ts).
    ...(isSsrBuild ? [] : [webManifestPlugin()]),
    // Text files are precompressed at build time (`<file>.br`, `<file>.gz`); the server sends them with
    // @fastify/static's `preCompressed` to browsers that accept them. The originals stay for those that do not.
    ...(isSsrBuild
      ? []
      : [
          compression({
            include: /\.(js|css|html|svg|json)$/,
            exclude: /\.vite\//,
            threshold: 1024,
            algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
          }),
        ]),
  ],
  // the packages swapped for the app's own or production code, as in the tests (scripts/vite-aliases.ts)
  resolve: { alias: aliases },
  ssr: {
    // styled-components: its Node entry is CommonJS with a `default` export the ESM import would miss, bundled from
    // ESM; the packages that import a swapped one: bundled, so that their imports take the aliases too; React Router's
    // own `cookie` and `set-cookie-parser` (a version of their own under it, not the one at the top of node_modules,
    // which the server's bundle would find at run time): bundled with it
    noExternal: ['styled-components', ...importersOfAliased, 'cookie', 'set-cookie-parser'],
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
      '/payment': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: true,
    // dist/.vite/manifest.json: which files each route loads (the bundle budget, scripts/bundle-budget.mjs).
    manifest: !isSsrBuild,
    // A chunk loaded after the page is up (the home page's offer sections, the cookie notice, a resource's normaliser
    // loaded with its answer: src/api/*-shape.ts) fetches its imports when it runs: listing them for preloading would
    // put their names in the chunk that imports it, on the first load.
    //
    // No modulepreload polyfill (≈ 0.5 kB of gzip in every first load): every browser of the build's target but Safari
    // 16 preloads modules natively, and there the page still loads, its imports fetched as they are met.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps) => (/(offer-sections|cookie-banner|-shape)-/.test(file) ? [] : deps),
    },
    // The server entry is one module graph for Node: only the browser's build is split for its first load.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Seven hash characters instead of eight (42 bits beside the chunk's name: no collision among a few hundred
            // files): the first chunk lists every lazy chunk's file name for preloading, and hashes do not compress —
            // about 0.4 KB less gzip on every first load.
            chunkFileNames: 'assets/[name]-[hash:7].js',
            entryFileNames: 'assets/[name]-[hash:7].js',
            codeSplitting: {
              // Every module the entry imports statically (and so loads before the first render anyway) travels in
              // one chunk: left to the automatic splitting they were ~45 files of a few hundred bytes each (a module
              // shared with a lazy page became its own file), each compressed alone and each a request — 18 KB of
              // gzip more on every page (docs/architecture.md "The first load"). The entry module itself stays the
              // entry chunk.
              groups: [
                {
                  // the two price rules every item card uses (a few hundred bytes) in one file rather than two
                  name: 'price-rules',
                  test: /domain[\\/]pricing[\\/](money|discount)\.ts$/,
                },
                {
                  // the shop's clock and the availability rule that reads it: most pages that read one read both (one
                  // that reads the clock alone loads the rule's ≈ 0.3 kB with it)
                  name: 'shop-time',
                  test: /domain[\\/](shop-time|availability)\.ts$/,
                  // not the zone's name (time-zone.ts), which the rental search reads without the clock
                  includeDependenciesRecursively: false,
                },
                {
                  // the date field and the look it shares with Ark's date picker (its lazy part): apart, the look was a
                  // chunk of its own on every page with the field (≈ 0.2 kB of gzip more: its own file, and its name in
                  // the first chunk's preload map)
                  name: 'date-time-field',
                  test: /src[\\/]ui[\\/]date-time(-field\.tsx|\.styles\.ts)$/,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'initial',
                  tags: ['$initial'],
                  test: (id) => !/index\.html|src[\\/]app[\\/]main\.tsx/.test(id),
                },
                {
                  // XState in one file: left to the automatic splitting, its modules went to two or three chunks
                  // shaped by whichever lazy chunks share them (each compressed alone: ≈ 1.4 kB more on every page
                  // that starts a statechart). After the `$initial` group, so none of it joins the first chunk.
                  name: 'xstate',
                  test: /node_modules[\\/]xstate[\\/]/,
                },
              ],
            },
          },
        },
  },
}));
