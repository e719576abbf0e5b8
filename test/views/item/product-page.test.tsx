// The product page (spec part 2 §2) draws the item at once, as the server does (it never has the shopper's cart:
// docs/architecture.md, "A page request"), and opens the configurator once the cart is in.
import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../support/fake-api.ts';
import { row } from '../cart/cart-harness.tsx';
import { preloadItemConfigurator } from '../../../src/features/item/use-item-configurator.ts';
import { CART, renderProduct, soap } from './product-page-fixtures.tsx';
import { storageKeys, write } from '../../../src/session/storage.ts';

beforeAll(() => preloadItemConfigurator(), 60_000);

describe('product page', () => {
  it('draws the item while the cart loads, Add to cart held; then opens on the cart: its line → Update to cart', async () => {
    const api = await renderProduct({ holdCart: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemon Soap' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.waiting(CART)).toBe(1));
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    api.release(CART, json([row(9, soap)]));
    expect(await screen.findByRole('button', { name: 'Update to cart' })).toBeEnabled();
  });

  it('opens on an empty cart: Add to cart', async () => {
    const api = await renderProduct({ holdCart: true });
    await waitFor(() => expect(api.waiting(CART)).toBe(1));
    api.release(CART, json([]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled());
  });

  it('starts the configurator again for another cart owner (a guest id answered later) on its cart, and keeps the drawn item', async () => {
    const api = await renderProduct({ holdCart: true });
    await waitFor(() => expect(api.waiting(CART)).toBe(1));
    api.release(CART, json([row(9, soap)]));
    expect(await screen.findByRole('button', { name: 'Update to cart' })).toBeEnabled();
    const heading = screen.getByRole('heading', { level: 1, name: 'Lemon Soap' });
    const picture = screen.getAllByRole('img')[0];

    await act(async () => write(storageKeys.guestId, 'guest-2'));
    // the new owner's cart answers empty (under load it may be asked for more than once)
    await waitFor(() => {
      while (api.waiting(CART) > 0) api.release(CART, json([]));
      expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    });
    // the same elements: the statechart started again, the page was not drawn anew
    expect(screen.getByRole('heading', { level: 1, name: 'Lemon Soap' })).toBe(heading);
    expect(screen.getAllByRole('img')[0]).toBe(picture);
  });
});
