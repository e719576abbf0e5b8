// A shared rental link opened by a visitor with nothing stored: no location, module, zone or cookie. The
// page knows its module from the route (the rental module's id goes with every rental call, as 6amMart's module
// check asks), and the vehicle search shows the vehicles of the configured default location, saying so with a way
// to set one's own.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { error, json, route, requestsTo, type RecordedRequest } from '../../support/fake-api.ts';
import { defaultRoutes } from '../shell/shell-harness.tsx';
import { renderWithProviders } from '../../support/render.tsx';
import { headingOutline } from '../../support/heading-outline.ts';
import { appQueryClient } from '../../../src/api/query-client.ts';
import { VehicleDetailsPage } from '../../../src/features/rental/vehicle-details-page.tsx';
import { ProviderDetailsPage } from '../../../src/features/rental/provider-details-page.tsx';
import { VehicleSearchPage } from '../../../src/features/rental/vehicle-search-page.tsx';
import { sedan } from '../../machines/trip-cart-fixtures.ts';
import { names, provider, serverVehicle } from './rental-harness.tsx';

/** The rental module of the fake API's module list (test/views/shell/shell-harness.tsx). */
const RENTAL_MODULE = '6';
const DEFAULT_ZONES = '[3]';

/** 6amMart's module check: a rental operation without the rental module's id is its 403. */
const rentalOnly = (body: unknown) => (req: RecordedRequest) =>
  req.headers.get('moduleId') === RENTAL_MODULE ? json(body) : error(403, 'moduleId', 'Module id is required!');

beforeEach(() => {
  appQueryClient().clear();
  defaultRoutes({ currency_symbol: '$', default_location: { lat: '23.7925', lng: '90.4078' } });
  route('GET /api/v1/config/get-zone-id', (req) =>
    req.query.get('lat') === '23.7925' && req.query.get('lng') === '90.4078'
      ? json({ zone_id: DEFAULT_ZONES, zone_data: [{ id: 3, name: 'Dhaka Central' }] })
      : json({ zone_id: '[]', zone_data: [] }),
  );
});

describe('a cold rental link', () => {
  it('shows the vehicle, its name as the h1, with no module stored', async () => {
    route(`GET /api/v1/rental/vehicle/get-vehicle-details/${sedan.id}`, rentalOnly(serverVehicle(sedan)));
    await renderWithProviders(<VehicleDetailsPage />, {
      route: `/rental/vehicle-details/${sedan.id}`,
      routes: [{ path: '/rental/vehicle-details/:vehicleId', element: <VehicleDetailsPage /> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: names[sedan.id] })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(localStorage.getItem('module')).toBeNull();
  });

  it('shows the provider, its name as the h1, with no module stored', async () => {
    const p = { ...provider(1), address: 'Gulshan 1', avg_rating: 4.5, logo_full_url: null };
    route('GET /api/v1/rental/provider/get-provider-details/1', rentalOnly(p));
    route('GET /api/v1/rental/provider/get-provider-reviews/1', rentalOnly({ reviews: [], total_size: 0 }));
    route('GET /api/v1/rental/vehicle/get-provider-vehicles', rentalOnly({ vehicles: [], total_size: 0 }));
    await renderWithProviders(<ProviderDetailsPage />, {
      route: '/rental/provider-details/1',
      routes: [{ path: '/rental/provider-details/:providerId', element: <ProviderDetailsPage /> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dhaka Wheels' })).toBeInTheDocument();
    expect(requestsTo('GET /api/v1/rental/provider/get-provider-reviews/1')[0]!.headers.get('moduleId')).toBe(
      RENTAL_MODULE,
    );
  });

  it('asks with the rental module even when another module is stored', async () => {
    localStorage.setItem('module', JSON.stringify({ id: 1, module_name: 'Grocery', module_type: 'grocery' }));
    route(`GET /api/v1/rental/vehicle/get-vehicle-details/${sedan.id}`, rentalOnly(serverVehicle(sedan)));
    await renderWithProviders(<VehicleDetailsPage />, {
      route: `/rental/vehicle-details/${sedan.id}`,
      routes: [{ path: '/rental/vehicle-details/:vehicleId', element: <VehicleDetailsPage /> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: names[sedan.id] })).toBeInTheDocument();
  });

  it('lists the vehicles of the default location, says so and offers to change it', async () => {
    route('GET /api/v1/rental/vehicle/search', (req) =>
      req.headers.get('zoneId') === DEFAULT_ZONES && req.headers.get('moduleId') === RENTAL_MODULE
        ? json({ total_size: 1, limit: 12, offset: 1, vehicles: [serverVehicle(sedan)] })
        : error(403, 'zoneId', 'Zone id is required!'),
    );
    route('GET /api/v1/rental/vehicle/category-list', rentalOnly({ categories: [], total_size: 0 }));
    route('GET /api/v1/rental/vehicle/brand-list', rentalOnly({ brands: [], total_size: 0 }));
    await renderWithProviders(<VehicleSearchPage />, {
      route: '/rental/vehicle-search?categoryId=2',
      routes: [{ path: '/rental/vehicle-search', element: <VehicleSearchPage /> }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: names[sedan.id] })).toBeInTheDocument();
    // the vehicles' h3 under the results' h2
    expect(headingOutline().skips).toBe(false);
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('Showing Dhaka Central');
    const change = within(notice).getByRole('link', { name: 'Change' });
    expect(change.getAttribute('href')).toBe('/rental/vehicle-search?categoryId=2&picker=location');
  });

  it('shows no notice to a shopper with a location of their own', async () => {
    localStorage.setItem('zoneid', '[1]');
    route('GET /api/v1/rental/vehicle/search', (req) =>
      req.headers.get('zoneId') === '[1]'
        ? json({ total_size: 1, limit: 12, offset: 1, vehicles: [serverVehicle(sedan)] })
        : error(403, 'zoneId', 'Zone id is required!'),
    );
    await renderWithProviders(<VehicleSearchPage />, {
      route: '/rental/vehicle-search',
      routes: [{ path: '/rental/vehicle-search', element: <VehicleSearchPage /> }],
    });
    expect(await screen.findByRole('link', { name: names[sedan.id] })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('words a refusal in the shop’s sentence with a way forward, never the server’s text', async () => {
    route(`GET /api/v1/rental/vehicle/get-vehicle-details/${sedan.id}`, error(404, 'vehicle', 'Vehicle not found!'));
    await renderWithProviders(<VehicleDetailsPage />, {
      route: `/rental/vehicle-details/${sedan.id}`,
      routes: [{ path: '/rental/vehicle-details/:vehicleId', element: <VehicleDetailsPage /> }],
    });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('This vehicle could not be loaded.');
    expect(failure).toHaveTextContent('We could not find this. It may have been removed or is no longer available.');
    expect(failure).not.toHaveTextContent('Vehicle not found!');
    expect(within(failure).getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/home');
  });

  it('offers the module picker when the shop answers that a module is needed', async () => {
    route('GET /api/v1/module', json([]));
    route(`GET /api/v1/rental/vehicle/get-vehicle-details/${sedan.id}`, rentalOnly(serverVehicle(sedan)));
    await renderWithProviders(<VehicleDetailsPage />, {
      route: `/rental/vehicle-details/${sedan.id}`,
      routes: [{ path: '/rental/vehicle-details/:vehicleId', element: <VehicleDetailsPage /> }],
    });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Choose what you want to shop for, then try again.');
    expect(failure).not.toHaveTextContent('Module id is required!');
    expect(within(failure).getByRole('link', { name: 'Choose a module' }).getAttribute('href')).toBe(
      `/rental/vehicle-details/${sedan.id}?picker=module`,
    );
  });
});
