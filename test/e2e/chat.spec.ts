import { expect, expectAccessibleInBothThemes, test } from './fixtures.ts';
import { moduleOf, signIn, visit, zoneOf } from './support.ts';

// Chat and notifications in the browser: a signed-in customer opens "Chat with support" from Help &
// Support, sends a message with Enter, and the demo support's answer arrives by itself through the live stream; the
// conversation is then in the inbox. The bell counts the shop's notifications not seen yet and the notifications tab
// lists them. A guest sees no chat entry. Axe in both themes with the conversation open and on the notifications.

test('a customer writes to support and the answer arrives live; the inbox lists the conversation', async ({
  page,
  request,
}) => {
  const token = await signIn(request);
  await visit(page, { zoneId: await zoneOf(request), module: await moduleOf(request, 'grocery'), token });
  await page.goto('/help-and-support');
  await page.getByRole('link', { name: 'Chat with support' }).click();
  await expect(page).toHaveURL(/\/profile\?page=inbox&support=1/);
  const box = page.getByRole('textbox', { name: 'Message' });
  const text = `Where is my parcel? ${Date.now()}`;
  await box.fill(text);
  await box.press('Enter');
  const log = page.getByRole('log', { name: /Messages with/ });
  await expect(log.getByText(text)).toBeVisible();
  await expect(box).toHaveValue('');
  // the demo support answers 1.5 s later; nothing is reloaded: the stream brings it
  await expect(
    log.getByText('Thanks for contacting support! This is a demo: a real agent would answer you here.').last(),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expectAccessibleInBothThemes(page);

  await page.getByRole('link', { name: 'Inbox', exact: true }).click();
  const row = page.getByRole('link', { name: /Support/ }).first();
  await expect(row).toContainText('Thanks for contacting support!');
});

test('the bell counts the notifications not seen; the notifications tab lists them and clears the count', async ({
  page,
  request,
}) => {
  const token = await signIn(request);
  await visit(page, {
    zoneId: await zoneOf(request),
    module: await moduleOf(request, 'grocery'),
    token,
    extra: { 'notifications-seen': '2000-01-01T00:00:00.000Z' },
    firstLoadOnly: true,
  });
  await page.goto('/home');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ new$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/profile\?page=notifications/);
  await expect(page.getByRole('heading', { level: 2, name: 'Weekend deals' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

test('a guest is offered no chat', async ({ page, request }) => {
  await visit(page, { zoneId: await zoneOf(request), module: await moduleOf(request, 'grocery'), token: null });
  await page.goto('/help-and-support');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chat with support' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Chat/ })).toHaveCount(0);
});
