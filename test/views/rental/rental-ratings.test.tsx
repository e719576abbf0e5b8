// Ratings on the rental pages follow the business setting digit_after_decimal_point (spec part 1 §9), as the rest of
// the shop writes them (domain/format.ts formatRating), not one fixed decimal.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { config, json, route } from '../../support/fake-api.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { appQueryClient } from '../../../src/api/query-client.ts';
import { ProviderDetailsPage } from '../../../src/features/rental/provider-details-page.tsx';
import { TripCartProvider } from '../../../src/features/rental/trip-cart-provider.tsx';
import { VehicleCard } from '../../../src/features/rental/vehicle-card.tsx';
import { sedan } from '../../machines/trip-cart-fixtures.ts';
import { names, provider, serveTripCart, serverVehicle } from './rental-harness.tsx';

beforeEach(() => {
  appQueryClient().clear();
  serveTripCart({ lines: [], trip: null });
});

describe('rental ratings', () => {
  it.each([
    [0, '★ 4 (2)'],
    [3, '★ 4.250 (2)'],
  ])('a vehicle card writes its rating with %i decimals', async (decimals, shown) => {
    route('GET /api/v1/config', json(config({ digit_after_decimal_point: decimals })));
    await renderWithProviders(
      <TripCartProvider>
        <VehicleCard vehicle={{ ...serverVehicle(sedan), avg_rating: 4.25 } as never} from="search" />
      </TripCartProvider>,
    );
    const card = await screen.findByRole('article', { name: names[sedan.id] });
    expect(await within(card).findByText(shown)).toBeInTheDocument();
  });

  it('a provider’s page writes its rating with the setting’s decimals', async () => {
    route('GET /api/v1/config', json(config({ digit_after_decimal_point: 2 })));
    const p = { ...provider(1), address: 'Gulshan 1', avg_rating: 4.5, logo_full_url: null };
    route('GET /api/v1/rental/provider/get-provider-details/1', json(p));
    route('GET /api/v1/rental/provider/get-provider-reviews/1', json({ reviews: [], total_size: 0 }));
    route('GET /api/v1/rental/vehicle/get-provider-vehicles', json({ vehicles: [], total_size: 0 }));
    await renderWithProviders(<ProviderDetailsPage />, {
      route: '/rental/provider-details/1',
      routes: [{ path: '/rental/provider-details/:providerId', element: <ProviderDetailsPage /> }],
    });
    expect(await screen.findByText('★ 4.50')).toBeInTheDocument();
  });
});
