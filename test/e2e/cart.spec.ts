import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { moduleOf, popularItems, visit, zoneOf } from './support.ts';

interface ApiItem {
  id: number;
  name: string;
  store_id: number;
  maximum_cart_quantity: number | null;
  add_ons: { id: number; name: string }[];
  food_variations: { name: string; type: string; required: string; values: { label: string }[] }[];
}

/** Picks the first option of every required food variation group in the open popup. */
async function chooseRequired(popup: ReturnType<Page['getByRole']>, item: ApiItem) {
  for (const group of item.food_variations.filter((g) => g.required === 'on'))
    await popup
      .getByRole('group', { name: `${group.name} (required)` })
      .getByRole(group.type === 'multi' ? 'checkbox' : 'radio', {
        name: new RegExp(`^${group.values[0].label.replace(/[()"]/g, '.')}`),
      })
      .check();
}

test('a guest adds a food item with variations and add-ons, edits its options from the drawer, meets the store conflict (5000 ms toast) and reaches the guest prompt', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000); // a long journey on a shared, busy machine
  const zoneId = await zoneOf(request);
  const food = await moduleOf(request, 'food');
  const items = await popularItems<ApiItem>(request, food.id, zoneId);
  const burger = items.find((i) => i.food_variations.some((g) => g.name === 'Patty') && i.add_ons.length > 0)!;
  const other = items.find((i) => i.store_id !== burger.store_id && i.food_variations.length > 0)!;
  expect(burger && other).toBeTruthy();
  await visit(page, { zoneId, module: food, firstLoadOnly: true });

  // The popup: the required variation first, then a choice and an add-on; the price follows.
  await page.goto(`/home?item=${burger.id}`);
  const popup = page.getByRole('dialog', { name: burger.name });
  await expect(popup).toBeVisible({ timeout: 30_000 });
  await expect(popup.getByRole('group', { name: 'Patty (required)' })).toBeVisible();
  await expectAccessible(page);
  await popup.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Variation Patty can not remain without selection.')).toBeVisible();
  // the running total is on Add to cart
  const addToCart = popup.getByRole('button', { name: 'Add to cart' });
  const before = await addToCart.textContent();
  await popup.getByRole('radio', { name: /^Double/ }).check();
  await expect(addToCart).not.toHaveText(before ?? '');
  const addOn = burger.add_ons[0];
  await popup.getByRole('checkbox', { name: new RegExp(`^${addOn.name}`) }).check();
  await popup.getByRole('button', { name: `Increase ${addOn.name}` }).click();
  await popup.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  await expect(popup).toBeHidden();

  // The drawer: the line with its variation and add-on; plus updates it.
  await page.getByRole('button', { name: 'Cart, 1 items' }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  const line = drawer.getByRole('listitem', { name: burger.name });
  await expect(line).toContainText('Patty: Double');
  await expect(line).toContainText(`${addOn.name} × 2`);
  await expectAccessible(page);
  await line.getByRole('button', { name: `Increase ${burger.name}` }).click();
  await expect(line.getByRole('group', { name: `Quantity of ${burger.name}` })).toContainText('02');

  // Edit in the drawer: the popup opens on the line's choices; nothing changed → 'No changes found to update.';
  // one more add-on → Update to cart → 'Item updated successfully', and the line shows it.
  await line.getByRole('button', { name: `Edit ${burger.name}` }).click();
  const editor = page.getByRole('dialog', { name: burger.name });
  await expect(editor.getByRole('radio', { name: /^Double/ })).toBeChecked();
  await expect(editor.getByRole('group', { name: 'Quantity' })).toContainText('02');
  await expectAccessible(page);
  await editor.getByRole('button', { name: 'Update to cart' }).click();
  await expect(page.getByText('No changes found to update.')).toBeVisible();
  await editor.getByRole('button', { name: `Increase ${addOn.name}` }).click();
  await editor.getByRole('button', { name: 'Update to cart' }).click();
  await expect(page.getByText('Item updated successfully')).toBeVisible();
  await expect(editor).toBeHidden();
  await page.getByRole('button', { name: 'Cart, 1 items' }).click();
  await expect(line).toContainText(`${addOn.name} × 3`);
  await drawer.getByRole('button', { name: 'Close' }).click();

  // Another restaurant's item: the store conflict, then the cart holds only that item.
  await page.goto(`/home?item=${other.id}`);
  const otherPopup = page.getByRole('dialog', { name: other.name });
  await chooseRequired(otherPopup, other);
  await otherPopup.getByRole('button', { name: 'Add to cart' }).click();
  const conflict = page.getByRole('alertdialog', {
    name: 'You have item from another store in cart. If you continue, your all previous item from cart will be removed and this one will be added.',
  });
  await expect(conflict).toBeVisible();
  await expectAccessible(page);
  // The toast lasts 5000 ms (spec part 1 §8). Timed from the click that causes it, it cannot leave sooner than 5 s
  // (a shorter toast would); timed from when the test sees it, it leaves within 8 s (a longer one would not). A
  // test-side clock started when the toast is seen undercounts by the polling delay of a busy machine.
  const replaced = page.getByText('Your cart has been cleared successfully. And selected item added to the cart.');
  const clickedAt = Date.now();
  await conflict.getByRole('button', { name: 'Yes' }).click();
  await expect(replaced).toBeVisible();
  const seenAt = Date.now();
  await expect(replaced).toBeHidden({ timeout: 15_000 });
  const hiddenAt = Date.now();
  expect(hiddenAt - clickedAt).toBeGreaterThanOrEqual(5_000);
  expect(hiddenAt - seenAt).toBeLessThan(8_000);

  // Checkout as a guest: the Guest / Login / Sign Up prompt, then Guest → /checkout?page=cart.
  await page.getByRole('button', { name: 'Cart, 1 items' }).click();
  await expect(drawer.getByRole('listitem', { name: other.name })).toBeVisible();
  await expect(drawer.getByRole('listitem', { name: burger.name })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  const prompt = page.getByRole('dialog', { name: 'Guest or login' });
  await expect(prompt.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  await expectAccessible(page);
  await prompt.getByRole('button', { name: 'Guest' }).click();
  await expect(page).toHaveURL(/\/checkout\?page=cart$/);
});

test('the item popup stops at the maximum per cart (pharmacy, 2 per cart), dark theme', async ({ page, request }) => {
  test.setTimeout(120_000);
  const zoneId = await zoneOf(request);
  const pharmacy = await moduleOf(request, 'pharmacy');
  const items = await popularItems<ApiItem>(request, pharmacy.id, zoneId);
  const limited = items.find((i) => i.maximum_cart_quantity === 2 && i.food_variations.length === 0)!;
  expect(limited).toBeTruthy();
  await visit(page, { zoneId, module: pharmacy, firstLoadOnly: true });
  await page.addInitScript(() => localStorage.setItem('settings', JSON.stringify({ theme: 'dark', direction: 'ltr' })));
  await page.goto(`/home?item=${limited.id}`);
  const popup = page.getByRole('dialog', { name: limited.name });
  const quantity = popup.getByRole('group', { name: 'Quantity' });
  await popup.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toContainText('02');
  await popup.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByText('Out of Limits.')).toBeVisible();
  await expect(quantity).toContainText('02');
  await expectAccessible(page);
  await popup.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  await page.getByRole('button', { name: 'Cart, 1 items' }).click();
  const line = page.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('listitem', { name: limited.name });
  await expect(line.getByRole('group', { name: `Quantity of ${limited.name}` })).toContainText('02');
  await line.getByRole('button', { name: `Increase ${limited.name}` }).click();
  await expect(page.getByText('Out of Limits.')).toBeVisible();
  await expectAccessible(page);
});
