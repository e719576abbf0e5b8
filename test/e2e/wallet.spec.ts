import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, expectAccessibleInBothThemes, test } from './fixtures.ts';
import { chooseOption } from './support.ts';

// The wallet pages in the browser (issue: wallet): a signed-in customer adds funds through the local payment page
// (Pay) and comes back to /wallet with the new balance and the transaction; converts loyalty points to wallet money;
// reads the referral code. Light and dark, axe on every page and dialog.

// A point in Gulshan (inside zones 2 and 1 of the seed).
const point = { lat: 23.7925, lng: 90.4078 };

async function signIn(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', {
    data: { login_type: 'manual', email_or_phone: 'demo@sixam.market', password: '12345678', field_type: 'email' },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

async function info(request: APIRequestContext, token: string) {
  const res = await request.get('/api/v1/customer/info', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { wallet_balance: number; loyalty_point: number; ref_code: string };
}

/** "$1,234.50": the seed's currency ($, left, 2 decimals), written here from the figure, not by the app's formatter. */
const dollars = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function visit(page: Page, request: APIRequestContext, token: string, theme: 'light' | 'dark') {
  const zone = await request.get(`/api/v1/config/get-zone-id?lat=${point.lat}&lng=${point.lng}`);
  const zoneId = ((await zone.json()) as { zone_id: string }).zone_id;
  const modules = (await (await request.get('/api/v1/module')).json()) as {
    id: number;
    module_name: string;
    module_type: string;
  }[];
  const m = modules.find((x) => x.module_type === 'grocery')!;
  await page.addInitScript(
    ([zone, latLng, mod, tok, settings]) => {
      localStorage.setItem('zoneid', zone);
      localStorage.setItem('currentLatLng', latLng);
      localStorage.setItem('location', 'Road 45, Gulshan 2, Dhaka 1212');
      localStorage.setItem('module', mod);
      localStorage.setItem('settings', settings);
      localStorage.setItem('token', tok);
    },
    [
      zoneId,
      JSON.stringify(point),
      JSON.stringify({ id: m.id, module_name: m.module_name, module_type: m.module_type }),
      token,
      JSON.stringify({ theme, direction: 'ltr' }),
    ] as const,
  );
}

test('a customer adds funds through the payment page (Pay) and sees the new balance and the transaction', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signIn(request);
  const before = (await info(request, token)).wallet_balance;
  await visit(page, request, token, 'light');

  await page.goto('/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('wallet-balance')).toHaveText(dollars(before));
  await expect(page.getByRole('list', { name: 'Transaction history' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add fund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add fund' });
  const submit = dialog.getByRole('button', { name: 'Add fund' });
  await expect(submit).toBeDisabled(); // no amount yet
  await dialog.getByRole('spinbutton', { name: /Amount/ }).fill('100');
  // the payment methods: a group named by its legend, each radio by the gateway's title
  const stripe = dialog.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: 'Stripe' });
  await stripe.check();
  await expect(stripe).toBeChecked();
  await expectAccessibleInBothThemes(page);
  await submit.click();

  await expect(page).toHaveURL(/\/payment\/wallet\?token=/, { timeout: 30_000 });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // back on the wallet: the flag is worded and dropped, the balance and the history are the server's new ones
  await expect(page.getByText('Fund added to your wallet.')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/wallet$/);
  const after = (await info(request, token)).wallet_balance;
  expect(after).toBeCloseTo(before + 100, 2);
  await expect(page.getByTestId('wallet-balance')).toHaveText(dollars(after));
  const first = page.getByRole('list', { name: 'Transaction history' }).getByRole('listitem').first();
  await expect(first).toContainText('Add fund');
  await expect(first).toContainText('+$100.00');
  await chooseOption(page, page.getByRole('combobox', { name: 'Filter transactions' }), 'Add fund');
  await expect(page.getByRole('list', { name: 'Transaction history' }).getByRole('listitem').first()).toContainText(
    '+$100.00',
  );
  await expectAccessible(page);
});

test('a customer converts loyalty points to wallet money and reads the referral code (dark)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signIn(request);
  const before = await info(request, token);
  expect(before.loyalty_point).toBeGreaterThanOrEqual(200);
  await visit(page, request, token, 'dark');

  await page.goto('/loyalty-points');
  await expect(page.getByRole('heading', { level: 1, name: 'Loyalty points' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('loyalty-balance')).toHaveText(
    `${before.loyalty_point.toLocaleString('en-US')} points`,
  );
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Convert to currency now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert to currency' });
  await dialog.getByRole('spinbutton', { name: 'Points to convert' }).fill('200');
  // the seed's rate: 10 points = $1
  await expect(dialog.getByRole('status')).toHaveText('You will get $20.00 in your wallet.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Convert' }).click();

  await expect(page.getByText('Point to wallet transfer successfully.')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
  const after = await info(request, token);
  expect(after.loyalty_point).toBe(before.loyalty_point - 200);
  expect(after.wallet_balance).toBeCloseTo(before.wallet_balance + 20, 2);
  await expect(page.getByTestId('loyalty-balance')).toHaveText(`${after.loyalty_point.toLocaleString('en-US')} points`);
  const first = page.getByRole('list', { name: 'Point history' }).getByRole('listitem').first();
  await expect(first).toContainText('Converted to wallet');
  await expect(first).toContainText('−200');
  await expectAccessible(page);

  await page.goto('/referral-code');
  await expect(page.getByTestId('referral-code')).toHaveText(before.ref_code, { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'How it works' })).toBeVisible();
  await expectAccessible(page);
});
