// Place Order on /checkout?page=cart (test/views/checkout/place-order-paths.test.tsx): the checkout the draft of the
// story's path stands for (no address, a guest without contact, a prescription missing …), Place Order held.
import { CheckoutPage } from '../../src/features/checkout/checkout-page.tsx';
import { checkoutPaths } from '../../test/machines/checkout.paths.ts';
import { drafts, placeOrderPaths } from '../../test/machines/place-order.paths.ts';
import { draftCheckoutApi } from '../../test/views/checkout/checkout-fixture.ts';
import { fixtureName, galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: placeOrderPaths,
  page: <CheckoutPage />,
  route: '/checkout?page=cart',
  // the checkout's actor invokes it as its placement
  within: { paths: checkoutPaths, child: 'placement' },
  routes: [{ path: '/order-successful', element: <p>order placed</p> }],
  api: ({ context }) => draftCheckoutApi(fixtureName(drafts, (context as { draft: unknown }).draft, 'valid')),
});
