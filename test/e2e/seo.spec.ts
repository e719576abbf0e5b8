import { expect, test } from './fixtures.ts';

// What search engines and link previews read: the title the server sends is the one the SPA keeps
// and changes on client navigation (one rule, domain/page-head.ts); `?lang=ar` opens the page in Arabic; robots.txt,
// the sitemap and the manifest are files of their own, not the SPA's page.

test('the title is the page’s on the first load and follows client navigation', async ({ page }) => {
  const first = await page.goto('/about-us');
  expect(first?.status()).toBe(200);
  expect(await first?.text()).toContain('<title>About Us | Sixam Market</title>');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page).toHaveTitle('About Us | Sixam Market');

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Track Order', exact: true }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page).toHaveTitle('Track order | Sixam Market');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  await footer.getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page).toHaveTitle('Privacy Policy | Sixam Market');

  await page.goBack();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page).toHaveTitle('Track order | Sixam Market');
});

test('a hydrated page keeps the head the server sent: the head’s code comes with the first navigation', async ({
  page,
}) => {
  const headModule: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/page-head-sync-[^/]*\.js$/.test(r.url())) headModule.push(r.url());
  });
  // the server's h1, as the parser left it: the same node once the page is live means React hydrated it
  await page.addInitScript(() =>
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as { serverH1?: Element | null }).serverH1 = document.querySelector('h1');
    }),
  );
  // (the first visit mirrors the session into cookies; this one is hydrated)
  await page.goto('/about-us');
  await page.goto('/about-us');
  expect(
    await page.evaluate(() => (window as { serverH1?: Element | null }).serverH1 === document.querySelector('h1')),
  ).toBe(true);
  await expect(page).toHaveTitle('About Us | Sixam Market');
  expect(headModule, 'the head module before any navigation').toEqual([]);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Track Order', exact: true }).click();
  await expect(page).toHaveTitle('Track order | Sixam Market');
  expect(headModule).toHaveLength(1);
});

test('?lang=ar opens the page in Arabic, with the Arabic title', async ({ page }) => {
  await page.goto('/about-us?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'من نحن' })).toBeVisible();
  await expect(page).toHaveTitle('من نحن | Sixam Market');
});

test('an unknown page answers 404 with the app’s Not found page, marked noindex', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Sixam Market');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('robots.txt, the sitemap and the manifest are not the SPA’s HTML', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await robots.text();
  expect(text).toContain('Disallow: /checkout');
  expect(text).toMatch(/^Sitemap: http.+\/sitemap\.xml$/m);
  expect(text).not.toContain('<html');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  expect(await sitemap.text()).toContain('<sitemapindex');

  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect((await manifest.json()).display).toBe('standalone');
});
