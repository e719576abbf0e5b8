// Faults on the way to an order: the cart, the checkout, placing the order and tracking it, each
// with a fault injected at the network. What was typed survives the failure and a reload; an order whose answer was
// lost is asked for again with the same Idempotency-Key, so it is placed once and the shopper is taken to it.
import { expect, expectAccessible, test } from './fixtures.ts';
import { moduleOf, newGuest, signIn, visit, zoneOf } from './support.ts';
import { OFFLINE_EN, SERVER_EN, answer500, down, expectNoRawText } from './faults-support.ts';
import { groceryCartToOrder, orderCount } from './shop-cart.ts';

const PLACE = '**/api/v1/customer/order/place';

test('placing an order whose answer is lost: typed notes survive it and a reload, the retry places it once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signIn(request);
  const { zoneId, grocery } = await groceryCartToOrder(request, { token });
  const before = await orderCount(request, token);
  await visit(page, { zoneId, module: grocery, token });

  await page.goto('/checkout?page=cart');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('radio', { name: 'Home Delivery' }).check();
  await page.getByRole('textbox', { name: 'Note for the store' }).fill('No plastic bags, please');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Note for the store' })).toHaveValue('No plastic bags, please');

  // the server places the order, but its answer never reaches the browser
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/customer/order/place')) keys.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.route(PLACE, async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  const place = page.getByRole('button', { name: 'Place Order' });
  await place.click();
  await expect(page.getByText(OFFLINE_EN).first()).toBeVisible();
  await expectNoRawText(page);
  await expect(page.getByRole('textbox', { name: 'Note for the store' })).toHaveValue('No plastic bags, please');
  await expect(place).toBeEnabled();
  await expectAccessible(page);

  await page.unroute(PLACE);
  await place.click();
  await expect(page).toHaveURL(/\/order-successful\?order_id=\d+/, { timeout: 30_000 });
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await orderCount(request, token)).toBe(before + 1);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));

  // tracking it with the API answering 500: worded, Try again shows the order
  const TRACK = '**/api/v1/customer/order/track?**';
  await answer500(page, TRACK);
  await page.goto(`/track-order?order_id=${orderId}`);
  const failure = page.getByRole('alert').filter({ hasText: 'This order could not be loaded.' });
  await expect(failure).toContainText(SERVER_EN);
  await expectNoRawText(page);
  await expectAccessible(page);
  await page.unroute(TRACK);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
});

test("a guest's cart and checkout with the API down: worded, never an empty cart, and both come back", async ({
  page,
  request,
}) => {
  const guest = await newGuest(request);
  const { zoneId, grocery, item } = await groceryCartToOrder(request, { guest });
  await visit(page, { zoneId, module: grocery, token: null, guestId: guest });
  const CART = '**/api/v1/customer/cart/list**';
  await down(page, CART);

  await page.goto('/checkout?page=cart');
  const checkout = page.getByRole('alert').filter({ hasText: 'The checkout could not be loaded.' });
  await expect(checkout).toContainText(OFFLINE_EN);
  await expect(page.getByText('Your cart is empty')).toHaveCount(0);
  await expectNoRawText(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: /^Cart/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  const cart = drawer.getByRole('alert').filter({ hasText: 'Your cart could not be loaded.' });
  await expect(cart).toContainText(OFFLINE_EN);
  await expect(drawer.getByText('Your cart is empty')).toHaveCount(0);
  await expectAccessible(page);

  await page.unroute(CART);
  await cart.getByRole('button', { name: 'Try again' }).click();
  await expect(drawer.getByText(item.name).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(checkout).toHaveCount(0);
});

test('booking a trip whose answer is lost: the note survives it and a reload, the retry books it once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signIn(request);
  const zoneId = await zoneOf(request);
  const rental = await moduleOf(request, 'rental');
  await request.delete('/api/v1/rental/user/cart/remove-cart', {
    headers: { Authorization: `Bearer ${token}`, moduleId: String(rental.id) },
  });
  await visit(page, { zoneId, module: rental, token });
  await page.goto('/rental/vehicle-search?all_category=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Duration (hours)' }).fill('2');
  await page.getByRole('list', { name: 'Vehicles found' }).getByRole('button', { name: 'Add to cart' }).first().click();
  const booking = page.getByRole('region', { name: 'Trip cart' }).getByRole('form', { name: 'Book the trip' });
  const note = booking.getByRole('textbox', { name: 'Additional note' });
  await note.fill('A child seat, please');
  await page.reload();
  await expect(note).toHaveValue('A child seat, please');

  const BOOK = '**/api/v1/rental/user/trip/trip-booking';
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/rental/user/trip/trip-booking')) keys.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.route(BOOK, async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await booking.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText(OFFLINE_EN).first()).toBeVisible();
  await expectNoRawText(page);
  await expect(note).toHaveValue('A child seat, please');

  await page.unroute(BOOK);
  await booking.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/my-trips\?trip_id=\d+$/);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});
