import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fillCart, lineFor, openStore } from './shop-cart.ts';
import { holdScripts, moduleOf, newGuest, signIn, visit, zoneOf } from './support.ts';

// A press on a server-rendered page before its scripts have made it live is held, shown as pending, and carried out
// once the page is live (server/lib/http/page-scripts.ts): a shopper's first tap on a slow phone is not lost. The
// page's scripts are held back here as a slow network holds them.

test.describe.configure({ timeout: 120_000 });

/** A returning shopper of the grocery module (the server renders their zone's store) and an open store's simple item. */
async function groceryStore(page: Page, request: APIRequestContext, token?: string) {
  const zoneId = await zoneOf(request);
  const grocery = await moduleOf(request, 'grocery');
  const guestId = await newGuest(request);
  const { store, items } = await openStore(request, grocery, zoneId, 'delivery', (list) => !!lineFor(list, 0));
  const [item] = lineFor(items, 0)!;
  if (token) await fillCart(request, { token }, grocery.id, []);
  await visit(page, { zoneId, module: grocery, guestId, token: token ?? null, returning: true });
  return { path: `/store/${store.id}?id=${store.id}&module_id=${grocery.id}`, item };
}

for (const who of ['a guest', "a signed-in customer (the page drawn afresh over the server's)"] as const)
  test(`${who}: Add to cart tapped before the page is live puts the item in the cart once it is`, async ({
    page,
    request,
  }) => {
    const token = who === 'a guest' ? undefined : await signIn(request);
    const { path, item } = await groceryStore(page, request, token);
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    const add = page.getByRole('button', { name: `Add ${item.name} to cart` }).first();
    await add.click();
    await add.click(); // a second tap on the pending button is the same press
    await expect(add).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
    release();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 items' })).toBeVisible();
  });

test("a guest's tap on the footer's Loyalty Points before the page is live gets the sign-in message, as after", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Loyalty Points' });
  await link.click();
  await expect(link).toHaveAttribute('aria-busy', 'true');
  expect(new URL(page.url()).pathname).toBe('/');
  release();
  await expect(page.getByText('You must be login to access this page.')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a tap on a live page's card Add puts the item in the cart: the control is not swapped under the finger", async ({
    page,
    request,
  }) => {
    const { path, item } = await groceryStore(page, request);
    await page.goto(path);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    // the live control's chunk asked for while the browser is idle, as a shopper's phone has it by the time of a tap
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('button', { name: `Add ${item.name} to cart` })
      .first()
      .tap();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 items' })).toBeVisible();
  });
});
