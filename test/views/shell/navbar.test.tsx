import { cartLine, defaultRoutes, renderShell, signedIn } from './shell-harness.tsx';
import { requestsTo, route } from '../../support/fake-api.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });

async function openAccountMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Demo, account menu' }));
  const menu = await screen.findByRole('menu');
  // keys go to the menu only once it holds the focus (slow under load)
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  return menu;
}

describe('navigation bar', () => {
  beforeEach(() => defaultRoutes());

  it('shows a Sign In button without a token, which opens sign-in on the current page through the URL', async () => {
    const { router } = await renderShell({}, { route: '/store/latest?page=2' });
    expect(within(nav()).queryByRole('button', { name: /account menu/ })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('button', { name: 'Chat' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('button', { name: /Wishlist/ })).not.toBeInTheDocument();
    await userEvent.setup().click(within(nav()).getByRole('button', { name: 'Sign In' }));
    expect(router.state.location.pathname).toBe('/store/latest');
    expect(new URLSearchParams(router.state.location.search).get('auth')).toBe('sign-in');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(requestsTo('GET /api/v1/customer/info')).toHaveLength(0); // guests have no profile
  });

  it("shows guests a track order link, labelled 'Track Trip' in the rental module", async () => {
    const first = await renderShell();
    expect(within(nav()).getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', '/track-order');
    first.unmount();
    localStorage.clear();
    await renderShell({ module: { id: 6, module_name: 'Rental', module_type: 'rental' } });
    expect(within(nav()).getByRole('link', { name: 'Track Trip' })).toHaveAttribute('href', '/track-order');
  });

  it('shows the first name, image, chat and wishlist when signed in, and no track order icon', async () => {
    await renderShell(signedIn);
    const profile = await within(nav()).findByRole('button', { name: 'Demo, account menu' });
    await waitFor(() => expect(profile.querySelector('img')).toHaveAttribute('src', '/media/customers/1.svg'));
    expect(within(nav()).getByRole('button', { name: 'Chat' })).toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: 'Wishlist' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Track Order' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('lists every account menu entry when the config enables them and a rental module is active', async () => {
    await renderShell(signedIn);
    const menu = await openAccountMenu();
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'My trips' })).toBeInTheDocument());
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Profile settings',
      'My orders',
      'My trips',
      'Wallet',
      'Coupons',
      'Loyalty points',
      'Referral code',
      'Settings',
      'Track order',
      'Logout',
    ]);
  });

  it('hides Wallet, Loyalty points and Referral code when their statuses are 0, and My trips without an active rental module', async () => {
    defaultRoutes({ customer_wallet_status: 0, loyalty_point_status: 0, ref_earning_status: 0 });
    route('GET /api/v1/module', {
      body: [
        { id: 1, module_name: 'Grocery', module_type: 'grocery', status: 1, zones: [] },
        { id: 6, module_name: 'Rental', module_type: 'rental', status: 0, zones: [] },
      ],
    });
    await renderShell(signedIn);
    const menu = await openAccountMenu();
    await waitFor(() => expect(requestsTo('GET /api/v1/module').length).toBeGreaterThan(0));
    await waitFor(() => expect(within(menu).queryByRole('menuitem', { name: 'Wallet' })).not.toBeInTheDocument());
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Profile settings', 'My orders', 'Coupons', 'Settings', 'Track order', 'Logout']);
  });

  it('account menu entries navigate to their pages (keyboard: arrows and Enter)', async () => {
    const { router } = await renderShell(signedIn);
    await openAccountMenu();
    const user = userEvent.setup();
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Profile settings' })).toHaveAttribute('data-highlighted'),
    );
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toBe('?page=profile-settings');
  });

  it('the cart badge counts the cart items; the wishlist badge counts favourites', async () => {
    route('GET /api/v1/customer/cart/list', { body: [cartLine(1), cartLine(2), cartLine(3)] });
    route('GET /api/v1/customer/wish-list', { body: { item: [{ id: 1 }, { id: 2 }], store: [{ id: 9 }] } });
    const { router } = await renderShell(signedIn);
    const cart = await within(nav()).findByRole('button', { name: 'Cart, 3 items' });
    expect(cart).toHaveTextContent('3');
    expect(await within(nav()).findByRole('button', { name: 'Wishlist, 3 items' })).toBeInTheDocument();
    expect(requestsTo('GET /api/v1/customer/cart/list')[0].headers.get('moduleId')).toBe('1');
    await userEvent.setup().click(cart);
    expect(new URLSearchParams(router.state.location.search).get('drawer')).toBe('cart');
  });

  it("a guest's cart is read with the guest id; the rental module counts the trip cart", async () => {
    route('GET /api/v1/rental/user/cart/get-cart', { body: { carts: [{ id: 1 }, { id: 2 }], user_data: null } });
    await renderShell({ guestId: 'guest-77', module: { id: 6, module_name: 'Rental', module_type: 'rental' } });
    expect(await within(nav()).findByRole('button', { name: 'Trip cart, 2 items' })).toBeInTheDocument();
    const call = requestsTo('GET /api/v1/rental/user/cart/get-cart')[0];
    expect(call.query.get('guest_id')).toBe('guest-77');
    expect(requestsTo('GET /api/v1/customer/cart/list')).toHaveLength(0);
  });

  it('the logo goes to /home when a location is stored, to / otherwise', async () => {
    const first = await renderShell();
    expect(within(nav()).getByRole('link', { name: 'Sixam Market home' })).toHaveAttribute('href', '/');
    first.unmount();
    await renderShell({ location: 'Gulshan, Dhaka' });
    expect(within(nav()).getByRole('link', { name: 'Sixam Market home' })).toHaveAttribute('href', '/home');
  });

  it('shows the module links: categories and stores (restaurants in food), contact in parcel', async () => {
    const first = await renderShell({ module: { id: 2, module_name: 'Food', module_type: 'food' } });
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(nav()).getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/categories');
    expect(within(nav()).getByRole('link', { name: 'Restaurants' })).toHaveAttribute('href', '/store/popular');
    first.unmount();
    localStorage.clear();
    await renderShell({ module: { id: 5, module_name: 'Parcel', module_type: 'parcel' } });
    expect(within(nav()).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/help-and-support');
    expect(within(nav()).queryByRole('link', { name: 'Categories' })).not.toBeInTheDocument();
  });
});

describe('top bar', () => {
  beforeEach(() => defaultRoutes());

  it('is absent without a location or a token', async () => {
    await renderShell();
    expect(screen.queryByRole('region', { name: 'Location and preferences' })).not.toBeInTheDocument();
  });

  it('shows the location (opening the location picker), theme, phone and language when a location is stored', async () => {
    const { router } = await renderShell({ location: 'Gulshan Avenue, Dhaka' });
    const bar = screen.getByRole('region', { name: 'Location and preferences' });
    expect(within(bar).getByRole('switch', { name: 'Dark mode' })).toBeInTheDocument();
    expect(within(bar).getByRole('combobox', { name: 'Language' })).toHaveTextContent('English');
    expect(await within(bar).findByRole('link', { name: 'Call us +8801700000000' })).toHaveAttribute(
      'href',
      'tel:+8801700000000',
    );
    await userEvent.setup().click(within(bar).getByRole('button', { name: /Gulshan Avenue, Dhaka/ }));
    expect(new URLSearchParams(router.state.location.search).get('picker')).toBe('location');
  });

  it('also shows for a signed-in customer without a location', async () => {
    await renderShell({ token: 'token-abc' });
    const bar = screen.getByRole('region', { name: 'Location and preferences' });
    expect(within(bar).getByRole('button', { name: /Choose a location/ })).toBeInTheDocument();
  });
});
