// The packages the app swaps for smaller or production code: ONE list for the browser's build, the server entry's
// build (vite.config.ts) and the view and server-render tests (vitest.config.ts), so that each test runs the modules
// the browser runs (docs/architecture.md, "The first load").
import { fileURLToPath } from 'node:url';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export const aliases = [
  // i18next and react-i18next (≈ 17 kB of gzip on every first load): the few rules the app uses, written out; the unit
  // test test/i18n/i18next-lite.test.ts checks they answer as i18next for every key of both catalogues.
  // react-i18next's useTranslation, which builds a wrapper per call, was a tenth of a server render's time.
  { find: /^i18next$/, replacement: fromRoot('src/i18n/i18next-lite.ts') },
  { find: /^react-i18next$/, replacement: fromRoot('src/i18n/react-i18next-lite.ts') },
  // React Router's production build: its package's every export condition names `dist/development`, which keeps the
  // development warnings and checks.
  { find: /^react-router$/, replacement: fromRoot('node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: fromRoot('node_modules/react-router/dist/production/dom-export.mjs') },
  // @xstate/react asks for the pre-React-18 shims of useSyncExternalStore: React 19 has the hook, so React's own and
  // the package's plain with-selector entry (which uses React's) do.
  { find: /^use-sync-external-store\/shim$/, replacement: fromRoot('src/app/use-sync-external-store.ts') },
  { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
  // Ark UI's LocaleProvider learns the direction from the app's rule instead of ICU's data (src/app/zag-i18n-utils.ts).
  { find: /^@zag-js\/i18n-utils$/, replacement: fromRoot('src/app/zag-i18n-utils.ts') },
];

/**
 * For the tests: the ESM entry the bundler picks for the packages above that import a swapped one, where Node's own
 * resolution would pick a CommonJS file (whose `require`s no alias reaches).
 */
export const bundlerEntries = [
  { find: /^react-router-dom$/, replacement: fromRoot('node_modules/react-router-dom/dist/index.mjs') },
  { find: /^@xstate\/react$/, replacement: fromRoot('node_modules/@xstate/react/dist/xstate-react.esm.js') },
];

/**
 * The packages that import a swapped one: Node would resolve their imports itself, past the aliases, so the server
 * entry's build bundles them (`ssr.noExternal`) and the tests let Vite load them (`server.deps.inline`).
 */
export const importersOfAliased = ['react-router', 'react-router-dom', '@xstate/react', '@ark-ui/react', /^@zag-js\//];
