import { expect, expectAccessible, test } from './fixtures.ts';
import { visit, zoneOf } from './support.ts';

// A visitor in Gulshan with a stored location and no module yet.
test.beforeEach(async ({ page, request }) => {
  await visit(page, { zoneId: await zoneOf(request), firstLoadOnly: true });
});

test('pick a module, choose interests, see real stores and items, then switch module', async ({ page }) => {
  await page.goto('/home');
  const picker = page.getByRole('dialog', { name: 'Select a type of module for your orders.' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('button', { name: /Grocery/ })).toBeVisible();
  await expectAccessible(page);

  // Closing without a module keeps the picker with the spec's message.
  await picker.getByRole('button', { name: 'Close' }).click();
  await expect(picker.getByRole('alert')).toHaveText('A module must be selected to continue.');

  await picker.getByRole('button', { name: /Grocery/ }).click();
  await expect(page.getByText('A Module has been selected.')).toBeVisible();
  await expect(page).toHaveURL(/\/interest$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your interests' })).toBeVisible();
  await page.getByRole('button', { name: 'Fruits & Vegetables' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grocery home' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular items' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  const latestStores = page.getByRole('region', { name: 'Latest stores' });
  await expect(latestStores.getByRole('link', { name: 'Fresh Basket Gulshan' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Modules' })).toBeVisible();
  await expectAccessible(page);

  // Switch to food through the switcher: interests again (new module), then the food home's wording.
  await page.getByRole('link', { name: /Switch module/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Food/ }).click();
  await expect(page).toHaveURL(/\/interest$/);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Food home' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular foods' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest restaurants' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest restaurants' }).getByRole('article').first()).toBeVisible();
  await expectAccessible(page);

  // Back to grocery from the rail: interests are already saved, so straight home.
  await page
    .getByRole('navigation', { name: 'Modules' })
    .getByRole('button', { name: /Grocery/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grocery home' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});
