// Checkout from the cart drawer on /home?drawer=cart (test/views/cart/checkout-gating-paths.test.tsx): a guest with
// two lines in the cart, guest checkout on.
import { cartPage, guest, pizzaRow, serveCart, soapRow } from '../../test/views/cart/cart-harness.tsx';
import { checkoutGatingPaths } from '../../test/machines/checkout-gating.paths.ts';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: checkoutGatingPaths,
  page: cartPage,
  route: '/home?drawer=cart',
  api: () => serveCart([pizzaRow, soapRow], { session: guest, config: { guest_checkout_status: 1 } }),
});
