// The SPA on a real 6amMart v3.5 backend, driven in Debian's Chromium as a shopper would: fifteen journeys, from the
// location to the orders placed, each order's total shown before Place Order beside the one 3.5 stored
// (docs/6ammart-clients.md, "Trying it for real"). The twin of scripts/try-real-6ammart-2.6.mjs (shared steps:
// scripts/real-6ammart.mjs). Not part of `npm test` (no such backend in CI): the backend comes from
// /work/shared/tools/real-6ammart-3.5 (its README; under a minute), the SPA is built pointed at it and served with a
// fallback:
//
//   VITE_API_BASE_URL=http://127.0.0.1:8801 npx vite build --outDir /tmp/spa-35
//   STATIC_DIR=/tmp/spa-35 PORT=4613 API_BASE_URL=http://127.0.0.1:8801 node scripts/e2e-static.mjs &
//   node scripts/try-real-6ammart-3.5.mjs
//
// SPA_URL (default http://127.0.0.1:4613) and API_URL (http://127.0.0.1:8801) say where they are; RECORD=<file>
// writes every API exchange. Each run signs up a new +1 customer and places two orders of the demo item (its stock
// is spent by them: `update items set stock=100 where id=1;` in the backend's MariaDB, port 3308, gives it back).
import { finish, openShop, shopperSteps } from './real-6ammart.mjs';

const spa = process.env.SPA_URL ?? 'http://127.0.0.1:4613';
const run = await openShop({
  apiUrl: process.env.API_URL ?? 'http://127.0.0.1:8801',
  // inside 3.5's Demo Zone (Mirpur, Dhaka)
  here: { latitude: 23.8206, longitude: 90.367 },
});
const { page } = run;
const phone = `+1202555${String(Date.now()).slice(-4)}`;
const s = shopperSteps(run, spa);
const visible = (locator) => locator.waitFor({ state: 'visible' });
/** The page has settled with no raw text; `what` is there. */
const shows = async (what) => {
  await visible(what);
  await page.waitForLoadState('networkidle');
  await s.noRawText();
};

await finish(run, 'try-real-6ammart-3.5', [
  ['1 landing → current location in the Demo Zone', s.setLocation],
  [
    '2 place search: 3.5 offline answers without JSON → the shop’s words',
    async () => {
      await page.goto(`${spa}/`);
      await page.getByRole('combobox', { name: 'Search location' }).fill('Mirpur');
      const words = page.getByText('Place search is not available right now.', { exact: false }).first();
      await shows(words);
      return (await words.innerText()).slice(0, 70);
    },
  ],
  [
    '3 module → home: categories, no section "could not be loaded"',
    async () => {
      await page.goto(`${spa}/home`);
      await s.chooseModule();
      await shows(page.getByText('Demo category').first());
      for (const bad of ['No categories found', 'This section could not be loaded'])
        if (await page.getByText(bad).count()) throw new Error(`/home says "${bad}"`);
    },
  ],
  [
    '4 a category’s page: its items',
    async () => {
      await page.goto(`${spa}/category/1?name=Demo%20category`);
      await shows(page.getByText('Demo Product').first());
    },
  ],
  [
    '5 the store’s page',
    async () => {
      await page.goto(`${spa}/store/demo-store?id=demo-store&module_id=1&store_zone_id=1`);
      await shows(page.getByRole('heading', { name: 'Demo Store' }).first());
    },
  ],
  [
    '6 the product’s page',
    async () => {
      await page.goto(`${spa}/home?item=1`);
      await shows(page.getByRole('dialog', { name: 'Demo Product' }));
      await page.keyboard.press('Escape');
    },
  ],
  [
    '7 search: "Demo"',
    async () => {
      await page.goto(`${spa}/home?search=Demo&data_type=searched`);
      await shows(page.getByText('Demo Product').first());
    },
  ],
  [`8 sign up ${phone} (3.x body)`, () => s.signUp(phone)],
  ['9 add to cart → the cart drawer', s.addToCartAndOpenDrawer],
  [
    '10 checkout: take away, cash on delivery → confirmation',
    async () => {
      await s.checkoutAs('Take Away');
      return s.placeWithCashOnDelivery('take away');
    },
  ],
  [
    '11 add to cart again; checkout: home delivery to an address added there → confirmation',
    async () => {
      await s.addToCartAndOpenDrawer();
      await s.checkoutAs('Home Delivery');
      const chosen = await s.addAddressAtCheckout(phone);
      return `${chosen.slice(0, 50)} — ${await s.placeWithCashOnDelivery('home delivery')}`;
    },
  ],
  [
    '12 my orders: both running, one’s details',
    async () => {
      await page.goto(`${spa}/my-orders?tab=running`);
      const [first] = run.orders;
      await shows(page.getByRole('link', { name: new RegExp(`^Order #${first.orderId},`) }));
      await page.getByRole('link', { name: new RegExp(`^Order #${first.orderId},`) }).click();
      await shows(page.getByRole('region', { name: 'Items' }).getByText('Demo Product').first());
    },
  ],
  [
    '13 wishlist: add and see it',
    async () => {
      await page.goto(`${spa}/home?item=1`);
      const popup = page.getByRole('dialog', { name: 'Demo Product' });
      await popup.getByRole('button', { name: 'Add Demo Product to wishlist' }).click();
      await visible(popup.getByRole('button', { name: 'Remove Demo Product from wishlist' }));
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: /^Wishlist/ })
        .first()
        .click();
      await shows(page.getByRole('dialog', { name: 'Wishlist' }).getByText('Demo Product').first());
      await page.keyboard.press('Escape');
    },
  ],
  [
    '14 a new visit signs in with the phone as typed without its dial code',
    async () => {
      // (the session left on this side: 3.5 has no auth/logout, its token stays valid)
      await page.evaluate(() => globalThis.localStorage.removeItem('token'));
      await page.goto(`${spa}/home?auth=sign-in`);
      const d = page.getByRole('dialog', { name: 'Sign in' });
      await d.getByLabel(/Email or phone/).fill(phone.slice(2));
      await d.getByLabel(/^Password/).fill('12345678');
      await d.getByRole('button', { name: 'Sign In', exact: true }).click();
      await visible(page.getByRole('button', { name: /account menu/ }));
      return `signed in as ${phone.slice(2)}`;
    },
  ],
  [
    '15 a wrong password: the server’s sentence',
    async () => {
      const context = await run.browser.newContext();
      const other = await context.newPage();
      await other.goto(`${spa}/home?auth=sign-in`);
      const d = other.getByRole('dialog', { name: 'Sign in' });
      await d.getByLabel(/Email or phone/).fill(phone.slice(2));
      await d.getByLabel(/^Password/).fill('wrongpass1');
      await d.getByRole('button', { name: 'Sign In', exact: true }).click();
      const said = other.getByText('User credential does not match').first();
      await visible(said);
      await context.close();
      return 'User credential does not match';
    },
  ],
]);
