import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { Theme } from './support.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The rules whose outcome depends on the colours, i.e. on the theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * A cheap fingerprint of what the page shows (its URL and markup), so that the check at a test's end is skipped when
 * nothing changed since the test's own last check.
 */
const fingerprint = (page: Page) =>
  page.evaluate(() => {
    const text = location.href + document.documentElement.outerHTML;
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    return `${text.length}:${hash >>> 0}`;
  });
const lastChecked = new WeakMap<Page, string>();

/**
 * Fails on serious or critical axe violations of the page as it is now (`rules`: only those, else every WCAG 2.1 A/AA
 * rule). Axe runs in the page itself (legacy mode): the app has no frames, and the default mode's extra blank page per
 * check for merging frames' results took nearly half of each check's time.
 */
export async function expectAccessible(page: Page, rules?: string[]) {
  // colours are read when no CSS transition is running (a button fading in from disabled reads as low contrast
  // halfway); looping animations (skeletons) are not waited for
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.constructor.name !== 'CSSTransition'), undefined, {
      timeout: 2_000,
    })
    .catch(() => undefined);
  // Only violations are read: axe skips gathering every passing and inapplicable node (11 % of a check's time).
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const results = await (rules ? builder.withRules(rules) : builder.withTags(WCAG)).analyze();
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
  if (!rules) lastChecked.set(page, await fingerprint(page));
}

/** The theme the page is drawn in (the app writes it as the root's `color-scheme`). */
const drawnTheme = (page: Page) =>
  page.evaluate(() => (getComputedStyle(document.documentElement).colorScheme === 'dark' ? 'dark' : 'light'));

/** Switches the app's theme as another tab of it does: `settings.theme` stored, then a storage event. */
export async function switchTheme(page: Page, theme: Theme) {
  await page.evaluate((t) => {
    const settings = JSON.parse(localStorage.getItem('settings') ?? '{}') as object;
    localStorage.setItem('settings', JSON.stringify({ ...settings, theme: t }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'settings' }));
  }, theme);
  await expect.poll(() => drawnTheme(page)).toBe(theme);
}

/**
 * expectAccessible in the page's theme, then the colour rules in the other one, then back: a journey run once is
 * checked in both themes at each page it visits (colours and contrast differ by theme; names, roles and structure do
 * not). Motion is reduced meanwhile so that no colour is read halfway through a transition.
 */
export async function expectAccessibleInBothThemes(page: Page) {
  await expectAccessible(page);
  const theme = await drawnTheme(page);
  // the page's own preference is put back afterwards (a test that runs with reduced motion keeps it: the carousel
  // follows it)
  const reduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await switchTheme(page, theme === 'dark' ? 'light' : 'dark');
    await expectAccessible(page, COLOUR_RULES);
    await switchTheme(page, theme);
  } finally {
    await page.emulateMedia({ reducedMotion: reduced ? 'reduce' : null });
  }
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
 * Every test's page is axe-checked once more at its end, unless it is unchanged since the test's own last check (each
 * page a test visits is checked in the test too), and a test fails when any page it opened logged a hydration problem
 * (a server-rendered page the browser did not take over as it was). A test of the suite's server talks to its
 * worker's own server (`page`, `request` and `page.request` follow baseURL).
 */
/**
 * After a navigation to a server-rendered page (it carries the state block), waits until the app has taken it over
 * (`data-app-ready` on <html>, set once the footer's content, the last part, is live: src/features/shell/footer.tsx): its markup is on screen before its JavaScript runs,
 * and a press on it before then is the browser's own (a link followed, a form sent), not the app's.
 */
export async function untilLive(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('page-state') || 'appReady' in document.documentElement.dataset,
    undefined,
    { timeout: 30_000 },
  );
}

export const test = base.extend<{ axeAtEnd: void; noHydrationProblem: void }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      // `commit`: the test means to act on the server's markup before the scripts (they may be held)
      if (args[1]?.waitUntil !== 'commit') await untilLive(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await untilLive(page);
      return response;
    };
    await use(page);
  },
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
      if (page.url().startsWith('http') && lastChecked.get(page) !== (await fingerprint(page)))
        await expectAccessible(page);
    },
    { auto: true },
  ],
});

export { expect };
