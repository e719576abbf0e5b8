import type { Page } from '@playwright/test';
import { expect, expectAccessibleInBothThemes, test } from './fixtures.ts';
import { chooseOption } from './support.ts';

// Joining the marketplace: from the footer's "Become a Vendor owner" and "Become a Delivery Man"
// links, each registration form is filled in step by step and ends on its pending-approval confirmation; the
// store is placed on the real map (centred on its zone). Light theme; axe on each step in both themes.

/** A 1×1 PNG: the server recognises images by their bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const unique = Date.now().toString().slice(-8);

async function visit(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem('settings', JSON.stringify({ theme: 'light', direction: 'ltr' })),
  );
  await page.goto('/');
}

test('a store owner joins from the footer: business, owner, plan, pending approval', async ({ page }) => {
  await visit(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Become a Vendor owner' }).click();
  await expect(page).toHaveURL(/\/store-registration\?active=active$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Store registration' })).toBeVisible();
  await expect(page).toHaveTitle('Store registration | Sixam Market');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Store name is required')).toBeVisible();
  await page.getByLabel(/^Store name/).fill(`Joining Grocer ${unique}`);
  await page.getByLabel(/^Store address/).fill('7 Lake Drive, Gulshan, Dhaka');
  await chooseOption(page, page.getByRole('combobox', { name: 'Business module' }), 'Grocery');
  await chooseOption(page, page.getByRole('combobox', { name: 'Zone' }), 'Gulshan');
  await expect(page.getByRole('application', { name: /The store's location/ })).toBeVisible();
  await expect(page.getByText(/^Location: \d+\.\d{6}, \d+\.\d{6}$/)).toBeVisible();
  await page.getByLabel('Logo', { exact: true }).setInputFiles(image('logo.png'));
  await page.getByLabel('Cover image').setInputFiles(image('cover.png'));
  await page.getByLabel(/^Minimum delivery time/).fill('20');
  await page.getByLabel(/^Maximum delivery time/).fill('40');
  await page.getByLabel(/^Tax/).fill('5');
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 3 · Owner information')).toBeVisible();
  await page.getByLabel(/^First name/).fill('Nadia');
  await page.getByLabel(/^Last name/).fill('Karim');
  await page.getByLabel(/^Phone/).fill(`+88017${unique}`);
  await page.getByLabel(/^Email/).fill(`owner${unique}@example.com`);
  await page.getByLabel(/^Password/).fill('weakpass');
  await page.getByLabel(/^Confirm password/).fill('weakpass');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The password must contain both uppercase and lowercase letters')).toBeVisible();
  await page.getByLabel(/^Password/).fill('Owner#2026');
  await page.getByLabel(/^Confirm password/).fill('Owner#2026');
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 3 of 3 · Business plan')).toBeVisible();
  await page.getByRole('radio', { name: /^Pro/ }).check();
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Application placed successfully' })).toBeVisible();
  await expect(page.getByText(/pending approval/)).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

test('a delivery man joins from the footer: personal information, password, pending approval', async ({ page }) => {
  await visit(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Become a Delivery Man' }).click();
  await expect(page).toHaveURL(/\/deliveryman-registration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery man registration' })).toBeVisible();

  await page.getByLabel(/^First name/).fill('Rafi');
  await page.getByLabel(/^Last name/).fill('Ahmed');
  await page.getByLabel(/^Phone/).fill(`+88019${unique}`);
  await page.getByLabel(/^Email/).fill(`rider${unique}@example.com`);
  await page.getByLabel('Profile image').setInputFiles(image('me.png'));
  await chooseOption(page, page.getByRole('combobox', { name: 'Identity type' }), 'National ID');
  await page.getByLabel(/^Identity number/).fill(`NID-${unique}`);
  await page.getByLabel('Identity images').setInputFiles([image('front.png'), image('back.png')]);
  await expect(page.getByText('2 of 3 images')).toBeVisible();
  await chooseOption(page, page.getByRole('combobox', { name: 'Zone' }), 'Gulshan');
  await chooseOption(page, page.getByRole('combobox', { name: 'Vehicle' }), 'Motorbike');
  await expect(page.getByRole('option', { name: 'Truck' })).toHaveCount(0); // an inactive vehicle is not offered
  await page.getByRole('radio', { name: 'Freelancer' }).check();
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 2 · Account information')).toBeVisible();
  await page.getByLabel(/^Password/).fill('Rider#2026');
  await page.getByLabel(/^Confirm password/).fill('Rider#2026');
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Application placed successfully' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
});
