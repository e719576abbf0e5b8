// The SPA on one origin and its API on another: the build's VITE_API_BASE_URL points at the
// embedded API on another port (CORS_ORIGINS = this SPA's origin, PUBLIC_URL = the API's own origin), the SPA is
// served as static files (scripts/e2e.mjs builds it, playwright.config.ts starts both servers). A visitor goes
// landing → location → module → home → sign-in; every image loads from the API's origin and the browser reports no
// CORS error.
import type { Page } from '@playwright/test';
import { expect, expectAccessibleInBothThemes, test } from './fixtures.ts';

/** Console errors and failed requests of the page (a CORS refusal shows as both). */
function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()} ${m.location().url}`.trim());
  });
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText ?? '';
    // a request the page itself cut off (a navigation leaving an image half-loaded) is no fault of the origins; a CORS
    // refusal fails with net::ERR_FAILED
    if (error !== 'net::ERR_ABORTED') problems.push(`failed: ${r.method()} ${r.url()} ${error}`);
  });
  return problems;
}

/**
 * Every <img> on the page has finished loading and has pixels (naturalWidth > 0); returns their URLs. Lazy pictures
 * in side-scrolling rows never enter the viewport: they are asked to load now — on every look, as a section that
 * mounts after the first look (the home page's offers, once the browser is idle) brings lazy ones of its own.
 */
async function expectImagesLoaded(page: Page) {
  const images = page.locator('img');
  await expect(images.first()).toBeVisible();
  await expect
    .poll(
      () =>
        images.evaluateAll((list) =>
          (list as HTMLImageElement[])
            .map((img) => {
              img.loading = 'eager';
              return img;
            })
            .filter((img) => !(img.complete && img.naturalWidth > 0))
            .map((img) => img.currentSrc || img.src),
        ),
      { timeout: 60_000 },
    )
    .toEqual([]);
  return images.evaluateAll((list) => (list as HTMLImageElement[]).map((img) => img.currentSrc || img.src));
}

/** The theme these journeys run in; each page they visit is axe-checked in both (expectAccessibleInBothThemes). */
const theme = 'dark' as const;
test(`landing → location → home → sign-in against an API on another origin`, async ({ page, baseURL }) => {
  test.setTimeout(300_000); // four pages, axe on each, three servers on a busy machine
  const spaOrigin = new URL(baseURL!).origin;
  const apiCalls = new Set<string>();
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.add(new URL(r.url()).origin);
  });
  const problems = watchProblems(page);
  await page.addInitScript((t) => {
    if (!localStorage.getItem('settings')) localStorage.setItem('settings', JSON.stringify({ theme: t }));
  }, theme);

  // Landing: the config and modules come from the other origin.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sixam Market' })).toBeVisible();
  await expectAccessibleInBothThemes(page);

  // Location by place search (autocomplete, details, zone: cross-origin GETs with the custom headers).
  const search = page.getByRole('combobox', { name: 'Search location' });
  await search.fill('Gulshan 2');
  await expect(page.getByRole('option', { name: /Gulshan 2 Circle/ })).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  const map = page.getByRole('dialog', { name: 'Pick your location on the map' });
  await expect(map.getByText('Gulshan 2 Circle, Gulshan, Dhaka 1212, Bangladesh')).toBeVisible();
  await map.getByRole('button', { name: 'Confirm location' }).click();
  await page.waitForURL('**/home');

  // Module → home: stores, items, categories and banners with their pictures from the API's origin.
  const picker = page.getByRole('dialog', { name: 'Select a type of module for your orders.' });
  await picker.getByRole('button', { name: /Grocery/ }).click();
  await expect(page).toHaveURL(/\/interest$/);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grocery home' })).toBeVisible();
  const latestStores = page.getByRole('region', { name: 'Latest stores' });
  await expect(latestStores.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular items' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)); // lazy pictures come into view
  await page.evaluate(() => window.scrollTo(0, 0));
  const sources = await expectImagesLoaded(page);
  const apiOrigin = [...apiCalls][0];
  expect(apiOrigin, 'the SPA calls an API').toBeDefined();
  expect(apiOrigin).not.toBe(spaOrigin);
  // Media are absolute URLs on the API's origin (PUBLIC_URL), not relative to the SPA's.
  expect(sources.filter((s) => s.startsWith(`${apiOrigin}/media/`)).length).toBeGreaterThan(3);
  expect(sources.filter((s) => s.startsWith(`${spaOrigin}/media/`))).toEqual([]);
  await expectAccessibleInBothThemes(page);

  // Sign-in: a cross-origin POST with Authorization afterwards (the profile, cart and wishlist refetch).
  await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
  const d = page.getByRole('dialog', { name: 'Sign in' });
  await expect(d).toBeVisible();
  await d.getByLabel(/Email or phone/).fill('demo@sixam.market');
  await d.getByLabel(/^Password/).fill('12345678');
  await d.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Logged in successfully.')).toBeVisible();
  await expect(d).toBeHidden();
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
  await expectAccessibleInBothThemes(page);

  expect([...apiCalls]).toEqual([apiOrigin]); // every API call went to the other origin
  expect(problems.filter((p) => /cors|access-control/i.test(p))).toEqual([]);
  // Map tiles come from a third party (unreachable offline): only this SPA's and its API's requests count — any
  // failure of those fails the test, a 5xx of the API included (index.html's favicon is the SPA's own static file).
  const ours = (p: string) => {
    const url = /https?:\/\/[^\s)]+/.exec(p)?.[0];
    return !url || url.startsWith(spaOrigin) || url.startsWith(apiOrigin!);
  };
  expect(problems.filter(ours)).toEqual([]);
  // the configured favicon (absolute, on the API's origin) replaced the static default
  await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', new RegExp(`^${apiOrigin}/media/`));
});
