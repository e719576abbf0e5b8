import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { chooseOption, moduleOf, optionCount, popularItems, signIn, visit, zoneOf } from './support.ts';

// Buy Now and Order Now from the item popup (spec part 1 §4 "Item availability", "Item popup button"): Buy Now goes
// to /checkout?page=buy_now without touching the cart; a campaign item has only Order Now, which needs a token ('Please
// log in to order this campaign item.') and goes to /checkout?page=campaign. There the customer sees exactly the item
// chosen and places it (cash): the stored order's amount is the summary's total on screen, the cart stays as it was.

interface ApiItem {
  id: number;
  name: string;
  store_id: number;
  price: number;
  choice_options: { title: string; options: string[] }[];
  variations: { type: string; price: number; stock: number }[];
  food_variations: { name: string; type: string; required: string; values: { label: string }[] }[];
}

/** The module's active stores in the zone delivering that take orders now or scheduled: id → minimum order. */
async function orderableStores(request: APIRequestContext, moduleId: number, zoneId: string) {
  const res = await request.get('/api/v1/stores/get-stores/delivery?store_type=all&limit=100&offset=1', {
    headers: { moduleId: String(moduleId), zoneId },
  });
  expect(res.ok()).toBe(true);
  const { stores } = (await res.json()) as {
    stores: { id: number; open: number; active: boolean; schedule_order: boolean; minimum_order: number }[];
  };
  return new Map(
    stores.filter((s) => s.active && (s.open === 1 || s.schedule_order)).map((s) => [s.id, s.minimum_order]),
  );
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The summary's total on screen as a number ("$1,234.50" → 1234.5). */
async function shownTotal(page: Page) {
  const text = (await page.getByTestId('order-total').textContent()) ?? '';
  return Number(text.replace(/[^0-9.]/g, ''));
}

/**
 * On /checkout?page=buy_now|campaign: the bought item is shown; Place Order → the stored order. Cash on delivery, or
 * digital payment through the local payment page (Pay → back on the success page, the order paid on the server).
 */
async function placeBought(
  page: Page,
  request: APIRequestContext,
  token: string,
  name: string,
  pay: 'cash' | 'digital' = 'cash',
) {
  const bought = page.getByRole('region', { name: 'The item you are buying' });
  await expect(bought.getByText(name, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('radio', { name: 'Cash On Delivery' })).toBeChecked();
  // stores keep their opening hours: when the store schedules orders, the order is for tomorrow mid-day
  const slot = page.getByRole('combobox', { name: 'Time slot' });
  if (await slot.count()) {
    await chooseOption(page, page.getByRole('combobox', { name: 'Day' }), 'Tomorrow');
    await chooseOption(page, slot, Math.floor((await optionCount(page, slot)) / 2));
  }
  if (pay === 'digital') await page.getByRole('radio', { name: 'Digital Payment' }).check();
  await expectAccessible(page);
  const total = await shownTotal(page);
  expect(total).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Place Order' }).click();
  if (pay === 'digital') {
    await expect(page).toHaveURL(/\/payment\/order\?token=/, { timeout: 30_000 });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/order-successful\?flag=success&order_id=\d+/, { timeout: 30_000 });
    await expect(page.getByText('Payment received')).toBeVisible();
  }
  await expect(page).toHaveURL(/\/order-successful\?(flag=success&)?order_id=\d+/, { timeout: 30_000 });
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  const track = await request.get(`/api/v1/customer/order/track?order_id=${orderId}`, { headers: auth(token) });
  expect(track.ok(), await track.text()).toBe(true);
  const order = (await track.json()) as { order_amount: number; payment_method: string; payment_status: string };
  expect(order.order_amount).toBeCloseTo(total, 2);
  if (pay === 'digital') expect(order.payment_status).toBe('paid');
  else expect(order.payment_method).toBe('cash_on_delivery');
  const details = await request.get(`/api/v1/customer/order/details?order_id=${orderId}`, { headers: auth(token) });
  expect(details.ok()).toBe(true);
  return (await details.json()) as { item_id: number | null; item_campaign_id: number | null; quantity: number }[];
}

async function customerCart(request: APIRequestContext, token: string, moduleId: number) {
  const res = await request.get('/api/v1/customer/cart/list', {
    headers: { Authorization: `Bearer ${token}`, moduleId: String(moduleId) },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as unknown[];
}

for (const { pay, theme } of [
  { pay: 'cash', theme: 'light' },
  { pay: 'digital', theme: 'dark' },
] as const)
  test(`a customer buys now an e-commerce item with a variation and pays ${pay === 'cash' ? 'cash on delivery' : 'digitally on the payment page'}: the cart untouched (${theme})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const zoneId = await zoneOf(request);
    const shop = await moduleOf(request, 'ecommerce');
    const token = await signIn(request);
    const items = await popularItems<ApiItem>(request, shop.id, zoneId);
    const open = await orderableStores(request, shop.id, zoneId);
    // an item sold by variation whose second option of the first choice is in stock, of a store taking orders (now or
    // scheduled) whose minimum order one unit reaches
    const item = items.find(
      (i) =>
        i.choice_options.length > 0 &&
        i.choice_options[0].options.length > 1 &&
        i.variations.filter((v) => v.stock > 0).length > 1 &&
        (open.get(i.store_id) ?? Infinity) <= Math.min(...i.variations.map((v) => v.price)),
    )!;
    expect(item).toBeTruthy();
    const cartBefore = await customerCart(request, token, shop.id);
    await visit(page, { zoneId, module: shop, token, theme });

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

    // the checkout shows exactly this item and places it; the cart is still as it was
    const lines = await placeBought(page, request, token, item.name, pay);
    expect(lines.map((l) => [l.item_id, l.quantity])).toEqual([[item.id, 1]]);
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
  const open = await orderableStores(request, food.id, zoneId);
  // a running campaign item of a store taking orders (Burger Combo Deal when it can be ordered)
  const orderable = campaigns.filter((c) => (open.get(c.store_id) ?? Infinity) <= c.price);
  const campaign = orderable.find((c) => c.name === 'Burger Combo Deal') ?? orderable[0]!;
  expect(campaign).toBeTruthy();

  const chooseRequired = async (popup: ReturnType<Page['getByRole']>) => {
    for (const group of campaign.food_variations.filter((g) => g.required === 'on'))
      await popup
        .getByRole('group', { name: `${group.name} (required)` })
        .getByRole(group.type === 'multi' ? 'checkbox' : 'radio', {
          name: new RegExp(`^${group.values[0].label.replace(/[()"]/g, '.')}`),
        })
        .check();
  };

  // A guest: Order Now is the only action; it says to log in and stays.
  await visit(page, { zoneId, module: food, token: null, theme: 'dark' });
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
  await visit(page, { zoneId, module: food, token: token, theme: 'dark' });
  await page.reload();
  await expect(popup).toBeVisible({ timeout: 30_000 });
  await chooseRequired(popup);
  const cartBefore = await customerCart(request, token, food.id);
  await popup.getByRole('button', { name: 'Order Now' }).click();
  await expect(page).toHaveURL(/\/checkout\?page=campaign$/);

  // the campaign item is placed as the campaign line; the cart is untouched
  const lines = await placeBought(page, request, token, campaign.name);
  expect(lines.map((l) => [l.item_campaign_id, l.quantity])).toEqual([[campaign.id, 1]]);
  expect(await customerCart(request, token, food.id)).toEqual(cartBefore);
});
