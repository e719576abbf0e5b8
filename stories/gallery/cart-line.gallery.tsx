// A product card's cart control on /home (test/views/catalogue/product-card-paths.test.tsx): the soap of the machine's
// paths as the card shows it, a guest with a location and an empty cart, every cart call held;
// the cart list is the one the story's path ends with. The cart drawer's line
// shows the in-cart states too (test/views/cart/cart-drawer-line-paths.test.tsx); the card shows them all.
import { preloadCartButton } from '../../src/features/home/cart-button.tsx';
import { itemCard } from '../../src/features/home/card-model.ts';
import { ProductCard } from '../../src/features/home/product-card.tsx';
import type { CartLine, ConfigurableItem } from '../../domain/item-options.ts';
import { json } from '../../test/support/fake-api.ts';
import { cartLinePaths } from '../../test/machines/cart-line.paths.ts';
import { apiItem, row, serveCard } from '../../test/views/catalogue/product-card-fixtures.ts';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: cartLinePaths,
  page: <ProductCard card={itemCard(apiItem((cartLinePaths.input as { item: ConfigurableItem }).item), false)} />,
  route: '/home',
  // the cart as the path left it (the card follows the cart list the server answers)
  api: ({ context }) =>
    serveCard().on('GET /api/v1/customer/cart/list', json((context as { cart: CartLine[] }).cart.map(row))),
  preload: preloadCartButton,
});
