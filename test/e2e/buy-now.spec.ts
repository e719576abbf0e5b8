import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

// Buy Now and Order Now from the item popup (spec part 1 §4 "Item availability", "Item popup button"): Buy Now goes
// to /checkout?page=buy_now without touching the cart; a campaign item has only Order Now, which needs a token ('Please
// log in to order this campaign item.') and goes to /checkout?page=campaign. The checkout page itself is issue 11's.

// A point in Gulshan (inside zones 2 and 1 of the seed).
const point = { lat: 23.7925, lng: 90.4078 };

interface ApiItem {
  id: number;
  name: string;
  choice_options: { title: string; options: string[] }[];
  variations: { type: string; price: number; stock: number }[];
  food_variations: { name: string; required: string; values: { label: string }[] }[];
}

async function zoneOf(request: APIRequestContext) {
  const zone = await request.get(`/api/v1/config/get-zone-id?lat=${point.lat}&lng=${point.lng}`);
  expect(zone.ok()).toBe(true);
  return ((await zone.json()) as { zone_id: string }).zone_id;
}

async function moduleOf(request: APIRequestContext, type: string) {
  const res = await request.get('/api/v1/module');
  const modules = (await res.json()) as { id: number; module_name: string; module_type: string }[];
  const m = modules.find((x) => x.module_type === type)!;
  return { id: m.id, module_name: m.module_name, module_type: m.module_type };
}

async function signIn(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', {
    data: { login_type: 'manual', email_or_phone: 'demo@sixam.market', password: '12345678', field_type: 'email' },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** A visitor in Gulshan with `module` chosen, signed in when `token` is given, in `theme`. */
async function visit(page: Page, zoneId: string, module: object, token: string | null, theme: 'light' | 'dark') {
  await page.addInitScript(
    ([zone, latLng, mod, tok, settings]) => {
      localStorage.setItem('zoneid', zone);
      localStorage.setItem('currentLatLng', latLng);
      localStorage.setItem('location', 'Road 45, Gulshan 2, Dhaka 1212');
      localStorage.setItem('module', mod);
      localStorage.setItem('settings', settings);
      if (tok) localStorage.setItem('token', tok);
      else localStorage.removeItem('token');
    },
    [
      zoneId,
      JSON.stringify(point),
      JSON.stringify(module),
      token,
      JSON.stringify({ theme, direction: 'ltr' }),
    ] as const,
  );
}

async function customerCart(request: APIRequestContext, token: string, moduleId: number) {
  const res = await request.get('/api/v1/customer/cart/list', {
    headers: { Authorization: `Bearer ${token}`, moduleId: String(moduleId) },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as unknown[];
}

test('a customer buys now an e-commerce item with a variation: /checkout?page=buy_now, the cart untouched', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const zoneId = await zoneOf(request);
  const shop = await moduleOf(request, 'ecommerce');
  const token = await signIn(request);
  const res = await request.get('/api/v1/items/popular?type=all&limit=100&offset=1', {
    headers: { moduleId: String(shop.id), zoneId },
  });
  const items = ((await res.json()) as { products: ApiItem[] }).products;
  // an item sold by variation whose second option of the first choice is in stock
  const item = items.find(
    (i) =>
      i.choice_options.length > 0 &&
      i.choice_options[0].options.length > 1 &&
      i.variations.filter((v) => v.stock > 0).length > 1,
  )!;
  expect(item).toBeTruthy();
  const cartBefore = await customerCart(request, token, shop.id);
  await visit(page, zoneId, shop, token, 'light');

  await page.goto(`/home?item=${item.id}`);
  const popup = page.getByRole('dialog', { name: item.name });
  await expect(popup).toBeVisible({ timeout: 30_000 });
  const choice = popup.getByRole('group', { name: item.choice_options[0].title });
  // pick an in-stock variation: try the options of the first choice until the stock notice is gone
  for (const option of item.choice_options[0].options) {
    await choice.getByRole('button', { name: option }).click();
    await expect(choice.getByRole('button', { name: option })).toHaveAttribute('aria-pressed', 'true');
    if ((await popup.getByText('This variation is out of stock.', { exact: false }).count()) === 0) break;
  }
  await expect(popup.getByText('This variation is out of stock.', { exact: false })).toHaveCount(0);
  await expectAccessible(page);
  await popup.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkout\?page=buy_now$/);
  expect(await customerCart(request, token, shop.id)).toEqual(cartBefore);
});

test('Order Now on a campaign item asks a guest to log in and takes a customer to /checkout?page=campaign (dark)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const zoneId = await zoneOf(request);
  const food = await moduleOf(request, 'food');
  const res = await request.get('/api/v1/campaigns/item', { headers: { moduleId: String(food.id), zoneId } });
  expect(res.ok()).toBe(true);
  const campaigns = (await res.json()) as (ApiItem & { available_time_starts: string })[];
  const campaign = campaigns.find((c) => c.name === 'Burger Combo Deal')!;
  expect(campaign).toBeTruthy();

  const chooseRequired = async (popup: ReturnType<Page['getByRole']>) => {
    for (const group of campaign.food_variations.filter((g) => g.required === 'on'))
      await popup
        .getByRole('group', { name: `${group.name} (required)` })
        .getByRole('checkbox', { name: new RegExp(`^${group.values[0].label.replace(/[()"]/g, '.')}`) })
        .check();
  };

  // A guest: Order Now is the only action; it says to log in and stays.
  await visit(page, zoneId, food, null, 'dark');
  await page.goto(`/home?item=${campaign.id}&campaign=1`);
  const popup = page.getByRole('dialog', { name: campaign.name });
  await expect(popup).toBeVisible({ timeout: 30_000 });
  await expect(popup.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await expect(popup.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
  await expect(popup.getByRole('button', { name: /wishlist/ })).toHaveCount(0);
  await chooseRequired(popup);
  await expectAccessible(page);
  await popup.getByRole('button', { name: 'Order Now' }).click();
  await expect(page.getByText('Please log in to order this campaign item.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/home\\?item=${campaign.id}&campaign=1$`));
  await expectAccessible(page);

  // A customer: Order Now → /checkout?page=campaign.
  const token = await signIn(request);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await visit(page, zoneId, food, token, 'dark');
  await page.reload();
  await expect(popup).toBeVisible({ timeout: 30_000 });
  await chooseRequired(popup);
  await popup.getByRole('button', { name: 'Order Now' }).click();
  await expect(page).toHaveURL(/\/checkout\?page=campaign$/);
});
