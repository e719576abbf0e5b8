import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectAccessibleInBothThemes, test } from './fixtures.ts';
import { moduleOf, signIn, visit, zoneOf } from './support.ts';

// Parcel delivery ("a parcel is sent and tracked"): from the parcel home's call to action a customer
// chooses a category, keeps the current location as the sender, picks the receiver on the real map, lets the sender
// pay cash and sends it; the fee and total on screen are what the server stored, and the order is found by GET track.
// The tracking page itself is the orders area's.

// The stored location's address text: the sender's address on the parcel form.
const address = 'Gulshan 2 Circle, Gulshan, Dhaka 1212, Bangladesh';

/** Drags the map in the open picker ~200 px right and down (the centre moves north-west, ~220 m at zoom 17). */
async function dragMap(page: Page) {
  const map = page.getByRole('dialog').getByRole('application', { name: /^Map/ });
  await expect(map).toBeVisible({ timeout: 30_000 });
  const box = (await map.boundingBox())!;
  const [x, y] = [box.x + box.width / 4, box.y + box.height / 4];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 200, y + 200, { steps: 20 });
  await page.mouse.up();
}

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The theme these journeys run in; each page they visit is axe-checked in both (expectAccessibleInBothThemes). */
const theme = 'dark' as const;
test(`a customer sends a parcel (category, sender, receiver on the map, cash, sender pays) and it is tracked`, async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const zoneId = await zoneOf(request);
  const module = await moduleOf(request, 'parcel');
  const token = await signIn(request);
  await visit(page, { zoneId, module, token, theme, address });

  await page.goto('/home');
  await page.getByRole('link', { name: 'Send a parcel now' }).click();
  await expect(page).toHaveURL(/\/parcel-delivery-info$/);
  await expect(page.getByRole('heading', { name: 'What are you sending?' })).toBeVisible({ timeout: 30_000 });
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: 'Choose Documents' }).click();

  // the sender: the current location, the customer's name and phone
  await expect(page.getByRole('heading', { name: 'Sender Information' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(address);
  await expect(page.getByRole('textbox', { name: 'Sender name' })).toHaveValue('Demo Customer');
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // the receiver: picked on the map, name and phone
  await expect(page.getByRole('heading', { name: 'Receiver Information' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Receiver name required')).toBeVisible();
  await page.getByRole('button', { name: 'Pick on map' }).click();
  await dragMap(page);
  const use = page.getByRole('button', { name: 'Use this place' });
  await expect(page.getByRole('dialog').getByText('Banani Road 11', { exact: false })).toBeVisible();
  await expect(use).toBeEnabled();
  await expectAccessibleInBothThemes(page);
  await use.click();
  await expect(page.getByRole('status', { name: 'Address' })).toContainText('Banani Road 11');
  await page.getByRole('textbox', { name: 'Receiver name' }).fill('Rafi Receiver');
  await page.getByRole('textbox', { name: 'Receiver phone' }).fill('+8801922222222');
  await page.getByRole('button', { name: 'Next' }).click();

  // who pays, payment, the fee from the distance
  await expect(page.getByRole('heading', { name: 'Delivery fee and payment' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Sender pays' })).toBeChecked();
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('textbox', { name: 'Note for the delivery man' }).fill('Papers, keep dry');
  const fee = page.getByTestId('parcel-fee');
  await expect(fee).toHaveText(/\d/);
  const shownFee = amountOf(await fee.textContent());
  const shownTotal = amountOf(await page.getByTestId('parcel-total').textContent());
  const shownKm = Number((await page.getByTestId('parcel-distance').textContent())!.replace(/[^\d.]/g, ''));
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: 'Send Parcel' }).click();

  // the confirmation, with its tracking link
  await expect(page.getByRole('heading', { name: 'Your parcel is on its way to be picked up' })).toBeVisible({
    timeout: 30_000,
  });
  const orderId = Number((await page.getByText(/^Order ID: \d+$/).textContent())!.replace(/\D/g, ''));
  await expect(page.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
    'href',
    `/track-order?order_id=${orderId}`,
  );
  expect(amountOf(await page.getByTestId('parcel-placed-amount').textContent())).toBe(shownTotal);
  await expectAccessibleInBothThemes(page);

  // the server stored what the screen showed, and tracks it
  const track = await request.get(`/api/v1/customer/order/track?order_id=${orderId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(track.ok()).toBe(true);
  const order = await track.json();
  expect(order).toMatchObject({
    id: orderId,
    order_type: 'parcel',
    order_status: 'pending',
    payment_method: 'cash_on_delivery',
    charge_payer: 'sender',
    store: null,
    parcel_category: { name: 'Documents' },
    receiver_details: { contact_person_name: 'Rafi Receiver', contact_person_number: '+8801922222222' },
    delivery_address: { contact_person_name: 'Demo Customer' },
    delivery_instruction: 'Papers, keep dry',
  });
  expect(order.order_amount).toBe(shownTotal);
  expect(order.delivery_charge).toBe(shownFee);
  expect(order.distance).toBe(shownKm);
});

test('the navbar Contact link in parcel mode opens /help-and-support with the business contacts', async ({
  page,
  request,
}) => {
  const zoneId = await zoneOf(request);
  const module = await moduleOf(request, 'parcel');
  const token = await signIn(request);
  await visit(page, { zoneId, module, token, theme: 'dark', address });
  await page.goto('/home');
  await page.getByRole('navigation').getByRole('link', { name: 'Contact' }).first().click();
  await expect(page).toHaveURL(/\/help-and-support$/);
  await expect(page.getByRole('heading', { name: 'Help & Support' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: '+8801700000000', exact: true })).toHaveAttribute(
    'href',
    'tel:+8801700000000',
  );
  await expect(main.getByRole('link', { name: 'support@sixam.market', exact: true })).toHaveAttribute(
    'href',
    'mailto:support@sixam.market',
  );
  await expect(main.getByText('12 Harbour Road, Dhaka 1212, Bangladesh')).toBeVisible();
  await expectAccessible(page);
});
