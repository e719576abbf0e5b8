import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, expectAccessibleInBothThemes, test } from './fixtures.ts';

// The account pages against the embedded API (demo mode: every OTP is 123456): a fresh customer edits the name and
// the photo on /profile, changes the email with OTP verification, and deletes the account; /settings switches the
// theme. Each run signs up its own customer (the demo accounts stay as they are).

const OTP = '123456';
// A point in Gulshan (inside zones 2 and 1 of the seed).
const point = { lat: 23.7925, lng: 90.4078 };
/** An 8×8 PNG (1:1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGNgqnHFihiGlgQA/BYwwfTw/KYAAAAASUVORK5CYII=',
  'base64',
);

async function setConfig(request: APIRequestContext, patch: Record<string, unknown>) {
  const res = await request.put('/api/v1/demo/config', { data: patch });
  expect(res.ok(), await res.text()).toBe(true);
}

test.afterEach(async ({ request }) => {
  await request.post('/api/v1/demo/config/reset');
});

/** Signs up a new customer (phone verification off for the sign-up only) and returns its token and contacts. */
async function freshCustomer(request: APIRequestContext, tag: string) {
  const n = `${Date.now() % 1e7}`.padStart(7, '0');
  const customer = {
    name: `Rana ${tag}`,
    email: `rana.${tag}.${n}@example.com`,
    phone: `+88017${n}1`,
    password: 'secret12',
  };
  await setConfig(request, { centralize_login: { phone_verification_status: 0, email_verification_status: 0 } });
  const res = await request.post('/api/v1/auth/sign-up', { data: customer });
  expect(res.ok(), await res.text()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  expect(token).toBeTruthy();
  await request.post('/api/v1/demo/config/reset');
  return { ...customer, token };
}

async function visit(page: Page, token: string, theme: 'light' | 'dark') {
  const zone = await page.request.get(`/api/v1/config/get-zone-id?lat=${point.lat}&lng=${point.lng}`);
  const { zone_id } = (await zone.json()) as { zone_id: string };
  await page.addInitScript(
    ([zoneId, latLng, tok, settings]) => {
      // the first load only: deleting the account must not bring the token back on the next page
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('zoneid', zoneId);
      localStorage.setItem('currentLatLng', latLng);
      localStorage.setItem('location', 'Road 45, Gulshan 2, Dhaka 1212');
      localStorage.setItem('settings', settings);
      localStorage.setItem('token', tok);
    },
    [zone_id, JSON.stringify(point), token, JSON.stringify({ theme, direction: 'ltr' })] as const,
  );
}

const profileCard = (page: Page) => page.getByRole('region', { name: 'Profile' });

/** The theme these journeys run in; each page they visit is axe-checked in both (expectAccessibleInBothThemes). */
const theme = 'light' as const;
test(`a customer edits the name and the photo, changes the email with an OTP, and deletes the account`, async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const customer = await freshCustomer(request, theme);
  await visit(page, customer.token, theme);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Edit Personal Details' })).toBeVisible({ timeout: 30_000 });
  await expect(profileCard(page)).toContainText(customer.name);
  await expect(profileCard(page)).toContainText(customer.email);
  await expectAccessibleInBothThemes(page);

  // the name
  const name = page.getByRole('textbox', { name: /^Name/ });
  await name.fill(`${customer.name} Hossain`);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(profileCard(page)).toContainText(`${customer.name} Hossain`);

  // the photo: a webp is refused with the spec's alert, a png is saved
  const upload = page.getByLabel('Upload a photo');
  await upload.setInputFiles({ name: 'me.webp', mimeType: 'image/webp', buffer: Buffer.from('RIFF0000WEBP') });
  await expect(page.getByRole('alert')).toHaveText(
    'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.',
  );
  await upload.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Profile photo' })).toHaveAttribute('src', /^data:image\/png/);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  const photo = profileCard(page).getByRole('img', { name: `Photo of ${customer.name} Hossain` });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // the email, verified by an OTP
  await setConfig(request, { centralize_login: { email_verification_status: 1 } });
  const newEmail = customer.email.replace('rana.', 'rana.new.');
  await page.getByRole('textbox', { name: /^Email/ }).fill(newEmail);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  const otp = page.getByRole('dialog', { name: 'OTP verification' });
  await expect(otp).toContainText(`We have sent a verification code to your email ${newEmail}`);
  await expect(otp).toContainText(`For demo purpose use otp ${OTP}`);
  await expectAccessibleInBothThemes(page);
  await otp.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(OTP);
  await otp.getByRole('button', { name: 'Verify' }).click();
  await expect(otp).toBeHidden();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(profileCard(page)).toContainText(`${newEmail} ✓ Verified`);
  const info = await request.get('/api/v1/customer/info', { headers: { Authorization: `Bearer ${customer.token}` } });
  expect(await info.json()).toMatchObject({ email: newEmail, is_email_verified: 1, l_name: `${theme} Hossain` });

  // delete the account
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Account' });
  await expect(confirm).toContainText('Are you sure you want to delete your account?');
  await expectAccessibleInBothThemes(page);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const login = await request.post('/api/v1/auth/login', {
    data: { login_type: 'manual', email_or_phone: newEmail, password: customer.password, field_type: 'email' },
  });
  expect(login.ok()).toBe(false);
});

test('/settings switches the theme and asks before changing the language', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}').theme)).toBe('dark');
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'العربية' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Change language' });
  await expect(confirm).toContainText('Do you want to change the language to العربية?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page);
});
