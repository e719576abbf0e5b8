// The trip cart on the vehicle search (test/views/rental/trip-cart-paths.test.tsx): the cards, the panel and their
// dialogs; a rental guest, the cart the story's path ends with, every cart call held.
import type { TripCart } from '../../domain/trip-cart.ts';
import { preloadTripCart } from '../../src/features/rental/trip-cart-provider.tsx';
import { tripCartPaths } from '../../test/machines/trip-cart.paths.ts';
import { serveTripCart, tripCartApi, tripCartPage, tripCartRoute } from '../../test/views/rental/rental-harness.tsx';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: tripCartPaths,
  page: tripCartPage,
  route: tripCartRoute,
  api: ({ context }) => {
    const { cart } = context as { cart: TripCart };
    serveTripCart(cart);
    tripCartApi(cart);
  },
  preload: preloadTripCart,
});
