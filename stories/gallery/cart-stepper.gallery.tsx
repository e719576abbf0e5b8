// A product card's quantity stepper on /home (test/views/catalogue/product-card-actions.test.tsx): the soap in the
// cart once, a guest with a location; the stepper opens while the pointer is on the card's quantity.
import { preloadCartButton } from '../../src/features/home/cart-button.tsx';
import { itemCard } from '../../src/features/home/card-model.ts';
import { ProductCard } from '../../src/features/home/product-card.tsx';
import { cartStepperPaths } from '../../test/machines/cart-stepper.paths.ts';
import { serveSoapInCart, stockedSoap } from '../../test/views/catalogue/product-card-fixtures.ts';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: cartStepperPaths,
  page: <ProductCard card={itemCard(stockedSoap, false)} />,
  route: '/home',
  api: serveSoapInCart,
  preload: preloadCartButton,
});
