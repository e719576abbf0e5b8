// A real 6amMart 3.9 web client (the public Next.js build phouvong/Bento-Delivery-React, unchanged, no proxy) on the
// embedded API, driven in Debian's Chromium as a guest would (docs/6ammart-clients.md): landing → location by place
// search → Grocery → a store → an item into the cart → checkout → cash on delivery, home delivery, then take away →
// "order placed". Not part of `npm test` (the client is not in this repository). Set up:
//
//   PORT=4611 DATA_DIR=/tmp/api-39 DEMO_MODE=1 CORS_ORIGINS=http://127.0.0.1:4613 PUBLIC_URL=http://127.0.0.1:4611 \
//     node --import tsx server/main.ts &
//   # in the client's folder: .env.production with NEXT_PUBLIC_BASE_URL=http://127.0.0.1:4611,
//   # NEXT_CLIENT_HOST_URL=http://127.0.0.1:4613, NEXT_PUBLIC_SITE_VERSION=3.8, then
//   npm install --legacy-peer-deps && npx next build && npx next start -p 4613 -H 127.0.0.1 &
//   node scripts/try-6ammart-web-3-9.mjs
//
// CLIENT_URL (default http://127.0.0.1:4613) and API_URL (http://127.0.0.1:4611) say where they are. The client
// starts in its default language, Lao: its buttons are found by their Lao words. It prints each step, the order
// bodies the client sent with our answers, the API's refusals, and exits 1 when a step fails.
import { chromium } from 'playwright';
import { chromiumFlags } from './chromium-flags.mjs';
import { runJourney } from './try-journey.mjs';

const client = process.env.CLIENT_URL ?? 'http://127.0.0.1:4613';
const apiOrigin = new URL(process.env.API_URL ?? 'http://127.0.0.1:4611').origin;
const ITEM = 'Greek Yogurt';
/**
 * The client's Lao words: accept cookies, add to cart, add the address, save (the contact), order, pick it up myself,
 * order placed.
 */
const WORDS = {
  acceptCookies: 'ຍອມຮັບ',
  addToCart: 'ເພີ່ມໃສ່ກະຕ່າ',
  saveAddress: 'ເພີ່ມທີ່ຢູ່',
  saveContact: 'ບັນທຶກ',
  order: 'ສັ່ງຊື້',
  takeAway: 'ຂ້ອຍຈະໄປຮັບເອງ',
  placed: 'ສັ່ງຊື້ສຳເລັດແລ້ວ',
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumFlags,
});
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
page.setDefaultTimeout(45_000);

const refusals = [];
const orders = [];
page.on('response', async (r) => {
  const url = new URL(r.url());
  if (url.origin !== apiOrigin || r.request().method() === 'OPTIONS') return;
  if (r.status() >= 400) refusals.push(`${r.status()} ${r.request().method()} ${url.pathname}${url.search}`);
  if (url.pathname === '/api/v1/customer/order/place')
    orders.push({ sent: r.request().postData(), status: r.status(), answer: await r.text().catch(() => '') });
});

/** Three of the item from the store page's item dialog into the cart (over the store's $5 minimum order). */
async function addToCart() {
  await page.goto(`${client}/home?module=grocery`);
  // the last order's "order placed" dialog stays over the home page until closed
  const placed = page.getByText(WORDS.placed).first();
  if (await placed.isVisible().catch(() => false)) {
    await page.keyboard.press('Escape');
    await placed.waitFor({ state: 'hidden' });
  }
  await page.getByText('Fresh Basket Gulshan').first().click();
  await page.waitForURL(/\/store\//);
  await page.getByText(ITEM, { exact: true }).locator('visible=true').first().click();
  // the item's dialog (a MUI modal without a dialog role): two more with its + (AddIcon), then add to cart
  const addButton = page.getByText(WORDS.addToCart).last();
  await addButton.waitFor();
  const plus = page.locator('button:has(svg[data-testid="AddIcon"])').last();
  await plus.click();
  await plus.click();
  const added = page.waitForResponse((r) => r.url().endsWith('/api/v1/customer/cart/add'));
  await addButton.click();
  return `cart/add ${(await added).status()}`;
}

/** The guest's contact person (the pencil of the address card, then its form). */
async function guestContact() {
  await page.locator('svg[data-testid="CreateIcon"]').first().click();
  await page.locator('input[name=contact_person_name]').fill('Nadia Karim');
  await page.locator('input[type=tel]').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('+8801712345678');
  await page.locator('input[name=contact_person_email]').fill('nadia@example.com');
  const house = page.locator('input[name=house]');
  if (await house.isVisible()) await house.fill('12');
  // the delivery's form adds an address, the take-away's saves the contact
  await page
    .getByRole('button', { name: new RegExp(`${WORDS.saveAddress}|${WORDS.saveContact}`) })
    .last()
    .click();
}

/** Accepts the terms and places the order; the client's "order placed" dialog with its order id. */
async function placeOrder() {
  await page.getByText('ເງື່ອນໄຂ ແລະ ຂໍ້ກຳນົດ').first().waitFor();
  await page.getByRole('checkbox').last().click({ force: true });
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/v1/customer/order/place'));
  await page.getByRole('button', { name: WORDS.order, exact: true }).last().click();
  const answer = await (await placed).json();
  await page.getByText(WORDS.placed).first().waitFor();
  return `order ${answer.order_id}: ${answer.message}`;
}

const journey = [
  [
    'landing → location by place search → module picker',
    async () => {
      await page.goto(`${client}/`, { timeout: 90_000 });
      await page
        .getByRole('button', { name: WORDS.acceptCookies })
        .click({ timeout: 10_000 })
        .catch(() => {});
      const search = page.locator('input[placeholder]').first();
      await search.fill('Gulshan');
      await page.getByRole('option').first().click();
      const zone = page.waitForResponse((r) => r.url().includes('/api/v1/config/get-zone-id'));
      await page.getByRole('button', { name: /Discover|ຄົ້ນພົບ/ }).click();
      return `zone ${await (await zone).text()}`.slice(0, 60);
    },
  ],
  [
    'Grocery → its home',
    async () => {
      await page.getByText('Grocery', { exact: true }).first().click();
      await page.waitForURL(/module=grocery/);
    },
  ],
  ['a store → the item into the cart', addToCart],
  [
    'checkout: home delivery, guest contact, cash on delivery → order placed',
    async () => {
      await page.goto(`${client}/checkout?page=cart`);
      await page.getByText(ITEM).first().waitFor();
      await guestContact();
      return placeOrder();
    },
  ],
  ['the item into the cart again', addToCart],
  [
    'checkout: take away, cash on delivery → order placed',
    async () => {
      await page.goto(`${client}/checkout?page=cart`);
      await page.getByText(ITEM).first().waitFor();
      await page.getByText(WORDS.takeAway).click();
      // a guest's take-away needs the contact too (6amMart refuses it without: 403 contact_person_name)
      await guestContact();
      return placeOrder();
    },
  ],
];

const passed = await runJourney(page, 'try-6ammart-web-3-9', journey);

console.log(`\norders the client sent (${orders.length}):`);
for (const o of orders) console.log(`  ${o.status} ${o.answer.slice(0, 160)}\n    sent ${o.sent?.slice(0, 700)}`);
console.log(`API refusals (${refusals.length}):`);
for (const r of refusals) console.log(`  ${r}`);
await browser.close();
process.exit(passed ? 0 : 1);
