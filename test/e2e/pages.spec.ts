import type { Page } from '@playwright/test';
import { GULSHAN, moduleOf, signInDemoCustomer, zoneOf } from './demo-session.ts';
import { expect, expectAccessible, expectAccessibleInBothThemes, test } from './fixtures.ts';

// The business pages from the footer (their seeded demo text, last edited 15 January 2026), a policy hidden by the
// config (demo control), and /coupons: a signed-in customer copies a coupon code. Light and dark, axe on each page.

/** A visitor in `theme`; in Gulshan with the grocery module and signed in when `session` is given. */
async function visit(page: Page, theme: 'light' | 'dark', session?: { zoneId: string; module: object; token: string }) {
  await page.addInitScript(
    ([settings, s]) => {
      localStorage.setItem('settings', settings);
      if (!s) return;
      const { zoneId, latLng, module, token } = JSON.parse(s) as Record<string, string>;
      localStorage.setItem('zoneid', zoneId!);
      localStorage.setItem('currentLatLng', latLng!);
      localStorage.setItem('location', 'Road 45, Gulshan 2, Dhaka 1212');
      localStorage.setItem('module', module!);
      localStorage.setItem('token', token!);
    },
    [
      JSON.stringify({ theme, direction: 'ltr' }),
      session
        ? JSON.stringify({
            zoneId: session.zoneId,
            latLng: JSON.stringify(GULSHAN),
            module: JSON.stringify(session.module),
            token: session.token,
          })
        : null,
    ] as const,
  );
}

/** Each footer page: its link, heading and a phrase of its seeded text. */
const pages = [
  { link: 'About Us', url: '/about-us', heading: 'About Us', text: 'Sixam Market brings the shops' },
  { link: 'Privacy Policy', url: '/privacy-policy', heading: 'Privacy Policy', text: 'We never sell your data.' },
  { link: 'Refund Policy', url: '/refund-policy', heading: 'Refund Policy', text: 'ask for a refund from the order' },
  {
    link: 'Cancellation Policy',
    url: '/cancellation-policy',
    heading: 'Cancellation Policy',
    text: 'You can cancel an order while it is pending.',
  },
  {
    link: 'Shipping Policy',
    url: '/shipping-policy',
    heading: 'Shipping Policy',
    text: 'We deliver inside our service zones.',
  },
];

test.beforeEach(async ({ page }) => {
  await page.request.post('/api/v1/demo/config/reset');
});
test.afterAll(async ({ request }) => {
  await request.post('/api/v1/demo/config/reset');
});

/** The theme these journeys run in; each page they visit is axe-checked in both (expectAccessibleInBothThemes). */
const theme = 'dark' as const;
test(`every footer page shows its heading and text`, async ({ page, context }) => {
  // six pages, each axe-checked in both themes: ≈ 50 s of a loaded machine (it ran out of the default 60 s once)
  test.setTimeout(120_000);
  await visit(page, theme);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const p of pages) {
    await footer.getByRole('link', { name: p.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${p.url}$`));
    await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
    await expect(page.getByRole('article')).toContainText(p.text);
    await expect(page.getByText('Last updated: January 15, 2026')).toBeVisible();
    await expect(page).toHaveTitle(`${p.heading} | Sixam Market`);
    await expectAccessibleInBothThemes(page);
  }
  // Terms & Conditions opens in a new window
  const [terms] = await Promise.all([
    context.waitForEvent('page'),
    footer.getByRole('link', { name: /Terms & Conditions/ }).click(),
  ]);
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await expect(terms.getByRole('article')).toContainText('By placing an order you agree to these terms.');
  await expectAccessibleInBothThemes(terms);
  await terms.close();
});

test('a policy switched off in the config is not linked and its page is Not found', async ({ page }) => {
  const res = await page.request.put('/api/v1/demo/config', { data: { shipping_policy: 0 } });
  expect(res.ok(), await res.text()).toBe(true);
  await visit(page, 'light');
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Refund Policy' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Shipping Policy' })).toHaveCount(0);
  await page.goto('/shipping-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectAccessible(page);
});

test(`a signed-in customer opens Coupons from the account menu and copies a code`, async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const request = page.request;
  await visit(page, theme, {
    zoneId: await zoneOf(request),
    module: await moduleOf(request, 'grocery'),
    token: await signInDemoCustomer(request),
  });
  await page.goto('/home');
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Coupons' }).click();
  await expect(page).toHaveURL(/\/coupons$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  const card = page.getByRole('listitem', { name: '10% off your groceries' });
  await expect(card).toContainText('10% off');
  await expect(card).toContainText('up to $15.00');
  await expect(card).toContainText('Min purchase $20.00');
  await expect(page.getByRole('listitem', { name: '20% off at Fresh Basket & Organic Roots' })).toContainText(
    'Store-wise',
  );
  await expectAccessibleInBothThemes(page);
  await card.getByRole('button', { name: 'Copy code GROCERY10' }).click();
  await expect(page.getByText('Coupon code copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('GROCERY10');
});

test('a guest on /coupons is asked to sign in', async ({ page }) => {
  await visit(page, 'light');
  await page.goto('/coupons');
  await expect(page.getByText('You must be login to access this page.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/coupons?auth=sign-in');
  await expectAccessible(page);
});
