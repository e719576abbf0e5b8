// The product page (spec part 2 §2) draws the item at once, as the server does (it never has the shopper's cart:
// docs/architecture.md, "A page request"), and opens the configurator once the cart is in.
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentFakeApi, json } from '../../support/fake-api.ts';
import { defaultRoutes, seedSession } from '../shell/shell-harness.tsx';
import { guest, row, soapItem } from '../cart/cart-harness.tsx';
import { preloadItemConfigurator } from '../../../src/features/item/use-item-configurator.ts';
import { ProductPage } from '../../../src/features/item/product-page.tsx';
import { renderWithProviders } from '../../support/render.tsx';

const CART = 'GET /api/v1/customer/cart/list';
const soap = {
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

async function renderProduct() {
  defaultRoutes();
  const api = currentFakeApi();
  api.on(`GET /api/v1/items/details/${soap.id}`, json(soap));
  api.hold(CART);
  seedSession(guest);
  await renderWithProviders(<ProductPage />, { route: `/product/${soap.id}?id=${soap.id}` });
  return api;
}

beforeAll(() => preloadItemConfigurator(), 60_000);

describe('product page', () => {
  it('draws the item while the cart loads, Add to cart held; then opens on the cart: its line → Update to cart', async () => {
    const api = await renderProduct();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemon Soap' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.waiting(CART)).toBe(1));
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    api.release(CART, json([row(9, soap)]));
    expect(await screen.findByRole('button', { name: 'Update to cart' })).toBeEnabled();
  });

  it('opens on an empty cart: Add to cart', async () => {
    const api = await renderProduct();
    await waitFor(() => expect(api.waiting(CART)).toBe(1));
    api.release(CART, json([]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled());
  });
});
