import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags } from './scripts/chromium-flags.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
/**
 * Test files run in `workers` Playwright workers (E2E_WORKERS, default 1), each with a suite server of its own on
 * `port + parallelIndex` (test/e2e/fixtures.ts points its baseURL there), so files side by side never share a
 * database, demo switches or signed-in demo customer. Measured on a quiet 2-core machine: two workers took the suite
 * 1,152 s (with 6 failing tests retried) against 1,043 s with one — a browser and a server per worker fill both cores,
 * so one stays the default; more cores, more workers.
 */
const workers = Math.min(9, Math.max(1, Number(process.env.E2E_WORKERS ?? 1)));
/** A second server with the production rate limit (RATE_LIMIT_PER_MINUTE unset: 600/min) for default-limits.spec.ts. */
const limitedPort = port + 100;
/**
 * test/e2e/cross-origin.spec.ts: an API on another origin (`crossApiPort`, CORS_ORIGINS = the SPA's origin,
 * PUBLIC_URL = its own) and the suite's one build (STATIC_DIR, set by scripts/e2e.mjs) served as static files on
 * `crossSpaPort`, its index.html pointing the SPA at that API (scripts/e2e-static.mjs).
 */
const crossApiPort = port + 10;
const crossSpaPort = port + 20;
const staticDir = process.env.STATIC_DIR ?? 'dist';
/**
 * The layout-integrity check and the crawl (layout.spec.ts, crawl.spec.ts) are a project of their own, `layout`. `npm
 * test` runs them apart, beside the journeys (scripts/test-all.mjs: `test:layout` on its own port once the unit tests
 * are done), and leaves them out of its `test:e2e` with E2E_LAYOUT=apart; `npm run test:e2e` alone runs them too.
 */
const layoutSpecs = /(layout|crawl)\.spec\.ts/;
const layoutApart = process.env.E2E_LAYOUT === 'apart';
/** Its two servers start only when that spec may run (scripts/e2e.mjs: the whole suite, or the spec named). */
const crossOrigin = process.env.E2E_CROSS_ORIGIN !== '0';
/** So does the rate-limited one of default-limits.spec.ts. */
const limited = process.env.E2E_LIMITED_SERVER !== '0';

/** The built SPA + embedded API on a fresh data directory (scripts/e2e-server.mjs) on `serverPort`. */
const e2eServer = (serverPort: number, env: Record<string, string>) => ({
  command: 'node scripts/e2e-server.mjs',
  url: `http://127.0.0.1:${serverPort}/api/v1/config`,
  reuseExistingServer: false,
  // A fresh PGlite data directory per server: initdb and migrations take minutes on a busy 2-core machine.
  timeout: 300_000,
  env: { PORT: String(serverPort), ...env },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/** E2E in Debian's Chromium against the built SPA + embedded API on a fresh data directory. */
export default defineConfig({
  testDir: 'test/e2e',
  outputDir: `.test-results/e2e-${port}`,
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // test/e2e/looks.spec.ts: screenshots compared with the committed ones, named without the platform (one browser:
    // Debian's Chromium). Motion stopped, the caret hidden, and not one pixel may differ past Playwright's colour
    // threshold: a chevron turned the wrong way right to left is ~50 pixels, under any ratio that would also absorb noise.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixels: 0 },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // scripts/chromium-flags.mjs: the flags, shared with bench:web
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [/default-limits\.spec\.ts|cross-origin\.spec\.ts/, layoutSpecs],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    ...(layoutApart
      ? []
      : [
          {
            name: 'layout',
            testMatch: layoutSpecs,
            use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
          },
        ]),
    {
      // The shopper's view of the server as deployed: the default per-minute limit on /api.
      name: 'default-limits',
      testMatch: /default-limits\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        baseURL: `http://127.0.0.1:${limitedPort}`,
      },
    },
    ...(crossOrigin
      ? [
          {
            // The SPA on one origin, its API on another (a CDN and an API host).
            name: 'cross-origin',
            testMatch: /cross-origin\.spec\.ts/,
            use: {
              ...devices['Desktop Chrome'],
              viewport: { width: 1280, height: 900 },
              baseURL: `http://127.0.0.1:${crossSpaPort}`,
            },
          },
        ]
      : []),
  ],
  webServer: [
    // The suite's servers, one per worker: the rate limit off, so the number of tests never decides whether one passes.
    ...Array.from({ length: workers }, (_, i) => e2eServer(port + i, { RATE_LIMIT_PER_MINUTE: '0' })),
    ...(limited ? [e2eServer(limitedPort, { E2E_DEFAULT_LIMITS: '1' })] : []),
    ...(crossOrigin
      ? [
          e2eServer(crossApiPort, {
            RATE_LIMIT_PER_MINUTE: '0',
            CORS_ORIGINS: `http://127.0.0.1:${crossSpaPort}`,
            PUBLIC_URL: `http://127.0.0.1:${crossApiPort}`,
          }),
          {
            // Static files only (no API on this origin): the suite's build, its index.html naming the API's origin.
            command: 'node scripts/e2e-static.mjs',
            url: `http://127.0.0.1:${crossSpaPort}/`,
            reuseExistingServer: false,
            timeout: 300_000,
            env: {
              PORT: String(crossSpaPort),
              STATIC_DIR: staticDir,
              API_BASE_URL: `http://127.0.0.1:${crossApiPort}`,
            },
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
