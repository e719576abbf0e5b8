// The checkout page on /checkout?page=cart (test/views/checkout/checkout-paths.test.tsx): a signed-in customer's
// cart of one store open all day taking scheduled orders, a wallet that covers it, the coupon of the paths, Place
// Order held. The test fixes the clock at noon in Dhaka; a story runs at the real time, so its time slots are today's.
import { CheckoutPage } from '../../src/features/checkout/checkout-page.tsx';
import { checkoutPaths } from '../../test/machines/checkout.paths.ts';
import { scheduledCheckoutApi } from '../../test/views/checkout/checkout-fixture.ts';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: checkoutPaths,
  page: <CheckoutPage />,
  route: '/checkout?page=cart',
  api: scheduledCheckoutApi,
});
