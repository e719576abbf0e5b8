import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { mirroredKeys } from '../../src/session/storage.ts';
import { expect } from './fixtures.ts';

// What the e2e specs share to set a journey up: the seed's place, module, customer and guest through the API, and the
// browser storage a returning visitor has (location, module, theme, token or guest id) before the first page loads.

/** Gulshan 2 (inside zones 2 and 1 of the seed; every module delivers there): the visitor's stored location. */
export const GULSHAN = { lat: 23.7925, lng: 90.4078 };
/** The address text stored with it. */
export const GULSHAN_ADDRESS = 'Road 45, Gulshan 2, Dhaka 1212';

export type LatLng = { lat: number; lng: number };
export type Theme = 'light' | 'dark';

/** A module as the SPA stores it under `module`. */
export interface ShopModule {
  id: number;
  module_name: string;
  module_type: string;
}

/** The zone id (a JSON array string, e.g. "[2,1]") of `point` (Gulshan unless given). */
export async function zoneOf(request: APIRequestContext, point: LatLng = GULSHAN) {
  const zone = await request.get(`/api/v1/config/get-zone-id?lat=${point.lat}&lng=${point.lng}`);
  expect(zone.ok()).toBe(true);
  return ((await zone.json()) as { zone_id: string }).zone_id;
}

/** The seed's module of `type` (grocery, food, pharmacy, ecommerce, parcel, rental), as the SPA stores it. */
export async function moduleOf(request: APIRequestContext, type: string): Promise<ShopModule> {
  const res = await request.get('/api/v1/module');
  expect(res.ok()).toBe(true);
  const modules = (await res.json()) as ShopModule[];
  const m = modules.find((x) => x.module_type === type);
  if (!m) throw new Error(`the seed has no ${type} module`);
  return { id: m.id, module_name: m.module_name, module_type: m.module_type };
}

/** Signs the seed's demo customer in (email and password); returns the bearer token. */
export async function signIn(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', {
    data: { login_type: 'manual', email_or_phone: 'demo@sixam.market', password: '12345678', field_type: 'email' },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** A new guest id from the server. */
export async function newGuest(request: APIRequestContext) {
  const res = await request.post('/api/v1/auth/guest/request');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { guest_id: string }).guest_id;
}

/** The module's popular items in the zone (up to 100), with the fields `T` names; `token` signs the request in. */
export async function popularItems<T>(request: APIRequestContext, moduleId: number, zoneId: string, token?: string) {
  const headers: Record<string, string> = { moduleId: String(moduleId), zoneId };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await request.get('/api/v1/items/popular?type=all&limit=100&offset=1', { headers });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { products: T[] }).products;
}

/** The slug of the module's first store in the zone. */
export async function firstStoreSlug(request: APIRequestContext, moduleId: number, zoneId: string) {
  const res = await request.get('/api/v1/stores/get-stores/all?offset=1&limit=1', {
    headers: { zoneId, moduleId: String(moduleId) },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { stores: { slug: string }[] }).stores[0]!.slug;
}

/** What the browser has stored before a page of the journey loads. */
export interface Visitor {
  zoneId: string;
  /** The chosen module (left out: none stored). */
  module?: object;
  /** A customer's bearer token; null: signed out (any token removed); left out: the storage keeps what it has. */
  token?: string | null;
  /** A guest id to store. */
  guestId?: string | null;
  /** The colour theme (stored in `settings`, left to right); left out: the app's default. */
  theme?: Theme;
  /** The stored location (Gulshan 2 and its address unless given). */
  point?: LatLng;
  address?: string;
  /** Further keys to store as they are (e.g. a rental visitor's recent destinations). */
  extra?: Record<string, string>;
  /**
   * Store it only while the browser has no location yet, i.e. on the journey's first page load: what the visitor
   * changes on the way (location, module, theme, sign in) then survives reloads. Otherwise every load stores it again.
   */
  firstLoadOnly?: boolean;
  /**
   * Also the cookies the SPA mirrors its session into (src/session/storage.ts), as a returning shopper's browser has
   * them from an earlier visit: the server then renders the first page for this shopper (zone, module, language,
   * theme), not for a stranger.
   */
  returning?: boolean;
}

/** Stores `v` in the page's localStorage before every page load (see `firstLoadOnly`). */
export async function visit(page: Page, v: Visitor) {
  const entries: [string, string | null][] = [
    ['zoneid', v.zoneId],
    ['currentLatLng', JSON.stringify(v.point ?? GULSHAN)],
    ['location', v.address ?? GULSHAN_ADDRESS],
  ];
  if (v.module) entries.push(['module', JSON.stringify(v.module)]);
  if (v.theme) entries.push(['settings', JSON.stringify({ theme: v.theme, direction: 'ltr' })]);
  for (const [key, value] of Object.entries(v.extra ?? {})) entries.push([key, value]);
  if (v.token !== undefined) entries.push(['token', v.token]);
  if (v.guestId) entries.push(['guest_id', v.guestId]);
  if (v.returning)
    await page
      .context()
      .addCookies(
        entries
          .filter(([key, value]) => value !== null && (mirroredKeys as readonly string[]).includes(key))
          .map(([name, value]) => ({ name, value: encodeURIComponent(value!), domain: '127.0.0.1', path: '/' })),
      );
  await page.addInitScript(
    ({ entries, firstLoadOnly }) => {
      if (firstLoadOnly && localStorage.getItem('zoneid')) return;
      for (const [key, value] of entries)
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
    },
    { entries, firstLoadOnly: v.firstLoadOnly ?? false },
  );
}

/**
 * Ark's select is a chunk of its own: until it is in, a placeholder stands in its place (src/ui/deferred-part.tsx),
 * and a select that loads on intent (the kit's IntentSelect) asks for it when the pointer comes over it, as a
 * shopper's does before a click.
 */
async function arkSelect(combobox: Locator) {
  await combobox.hover();
  await expect(combobox).toHaveAttribute('data-scope', 'select');
}

/**
 * Picks an option of the kit's Select (src/ui/select.tsx: a combobox button that opens a listbox), as a shopper does:
 * opens it and clicks the option named `option`, or the `option`-th of the list (0 = the first).
 */
export async function chooseOption(page: Page, combobox: Locator, option: string | number) {
  await arkSelect(combobox);
  await combobox.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const item =
    typeof option === 'string'
      ? listbox.getByRole('option', { name: option, exact: true })
      : listbox.getByRole('option').nth(option);
  await item.click();
  await expect(listbox).toBeHidden();
}

/** How many options the kit's Select offers (opened and closed again with Escape). */
export async function optionCount(page: Page, combobox: Locator) {
  await arkSelect(combobox);
  await combobox.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const count = await listbox.getByRole('option').count();
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  return count;
}

/** The footer's content, a chunk of its own that a server-rendered page hydrates last (src/features/shell/footer.tsx). */
export const FOOTER_CONTENT = /\/assets\/footer-content-[\w-]+\.js$/;

/**
 * Holds the page's scripts (a slow phone network), or those `scripts` matches, until the returned `release` is called:
 * the server-rendered markup is there to type into before the page has its JavaScript.
 */
export async function holdScripts(page: Page, scripts = /\/assets\/.*\.js$/): Promise<() => void> {
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  return release;
}
