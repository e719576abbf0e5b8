import type { Page, Response } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { holdScripts } from './support.ts';

// The embedded API's demo geography (server/db/seed/catalogue/geo-data.ts): Gulshan 2 Circle lies in the
// overlapping zones 2 (Gulshan) and 1 (Dhaka Central); Dhanmondi Lake only in zone 1; Chattogram in none.
const gulshan2 = { latitude: 23.7925, longitude: 90.4078 };

const mapDialog = (page: Page) => page.getByRole('dialog', { name: 'Pick your location on the map' });
const stored = (page: Page) =>
  page.evaluate(() => ({
    location: localStorage.getItem('location'),
    latLng: JSON.parse(localStorage.getItem('currentLatLng') ?? 'null') as { lat: number; lng: number } | null,
    zoneId: localStorage.getItem('zoneid'),
  }));

/** Confirms the picked location: success toast, then the page reloads onto /home with the location stored. */
async function confirmAndLand(page: Page) {
  const dialog = mapDialog(page);
  // The toast shows for 0.8 s before the page reloads onto /home. Asked for after the click, on a loaded machine the
  // test's first look came after the reload (CI: the toast on screen in the trace, the test never saw it); the wait
  // starts before the click instead.
  const toastShown = page.getByText('New delivery address selected.').waitFor({ state: 'visible' });
  await dialog.getByRole('button', { name: 'Confirm location' }).click();
  await toastShown;
  await page.waitForURL('**/home');
}

test('a new user sets the location by current position', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(gulshan2);
  await page.goto('/');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Use current location' }).click();
  const dialog = mapDialog(page);
  await expect(dialog.getByText('Gulshan 2 Circle, Gulshan, Dhaka 1212, Bangladesh')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm location' })).toBeEnabled();
  await expectAccessible(page);
  await confirmAndLand(page);
  expect(await stored(page)).toEqual({
    location: 'Gulshan 2 Circle, Gulshan, Dhaka 1212, Bangladesh',
    latLng: { lat: gulshan2.latitude, lng: gulshan2.longitude },
    zoneId: '[2,1]',
  });
});

test('a new user sets the location by searching a place name', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search location' });
  await search.fill('Dhanmondi La');
  const option = page.getByRole('option', { name: /Dhanmondi Lake/ });
  await expect(option).toBeVisible();
  await expectAccessible(page);
  await search.press('ArrowDown');
  await search.press('Enter');
  const dialog = mapDialog(page);
  await expect(dialog.getByText('Dhanmondi Lake, Dhanmondi, Dhaka 1209, Bangladesh')).toBeVisible();
  await confirmAndLand(page);
  expect(await stored(page)).toEqual({
    location: 'Dhanmondi Lake, Dhanmondi, Dhaka 1209, Bangladesh',
    latLng: { lat: 23.7461, lng: 90.3742 },
    zoneId: '[1]',
  });
});

test('a new user sets the location on the map (Leaflet loads only with the map dialog)', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Pick from map' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const leafletIn = async (responses: Response[]) =>
    (await Promise.all(responses.map((r) => r.text().catch(() => '')))).some((js) => js.includes('leaflet-container'));
  expect(await leafletIn(scripts), 'leaflet is not in the landing page JS').toBe(false);
  const landingScripts = scripts.length;

  await page.getByRole('button', { name: 'Pick from map' }).click();
  const dialog = mapDialog(page);
  const map = dialog.getByRole('application', { name: 'Map' });
  await expect(map).toBeVisible();
  expect(await leafletIn(scripts.slice(landingScripts)), 'leaflet loads with the map dialog').toBe(true);
  // Centred on config.default_location (Gulshan 2 Circle), resolved at once.
  await expect(dialog.getByText('Gulshan 2 Circle, Gulshan, Dhaka 1212, Bangladesh')).toBeVisible();
  await expectAccessible(page);

  // Drag the map (away from the pin) ~200 px right and down, ~220 m at zoom 17: the centre moves north-west,
  // next to Banani Road 11, and the address and zone are looked up again.
  const box = (await map.boundingBox())!;
  const [x, y] = [box.x + box.width / 4, box.y + box.height / 4];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 200, y + 200, { steps: 20 });
  await page.mouse.up();
  await expect(dialog.getByText('Banani Road 11, Banani, Dhaka 1213, Bangladesh')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm location' })).toBeEnabled();
  await confirmAndLand(page);
  const { latLng, zoneId, location } = await stored(page);
  expect(latLng!.lat).toBeGreaterThan(gulshan2.latitude + 0.001);
  expect(latLng!.lng).toBeLessThan(gulshan2.longitude - 0.001);
  expect(zoneId).toBe('[2,1]');
  expect(location).toBe('Banani Road 11, Banani, Dhaka 1213, Bangladesh');
});

test('a point outside every zone shows the message and stores nothing', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search location' });
  await search.fill('Chattogram');
  await page.getByRole('option', { name: /Chattogram GEC Circle/ }).click();
  const dialog = mapDialog(page);
  await expect(dialog.getByRole('alert')).toHaveText(
    'Service is not available in this area. Please choose a location inside our service zones.',
  );
  await expect(dialog.getByRole('button', { name: 'Confirm location' })).toBeDisabled();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(await stored(page)).toEqual({ location: null, latLng: null, zoneId: null });
  await expect(page).toHaveURL(/\/$/);
});

test('denied location permission says so and leaves search and map usable', async ({ page, context }) => {
  await context.clearPermissions();
  await page.goto('/');
  await page.getByRole('button', { name: 'Use current location' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Location access was denied. Allow it in your browser settings, or search for a place or pick it on the map.',
  );
  await expect(page.getByRole('combobox', { name: 'Search location' })).toBeEnabled();
  await page.getByRole('button', { name: 'Pick from map' }).click();
  await expect(mapDialog(page)).toBeVisible();
});

test('Escape closes the suggestions and keeps the typed text; the other ways stay usable', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search location' });
  await search.fill('Gulshan');
  await expect(page.getByRole('option', { name: /Gulshan 1 Circle/ })).toBeVisible();
  await search.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(search).toHaveValue('Gulshan');
  await page.getByRole('button', { name: 'Pick from map' }).click();
  await expect(mapDialog(page)).toBeVisible();
  // The typed text is kept.
  await mapDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('combobox', { name: 'Search location' })).toHaveValue('Gulshan');
});

test('the picker opens from any page with ?picker=location', async ({ page }) => {
  await page.goto('/?picker=location');
  const picker = page.getByRole('dialog', { name: 'Choose your location' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Use current location' })).toBeVisible();
  await expectAccessible(page);
});

test('what a shopper types into the search before the page has its JavaScript is searched once it has', async ({
  page,
}) => {
  // the page's scripts wait until the text is typed into the server-rendered field (a slow phone network)
  const release = await holdScripts(page);
  // module scripts hold DOMContentLoaded back: the server's markup is there once the field is
  await page.goto('/', { waitUntil: 'commit' });
  const search = page.getByRole('combobox', { name: 'Search location' });
  await search.fill('Chattogram');
  release();
  await page.getByRole('option', { name: /Chattogram GEC Circle/ }).click();
  await expect(mapDialog(page).getByRole('alert')).toHaveText(
    'Service is not available in this area. Please choose a location inside our service zones.',
  );
});
