import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The rental module's wishlist drawer (?drawer=wishlist): the wishlisted vehicles and providers in two tabs, links to
// their pages, an add-to-cart button (vehicles: the trip cart), a delete button that asks first and shows the server's
// message, the empty states; nothing in other modules.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { RentalWishlistDrawerHost } from '../../../src/features/rental/rental-wishlist-drawer-host.tsx';
import { FakeApi, config, json } from '../../support/fake-api.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { hatchback, sedan } from '../../machines/trip-cart-fixtures.ts';
import { provider, serverVehicle } from './rental-harness.tsx';

function seed({ rental = true, customer = true } = {}) {
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem(
    'module',
    JSON.stringify(
      rental
        ? { id: 5, module_type: 'rental', module_name: 'Rental' }
        : { id: 1, module_type: 'grocery', module_name: 'Grocery' },
    ),
  );
  if (customer) localStorage.setItem('token', 'token-abc');
  else localStorage.setItem('guest_id', 'guest-1');
}

const providerRow = (id: number) => ({ ...provider(id), logo_full_url: `https://cdn.example/p${id}.png` });

beforeEach(() => {
  toast.remove();
  localStorage.clear();
  sessionStorage.clear();
});

describe('rental wishlist drawer', () => {
  it('lists the wishlisted vehicles and providers; delete asks first, then removes one (server message) and the empty state follows', async () => {
    seed();
    let vehicles = [serverVehicle(sedan), serverVehicle(hatchback)];
    let providers = [providerRow(1)];
    const api = new FakeApi()
      .on('GET /api/v1/config', json(config()))
      .on('GET /api/v1/rental/user/cart/get-cart', json({ carts: [], user_data: null }))
      .on('GET /api/v1/rental/user/wish-list', () => json({ vehicles, providers }))
      .on('DELETE /api/v1/rental/user/wish-list/remove', (req) => {
        const vehicleId = req.query.get('vehicle_id');
        const providerId = req.query.get('provider_id');
        vehicles = vehicles.filter((v) => String(v.id) !== vehicleId);
        providers = providers.filter((p) => String(p.id) !== providerId);
        return json({ message: 'Removed from your wishlist successfully.' });
      });
    await renderWithProviders(<RentalWishlistDrawerHost />, { route: '/rental?drawer=wishlist' });
    const drawer = await screen.findByRole('dialog', { name: 'Wishlist' });
    const list = await within(drawer).findByRole('list', { name: 'Vehicles' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Toyota Axio' })).toHaveAttribute(
      'href',
      `/rental/vehicle-details/${sedan.id}?from=wishlist`,
    );
    // every vehicle row has its add-to-cart button
    expect(within(list).getByRole('button', { name: 'Add Toyota Axio to cart' })).toBeEnabled();
    expect(within(list).getByRole('button', { name: 'Add Suzuki Swift to cart' })).toBeEnabled();
    const user = userEvent.setup();
    // No keeps it
    await user.click(within(list).getByRole('button', { name: 'Delete Toyota Axio from wishlist' }));
    let ask = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this item?' });
    await user.click(within(ask).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE /api/v1/rental/user/wish-list/remove')).toEqual([]);
    // Yes removes it
    await user.click(within(list).getByRole('button', { name: 'Delete Toyota Axio from wishlist' }));
    ask = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this item?' });
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Removed from your wishlist successfully.')).toBeInTheDocument();
    expect(api.calls('DELETE /api/v1/rental/user/wish-list/remove')[0]!.query.get('vehicle_id')).toBe(String(sedan.id));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByRole('link', { name: 'Suzuki Swift' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('tab', { name: 'Providers' }));
    const providerList = await within(drawer).findByRole('list', { name: 'Providers' });
    expect(within(providerList).getByRole('link', { name: 'Dhaka Wheels' })).toHaveAttribute(
      'href',
      '/rental/provider-details/1',
    );
    await user.click(within(providerList).getByRole('button', { name: 'Delete Dhaka Wheels from wishlist' }));
    ask = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this item?' });
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    expect(await within(drawer).findByText('No favourite providers found')).toBeInTheDocument();
    expect(api.calls('DELETE /api/v1/rental/user/wish-list/remove').at(-1)!.query.get('provider_id')).toBe('1');
  });

  it("a vehicle row's add-to-cart button adds it to the trip cart with the search's trip", async () => {
    seed();
    localStorage.setItem('currentLatLng', JSON.stringify({ lat: 23.78, lng: 90.41 }));
    localStorage.setItem('location', 'Gulshan 1, Dhaka');
    const api = new FakeApi()
      .on('GET /api/v1/config', json(config()))
      .on('GET /api/v1/rental/user/cart/get-cart', json({ carts: [], user_data: null }))
      .on('GET /api/v1/rental/user/wish-list', json({ vehicles: [serverVehicle(sedan)], providers: [] }))
      .on('POST /api/v1/rental/user/cart/add-to-cart', json({ carts: [], user_data: null }));
    await renderWithProviders(<RentalWishlistDrawerHost />, { route: '/rental?drawer=wishlist' });
    const drawer = await screen.findByRole('dialog', { name: 'Wishlist' });
    const list = await within(drawer).findByRole('list', { name: 'Vehicles' });
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Add Toyota Axio to cart' }));
    await waitFor(() => expect(api.calls('POST /api/v1/rental/user/cart/add-to-cart')).toHaveLength(1));
    const body = api.calls('POST /api/v1/rental/user/cart/add-to-cart')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ vehicle_id: sedan.id, rental_type: 'hourly', estimated_hours: 1 });
  });

  it('an empty wishlist shows the empty state; in Arabic it reads in Arabic', async () => {
    seed();
    new FakeApi()
      .on('GET /api/v1/config', json(config()))
      .on('GET /api/v1/rental/user/wish-list', json({ vehicles: [], providers: [] }));
    await renderWithProviders(<RentalWishlistDrawerHost />, { route: '/rental?drawer=wishlist', language: 'ar' });
    const drawer = await screen.findByRole('dialog', { name: 'المفضلة' });
    expect(await within(drawer).findByText('لم يتم العثور على مركبات مفضلة')).toBeInTheDocument();
    expect(within(drawer).getByRole('tab', { name: 'المزوّدون' })).toBeInTheDocument();
  });

  it('shows nothing outside the rental module or without ?drawer=wishlist', async () => {
    seed({ rental: false });
    const api = new FakeApi().on('GET /api/v1/config', json(config()));
    const first = await renderWithProviders(<RentalWishlistDrawerHost />, { route: '/?drawer=wishlist' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();
    localStorage.clear();
    seed();
    await renderWithProviders(<RentalWishlistDrawerHost />, { route: '/rental' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('GET /api/v1/rental/user/wish-list')).toEqual([]);
  });
});
