import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { chooseOption, moduleOf, popularItems, signIn, visit, zoneOf } from './support.ts';

// Digital payment of an order through the local payment page: the checkout follows the order's
// redirect_link to the payment page; Pay returns to /order-successful with flag=success and the order is paid on the
// server with the amount the checkout showed; Cancel returns with flag=cancel, the order stays unpaid and the page
// says so with a way to pay again.

/** The customer's e-commerce cart holds exactly one plain in-stock item. */
async function cartWithOneItem(request: APIRequestContext, token: string, moduleId: number, zoneId: string) {
  const headers = { Authorization: `Bearer ${token}`, moduleId: String(moduleId), zoneId };
  expect((await request.delete('/api/v1/customer/cart/remove', { headers })).ok()).toBe(true);
  const items = await popularItems<{ id: number; price: number; stock: number; store_id: number; variations: [] }>(
    request,
    moduleId,
    zoneId,
    token,
  );
  const item = items.find((i) => i.variations.length === 0 && i.stock > 2)!;
  expect(item).toBeTruthy();
  const added = await request.post('/api/v1/customer/cart/add', {
    headers,
    data: {
      item_id: item.id,
      model: 'Item',
      price: item.price,
      quantity: 1,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
    },
  });
  expect(added.ok()).toBe(true);
  const store = await request.get(`/api/v1/stores/details/${item.store_id}`, { headers });
  return { storeOpen: ((await store.json()) as { open: number }).open === 1 };
}

/** Checks out the cart with Digital Payment (for tomorrow when the store is closed now); returns the total shown. */
async function placeDigitally(page: Page, storeOpen: boolean) {
  await page.goto('/checkout');
  const payment = page.getByRole('group', { name: 'Payment Method' });
  await expect(payment).toBeVisible({ timeout: 30_000 });
  if (!storeOpen) {
    await chooseOption(page, page.getByRole('combobox', { name: 'Day' }), 'Tomorrow');
    const slot = page.getByRole('combobox', { name: 'Time slot' });
    // option 0 is 'Choose a time slot' (a day without a 'Now' slot chooses none by itself): take the first real slot
    await chooseOption(page, slot, 1);
    await expect(slot).not.toHaveText(/Choose a time slot/);
  }
  await payment.getByRole('radio', { name: 'Digital Payment' }).check();
  const shown = (await page.getByTestId('order-total').innerText()).trim();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\/order\?token=/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('pay order #');
  await expect(page.getByText(shown, { exact: true })).toBeVisible(); // the page asks for the amount shown
  await expectAccessible(page);
  return Number(shown.replace(/[^\d.]/g, ''));
}

async function orderOf(request: APIRequestContext, token: string, orderId: number) {
  const res = await request.get(`/api/v1/customer/order/track?order_id=${orderId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { order_amount: number; payment_status: string; order_status: string };
}

test('a customer pays an order digitally on the payment page and returns to the success page: paid on the server', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const zoneId = await zoneOf(request);
  const shop = await moduleOf(request, 'ecommerce');
  const token = await signIn(request);
  const { storeOpen } = await cartWithOneItem(request, token, shop.id, zoneId);
  await visit(page, { zoneId, module: shop, token, theme: 'light' });

  const total = await placeDigitally(page, storeOpen);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/order-successful\?flag=success&order_id=\d+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Order placed successfully' })).toBeVisible();
  await expect(page.getByText('Payment received')).toBeVisible();
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  const order = await orderOf(request, token, orderId);
  expect(order).toMatchObject({ payment_status: 'paid', order_status: 'confirmed' });
  expect(order.order_amount).toBe(total);
  await expectAccessible(page);
});

test('a cancelled payment leaves the order unpaid with the failure message and a way to pay again (dark)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const zoneId = await zoneOf(request);
  const shop = await moduleOf(request, 'ecommerce');
  const token = await signIn(request);
  const { storeOpen } = await cartWithOneItem(request, token, shop.id, zoneId);
  await visit(page, { zoneId, module: shop, token, theme: 'dark' });

  await placeDigitally(page, storeOpen);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/order-successful\?flag=cancel&order_id=\d+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('You cancelled the payment, so your order is not paid yet.');
  await expect(page.getByText('Payment received')).toHaveCount(0);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  expect(await orderOf(request, token, orderId)).toMatchObject({ payment_status: 'unpaid', order_status: 'failed' });
  await expectAccessible(page);

  // pay again: a fresh payment page for the same order
  await page.getByRole('button', { name: 'Pay again' }).click();
  await expect(page).toHaveURL(/\/payment\/order\?token=/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`pay order #${orderId}`);
});
