import { expect, expectAccessible, test } from './fixtures.ts';

test('a new visitor lands on / and sees the shop from the embedded API', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sixam Market' })).toBeVisible();
  await expectAccessible(page);
});
