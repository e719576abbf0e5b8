import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

// The landing page's place search shows a plain field first and swaps in its combobox chunk
// (src/features/location/place-search.tsx) on idle, hover or focus, keeping the typed text and the focus.

/** Holds the combobox chunk back until the returned function is called. */
async function holdCombobox(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/place-search-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('typing before the combobox has loaded loses no keystroke, and the field looks the same after the swap', async ({
  page,
}) => {
  const release = await holdCombobox(page);
  await page.goto('/');
  const field = page.getByRole('combobox', { name: 'Search location' });
  await expect(field).toBeVisible();
  await expect(field).not.toHaveAttribute('aria-controls');
  await expectAccessible(page);
  const before = await field.boundingBox();

  await field.click();
  await field.pressSequentially('Dhanmondi');
  await expect(field).not.toHaveAttribute('aria-controls'); // still the plain field
  release();
  await expect(field).toHaveAttribute('aria-controls');
  await expect(field).toHaveValue('Dhanmondi');
  await expect(field).toBeFocused();
  expect(await field.boundingBox()).toEqual(before);

  await field.pressSequentially(' La');
  await expect(field).toHaveValue('Dhanmondi La');
  await expect(page.getByRole('option', { name: /Dhanmondi Lake/ })).toBeVisible();
  await expectAccessible(page);
});

test('in Arabic and the dark theme the plain field and the combobox are right to left and accessible', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('language-setting', 'ar');
    localStorage.setItem('settings', JSON.stringify({ theme: 'dark', direction: 'rtl' }));
  });
  const release = await holdCombobox(page);
  await page.goto('/');
  const field = page.getByRole('combobox', { name: 'ابحث عن موقع' });
  await expect(field).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(field).not.toHaveAttribute('aria-controls');
  await expectAccessible(page);
  const before = await field.boundingBox();
  release(); // the idle load swaps it in without any input
  await expect(field).toHaveAttribute('aria-controls');
  await expect(field).not.toBeFocused();
  expect(await field.boundingBox()).toEqual(before);
  await expectAccessible(page);
});
