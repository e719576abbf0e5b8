import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** Fails on serious or critical axe violations of the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}

/**
 * React's hydration problems (docs/architecture.md, "A page request"): in development its messages name
 * hydration; the production build reports them as minified errors 418 (markup mismatch), 419 and 423 (a boundary
 * rendered again in the browser) and 425 (text mismatch), through the console or as an uncaught error.
 */
export const hydrationProblem = (text: string) =>
  /hydrat|Minified React error #(418|419|421|422|423|425)\b/i.test(text);

/** The suite server's port (playwright.config.ts): worker n has its own server on port + n. */
const suitePort = Number(process.env.E2E_PORT ?? 4173);

/**
 * Every test's page is axe-checked once more at its end (each page a test visits is checked in the test too), and
 * a test fails when any page it opened logged a hydration problem (a server-rendered page the browser did not take
 * over as it was). A test of the suite's server talks to its worker's own server (`page`, `request` and
 * `page.request` follow baseURL).
 */
export const test = base.extend<{ axeAtEnd: void; noHydrationProblem: void }>({
  baseURL: async ({ baseURL }, use, testInfo) => {
    const url = baseURL ? new URL(baseURL) : undefined;
    if (url && Number(url.port) === suitePort) url.port = String(suitePort + testInfo.parallelIndex);
    await use(url ? url.origin : baseURL);
  },
  noHydrationProblem: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (m) => {
        if ((m.type() === 'error' || m.type() === 'warning') && hydrationProblem(m.text()))
          problems.push(`${page.url()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => {
        if (hydrationProblem(`${e.message}\n${e.stack ?? ''}`)) problems.push(`${page.url()}: ${e.message}`);
      });
      await use();
      expect(problems, 'hydration problems').toEqual([]);
    },
    { auto: true },
  ],
  axeAtEnd: [
    async ({ page }, use) => {
      await use();
      if (page.url().startsWith('http')) await expectAccessible(page);
    },
    { auto: true },
  ],
});

export { expect };
