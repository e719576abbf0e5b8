import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

// A point in Gulshan (inside zones 2 and 1 of the seed): the stored location a visitor would have set.
const point = { lat: 23.7925, lng: 90.4078 };

interface SeedItem {
  id: number;
  name: string;
  stock: number;
  variations: unknown[];
  food_variations: unknown[];
  choice_options: unknown[];
}

/** The grocery module, the zone of the point, and a latest store with an item that has no options. */
async function demoStoreAndItem(request: APIRequestContext) {
  const { zone_id } = (await (
    await request.get(`/api/v1/config/get-zone-id?lat=${point.lat}&lng=${point.lng}`)
  ).json()) as { zone_id: string };
  const modules = (await (await request.get('/api/v1/module')).json()) as { id: number; module_type: string }[];
  const grocery = modules.find((m) => m.module_type === 'grocery')!;
  const headers = { zoneId: zone_id, moduleId: String(grocery.id) };
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
    if (plain) return { zoneId: zone_id, module: grocery, store, item: plain };
  }
  throw new Error('the seed has no grocery store with an item without options');
}

async function startAt(page: Page, zoneId: string, module: object, theme: 'light' | 'dark') {
  await page.addInitScript(
    ([zone, latLng, mod, settings]) => {
      if (!localStorage.getItem('zoneid')) {
        localStorage.setItem('zoneid', zone);
        localStorage.setItem('currentLatLng', latLng);
        localStorage.setItem('location', 'Road 45, Gulshan 2, Dhaka 1212');
        localStorage.setItem('module', mod);
        localStorage.setItem('settings', settings);
      }
    },
    [zoneId, JSON.stringify(point), JSON.stringify(module), JSON.stringify({ theme })] as const,
  );
}

for (const theme of ['light', 'dark'] as const) {
  test(`open a store from /home, search inside it, add an item from its card and remove it (${theme})`, async ({
    page,
    request,
  }) => {
    const { zoneId, module, store, item } = await demoStoreAndItem(request);
    await startAt(page, zoneId, module, theme);
    await page.goto('/home');
    await page.getByRole('region', { name: 'Latest stores' }).getByRole('link', { name: store.name }).click();

    await expect(page).toHaveURL(/\/store\/[^?]+\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
    await expect(page.getByText(/^(Open now|Closed now)$/)).toBeVisible();
    const all = page.getByRole('region', { name: 'All items' });
    await expect(all.getByRole('article').first()).toBeVisible();
    await expectAccessible(page);

    // search inside the store
    const search = page.getByRole('search').getByRole('searchbox', { name: 'Search items in this store' });
    await search.fill(item.name);
    await search.press('Enter');
    const results = page.getByRole('region', { name: `Results for “${item.name}”` });
    const card = results.getByRole('article', { name: item.name, exact: true });
    await expect(card).toBeVisible();
    await expectAccessible(page);

    // Add → stepper with 01 → minus at 1 removes the line → Add again
    await card.getByRole('button', { name: `Add ${item.name} to cart` }).click();
    await expect(page.getByText('Item added to cart')).toBeVisible();
    const stepper = card.getByRole('group', { name: `${item.name}: quantity 01` });
    // (its name carries the quantity: 01; reading its output separately raced the 500 ms collapse on a busy machine)
    await expect(stepper).toBeVisible();
    // the pointer leaves: the stepper collapses (after 500 ms) to the quantity alone, which opens it on hover
    await page.mouse.move(0, 0);
    const collapsed = card.getByRole('button', { name: `${item.name}: quantity 01` });
    await expect(collapsed).toHaveText('01');
    await expectAccessible(page);
    await collapsed.hover(); // the pointer on the quantity opens the stepper again
    await stepper.getByRole('button', { name: `Remove ${item.name} from cart` }).click();
    await expect(page.getByText('Cart item remove successfully.')).toBeVisible();
    await expect(card.getByRole('button', { name: `Add ${item.name} to cart` })).toBeVisible();

    // the wishlist heart asks a guest to sign in
    await card.getByRole('button', { name: `Add ${item.name} to wishlist` }).click();
    await expect(page.getByText('You are not logged in')).toBeVisible();
  });
}
