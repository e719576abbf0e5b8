// The SPA on a real 6amMart v2.6.0 backend, driven in Debian's Chromium as a shopper would (docs/6ammart-clients.md,
// "Trying it for real"): landing → current location in the Demo Zone → module → sign up a +1 customer → add to cart
// → the cart drawer → checkout with cash on delivery, take away, then home delivery to an address added at checkout
// → the confirmation; at the end each order's total shown before Place Order beside the one v2.6 stored. Not part of
// `npm test` (no such backend in CI): the backend comes from /work/shared/tools/real-6ammart-2.6 (its README), the
// SPA is built pointed at it and served with a fallback:
//
//   VITE_API_BASE_URL=http://127.0.0.1:8800 npx vite build --outDir /tmp/spa-26
//   STATIC_DIR=/tmp/spa-26 PORT=4612 API_BASE_URL=http://127.0.0.1:8800 node scripts/e2e-static.mjs &
//   node scripts/try-real-6ammart-2.6.mjs
//
// SPA_URL (default http://127.0.0.1:4612) and API_URL (http://127.0.0.1:8800) say where they are; RECORD=<file>
// writes every API exchange of the run as JSON (the format of test/fixtures/6ammart-2.6-recorded). It prints each
// step, the API's refusals, the page's console errors and the totals, and exits 1 when a step fails or a total
// differs. Its twin for 3.x: scripts/try-real-6ammart-3.5.mjs (the shared steps: scripts/real-6ammart.mjs).
import { finish, openShop, shopperSteps } from './real-6ammart.mjs';

const spa = process.env.SPA_URL ?? 'http://127.0.0.1:4612';
/** Inside v2.6's Demo Zone (Mirpur, Dhaka). */
const run = await openShop({
  apiUrl: process.env.API_URL ?? 'http://127.0.0.1:8800',
  here: { latitude: 23.8206, longitude: 90.367 },
});
const phone = `+1202555${String(Date.now()).slice(-4)}`;
const s = shopperSteps(run, spa);

await finish(run, 'try-real-6ammart-2.6', [
  ['landing → current location in the Demo Zone', s.setLocation],
  ['module → home', s.chooseModule],
  [`sign up ${phone}`, () => s.signUp(phone)],
  ['add to cart → the cart drawer', s.addToCartAndOpenDrawer],
  [
    'checkout: take away, cash on delivery → confirmation',
    async () => {
      await s.checkoutAs('Take Away');
      return s.placeWithCashOnDelivery('take away');
    },
  ],
  ['add to cart again', s.addToCartAndOpenDrawer],
  [
    'checkout: home delivery to an address added there, cash on delivery → confirmation',
    async () => {
      await s.checkoutAs('Home Delivery');
      const chosen = await s.addAddressAtCheckout(phone);
      return `${chosen.slice(0, 70)} — ${await s.placeWithCashOnDelivery('home delivery')}`;
    },
  ],
]);
