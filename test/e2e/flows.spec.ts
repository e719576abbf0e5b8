import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, untilLive } from './fixtures.ts';

// The flow viewer: /flows?flows draws every machine of machines/, shows coverage, highlights the live
// state of the app's actors (published from any tab opened with ?flows), and the test path covering a transition.
const machines = [
  'auth',
  'cart-line',
  'cart-stepper',
  'checkout-gating',
  'forgot-password',
  'item-configurator',
  'language',
  'location',
  'login-methods',
  'logout',
  'module',
  'module-interest',
  'module-picker',
  'newsletter',
  'resend-countdown',
];

// Laying out 15 machines and driving two pages takes a while on a loaded machine.
test.describe.configure({ timeout: 300_000 });

const row = (page: Page, machine: string) =>
  page
    .getByRole('table', { name: 'Machines' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Show ${machine}`, exact: true }) });
const diagram = (page: Page, machine: string) => page.locator(`[data-machine="${machine}"][data-ready="true"]`);
const state = (page: Page, id: string) => page.locator(`[data-state-id="${id}"]`);

async function show(page: Page, machine: string) {
  await page.getByRole('button', { name: `Show ${machine}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: machine, exact: true })).toBeVisible();
  await expect(diagram(page, machine)).toBeVisible({ timeout: 30_000 });
}

test('/flows is hidden from customers without ?flows', async ({ page }) => {
  await page.goto('/flows');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('/flows?flows lists and draws every machine with its counts and coverage', async ({ page }) => {
  await page.goto('/flows?flows');
  await expect(page.getByRole('heading', { level: 1, name: 'Flows' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Machines' });
  for (const machine of machines)
    await expect(table.getByRole('button', { name: `Show ${machine}`, exact: true })).toBeVisible();
  // Counts as the coverage report gives them (npm run machines:coverage).
  await expect(row(page, 'location').getByRole('cell').nth(0)).toHaveText('25');
  await expect(row(page, 'location').getByRole('cell').nth(2)).toHaveText('34/34 (100 %)');
  // the auth chart verifies and resends a code in one state each, and goes home from one transition (docs/architecture.md,
  // Machines)
  await expect(row(page, 'auth').getByRole('cell').nth(2)).toHaveText('52/52 (100 %)');

  for (const machine of machines) {
    await show(page, machine);
    const drawn = diagram(page, machine);
    // Every state is drawn (the root too), every transition has an arrow.
    const states = Number(await row(page, machine).getByRole('cell').nth(0).textContent());
    await expect(drawn.locator('[data-state-id]')).toHaveCount(states + 1);
    expect(await drawn.locator('[data-transition]').count()).toBeGreaterThan(0);
  }
  await expectAccessible(page);
});

test('clicking a transition shows the test path that covers it; zoom and pan by keyboard', async ({ page }) => {
  await page.goto('/flows?flows');
  await show(page, 'location');
  const transitions = page.getByRole('list', { name: 'Transitions of location' });
  await transitions.getByRole('button', { name: /^choosing — LOCATE → choosing\.locating$/ }).click();
  const path = page.getByRole('region', { name: /location\.choosing --LOCATE--> location\.choosing\.locating/ });
  await expect(path).toContainText('When');
  await expect(path).toContainText('the customer presses "Use current location"');
  await expect(path).toContainText('The browser is asked for the current position (5 s at most).');
  // The same transition from the drawing.
  await diagram(page, 'location').locator('[data-transition="location.map.confirmed|CONFIRM|0"]').first().click();
  await expect(
    page.getByRole('region', { name: /location\.map\.confirmed --CONFIRM--> location\.saving/ }),
  ).toContainText('the customer presses "Confirm location"');
  const frame = page.getByRole('group', { name: 'location: 25 states and 34 transitions' });
  const transform = () => frame.locator('svg > g').getAttribute('transform');
  const before = await transform();
  await frame.focus();
  await page.keyboard.press('+');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(transform).not.toBe(before);
  await page.getByRole('button', { name: 'Reset view' }).click();
  await expect.poll(transform).toBe(before);
});

test('driving the location flow in the app moves the highlighted state in /flows', async ({ page, context }) => {
  await page.goto('/flows?flows');
  await show(page, 'location');
  await expect(page.getByRole('status').filter({ hasText: 'No running actor' })).toBeVisible();

  const app = await context.newPage();
  // The server's page shows the button before the app has taken it over (its scripts start after the first paint),
  // and only presses are held until then: a hover that comes first reaches no handler. (A page of the context, not the
  // test's own `page`, whose navigations wait for this already.)
  await app.goto('/?flows');
  await untilLive(app);
  await expect(app.getByRole('button', { name: 'Pick from map' })).toBeVisible();
  // the flow starts when the shopper comes to its panel (src/features/location/location-flow.tsx)
  await app.getByRole('button', { name: 'Pick from map' }).hover();
  await expect(state(page, 'location.choosing.idle')).toHaveAttribute('data-active', 'true');
  await expect(page.getByText('location is in choosing.idle')).toBeVisible();

  await app.getByRole('button', { name: 'Pick from map' }).click();
  const dialog = app.getByRole('dialog', { name: 'Pick your location on the map' });
  await expect(dialog.getByRole('button', { name: 'Confirm location' })).toBeEnabled();
  await expect(state(page, 'location.map.confirmed')).toHaveAttribute('data-active', 'true');
  await expect(state(page, 'location.choosing.idle')).toHaveAttribute('data-active', 'false');
  await expect(page.getByText('location is in map.confirmed')).toBeVisible();
  await expectAccessible(page);

  // the picture of the viewer goes with the test's results (never into the tree)
  await page
    .getByRole('region', { name: 'location', exact: true })
    .screenshot({ path: test.info().outputPath('flows-viewer.png') });
  await app.close();
});

test('the viewer reads in the dark theme and in Arabic (right to left)', async ({ page }) => {
  await page.goto('/flows?flows');
  await page.evaluate(() => {
    const settings = JSON.parse(localStorage.getItem('settings') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('settings', JSON.stringify({ ...settings, theme: 'dark' }));
  });
  await page.reload();
  await show(page, 'logout');
  await expectAccessible(page);
  await page.evaluate(() => {
    localStorage.setItem('language-setting', 'ar');
    const settings = JSON.parse(localStorage.getItem('settings') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('settings', JSON.stringify({ ...settings, direction: 'rtl' }));
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'المسارات' })).toBeVisible();
  await expect(page.locator('[data-ready="true"]')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
});
