// "Chat with store" (issue 68): the conversation's header names the store, before the first message, after it and
// after a reload.
import { expect, test } from './fixtures.ts';
import { firstStoreSlug, moduleOf, signIn, visit, zoneOf } from './support.ts';

test('the chat with a store is headed by the store’s name', async ({ page, request }) => {
  const token = await signIn(request);
  const zoneId = await zoneOf(request);
  const grocery = await moduleOf(request, 'grocery');
  await visit(page, { zoneId, module: grocery, token });
  await page.goto(`/store/${await firstStoreSlug(request, grocery.id, zoneId)}`);
  const storeName = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await page.getByRole('link', { name: 'Chat with store' }).click();
  await expect(page).toHaveURL(/\/profile\?page=inbox&vendor=/);
  const header = page.getByRole('heading', { level: 2, name: storeName });
  await expect(header).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(`Do you have fresh mangoes? ${Date.now()}`);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(header).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: storeName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Store', exact: true })).toHaveCount(0);
});
