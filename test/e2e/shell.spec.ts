import { expect, expectAccessible, switchTheme, test } from './fixtures.ts';
import { FOOTER_CONTENT, holdScripts, signIn } from './support.ts';
import type { Page } from '@playwright/test';

/** A stored location makes the top bar (location, theme, phone, language) appear above 1180px. */
async function withLocation(page: Page) {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('location', 'Gulshan Avenue, Dhaka'));
  await page.reload();
  return page.getByRole('region', { name: 'Location and preferences' });
}

test('a guest id is requested once and stored', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => r.url().includes('/api/v1/auth/guest/request') && requests.push(r.method()));
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('guest_id'))).toMatch(/.{8,}/);
  expect(requests).toEqual(['POST']);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(requests).toEqual(['POST']);
});

test('switching the language to Arabic asks first, turns the page RTL and persists after reload', async ({ page }) => {
  const topBar = await withLocation(page);
  await expectAccessible(page);
  await topBar.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'العربية' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Change language' });
  await expect(confirm).toContainText('Do you want to change the language to العربية?');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Language changed successfully')).toBeVisible();
  // the page reloads in Arabic
  await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  await expectAccessible(page);
});

test('cancelling the language change keeps English', async ({ page }) => {
  const topBar = await withLocation(page);
  await topBar.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'العربية' }).click();
  await page.getByRole('alertdialog', { name: 'Change language' }).getByRole('button', { name: 'No' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(topBar.getByRole('combobox', { name: 'Language' })).toHaveText('English');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the dark theme applies at once and is kept after reload', async ({ page }) => {
  const topBar = await withLocation(page);
  const bodyBg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await bodyBg();
  await topBar.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(topBar.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
  await expect.poll(bodyBg).not.toBe(light);
  const dark = await bodyBg();
  await expectAccessible(page);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Location and preferences' }).getByRole('switch', { name: 'Dark mode' }),
  ).toHaveAttribute('aria-checked', 'true');
  expect(await bodyBg()).toBe(dark);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}').theme)).toBe('dark');
});

test('newsletter: invalid email, subscription, then the server refusing a duplicate', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: 'Your email address' });
  await email.fill('not-an-email');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('alert')).toHaveText('Please insert a valid email.');
  await expect(email).toHaveValue('not-an-email');
  await expectAccessible(page);

  const address = `reader-${Date.now()}@example.com`;
  await email.fill(address);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscribed Successfully')).toBeVisible();
  await expect(email).toHaveValue('');

  await email.fill(address);
  await email.press('Enter');
  await expect(page.getByText('The email has already been taken.')).toBeVisible();
  await expect(email).toHaveValue(address);
});

test('an email typed into the newsletter before the page has its JavaScript is the one subscribed', async ({
  page,
}) => {
  // the page's scripts wait until the text is typed into the server-rendered field (a slow phone network)
  const release = await holdScripts(page);
  const subscribed: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/newsletter/subscribe')) subscribed.push(request.postDataJSON());
  });
  // module scripts hold DOMContentLoaded back: the server's markup is there once the field is
  await page.goto('/', { waitUntil: 'commit' });
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: 'Your email address' });
  const address = `early-${Date.now()}@example.com`;
  await email.fill(address);
  release();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscribed Successfully')).toBeVisible();
  expect(subscribed).toEqual([{ email: address }]);
  await expect(email).toHaveValue('');
});

test('the footer hydrates after the page: a press before it sends nothing and keeps the page; it subscribes once the page is live', async ({
  page,
}) => {
  const subscribed: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/newsletter/subscribe')) subscribed.push(request.postDataJSON());
  });
  // the footer's content (its own chunk) held: the page hydrates without it
  const release = await holdScripts(page, FOOTER_CONTENT);
  const asked = page.waitForRequest(FOOTER_CONTENT);
  await page.goto('/', { waitUntil: 'commit' }); // not until live: the footer is held
  await asked; // the hydration's render asked for it
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: 'Your email address' });
  const address = `before-${Date.now()}@example.com`;
  await email.fill(address);
  await email.press('Enter');
  const subscribe = footer.getByRole('button', { name: 'Subscribe' });
  await subscribe.click();
  await subscribe.click(); // a second tap on the pending button is the same press
  expect(new URL(page.url()).search).toBe(''); // no form sent by the browser: no reload, no email in the URL
  expect(subscribed).toEqual([]);
  await expect(subscribe).toHaveAttribute('aria-busy', 'true'); // shown as pending
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');

  release();
  // the press is carried out once the page is live, with what was typed
  await expect(page.getByText('Subscribed Successfully')).toBeVisible();
  expect(subscribed).toEqual([{ email: address }]);
  await expect(subscribe).not.toHaveAttribute('aria-busy', 'true');
});

test('a theme chosen in another tab while the footer hydrates: once live, the footer is drawn in it', async ({
  page,
}) => {
  // the footer's content held: the server's markup of it (light) waits for its chunk while the theme changes
  const release = await holdScripts(page, FOOTER_CONTENT);
  const asked = page.waitForRequest(FOOTER_CONTENT);
  await page.goto('/', { waitUntil: 'commit' }); // not until live: the footer is held
  await asked;
  await switchTheme(page, 'dark');
  release();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const footer = page.getByRole('contentinfo');
  // the dark theme's surface behind, its muted text and primary colour (src/ui/theme.ts), not the light theme's
  await expect(footer).toHaveCSS('background-color', 'rgb(28, 31, 36)');
  await expect(footer.getByText(/Receive the latest offers/)).toHaveCSS('color', 'rgb(169, 177, 188)');
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toHaveCSS('background-color', 'rgb(47, 191, 122)');
  await expectAccessible(page, ['color-contrast']);
});

test('footer links: policies, vendor registration, terms in a new window, login and zone gates', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refund-policy');
  await expect(footer.getByRole('link', { name: 'Become a Vendor owner' })).toHaveAttribute(
    'href',
    '/store-registration?active=active',
  );
  await expect(footer.getByRole('link', { name: /Terms & Conditions/ })).toHaveAttribute('target', '_blank');
  await expect(footer.getByRole('link', { name: 'Facebook (opens in a new window)' })).toHaveAttribute(
    'href',
    /facebook\.com/,
  );

  await footer.getByRole('link', { name: 'Loyalty Points' }).click();
  await expect(page.getByText('You must be login to access this page.')).toBeVisible();
  await footer.getByRole('link', { name: 'Campaigns' }).click();
  await expect(page.getByText('You must pick a zone to access this page.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await footer.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expectAccessible(page);
});

test('the footer address opens a map dialog', async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: /Harbour Road/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Our location' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.leaflet-container')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('signed in: the account menu shows the first name and logs out after confirming', async ({ page, request }) => {
  const token = await signIn(request);
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto('/track-order');
  const profile = page.getByRole('button', { name: 'Demo, account menu' });
  await profile.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Wallet' })).toBeVisible();
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Logout' });
  await expect(confirm).toContainText('Are you sure you want to logout?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Logout successful')).toBeVisible();
  // The toast moves but never fades: in every frame until it leaves, its text is fully opaque (a half-transparent
  // text fails axe's colour-contrast rule, which made this test flaky).
  const faintest = await page.getByText('Logout successful').evaluate(async (el) => {
    let min = 1;
    const end = performance.now() + 5000;
    while (el.isConnected && performance.now() < end && getComputedStyle(el).visibility !== 'hidden') {
      for (let n: Element | null = el; n; n = n.parentElement) min = Math.min(min, Number(getComputedStyle(n).opacity));
      await new Promise((next) => requestAnimationFrame(next));
    }
    return min;
  });
  expect(faintest).toBe(1);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // the token was revoked on the server
  const info = await request.get('/api/v1/customer/info', { headers: { Authorization: `Bearer ${token}` } });
  expect(info.status()).toBe(401);
});

test('mobile layout (≤1180px): no top bar, a drawer with the navigation, theme and language', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('location', 'Gulshan Avenue, Dhaka'));
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Location and preferences' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Latest stores' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Categories' })).toBeVisible();
  await expect(drawer.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
  await expect(drawer.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expectAccessible(page);
  await drawer.getByRole('link', { name: 'Popular stores' }).click();
  await expect(page).toHaveURL(/\/store\/popular$/);
  await expect(drawer).toHaveCount(0);
});
