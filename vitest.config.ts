import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { sep } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { i18nAreasPlugin } from './scripts/vite-i18n-areas.mjs';
import { aliases, bundlerEntries, importersOfAliased } from './scripts/vite-aliases.ts';

// The server test files about money, stock, carts and accounts also run on PostgreSQL (project `server-pg`), with
// the concurrency suite (test/server-pg: races against several API processes sharing one database). They need
// TEST_DATABASE_URL (an administrative connection; `npm test` starts a throw-away cluster when it is unset): in CI its
// absence fails the run, elsewhere the project is left out with a message.
const onPostgres = [
  'test/server/auth.test.ts',
  'test/server/auth-hardening.test.ts',
  'test/server/buy-now.test.ts',
  'test/server/cart.test.ts',
  'test/server/catalogue-cache.test.ts',
  'test/server/checkout-steps.test.ts',
  'test/server/checkout-summary.property.test.ts',
  'test/server/customer.test.ts',
  'test/server/delivery-man-reviews.test.ts',
  'test/server/demo.test.ts',
  'test/server/digital-payment.test.ts',
  'test/server/joining.test.ts',
  'test/server/limits.test.ts',
  'test/server/notifications.test.ts',
  'test/server/orders.test.ts',
  'test/server/parcel.test.ts',
  'test/server/rental-cart.test.ts',
  'test/server/refunds.test.ts',
  'test/server/reviews.test.ts',
  'test/server/trips.test.ts',
  'test/server/wallet.test.ts',
  'test/server/chat-stream.test.ts',
  'test/server/shutdown.test.ts',
  'test/server/sixam-web-39.test.ts',
  'test/server/response-cache.test.ts',
  'test/server-pg/**/*.test.ts',
];
// View test files that replace a module (`vi.mock`) or check what a first load looks like (a lazy part not loaded
// yet, kept in a module once loaded) run each in a fresh module registry (project `views-isolated`). Every other
// view file shares its worker's modules and window with the files before it (`isolate: false`: the imports of the
// app, React, Ark and the DOM setup once per worker, not once per file — on 2 cores the unit, server and view
// projects each took 20–45 % less wall time); test/support/setup-dom.ts clears what a test leaves behind.
const firstLoadViews = [
  'test/views/catalogue/cart-button-first-load.test.tsx',
  'test/views/location/place-search-idle.test.tsx',
  'test/views/location/place-search-swap.test.tsx',
  'test/views/rental/trip-cart-first-load.test.tsx',
];
const isolatedViews = [
  ...firstLoadViews,
  ...readdirSync('test/views', { recursive: true, encoding: 'utf8' })
    .map((file) => `test/views/${file.split(sep).join('/')}`)
    .filter((file) => file.endsWith('.test.tsx') && readFileSync(file, 'utf8').includes('vi.mock(')),
];
// View files run on happy-dom: it computes styles several times faster than jsdom, and a query by role asks for
// thousands of them (on 2 cores the views took 40 % less CPU: 150 s against 250 s). These files rely on what only
// jsdom does as a browser would, and run on it (project `views-jsdom`): media queries ignored (the module rail and
// the top bar are drawn whatever the width, as the tests read them; happy-dom applies its 1024 px window's), the
// cookie jar of a document on http://localhost (the session's cookie mirror), the colours the contrast test reads,
// headings inside sanitised page HTML, the item popup's and the language switch's dialogs.
const jsdomViews = [
  'test/session/storage.test.ts',
  'test/views/item/item-configurator-paths.test.tsx',
  'test/views/item/item-popup.test.tsx',
  'test/views/module/module-picker.test.tsx',
  'test/views/pages/business-page.test.tsx',
  'test/views/shell/language-theme.test.tsx',
  'test/views/shell/navbar.test.tsx',
  'test/views/ui/button-contrast.test.tsx',
];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL) || process.env.CI === 'true';
if (!withPostgres)
  console.warn('TEST_DATABASE_URL is not set: the server tests run on PGlite only (project server-pg skipped).');

// The view tests and the server render's run the modules the browser runs: the build's aliases (scripts/vite-aliases.ts),
// and the packages that import a swapped one loaded by Vite, so that their imports take the aliases too.
const asBuilt = { resolve: { alias: [...bundlerEntries, ...aliases] } };
const asBuiltDeps = { server: { deps: { inline: importersOfAliased } } };

/** A project of view tests: a DOM (happy-dom unless named), the DOM setup, and the English texts as the build provides them. */
function viewProject(
  name: string,
  files: { include: string[]; exclude?: string[]; isolate?: boolean },
  environment: 'happy-dom' | 'jsdom' = 'happy-dom',
) {
  return {
    // i18nAreasPlugin: views get the English texts the way the built app does (each area with the code that reads it).
    plugins: [react(), i18nAreasPlugin()],
    ...asBuilt,
    test: {
      name,
      environment,
      ...asBuiltDeps,
      setupFiles: ['test/support/setup-dom.ts'],
      // A view path test replays a whole journey through a rendered page (18–19 s at load 20 on 2 cores for the
      // longest auth paths): a hang still fails, a busy machine does not.
      testTimeout: 60_000,
      ...files,
    },
  };
}

export default defineConfig({
  test: {
    // Vitest runs `cores - 1` files at a time by default: one on the 2-core CI machine, which left a core idle while
    // the main process mostly waits. At least two at a time keep both busy (each file has its own database and DOM).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // the server render (test/server/server-render.test.ts) runs the app's modules as the server entry's build does
        ...asBuilt,
        test: {
          name: 'server',
          environment: 'node',
          ...asBuiltDeps,
          // each file opens its own database and server; the modules (the API, drizzle, the contract's validators)
          // are loaded once per worker
          isolate: false,
          include: ['test/server/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          // Generous: a hang still fails, and a 2-core machine shared with other work (load average 20+) gets there.
          // A test server's start (beforeAll) took more than 60 s there, a contract test more than 30 s.
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      ...(withPostgres
        ? [
            {
              ...asBuilt,
              test: {
                name: 'server-pg',
                environment: 'node',
                ...asBuiltDeps,
                isolate: false,
                include: onPostgres,
                globalSetup: ['test/support/global-setup-pg.ts'],
                testTimeout: 60_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'unit',
          environment: 'node',
          isolate: false,
          // Seconds when the machine is free; a lint-rule or contract-assembly test took 6–13 s at load 25 on 2 cores.
          testTimeout: 60_000,
          include: [
            'test/machines/**/*.test.ts',
            'test/domain/**/*.test.ts',
            'test/api/**/*.test.ts',
            'test/contract/**/*.test.ts',
            'test/i18n/**/*.test.ts',
            'test/lint/**/*.test.ts',
            'test/app/**/*.test.ts',
          ],
        },
      },
      viewProject('views', {
        isolate: false,
        include: ['test/views/**/*.test.tsx', 'test/session/**/*.test.{ts,tsx}'],
        exclude: [...isolatedViews, ...jsdomViews],
      }),
      viewProject(
        'views-jsdom',
        { isolate: false, include: jsdomViews.filter((f) => !isolatedViews.includes(f)) },
        'jsdom',
      ),
      viewProject('views-isolated', { include: isolatedViews }, 'jsdom'),
    ],
  },
});
