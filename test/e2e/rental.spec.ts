import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

// A point in Gulshan (inside the seed's zones): the stored location a visitor would have set.
const point = { lat: 23.7925, lng: 90.4078 };

interface V {
  id: number;
  name: string;
  provider_id: number;
  total_vehicles: number;
  trip_hourly: number;
  trip_distance: number;
}

async function firstPage(request: APIRequestContext, zoneId: string, moduleId: number, tripType: string) {
  const query = new URLSearchParams({
    trip_type: tripType,
    pickup_location: JSON.stringify(point),
    limit: '12',
    offset: '1',
  });
  const res = await request.get(`/api/v1/rental/vehicle/search?${query}`, {
    headers: { zoneId, moduleId: String(moduleId) },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { vehicles: V[] }).vehicles;
}

test('a guest searches hourly, adds vehicles and meets the provider, duration, quantity and reset dialogs', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000); // one long journey on a shared 2-core machine
  const zone = (await (await request.get(`/api/v1/config/get-zone-id?lat=${point.lat}&lng=${point.lng}`)).json()) as {
    zone_id: string;
  };
  const modules = (await (await request.get('/api/v1/module')).json()) as {
    id: number;
    module_name: string;
    module_type: string;
  }[];
  const rental = modules.find((m) => m.module_type === 'rental')!;
  const hourly = await firstPage(request, zone.zone_id, rental.id, 'hourly');
  // A: hourly only; B: same provider; C: another provider
  const a = hourly.find(
    (v) => v.trip_distance === 0 && hourly.some((o) => o.provider_id === v.provider_id && o.id !== v.id),
  );
  test.skip(!a, 'the seed has no hourly-only vehicle with a sibling on the first page');
  const b = hourly.find((v) => v.provider_id === a!.provider_id && v.id !== a!.id)!;
  const c = hourly.find((v) => v.provider_id !== a!.provider_id)!;

  await page.addInitScript(
    ([zoneId, latLng, module]) => {
      if (!localStorage.getItem('zoneid')) {
        localStorage.setItem('zoneid', zoneId);
        localStorage.setItem('currentLatLng', latLng);
        localStorage.setItem('location', 'Road 45, Gulshan 2, Dhaka 1212');
        localStorage.setItem('module', module);
      }
    },
    [zone.zone_id, JSON.stringify(point), JSON.stringify(rental)] as const,
  );
  await page.goto('/rental/vehicle-search?all_category=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
  await expect(page.getByText('Pickup Now')).toBeVisible();
  // pickup tomorrow at 11:00 ('Schedule at')
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
  const day = tomorrow.toISOString().slice(0, 10);
  await page.getByLabel('Pickup Now').fill(`${day}T11:00`);
  await expect(page.getByText('Schedule at')).toBeVisible();
  await page.getByLabel('Duration (hours)').fill('2');
  await expectAccessible(page);

  const cart = page.getByRole('region', { name: 'Trip cart' });
  await page.getByRole('button', { name: `Add ${a!.name} to cart` }).click();
  await expect(page.getByText('The vehicle successfully added to your cart.')).toBeVisible();
  await expect(cart.getByRole('listitem', { name: a!.name })).toBeVisible();

  // another provider: asked, and No keeps the cart
  await page.getByRole('button', { name: `Add ${c.name} to cart` }).click();
  const provider = page.getByRole('alertdialog');
  await expect(provider).toContainText(
    'Selecting a vehicle from another provider will remove all vehicles from the cart and add the new one.',
  );
  await expectAccessible(page);
  await provider.getByRole('button', { name: 'No' }).click();

  // another duration: asked first, then the hours change and B is added
  await page.getByLabel('Duration (hours)').fill('3');
  await page.getByRole('button', { name: `Add ${b.name} to cart` }).click();
  const duration = page.getByRole('alertdialog');
  await expect(duration).toContainText('Do you want to change trip duration');
  await duration.getByRole('button', { name: 'Yes' }).click();
  await expect(cart.getByRole('listitem', { name: b.name })).toBeVisible();
  await expect(cart).toContainText('3 hours');

  // quantity limit
  const lineA = cart.getByRole('listitem', { name: a!.name });
  for (let q = 1; q < a!.total_vehicles; q++) {
    await lineA.getByRole('button', { name: `Increase ${a!.name}` }).click();
    await expect(lineA).toContainText(String(q + 1).padStart(2, '0'));
  }
  await lineA.getByRole('button', { name: `Increase ${a!.name}` }).click();
  await expect(
    page.getByText(`You can't add more than ${a!.total_vehicles} quantities of this vehicle.`),
  ).toBeVisible();

  // Not yet: another trip type with the removal list needs a destination (the search form has no destination picker
  // yet; the server requires destination_location for distance-wise trips). The views test replays that path.

  // reset asks first
  await cart.getByRole('button', { name: 'Reset' }).click();
  const reset = page.getByRole('alertdialog');
  await expect(reset).toContainText('Are you sure want to reset ?');
  await reset.getByRole('button', { name: 'Yes' }).click();
  await expect(cart.getByText('Your cart is empty')).toBeVisible();

  // dark theme, same page
  await page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('settings') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('settings', JSON.stringify({ ...s, theme: 'dark' }));
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
  await expectAccessible(page);
});
