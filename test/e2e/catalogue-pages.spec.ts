import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessibleInBothThemes, test } from './fixtures.ts';
import { moduleOf, visit, zoneOf } from './support.ts';

// Category pages, the navbar search, a store's map dialog and the e-commerce product page.

interface SeedItem {
  id: number;
  name: string;
  slug: string;
  price: number;
  stock: number;
  choice_options: { title: string; options: string[] }[];
  variations: { type: string; price: number; stock: number }[];
}

/** The visitor's zone, the module of `moduleType` and the headers the shop's API calls carry. */
async function demo(request: APIRequestContext, moduleType: string) {
  const zoneId = await zoneOf(request);
  const module = await moduleOf(request, moduleType);
  return { zoneId, module, headers: { zoneId, moduleId: String(module.id) } };
}

// Each test walks several pages with an axe check on each: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** The theme these journeys run in; each page they visit is axe-checked in both (expectAccessibleInBothThemes). */
const theme = 'light' as const;
test(`all categories → a category → its items; navbar search with suggestions → both tabs → nothing found`, async ({
  page,
  request,
}) => {
  const { zoneId, module, headers } = await demo(request, 'grocery');
  const categories = (await (await request.get('/api/v1/categories', { headers })).json()) as {
    id: number;
    name: string;
    parent_id: number;
    products_count: number;
  }[];
  const category = categories.find((c) => c.parent_id === 0 && c.products_count > 0)!;
  const { products } = (await (
    await request.get(`/api/v1/categories/items/${category.id}?limit=12&offset=1`, { headers })
  ).json()) as { products: SeedItem[] };
  await visit(page, { zoneId, module, theme, firstLoadOnly: true });

  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'All categories' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByRole('link', { name: category.name, exact: true }).click();
  await expect(page).toHaveURL(/\/home\?search=category&id=\d+.*from=allCategories/);
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'items' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article', { name: products[0].name, exact: true }).first()).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByRole('tab', { name: 'stores' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  await expectAccessibleInBothThemes(page);

  // the navbar search: suggestions while typing, Enter opens the results with both tabs
  const word = products[0].name.split(' ')[0];
  const box = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('combobox', { name: 'Search' });
  await box.fill(word);
  const suggestions = page.getByRole('listbox', { name: 'Search' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await expect(suggestions.getByRole('option', { name: new RegExp(word) }).first()).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Search results for “${word}”` })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  await page.getByRole('tab', { name: /^stores/ }).click();
  await expect(page.getByRole('tab', { name: /^stores/ })).toHaveAttribute('aria-selected', 'true');
  await expectAccessibleInBothThemes(page);

  // nonsense finds nothing
  await box.fill('qzxqzxqzx');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “qzxqzxqzx”' })).toBeVisible();
  await expect(page.getByText('Sorry no data found related to your search.')).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

test(`a store's location map with directions; an e-commerce product page whose price follows the variation`, async ({
  page,
  request,
}) => {
  const { zoneId, module, headers } = await demo(request, 'ecommerce');
  const { stores } = (await (
    await request.get('/api/v1/stores/latest?type=all&limit=12&offset=1', { headers })
  ).json()) as { stores: { id: number; name: string; slug: string; latitude: string; longitude: string }[] };
  let product: SeedItem | undefined;
  for (const store of stores) {
    const { products } = (await (
      await request.get(`/api/v1/items/latest?store_id=${store.id}&limit=50&offset=1&type=all`, { headers })
    ).json()) as { products: SeedItem[] };
    product = products.find(
      (i) =>
        i.choice_options.length > 0 &&
        i.variations.filter((v) => v.stock > 0).length > 1 &&
        new Set(i.variations.map((v) => v.price)).size > 1,
    );
    if (product) break;
  }
  if (!product) throw new Error('the seed has no e-commerce item with variations of different prices');
  await visit(page, { zoneId, module, theme, firstLoadOnly: true });

  // the store page's map dialog
  const store = stores[0];
  await page.goto(`/store/${store.slug}?id=${store.slug}&module_id=${module.id}`);
  await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
  await page.getByRole('button', { name: 'View on map' }).click();
  const map = page.getByRole('dialog', { name: `Location of ${store.name}` });
  await expect(map).toBeVisible();
  const directions = map.getByRole('link', { name: /Get directions/ });
  await expect(directions).toHaveAttribute('href', new RegExp(`destination=${Number(store.latitude)}`));
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await map.getByRole('button', { name: 'Close' }).click();
  await expect(map).toBeHidden();

  // the product page: gallery, then a variation changes the price
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('region', { name: `Pictures of ${product.name}` })).toBeVisible();
  const total = page.getByLabel('Total');
  const before = await total.textContent();
  const group = page.getByRole('group', { name: product.choice_options[0].title });
  const options = group.getByRole('button');
  const count = await options.count();
  let changed = false;
  for (let i = 0; i < count && !changed; i++) {
    if ((await options.nth(i).getAttribute('aria-pressed')) === 'true') continue;
    await options.nth(i).click();
    await expect(options.nth(i)).toHaveAttribute('aria-pressed', 'true');
    changed = (await total.textContent()) !== before;
  }
  expect(changed).toBe(true);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

// The mobile layout (≤ 1180 px): the search field lives in the drawer (spec part 2 §2).
test.describe('mobile search', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test(`the drawer's search: suggestions → results with items and stores tabs → nothing found`, async ({
    page,
    request,
  }) => {
    const { zoneId, module, headers } = await demo(request, 'grocery');
    const { products } = (await (
      await request.get('/api/v1/items/latest?type=all&limit=12&offset=1', { headers })
    ).json()) as { products: SeedItem[] };
    const word = products[0].name.split(' ')[0];
    await visit(page, { zoneId, module, theme, firstLoadOnly: true });
    await page.goto('/home');

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // no search field in the bar at this width: it is in the drawer
    await expect(nav.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(nav.getByRole('combobox', { name: 'Search' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const box = drawer.getByRole('combobox', { name: 'Search' });
    await box.fill(word);
    const suggestions = page.getByRole('listbox', { name: 'Search' });
    await expect(suggestions.getByRole('option', { name: new RegExp(word) }).first()).toBeVisible();
    await expectAccessibleInBothThemes(page);
    await box.press('Enter');
    // the drawer closes and the results page shows both tabs
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: `Search results for “${word}”` })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^items/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    await page.getByRole('tab', { name: /^stores/ }).click();
    await expect(page.getByRole('tab', { name: /^stores/ })).toHaveAttribute('aria-selected', 'true');
    await expectAccessibleInBothThemes(page);

    // nonsense from the drawer again: the empty message
    await nav.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('combobox', { name: 'Search' }).fill('qzxqzxqzx');
    await drawer.getByRole('button', { name: 'Search' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “qzxqzxqzx”' })).toBeVisible();
    await expect(page.getByText('Sorry no data found related to your search.')).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });
});
