import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessibleInBothThemes, test } from './fixtures.ts';
import { moduleOf, signIn, visit, zoneOf } from './support.ts';

// My orders, order details, cancel with a reason, track order and reorder: orders are placed
// through the API in the test setup (the checkout page has its own spec), then everything else through the UI.

const GUEST_PHONE = '+8801755555555';

interface ApiItem {
  id: number;
  name: string;
  price: number;
  stock: number;
  store_id: number;
  variations: unknown[];
  food_variations: unknown[];
  choice_options: unknown[];
  add_ons: unknown[];
  maximum_cart_quantity: number | null;
}

type Owner = { token: string } | { guestId: string };

/**
 * Places a take-away order of one plain item (no options, in stock) with `payment`: tries the grocery module's
 * popular items store by store until a store takes it (open now, minimum order reached). Returns its id and item.
 */
async function placeOrder(
  request: APIRequestContext,
  owner: Owner,
  module: { id: number },
  zoneId: string,
  payment: 'wallet' | 'cash_on_delivery' | 'offline_payment',
) {
  const headers: Record<string, string> = { moduleId: String(module.id), zoneId };
  if ('token' in owner) headers.Authorization = `Bearer ${owner.token}`;
  const guest = 'guestId' in owner ? { guest_id: owner.guestId } : {};
  const res = await request.get('/api/v1/items/popular?type=all&limit=100&offset=1', { headers });
  const items = ((await res.json()) as { products: ApiItem[] }).products.filter(
    (i) =>
      i.variations.length === 0 &&
      i.food_variations.length === 0 &&
      i.choice_options.length === 0 &&
      i.stock > 2 &&
      i.price > 0,
  );
  const tried = new Set<number>();
  const refusals: string[] = [];
  for (const item of items) {
    if (tried.has(item.store_id)) continue;
    await request.delete(`/api/v1/customer/cart/remove${'guestId' in owner ? `?guest_id=${owner.guestId}` : ''}`, {
      headers,
    });
    // enough of it to reach a store's minimum order (the seed's are a few dollars)
    const max = Math.min(item.stock - 1, item.maximum_cart_quantity || Infinity);
    const quantity = Math.max(1, Math.min(max, Math.ceil(25 / item.price)));
    const add = await request.post('/api/v1/customer/cart/add', {
      headers,
      data: {
        item_id: item.id,
        model: 'Item',
        price: item.price,
        quantity,
        variation: [],
        add_on_ids: [],
        add_on_qtys: [],
        ...guest,
      },
    });
    if (!add.ok()) {
      refusals.push(`add ${item.id}: ${add.status()} ${await add.text()}`);
      continue;
    }
    const place = await request.post('/api/v1/customer/order/place', {
      headers: { ...headers, 'Idempotency-Key': `orders-e2e-${Date.now()}-${item.id}` },
      data: {
        order_amount: item.price * quantity,
        payment_method: payment,
        order_type: 'take_away',
        store_id: item.store_id,
        contact_person_name: 'Guest Tester',
        contact_person_number: GUEST_PHONE,
        ...guest,
      },
    });
    tried.add(item.store_id);
    if (place.ok()) return { orderId: ((await place.json()) as { order_id: number }).order_id, item };
    refusals.push(`place at store ${item.store_id}: ${place.status()} ${await place.text()}`);
  }
  throw new Error(`no store took the test order (${items.length} items): ${refusals.join('; ')}`);
}

async function walletBalance(request: APIRequestContext, token: string) {
  const res = await request.get('/api/v1/customer/info', { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { wallet_balance: number }).wallet_balance;
}

/** The theme these journeys run in; each page they visit is axe-checked in both (expectAccessibleInBothThemes). */
const theme = 'light' as const;
test(`a customer sees the order in My Orders, cancels it with a reason (the wallet gets it back) and reorders`, async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const zoneId = await zoneOf(request);
  const module = await moduleOf(request, 'grocery');
  const token = await signIn(request);
  const before = await walletBalance(request, token);
  const { orderId, item } = await placeOrder(request, { token }, module, zoneId, 'wallet');
  expect(await walletBalance(request, token)).toBeLessThan(before);
  await visit(page, { zoneId, module, token, theme });

  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible({ timeout: 30_000 });
  const card = page.getByRole('link', { name: new RegExp(`^Order #${orderId},`) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Pending');
  await expectAccessibleInBothThemes(page);

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/my-orders/${orderId}$`));
  await expect(page.getByRole('region', { name: 'Items' })).toContainText(item.name);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Wallet');
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expectAccessibleInBothThemes(page);

  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Order' });
  // the reasons: a group named by its question, each radio named by the reason it shows
  const reasons = dialog.getByRole('group', { name: 'Why are you cancelling this order?' });
  await expect(reasons.getByRole('radio').first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  const reason = (await reasons.locator('label').first().innerText()).trim();
  const choice = reasons.getByRole('radio', { name: reason, exact: true });
  // chosen from the keyboard
  await choice.focus();
  await page.keyboard.press('Space');
  await expect(choice).toBeChecked();
  await expectAccessibleInBothThemes(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toContainText('Are you sure you want to cancel this order?');
  await expect(dialog).toContainText(`Reason: ${reason}`);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Order canceled successfully.')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Canceled');
  await expect(page.getByText(`Cancellation reason: ${reason}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  // the wallet paid it: the amount went back
  expect(await walletBalance(request, token)).toBeCloseTo(before, 2);

  // History lists it as canceled
  await page.goto('/my-orders?tab=history');
  await expect(page.getByRole('link', { name: new RegExp(`^Order #${orderId},`) })).toContainText('Canceled');

  // Reorder refills the cart and opens it
  await page.getByRole('link', { name: new RegExp(`^Order #${orderId},`) }).click();
  await page.getByRole('button', { name: 'Reorder' }).click();
  const clear = page.getByRole('alertdialog', { name: 'Clear the cart?' });
  // the setup left nothing in the cart; a leftover of another store would be cleared after asking
  if (await clear.isVisible().catch(() => false)) await clear.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/drawer=cart/);
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer).toContainText(item.name);
  await expectAccessibleInBothThemes(page);
});

test(`a guest tracks an order by id and phone`, async ({ page, request }) => {
  test.setTimeout(120_000);
  const zoneId = await zoneOf(request);
  const module = await moduleOf(request, 'grocery');
  const guest = await request.post('/api/v1/auth/guest/request');
  const guestId = ((await guest.json()) as { guest_id: string }).guest_id;
  const { orderId } = await placeOrder(request, { guestId }, module, zoneId, 'cash_on_delivery');
  await visit(page, { zoneId, module, token: null, guestId, theme });

  // guests never see history
  await page.goto('/my-orders');
  await expect(page.getByText('You must be login to access this page.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab')).toHaveCount(0);

  await page.goto('/track-order');
  await expect(page.getByRole('heading', { name: 'Track Order' })).toBeVisible();
  await page.getByRole('textbox', { name: /Order ID/ }).fill(String(orderId));
  await page.getByRole('textbox', { name: /Phone number/ }).fill('+8801700000999');
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByText('Order not found.')).toBeVisible();
  await page.getByRole('textbox', { name: /Phone number/ }).fill(GUEST_PHONE);
  await page.getByRole('button', { name: 'Track' }).click();
  const tracked = page.getByRole('region', { name: `Order #${orderId}` });
  await expect(tracked.getByTestId('order-status')).toHaveText('Pending');
  await expect(tracked.getByRole('region', { name: 'Order status' }).getByRole('listitem').first()).toContainText(
    'Pending',
  );
  await expect(tracked.getByRole('region', { name: 'Store' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

test(`a customer who paid offline sends the payment information from the order, then corrects it`, async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const config = await request.put('/api/v1/demo/config', { data: { offline_payment_status: 1 } });
  expect(config.ok(), await config.text()).toBe(true);
  try {
    const zoneId = await zoneOf(request);
    const module = await moduleOf(request, 'grocery');
    const token = await signIn(request);
    const { orderId } = await placeOrder(request, { token }, module, zoneId, 'offline_payment');
    await visit(page, { zoneId, module, token, theme });
    await page.goto(`/my-orders/${orderId}`);
    const block = page.getByRole('region', { name: 'Offline payment' });
    await expect(block).toContainText('Send the information of your payment so that the shop can verify it.');

    await block.getByRole('button', { name: 'Send payment info' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment information' });
    await dialog.getByRole('radio', { name: /Bank Transfer/ }).check();
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled(); // the transaction id is required
    await dialog.getByRole('textbox', { name: /^Transaction ID/ }).fill('TX-20261124');
    await expectAccessibleInBothThemes(page);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Payment info sent.')).toBeVisible();
    await expect(block.getByTestId('offline-status')).toHaveText('Pending verification');
    await expect(block).toContainText('TX-20261124');

    await block.getByRole('button', { name: 'Edit payment info' }).click();
    await expect(dialog.getByRole('textbox', { name: /^Transaction ID/ })).toHaveValue('TX-20261124');
    await dialog.getByRole('textbox', { name: /^Transaction ID/ }).fill('TX-20261125');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Payment info updated.')).toBeVisible();
    await expect(block).toContainText('TX-20261125');
  } finally {
    await request.post('/api/v1/demo/config/reset');
  }
});

test(`a customer reviews an item of a delivered order, then asks for a refund, which the demo approves into the wallet`, async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signIn(request);
  const auth = { Authorization: `Bearer ${token}` };
  const history = await request.get('/api/v1/customer/order/list?limit=50&offset=1', { headers: auth });
  const orders = ((await history.json()) as { orders: { id: number; order_status: string; module_type: string }[] })
    .orders;
  const delivered = orders.find((o) => o.order_status === 'delivered' && o.module_type !== 'parcel');
  expect(delivered, 'the demo customer has a delivered order').toBeTruthy();
  const before = await walletBalance(request, token);
  await visit(page, { zoneId: await zoneOf(request), module: await moduleOf(request, 'grocery'), token, theme });
  await page.goto(`/my-orders/${delivered!.id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Delivered');

  // rate and review its first item, with a picture
  const review = page.getByRole('button', { name: /^Write a review of / }).first();
  const name = ((await review.getAttribute('aria-label')) ?? '').replace('Write a review of ', '');
  await review.click();
  const dialog = page.getByRole('dialog', { name: `Review ${name}` });
  await dialog.getByRole('radio', { name: '4 stars' }).click();
  await dialog.getByRole('textbox', { name: 'Your review' }).fill('Fresh, and well packed.');
  await dialog.getByLabel('Add images').setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Review submitted successfully.')).toBeVisible();
  await expect(page.getByText('Reviewed')).toBeVisible();

  // ask for a refund with a reason and a note
  await page.getByRole('button', { name: 'Request refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund request' });
  await refund.getByRole('radio').first().check();
  await refund.getByRole('textbox', { name: 'Note (optional)' }).fill('One bottle was broken.');
  await expectAccessibleInBothThemes(page);
  await refund.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Refund request placed successfully.')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Refund requested');
  await expect(page.getByTestId('refund-status')).toHaveText('Pending');
  await expect(page.getByRole('button', { name: 'Request refund' })).toHaveCount(0);

  // the demo approves it after about 15 s: the order is refunded and the wallet credited once
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('refund-status').textContent();
      },
      { timeout: 60_000, intervals: [5_000] },
    )
    .toBe('Refunded');
  await expect(page.getByTestId('order-status')).toHaveText('Refunded');
  expect(await walletBalance(request, token)).toBeGreaterThan(before);
});

/** A 1×1 PNG (the server recognises images by their bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8z8AAAQMBAQCbX0W1AAAAAElFTkSuQmCC',
  'base64',
);
