import { expect, expectAccessibleInBothThemes, test } from './fixtures.ts';
import { moduleOf, popularItems, signIn, visit, zoneOf } from './support.ts';

// The shop wishlist drawer (spec part 2 "Wishlist drawer", "Adding from the wishlist drawer"): a customer hearts an
// item in its popup, opens the drawer from the navbar and adds the item to the cart from there.

interface ApiItem {
  id: number;
  name: string;
  stock: number;
  variations: unknown[];
  food_variations: unknown[];
}

/** The theme these journeys run in; each page they visit is axe-checked in both (expectAccessibleInBothThemes). */
const theme = 'dark' as const;
test(`a customer hearts an item, opens the wishlist drawer and adds it to the cart`, async ({ page, request }) => {
  const zoneId = await zoneOf(request);
  const module = await moduleOf(request, 'grocery');
  const token = await signIn(request);
  const headers = { Authorization: `Bearer ${token}`, moduleId: String(module.id), zoneId };
  const items = await popularItems<ApiItem>(request, module.id, zoneId, token);
  const item = items.find((i) => i.stock > 0 && i.variations.length === 0 && i.food_variations.length === 0)!;
  expect(item).toBeTruthy();
  // A clean start: an empty cart, the item not yet in the wishlist.
  await request.delete('/api/v1/customer/cart/remove', { headers });
  await request.delete(`/api/v1/customer/wish-list/remove?item_id=${item.id}`, { headers });

  await visit(page, { zoneId, module, token, theme });
  await page.goto(`/?item=${item.id}`);
  const popup = page.getByRole('dialog', { name: item.name });
  await popup.getByRole('button', { name: `Add ${item.name} to wishlist` }).click();
  await expect(popup.getByRole('button', { name: `Remove ${item.name} from wishlist` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  await page.getByRole('button', { name: /^Wishlist/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Wishlist' });
  const list = drawer.getByRole('list', { name: 'Items' });
  await expect(list.getByRole('link', { name: item.name })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await list.getByRole('button', { name: `Add ${item.name} to cart` }).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  const cart = await request.get('/api/v1/customer/cart/list', { headers });
  expect(((await cart.json()) as { item_id: number }[]).map((r) => r.item_id)).toEqual([item.id]);
  await expectAccessibleInBothThemes(page);
});
