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

/** The suite server's port (playwright.config.ts): worker n has its own server on port + n. */
const suitePort = Number(process.env.E2E_PORT ?? 4173);

/**
 * Every test's page is axe-checked once more at its end (each page a test visits is checked in the test too).
 * A test of the suite's server talks to its worker's own server (`page`, `request` and `page.request` follow baseURL).
 */
export const test = base.extend<{ axeAtEnd: void }>({
  baseURL: async ({ baseURL }, use, testInfo) => {
    const url = baseURL ? new URL(baseURL) : undefined;
    if (url && Number(url.port) === suitePort) url.port = String(suitePort + testInfo.parallelIndex);
    await use(url ? url.origin : baseURL);
  },
  axeAtEnd: [
    async ({ page }, use) => {
      await use();
      if (page.url().startsWith('http')) await expectAccessible(page);
    },
    { auto: true },
  ],
});

export { expect };
