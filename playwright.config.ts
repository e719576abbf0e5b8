import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
/** A second server with the production rate limit (RATE_LIMIT_PER_MINUTE unset: 600/min) for default-limits.spec.ts. */
const limitedPort = port + 100;

/** The built SPA + embedded API on a fresh data directory (scripts/e2e-server.mjs) on `serverPort`. */
const e2eServer = (serverPort: number, env: Record<string, string>) => ({
  command: 'node scripts/e2e-server.mjs',
  url: `http://127.0.0.1:${serverPort}/api/v1/config`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: { PORT: String(serverPort), ...env },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/** E2E in Debian's Chromium against the built SPA + embedded API on a fresh data directory. */
export default defineConfig({
  testDir: 'test/e2e',
  outputDir: `.test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /default-limits\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    {
      // The shopper's view of the server as deployed: the default per-minute limit on /api.
      name: 'default-limits',
      testMatch: /default-limits\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 900 },
        baseURL: `http://127.0.0.1:${limitedPort}`,
      },
    },
  ],
  webServer: [
    // The suite's server: the rate limit off, so the number of tests never decides whether one passes.
    e2eServer(port, { RATE_LIMIT_PER_MINUTE: '0' }),
    e2eServer(limitedPort, { E2E_DEFAULT_LIMITS: '1' }),
  ],
});
