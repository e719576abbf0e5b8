import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The rental module's wishlist drawer (?drawer=wishlist): the wishlisted vehicles and providers in two tabs, links to
// their pages, remove hearts with the server's message, the empty states; nothing in other modules.
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
  it('lists the wishlisted vehicles and providers; a heart removes one (server message) and the empty state follows', async () => {
    seed();
    let vehicles = [serverVehicle(sedan), serverVehicle(hatchback)];
    let providers = [providerRow(1)];
    const api = new FakeApi()
      .on('GET /api/v1/config', json(config()))
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
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Remove Toyota Axio from wishlist' }));
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
    await user.click(within(providerList).getByRole('button', { name: 'Remove Dhaka Wheels from wishlist' }));
    expect(await within(drawer).findByText('No favourite providers found')).toBeInTheDocument();
    expect(api.calls('DELETE /api/v1/rental/user/wish-list/remove').at(-1)!.query.get('provider_id')).toBe('1');
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
