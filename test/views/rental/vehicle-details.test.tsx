// A vehicle's page (/rental/vehicle-details/:vehicleId): its price and Rent under its name, before any scrolling
// (a large screen showed neither above the fold), worded as the bottom bar words them.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApi, json } from '../../support/fake-api.ts';
import { setRentalSearch } from '../../../src/features/rental/search-store.ts';
import { sedan } from '../../machines/trip-cart-fixtures.ts';
import {
  names,
  renderVehiclePage,
  serveTripCart,
  serverCart,
  serverVehicle,
  tripCartCalls,
} from './rental-harness.tsx';

const empty = { lines: [], trip: null };
const added = {
  lines: [{ id: 110, vehicle_id: sedan.id, provider_id: sedan.provider_id, quantity: 1, total_vehicles: 2 }],
  trip: { id: 7, rental_type: 'hourly' as const, estimated_hours: 1 },
};

async function renderVehicle() {
  serveTripCart(empty);
  const api = new FakeApi()
    .on('GET /api/v1/rental/user/cart/get-cart', json(serverCart(empty)))
    .on(`GET /api/v1/rental/vehicle/get-vehicle-details/${sedan.id}`, json(serverVehicle(sedan)))
    .on(tripCartCalls.ADD, json(serverCart(added)));
  await renderVehiclePage(sedan.id);
  return api;
}

/** The elements with that text a shopper sees: the bottom bar's copy is hidden (aria-hidden) until 200 px of scrolling. */
const shown = async (text: string) =>
  (await screen.findAllByText(text)).filter((el) => !el.closest('[aria-hidden="true"]'));

describe('a vehicle’s page', () => {
  it('offers its price per hour and Rent This Car under its name, before any scrolling', async () => {
    const api = await renderVehicle();
    expect(await screen.findByRole('heading', { level: 1, name: names[sedan.id] })).toBeInTheDocument();
    // nothing searched yet (0 hours): the price per hour, 'Start From'
    setRentalSearch({ hours: 0 });
    expect(await shown('Start From $10.00')).toHaveLength(1);
    // the bottom bar waits for 200 px of scrolling: the one Rent a shopper can reach is the offer's
    const rent = screen.getByRole('button', { name: 'Rent This Car' });
    expect(rent).toBeEnabled();
    const user = userEvent.setup();
    await user.click(rent);
    await waitFor(() => expect(api.calls(tripCartCalls.ADD)).toHaveLength(1));
    expect(api.calls(tripCartCalls.ADD)[0]!.body).toMatchObject({ vehicle_id: sedan.id });
    expect(await screen.findByText('The vehicle successfully added to your cart.')).toBeInTheDocument();
  });

  it('words the estimate for the hours searched', async () => {
    await renderVehicle();
    setRentalSearch({ tripType: 'hourly', hours: 3 });
    expect(await shown('Estimated $30.00 (3 hours)')).toHaveLength(1);
  });
});
