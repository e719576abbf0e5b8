// The product page of a guest on the Lemon Soap (test/views/item/product-page.test.tsx and
// item-configurator-first-use.test.tsx): the item available all day, with nothing to choose.
import { currentFakeApi, json } from '../../support/fake-api.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { defaultRoutes, seedSession } from '../shell/shell-harness.tsx';
import { guest, soapItem } from '../cart/cart-harness.tsx';
import { ProductPage } from '../../../src/features/item/product-page.tsx';

export const CART = 'GET /api/v1/customer/cart/list';
export const soap = {
  ...soapItem,
  available_time_starts: '00:00:00',
  available_time_ends: '23:59:59',
  schedule_order: false,
  variations: [],
  choice_options: [],
  food_variations: [],
  add_ons: [],
  store_discount: 0,
  store_details: {},
};

/** Renders /product/<soap> for a guest (the cart answers empty unless `holdCart`: the test releases it). */
export async function renderProduct({ holdCart = false } = {}) {
  defaultRoutes();
  const api = currentFakeApi();
  api.on(`GET /api/v1/items/details/${soap.id}`, json(soap));
  if (holdCart) api.hold(CART);
  seedSession(guest);
  await renderWithProviders(<ProductPage />, { route: `/product/${soap.id}?id=${soap.id}` });
  return api;
}
