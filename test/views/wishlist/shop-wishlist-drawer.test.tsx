import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The shop wishlist drawer (?drawer=wishlist outside rental): items and stores tabs in the module's wording, add to
// cart (quantity 1, store conflict, options first), delete with a confirmation and the server's message, empty
// states, guests.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Item } from '../../../src/api/items.ts';
import { ShopWishlistDrawerHost } from '../../../src/features/wishlist/shop-wishlist-drawer-host.tsx';
import { FakeApi, config, json, makeCartRow, makeItem, makeStore } from '../../support/fake-api.ts';
import { renderWithProviders } from '../../support/render.tsx';

function seed({ moduleType = 'grocery', customer = true } = {}) {
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('location', 'Gulshan 1, Dhaka');
  localStorage.setItem('module', JSON.stringify({ id: 1, module_type: moduleType, module_name: 'Shop' }));
  if (customer) localStorage.setItem('token', 'token-abc');
  else localStorage.setItem('guest_id', 'guest-1');
}

const cartRow = (item: Item, id = 9) => makeCartRow(item, id, { user_id: '1', is_guest: 0 });

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{pathname + search}</output>;
}

const render = (route = '/?drawer=wishlist', language?: 'ar') =>
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <ShopWishlistDrawerHost />
            <Where />
          </>
        }
      />
    </Routes>,
    { route, language },
  );

const soap = makeItem(41, 'Soap', { store_id: 1, stock: 5, price: 20, discount: 10, discount_type: 'percent' });
const rice = makeItem(42, 'Rice', { store_id: 3, stock: 5, price: 8 });
const mart = makeStore(1, 'Fresh Mart', 1);

beforeEach(() => {
  toast.remove();
  localStorage.clear();
  sessionStorage.clear();
});

describe('shop wishlist drawer', () => {
  it('lists items (name, store, discounted price, popup link) and stores (store link)', async () => {
    seed();
    new FakeApi()
      .on('GET /api/v1/config', json(config()))
      .on('GET /api/v1/customer/cart/list', json([]))
      .on('GET /api/v1/customer/wish-list', json({ item: [soap], store: [mart] }));
    await render();
    const drawer = await screen.findByRole('dialog', { name: 'Wishlist' });
    const list = await within(drawer).findByRole('list', { name: 'Items' });
    const row = within(list).getByRole('listitem');
    expect(within(row).getByRole('link', { name: 'Soap' })).toHaveAttribute('href', '/?item=41');
    expect(within(row).getByText('Fresh Mart')).toBeInTheDocument();
    // 20 − 10 % = 18, the original 20 struck through
    expect(within(row).getByText('$18.00')).toBeInTheDocument();
    expect(within(row).getByText('Original price $20.00')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Stores' }));
    const stores = await within(drawer).findByRole('list', { name: 'Stores' });
    expect(within(stores).getByRole('link', { name: 'Fresh Mart' }).getAttribute('href')).toMatch(
      /^\/store\/store-1\?/,
    );
  });

  it('adds an item with quantity 1 (Item added to cart)', async () => {
    seed();
    const api = new FakeApi()
      .on('GET /api/v1/config', json(config()))
      .on('GET /api/v1/customer/cart/list', json([]))
      .on('POST /api/v1/customer/cart/add', json([cartRow(soap)]))
      .on('GET /api/v1/customer/wish-list', json({ item: [soap], store: [] }));
    await render();
    const drawer = await screen.findByRole('dialog', { name: 'Wishlist' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Add Soap to cart' }));
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    const body = api.calls('POST /api/v1/customer/cart/add')[0]!.body as { item_id: number; quantity: number };
    expect(body.item_id).toBe(41);
    expect(body.quantity).toBe(1);
  });

  it('an item of another store asks to clear the cart; confirming clears it and adds', async () => {
    seed();
    const api = new FakeApi()
      .on('GET /api/v1/config', json(config()))
      .on('GET /api/v1/customer/cart/list', json([cartRow(rice)]))
      .on('DELETE /api/v1/customer/cart/remove', json([]))
      .on('POST /api/v1/customer/cart/add', json([cartRow(soap, 10)]))
      .on('GET /api/v1/customer/wish-list', json({ item: [soap], store: [] }));
    await render();
    const drawer = await screen.findByRole('dialog', { name: 'Wishlist' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Add Soap to cart' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Clear the cart?' });
    expect(
      within(alert).getByText(
        'You have item from another store in cart. If you continue, your all previous item from cart will be removed and this one will be added.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Clear cart and add' }));
    expect(
      await screen.findByText('Your cart has been cleared successfully. And selected item added to the cart.'),
    ).toBeInTheDocument();
    expect(api.calls('DELETE /api/v1/customer/cart/remove')).toHaveLength(1);
    expect(api.calls('POST /api/v1/customer/cart/add')).toHaveLength(1);
  });

  it('an e-commerce item with variations goes to the product page instead of adding', async () => {
    seed({ moduleType: 'ecommerce' });
    const shirt = makeItem(50, 'Shirt', {
      module_type: 'ecommerce',
      stock: 5,
      variations: [{ type: 'M', price: 10, stock: 5 }],
      choice_options: [{ name: 'choice_1', title: 'Size', options: ['M'] }],
    } as Partial<Item>);
    const api = new FakeApi()
      .on('GET /api/v1/config', json(config()))
      .on('GET /api/v1/customer/cart/list', json([]))
      .on('GET /api/v1/customer/wish-list', json({ item: [shirt], store: [] }));
    await render();
    const drawer = await screen.findByRole('dialog', { name: 'Wishlist' });
    expect(await within(drawer).findByRole('link', { name: 'Shirt' })).toHaveAttribute('href', '/product/item-50');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add Shirt to cart' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/product/item-50'));
    expect(api.calls('POST /api/v1/customer/cart/add')).toEqual([]);
  });

  it('delete asks first, then shows the server message and the empty state (foods in the food module)', async () => {
    seed({ moduleType: 'food' });
    let items: Item[] = [soap];
    const api = new FakeApi()
      .on('GET /api/v1/config', json(config()))
      .on('GET /api/v1/customer/cart/list', json([]))
      .on('GET /api/v1/customer/wish-list', () => json({ item: items, store: [] }))
      .on('DELETE /api/v1/customer/wish-list/remove', () => {
        items = [];
        return json({ message: 'Successfully removed!' });
      });
    await render();
    const drawer = await screen.findByRole('dialog', { name: 'Wishlist' });
    const list = await within(drawer).findByRole('list', { name: 'Foods' });
    await userEvent.click(within(list).getByRole('button', { name: 'Delete Soap from wishlist' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this item?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(api.calls('DELETE /api/v1/customer/wish-list/remove')).toEqual([]);
    await userEvent.click(within(list).getByRole('button', { name: 'Delete Soap from wishlist' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this item?' })).getByRole(
        'button',
        { name: 'Yes' },
      ),
    );
    expect(await screen.findByText('Successfully removed!')).toBeInTheDocument();
    expect(api.calls('DELETE /api/v1/customer/wish-list/remove')[0]!.query.get('item_id')).toBe('41');
    expect(await within(drawer).findByText('No favourite foods found')).toBeInTheDocument();
    expect(within(drawer).getByRole('tab', { name: 'Restaurants' })).toBeInTheDocument();
  });

  it('deletes a store with the store id', async () => {
    seed();
    const api = new FakeApi()
      .on('GET /api/v1/config', json(config()))
      .on('GET /api/v1/customer/cart/list', json([]))
      .on('GET /api/v1/customer/wish-list', json({ item: [], store: [mart] }))
      .on('DELETE /api/v1/customer/wish-list/remove', json({ message: 'Successfully removed!' }));
    await render();
    const drawer = await screen.findByRole('dialog', { name: 'Wishlist' });
    expect(await within(drawer).findByText('No favourite items found')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Stores' }));
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Delete Fresh Mart from wishlist' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Successfully removed!')).toBeInTheDocument();
    expect(api.calls('DELETE /api/v1/customer/wish-list/remove')[0]!.query.get('store_id')).toBe('1');
  });

  it('guests read You are not logged in; Arabic reads Arabic', async () => {
    seed({ customer: false });
    const api = new FakeApi().on('GET /api/v1/config', json(config()));
    await render('/?drawer=wishlist', 'ar');
    const drawer = await screen.findByRole('dialog', { name: 'المفضلة' });
    expect(within(drawer).getByRole('alert')).toHaveTextContent('أنت غير مسجل الدخول');
    expect(api.calls('GET /api/v1/customer/wish-list')).toEqual([]);
  });

  it('shows nothing in the rental module', async () => {
    seed({ moduleType: 'rental' });
    new FakeApi().on('GET /api/v1/config', json(config()));
    await render();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
