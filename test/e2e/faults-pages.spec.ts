// Faults on the pages that load: home, a store, an item, the wallet, the rental search and the trip
// cart, each with a fault injected at the network (the API down, offline, 500, 429 with Retry-After, slow). The page
// shows what could not be loaded in the shop's words (en and ar) with Try again — never a blank page, an endless
// skeleton or the browser's text — and recovers, by Try again or by itself once the API is back.
import { expect, expectAccessible, test } from './fixtures.ts';
import { moduleOf, signIn, visit, zoneOf } from './support.ts';
import {
  OFFLINE_EN,
  SERVER_AR,
  SERVER_EN,
  SLOW_EN,
  answer429,
  answer500,
  down,
  expectNoRawText,
  slow,
  tooManyEn,
} from './faults-support.ts';

const POPULAR = '**/api/v1/items/popular?**';

test('home with the API answering 500: the worded failure, then the sections come back by themselves', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await visit(page, { zoneId: await zoneOf(request), module: await moduleOf(request, 'grocery') });
  // the first page comes rendered by the server; the fault is met on the way home in the browser
  await page.goto('/track-order');
  await answer500(page, POPULAR);
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  const failure = page.getByRole('alert').filter({ hasText: 'This section could not be loaded.' });
  // the failure shows after the load was asked twice more with React Query's back-off (1 s, then 2 s of the page's
  // own clock): on a loaded machine that, the page's chunks and its other sections take more than the default wait
  await expect(failure.first()).toContainText(SERVER_EN, { timeout: 25_000 });
  await expect(failure.first().getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoRawText(page);
  await expectAccessible(page);

  await page.unroute(POPULAR);
  await page.clock.fastForward(10_000); // the failed load is asked again by itself (no click)
  await expect(failure).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Popular items' }).getByRole('article').first()).toBeVisible();
});

test("a store with a 429: 'try again in 30 seconds', and Try again opens it", async ({ page, request }) => {
  await visit(page, { zoneId: await zoneOf(request), module: await moduleOf(request, 'grocery') });
  await page.goto('/home');
  const STORE = '**/api/v1/stores/details/**';
  await answer429(page, STORE, 30);
  await page.getByRole('region', { name: 'Latest stores' }).getByRole('link').first().click();
  const failure = page.getByRole('alert').filter({ hasText: 'This store could not be loaded.' });
  await expect(failure).toContainText(tooManyEn(30));
  await expectNoRawText(page);
  await expectAccessible(page);

  await page.unroute(STORE);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("an item's popup with the API down, then offline: worded each time, and back when the network is", async ({
  page,
  request,
}) => {
  await visit(page, { zoneId: await zoneOf(request), module: await moduleOf(request, 'grocery') });
  await page.goto('/home');
  const DETAILS = '**/api/v1/items/details/**';
  await down(page, DETAILS);
  await page
    .getByRole('region', { name: 'Popular items' })
    .getByRole('button', { name: /^Quick view of / })
    .first()
    .click();
  const failure = page.getByRole('dialog').getByRole('alert');
  await expect(failure).toContainText('Could not load this item.');
  await expect(failure).toContainText(OFFLINE_EN);
  await expectNoRawText(page);
  await expectAccessible(page);

  // the browser offline as well; once it is back online the item loads by itself
  await page.unroute(DETAILS);
  await page.context().setOffline(true);
  const tryAgain = failure.getByRole('button', { name: 'Try again' });
  await tryAgain.click();
  await expect(failure).toContainText(OFFLINE_EN);
  await expect(tryAgain).toHaveAttribute('aria-busy', 'false'); // its tries are over: the failure stands
  await page.context().setOffline(false);
  await expect(failure).toHaveCount(0);
  await expect(
    page
      .getByRole('dialog')
      .getByRole('button', { name: /Add to cart/ })
      .first(),
  ).toBeVisible();
});

test('the wallet in Arabic with the API answering 500: Arabic words and Try again', async ({ page, request }) => {
  const token = await signIn(request);
  await page.addInitScript(() => localStorage.setItem('language-setting', 'ar'));
  await visit(page, { zoneId: await zoneOf(request), module: await moduleOf(request, 'grocery'), token });
  const LEDGER = '**/api/v1/customer/wallet/transactions?**';
  await answer500(page, LEDGER);
  await page.goto('/wallet');
  const failure = page.getByRole('alert').filter({ hasText: SERVER_AR });
  await expect(failure).toBeVisible();
  await expect(page.getByText(SERVER_EN)).toHaveCount(0);
  await expectNoRawText(page);
  await expectAccessible(page);

  await page.unroute(LEDGER);
  await failure.getByRole('button', { name: 'حاول مرة أخرى' }).click();
  await expect(failure).toHaveCount(0);
});

test('the rental search slow: "taking longer than usual" instead of an endless wait; the trip cart down', async ({
  page,
  request,
}) => {
  const token = await signIn(request);
  await page.clock.install();
  await visit(page, { zoneId: await zoneOf(request), module: await moduleOf(request, 'rental'), token });
  const search = await slow(page, '**/api/v1/rental/vehicle/search?**');
  const trips = await slow(page, '**/api/v1/rental/user/cart/get-cart**', { refusing: true });
  await page.goto('/rental/vehicle-search?all_category=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
  await expect.poll(() => search.held()).toBeGreaterThan(0);
  // the trip cart's call refused before the clock jumps: one still waiting for its refusal would reach its 15 s
  // deadline first and read as slow (flaky under load)
  await expect.poll(() => trips.refused()).toBeGreaterThan(0);
  await page.clock.fastForward(16_000); // past the 15 s the shop waits for an answer
  const failure = page.getByRole('alert').filter({ hasText: 'The vehicles could not be loaded.' });
  await expect(failure).toContainText(SLOW_EN);
  const cart = page.getByRole('alert').filter({ hasText: 'Your trip cart could not be loaded.' });
  await expect(cart.first()).toContainText(OFFLINE_EN);
  await expectNoRawText(page);
  await expectAccessible(page);

  // Try again asks anew while the calls are held: the page's own recovery (every 10 s of its clock, which runs on)
  // may have asked during the checks above, and an answer let through first would clear the failure before the click
  const asked = search.held();
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => search.held()).toBeGreaterThan(asked);
  await search.release();
  await expect(failure).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Vehicles found' }).getByRole('article').first()).toBeVisible();
  trips.hold();
  const askedTrips = trips.held();
  await cart.first().getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => trips.held()).toBeGreaterThan(askedTrips);
  await trips.release();
  await expect(cart).toHaveCount(0);
});
