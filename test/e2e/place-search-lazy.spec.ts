import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

// The landing page's place search shows a plain field first and swaps in its combobox chunk
// (src/features/location/place-search.tsx) when the shopper comes to it (hover or focus), keeping the typed text and
// the focus; the location flow's chart (with XState) starts as the shopper comes to the panel. A page left alone
// loads neither.

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
  release();
  await field.hover(); // the pointer on the field swaps the combobox in, without taking the focus
  await expect(field).toHaveAttribute('aria-controls');
  await expect(field).not.toBeFocused();
  expect(await field.boundingBox()).toEqual(before);
  await expectAccessible(page);
});

test('left alone, the landing page loads neither the combobox nor the location chart; coming to them does', async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('request', (r) => {
    const chunk = /\/assets\/(place-search|location\.context|xstate)-[\w-]+\.js$/.exec(r.url());
    if (chunk) loaded.push(chunk[1]!);
  });
  await page.goto('/');
  // the idle moments after the first render have come and gone (a chunk asked for then is on the wire by now)
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);

  const field = page.getByRole('combobox', { name: 'Search location' });
  await field.focus();
  await expect(field).toHaveAttribute('aria-controls');
  await expect.poll(() => [...new Set(loaded)].sort()).toEqual(['location.context', 'place-search', 'xstate']);
  await field.pressSequentially('Dhanmondi La');
  await expect(page.getByRole('option', { name: /Dhanmondi Lake/ })).toBeVisible();
});
