// When the app cannot start (the API answers 429, an error, or nothing) the customer reads why and can try again;
// a page chunk that cannot be fetched offers a reload. Never an endless splash. The failing starts open a page the
// server does not render (/forgot-password): a server-rendered page arrives with the config it needs, so the browser
// does not ask for it (the last test).
import { expect, expectAccessible, test } from './fixtures.ts';

const tooMany = { errors: [{ code: 'too_many_requests', message: 'Too Many Attempts.' }] };

test('a 429 on the config call at start shows a worded message, and Try again recovers', async ({ page }) => {
  await page.route('**/api/v1/config', (route) => route.fulfill({ status: 429, json: tooMany }));
  await page.goto('/forgot-password');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1, name: 'The shop could not be loaded' })).toBeVisible();
  await expect(alert).toContainText('There are too many requests right now. Please wait a moment, then try again.');
  await expectAccessible(page);

  await page.unroute('**/api/v1/config');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('in Arabic the start-up message is Arabic (right to left)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language-setting', 'ar'));
  await page.route('**/api/v1/config', (route) => route.fulfill({ status: 429, json: tooMany }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'تعذّر تحميل المتجر' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('هناك طلبات كثيرة جدًا الآن');
  await expect(page.getByRole('button', { name: 'حاول مرة أخرى' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page);
});

test('no answer at all (network failure) asks to check the connection', async ({ page }) => {
  await page.route('**/api/v1/config', (route) => route.abort('internetdisconnected'));
  await page.goto('/forgot-password');
  await expect(page.getByRole('alert')).toContainText(
    'We could not reach the shop. Check your internet connection, then try again.',
  );
  await page.unroute('**/api/v1/config');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
});

test('a server error at start says so and offers Try again', async ({ page }) => {
  await page.route('**/api/v1/config', (route) =>
    route.fulfill({ status: 500, json: { errors: [{ code: 'server_error', message: 'Something went wrong.' }] } }),
  );
  await page.goto('/forgot-password');
  await expect(page.getByRole('alert')).toContainText('The shop did not answer as expected. Please try again.', {
    timeout: 20_000, // 5xx are retried twice first
  });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
});

test('a page chunk that fails to load offers a reload, which recovers', async ({ page }) => {
  await page.route(/\/assets\/landing-page-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
  await page.goto('/');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'A part of the page could not be loaded' })).toBeVisible();
  await expect(alert).toContainText('The connection dropped or the shop was updated. Reload the page to continue.');
  await expectAccessible(page);

  await page.unroute(/\/assets\/landing-page-[\w-]+\.js$/);
  await alert.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sixam Market' })).toBeVisible();
});

test('a server-rendered landing page needs no config call from the browser: it shows the shop even if that call fails', async ({
  page,
}) => {
  const asked: string[] = [];
  await page.route('**/api/v1/config', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 429, json: tooMany });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sixam Market' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(asked).toEqual([]);
});
