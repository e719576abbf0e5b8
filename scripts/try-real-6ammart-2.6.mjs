// The SPA on a real 6amMart v2.6.0 backend, driven in Debian's Chromium as a shopper would (docs/6ammart-clients.md,
// "The other direction"): landing → current location in the Demo Zone → module → sign up a +1 customer → add to cart
// → the cart drawer → checkout with cash on delivery, take away, then home delivery to an address added at checkout
// → the confirmation. Not part of `npm test` (no such backend in CI): the backend comes from
// /work/shared/tools/real-6ammart-2.6 (its README), the SPA is built pointed at it and served with a fallback:
//
//   VITE_API_BASE_URL=http://127.0.0.1:8800 npx vite build --outDir /tmp/spa-26
//   STATIC_DIR=/tmp/spa-26 PORT=4612 API_BASE_URL=http://127.0.0.1:8800 node scripts/e2e-static.mjs &
//   node scripts/try-real-6ammart-2.6.mjs
//
// SPA_URL (default http://127.0.0.1:4612) and API_URL (http://127.0.0.1:8800) say where they are; RECORD=<file>
// writes every API exchange of the run as JSON (the format of test/fixtures/6ammart-2.6-recorded). It prints each
// step, the API's refusals and the page's console errors, and exits 1 when a step fails.
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { chromiumFlags } from './chromium-flags.mjs';
import { runJourney } from './try-journey.mjs';

const spa = process.env.SPA_URL ?? 'http://127.0.0.1:4612';
const apiOrigin = new URL(process.env.API_URL ?? 'http://127.0.0.1:8800').origin;
/** Inside v2.6's Demo Zone (Mirpur, Dhaka). */
const HERE = { latitude: 23.8206, longitude: 90.367 };
const phone = `+1202555${String(Date.now()).slice(-4)}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumFlags,
});
const context = await browser.newContext({
  viewport: { width: 1280, height: 900 },
  geolocation: HERE,
  permissions: ['geolocation'],
});
const page = await context.newPage();
page.setDefaultTimeout(30_000);

const consoleErrors = [];
const refusals = [];
const exchanges = [];
page.on('console', (m) => {
  if (m.type() === 'error') consoleErrors.push(m.text().slice(0, 240));
});
page.on('response', async (r) => {
  const url = new URL(r.url());
  if (url.origin !== apiOrigin || !url.pathname.startsWith('/api/')) return;
  const req = r.request();
  if (req.method() === 'OPTIONS') return;
  const text = await r.text().catch(() => '');
  let response;
  try {
    response = JSON.parse(text);
  } catch {
    response = text.slice(0, 1700);
  }
  let body = req.postData() ?? null;
  try {
    body = body === null ? null : JSON.parse(body);
  } catch {
    /* a multipart body stays text */
  }
  exchanges.push({
    method: req.method(),
    path: url.pathname,
    query: url.search.slice(1),
    request_body: body,
    status: r.status(),
    response,
  });
  if (r.status() >= 400) refusals.push(`${r.status()} ${req.method()} ${url.pathname}${url.search}`);
});

const visible = (locator) => locator.waitFor({ state: 'visible' });

/** Demo Product into the cart from the module home's card; the cart drawer shows its line. */
async function addToCartAndOpenDrawer() {
  await page.goto(`${spa}/home`);
  const card = page.getByRole('article').filter({ hasText: 'Demo Product' }).first();
  await card.getByRole('button', { name: 'Add Demo Product to cart' }).click();
  await page.getByRole('button', { name: /^Cart/ }).first().click();
  const drawer = page.getByRole('dialog', { name: /cart/i });
  await visible(drawer.getByText('Demo Product').first());
  const text = await drawer.innerText();
  await page.keyboard.press('Escape');
  return text.replace(/\s+/g, ' ').slice(0, 80);
}

/** /checkout with the cart's line, the order type chosen. */
async function checkoutAs(orderType) {
  await page.goto(`${spa}/checkout?page=cart`);
  await visible(page.getByText('Demo Product × 1'));
  await page.getByRole('radio', { name: orderType }).check();
}

/** Places the order on /checkout with cash on delivery; the confirmation page's order id. */
async function placeWithCashOnDelivery() {
  await visible(page.getByRole('radio', { name: /^Cash on delivery/i }));
  await page.getByRole('radio', { name: /^Cash on delivery/i }).check();
  const total = (await page.getByTestId('order-total').textContent())?.trim();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/order-successful\?order_id=\d+/);
  await visible(page.getByRole('heading', { name: 'Order placed successfully' }));
  return `order ${new URL(page.url()).searchParams.get('order_id')}, ${total}`;
}

const journey = [
  [
    'landing → current location in the Demo Zone',
    async () => {
      await page.goto(`${spa}/`);
      await page.getByRole('button', { name: 'Use current location' }).click();
      const map = page.getByRole('dialog', { name: 'Pick your location on the map' });
      await map.getByRole('button', { name: 'Confirm location' }).click();
      await page.waitForURL('**/home');
    },
  ],
  [
    'module → home',
    async () => {
      await page
        .getByRole('dialog', { name: /Select a type of module/ })
        .getByRole('button', { name: /Demo Module/ })
        .click();
      await page.getByRole('button', { name: 'Skip' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Demo Module home' }));
      const accept = page.getByRole('button', { name: 'Accept cookies' });
      if (await accept.isVisible()) await accept.click();
    },
  ],
  [
    `sign up ${phone}`,
    async () => {
      await page.goto(`${spa}/home?auth=sign-up`);
      const d = page.getByRole('dialog', { name: 'Sign up' });
      await d.getByLabel(/^Name/).fill('Real Tester');
      await d.getByRole('textbox', { name: /^Email/ }).fill(`real.${phone.slice(1)}@example.com`);
      await d.getByLabel(/^Phone/).fill(phone.slice(2));
      await d.getByLabel(/^Password/).fill('12345678');
      await d.getByLabel(/^Confirm password/).fill('12345678');
      await d.getByRole('checkbox', { name: /Terms and conditions/ }).check();
      await d.getByRole('button', { name: 'Sign Up' }).click();
      await visible(page.getByText('Signup successfully.'));
      await visible(page.getByRole('button', { name: /account menu/ }));
    },
  ],
  ['add to cart → the cart drawer', addToCartAndOpenDrawer],
  [
    'checkout: take away, cash on delivery → confirmation',
    async () => {
      await checkoutAs('Take Away');
      return placeWithCashOnDelivery();
    },
  ],
  ['add to cart again', addToCartAndOpenDrawer],
  [
    'checkout: home delivery to an address added there, cash on delivery → confirmation',
    async () => {
      await checkoutAs('Home Delivery');
      await page.getByRole('button', { name: 'Add Address' }).click();
      const d = page.getByRole('dialog', { name: 'Add New Address' });
      // the backend cannot geocode offline: the point's coordinates stand in for its address
      const address = d.getByRole('textbox', { name: /^Address/ });
      await page.waitForFunction((el) => el.value !== '', await address.elementHandle());
      await d.getByRole('textbox', { name: /^Contact person name/ }).fill('Real Tester');
      await d.getByRole('textbox', { name: /^Contact person number/ }).fill(phone);
      await d.getByRole('textbox', { name: 'House' }).fill('12');
      await d.getByRole('button', { name: 'Save Address' }).click();
      await d.waitFor({ state: 'hidden' });
      // the delivery fee of the address chosen comes a moment later (it shows $0 until then): its calls answered
      await visible(page.getByRole('region', { name: 'Order Summary' }).getByText('Delivery fee'));
      await page.waitForLoadState('networkidle');
      const chosen = await page.getByRole('region', { name: 'Delivery Addresses' }).innerText();
      return `${chosen.replace(/\s+/g, ' ').slice(0, 70)} — ${await placeWithCashOnDelivery()}`;
    },
  ],
];

const passed = await runJourney(page, 'try-real-6ammart-2.6', journey);

console.log(`\nAPI refusals (${refusals.length}):`);
for (const r of refusals) console.log(`  ${r}`);
const ours = consoleErrors.filter((e) => !/ERR_NAME_NOT_RESOLVED|tile\.openstreetmap/.test(e));
console.log(`console errors (${ours.length}, map tiles of the offline internet left out):`);
for (const e of ours) console.log(`  ${e}`);
if (process.env.RECORD) {
  writeFileSync(process.env.RECORD, `${JSON.stringify(exchanges, null, 2)}\n`);
  console.log(`${exchanges.length} exchanges written to ${process.env.RECORD}`);
}
await browser.close();
process.exit(passed ? 0 : 1);
