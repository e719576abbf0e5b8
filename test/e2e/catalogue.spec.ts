import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessibleInBothThemes, test } from './fixtures.ts';
import { moduleOf, visit, zoneOf } from './support.ts';

interface SeedItem {
  id: number;
  name: string;
  stock: number;
  variations: unknown[];
  food_variations: unknown[];
  choice_options: unknown[];
}

/** The grocery module, the visitor's zone, and a latest store with an item that has no options. */
async function demoStoreAndItem(request: APIRequestContext) {
  const zoneId = await zoneOf(request);
  const grocery = await moduleOf(request, 'grocery');
  const headers = { zoneId, moduleId: String(grocery.id) };
  const { stores } = (await (
    await request.get('/api/v1/stores/latest?type=all&limit=12&offset=1', { headers })
  ).json()) as { stores: { id: number; name: string }[] };
  for (const store of stores) {
    const { products } = (await (
      await request.get(`/api/v1/items/latest?store_id=${store.id}&limit=50&offset=1&type=all`, { headers })
    ).json()) as { products: SeedItem[] };
    const plain = products.find(
      (i) => !i.variations.length && !i.food_variations.length && !i.choice_options.length && i.stock > 1,
    );
    if (plain) return { zoneId, module: grocery, store, item: plain };
  }
  throw new Error('the seed has no grocery store with an item without options');
}

/** The theme these journeys run in; each page they visit is axe-checked in both (expectAccessibleInBothThemes). */
const theme = 'dark' as const;
test(`open a store from /home, search inside it, add an item from its card and remove it`, async ({
  page,
  request,
}) => {
  // four pages axe-checked in both themes: about 45 s of a loaded CI machine before the card's steps
  test.setTimeout(120_000);
  const { zoneId, module, store, item } = await demoStoreAndItem(request);
  await visit(page, { zoneId, module, theme, firstLoadOnly: true });
  await page.goto('/home');
  await page.getByRole('region', { name: 'Latest stores' }).getByRole('link', { name: store.name }).click();

  await expect(page).toHaveURL(/\/store\/[^?]+\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
  await expect(page.getByText(/^(Open now|Closed now)$/)).toBeVisible();
  // the menu: the store's items under its categories, reached from the category bar
  const bar = page.getByRole('navigation', { name: 'Categories' });
  const first = bar.getByRole('link').first();
  const section = page.getByRole('region', { name: (await first.textContent())!, exact: true });
  await expect(section.getByRole('article').first()).toBeVisible();
  await first.click();
  await expect(first).toHaveAttribute('aria-current', 'true');
  // the store's reviews on demand (the demo's stores take reviews and have none yet)
  await page.getByRole('button', { name: 'Show reviews' }).click();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('heading', { name: 'Reviews' })).toBeFocused();
  await expect(reviews).toContainText('No reviews yet.');
  await expectAccessibleInBothThemes(page);

  // search inside the store
  const search = page.getByRole('search').getByRole('searchbox', { name: `Search in ${store.name}` });
  await search.fill(item.name);
  await search.press('Enter');
  const results = page.getByRole('region', { name: `Results for “${item.name}”` });
  const card = results.getByRole('article', { name: item.name, exact: true });
  await expect(card).toBeVisible();
  await expectAccessibleInBothThemes(page);

  // Add → quantity 01 → the stepper on hover → minus at 1 removes the line → Add again
  await card.getByRole('button', { name: `Add ${item.name} to cart` }).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  // The stepper that opens after Add keeps the focus (the pressed Add is replaced under it: its + takes it,
  // src/ui/use-keep-focus.ts), and stays open while the focus is in it. The states that hold are waited for: the
  // pointer and the focus away → the quantity alone; the pointer on it → the stepper.
  await page.mouse.move(0, 0);
  await page.getByRole('heading', { level: 1, name: store.name }).click(); // the focus leaves the card
  const collapsed = card.getByRole('button', { name: `${item.name}: quantity 01` });
  await expect(collapsed).toHaveText('01');
  await expectAccessibleInBothThemes(page);
  await collapsed.hover(); // the pointer on the quantity opens the stepper
  const stepper = card.getByRole('group', { name: `${item.name}: quantity 01` });
  await expect(stepper).toBeVisible();
  await stepper.getByRole('button', { name: `Remove ${item.name} from cart` }).click();
  await expect(page.getByText('Cart item remove successfully.')).toBeVisible();
  await expect(card.getByRole('button', { name: `Add ${item.name} to cart` })).toBeVisible();

  // the wishlist heart asks a guest to sign in
  await card.getByRole('button', { name: `Add ${item.name} to wishlist` }).click();
  await expect(page.getByText('You are not logged in')).toBeVisible();
});
