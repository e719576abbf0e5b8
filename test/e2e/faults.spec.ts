// Faults a shopper meets: a call that gets no answer at all (offline, the API down) shows the shop's
// worded message in the shop's language — never the browser's "Failed to fetch" — keeps what was typed or chosen, and
// the same action works again once the API answers. The fault is injected at the network (`page.route` → abort).
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { moduleOf, popularItems, visit, zoneOf } from './support.ts';
import { OFFLINE_AR, OFFLINE_EN, expectNoRawText } from './faults-support.ts';

const noAnswer = (page: Page, url: string | RegExp) => page.route(url, (route) => route.abort('internetdisconnected'));

test('sign-in without an answer: the worded message, what was typed stays, and the next try signs in', async ({
  page,
}) => {
  await page.goto('/?auth=sign-in');
  const d = page.getByRole('dialog', { name: 'Sign in' });
  await d.getByLabel(/Email or phone/).fill('demo@sixam.market');
  await d.getByLabel(/^Password/).fill('12345678');
  await noAnswer(page, '**/api/v1/auth/login');
  await d.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page.getByText(OFFLINE_EN).first()).toBeVisible();
  await expectNoRawText(page);
  await expect(d.getByLabel(/Email or phone/)).toHaveValue('demo@sixam.market');
  await expect(d.getByLabel(/^Password/)).toHaveValue('12345678');
  await expect(d.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  await expectAccessible(page);

  await page.unroute('**/api/v1/auth/login');
  await d.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Logged in successfully.')).toBeVisible();
  await expect(d).toBeHidden();
});

test('in Arabic the same failure reads in Arabic', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language-setting', 'ar'));
  await page.goto('/?auth=sign-in');
  const d = page.getByRole('dialog');
  await expect(d).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await d.getByRole('textbox').first().fill('demo@sixam.market');
  await d.locator('input[type="password"]').first().fill('12345678');
  await noAnswer(page, '**/api/v1/auth/login');
  await d.locator('button[type="submit"]').first().click();
  await expect(page.getByText(OFFLINE_AR).first()).toBeVisible();
  await expectNoRawText(page);
  await expect(page.getByText(OFFLINE_EN)).toHaveCount(0);
});

test("a guest's add to cart without an answer: the worded message, nothing added, and Add works again", async ({
  page,
  request,
}) => {
  const zoneId = await zoneOf(request);
  const grocery = await moduleOf(request, 'grocery');
  const items = await popularItems<{ id: number; slug: string; name: string; stock: number; variations: unknown[] }>(
    request,
    grocery.id,
    zoneId,
  );
  const item = items.find((i) => !i.variations.length && i.stock > 1);
  if (!item) throw new Error('the seed has no popular grocery item without options in stock');
  await visit(page, { zoneId, module: grocery });
  await page.goto(`/product/${item.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();

  await noAnswer(page, '**/api/v1/customer/cart/add');
  const add = page.getByRole('main').getByRole('button', { name: /Add to cart/ });
  await add.first().click();
  await expect(page.getByText(OFFLINE_EN).first()).toBeVisible();
  await expectNoRawText(page);
  await expect(page.getByText('Item added to cart')).toHaveCount(0);

  await page.unroute('**/api/v1/customer/cart/add');
  await add.first().click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
});
