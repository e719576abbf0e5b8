import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

// The shop wishlist drawer (spec part 2 "Wishlist drawer", "Adding from the wishlist drawer"): a customer hearts an
// item in its popup, opens the drawer from the navbar and adds the item to the cart from there.

// A point in Gulshan (inside zones 2 and 1 of the seed).
const point = { lat: 23.7925, lng: 90.4078 };

interface ApiItem {
  id: number;
  name: string;
  stock: number;
  variations: unknown[];
  food_variations: unknown[];
}

async function zoneOf(request: APIRequestContext) {
  const zone = await request.get(`/api/v1/config/get-zone-id?lat=${point.lat}&lng=${point.lng}`);
  expect(zone.ok()).toBe(true);
  return ((await zone.json()) as { zone_id: string }).zone_id;
}

async function grocery(request: APIRequestContext) {
  const res = await request.get('/api/v1/module');
  const modules = (await res.json()) as { id: number; module_name: string; module_type: string }[];
  const m = modules.find((x) => x.module_type === 'grocery')!;
  return { id: m.id, module_name: m.module_name, module_type: m.module_type };
}

async function signIn(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', {
    data: { login_type: 'manual', email_or_phone: 'demo@sixam.market', password: '12345678', field_type: 'email' },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

async function visit(page: Page, zoneId: string, module: object, token: string, theme: 'light' | 'dark') {
  await page.addInitScript(
    ([zone, latLng, mod, tok, settings]) => {
      localStorage.setItem('zoneid', zone);
      localStorage.setItem('currentLatLng', latLng);
      localStorage.setItem('location', 'Road 45, Gulshan 2, Dhaka 1212');
      localStorage.setItem('module', mod);
      localStorage.setItem('settings', settings);
      localStorage.setItem('token', tok);
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

for (const theme of ['light', 'dark'] as const)
  test(`a customer hearts an item, opens the wishlist drawer and adds it to the cart (${theme})`, async ({
    page,
    request,
  }) => {
    const zoneId = await zoneOf(request);
    const module = await grocery(request);
    const token = await signIn(request);
    const headers = { Authorization: `Bearer ${token}`, moduleId: String(module.id), zoneId };
    const res = await request.get('/api/v1/items/popular?type=all&limit=100&offset=1', { headers });
    const items = ((await res.json()) as { products: ApiItem[] }).products;
    const item = items.find((i) => i.stock > 0 && i.variations.length === 0 && i.food_variations.length === 0)!;
    expect(item).toBeTruthy();
    // A clean start: an empty cart, the item not yet in the wishlist.
    await request.delete('/api/v1/customer/cart/remove', { headers });
    await request.delete(`/api/v1/customer/wish-list/remove?item_id=${item.id}`, { headers });

    await visit(page, zoneId, module, token, theme);
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
    await expectAccessible(page);
    await list.getByRole('button', { name: `Add ${item.name} to cart` }).click();
    await expect(page.getByText('Item added to cart')).toBeVisible();
    const cart = await request.get('/api/v1/customer/cart/list', { headers });
    expect(((await cart.json()) as { item_id: number }[]).map((r) => r.item_id)).toEqual([item.id]);
    await expectAccessible(page);
  });
