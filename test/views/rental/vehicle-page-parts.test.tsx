// A vehicle's page below its photos: its trip prices (hourly and per km, with its discount), its facts, its provider
// (logo, name linking to the provider's page, rating) and the provider's latest reviews, or 'No reviews yet'.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { config, FakeApi, json } from '../../support/fake-api.ts';
import { stubIntersectionObserver } from '../../support/intersection-observer.ts';
import { sedan } from '../../machines/trip-cart-fixtures.ts';
import { renderVehiclePage, serveTripCart, serverCart, serverVehicle } from './rental-harness.tsx';

const provider = {
  ...serverVehicle(sedan).provider,
  name: 'Dhaka Wheels',
  logo_full_url: '/media/providers/dhaka-wheels.webp',
  address: 'Panthapath, Dhaka 1205',
  avg_rating: 4.2222,
  rating_count: 9,
};

const review = (id: number, name: string, rating: number, comment: string, day: number) => ({
  id,
  vehicle_id: sedan.id,
  provider_id: provider.id,
  trip_id: null,
  rating,
  comment,
  reply: null,
  customer_name: name,
  vehicle_name: 'Toyota Axio',
  created_at: `2026-02-0${day}T08:00:00.000Z`,
});
const fourReviews = [
  review(4, 'Sajid Karim', 5, 'Excellent service from start to finish.', 9),
  review(3, 'Farhana Akter', 4, 'Good ride, the driver knew every shortcut.', 8),
  review(2, 'Nadia Islam', 5, 'Clean car, on time.', 7),
  review(1, 'Rafiq Uddin', 3, 'The oldest review.', 6),
];

async function renderVehicle({
  vehicle = {},
  reviews = fourReviews,
  withProvider = true,
  decimals = 2,
}: {
  vehicle?: Record<string, unknown>;
  reviews?: ReturnType<typeof review>[];
  withProvider?: boolean;
  decimals?: number;
} = {}) {
  serveTripCart({ lines: [], trip: null });
  const answer: Record<string, unknown> = { ...serverVehicle(sedan), provider, ...vehicle };
  if (!withProvider) delete answer.provider;
  const api = new FakeApi()
    .on('GET /api/v1/config', json(config({ digit_after_decimal_point: decimals })))
    .on('GET /api/v1/rental/user/cart/get-cart', json(serverCart({ lines: [], trip: null })))
    .on(`GET /api/v1/rental/vehicle/get-vehicle-details/${sedan.id}`, json(answer))
    .on(`GET /api/v1/rental/provider/get-provider-details/${provider.id}`, json(provider))
    .on(
      `GET /api/v1/rental/provider/get-provider-reviews/${provider.id}`,
      json({ total_size: reviews.length, limit: 10, offset: 1, provider, reviews }),
    );
  await renderVehiclePage(sedan.id);
  return api;
}

/** The price table's rows as a shopper reads them: each cell's text. */
async function priceRows() {
  const table = await screen.findByRole('table', { name: 'Prices' });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
}

describe('a vehicle’s prices', () => {
  it('lists its hourly price and its price per km, and what each costs after its percent discount', async () => {
    await renderVehicle({
      vehicle: { hourly_price: 12, distance_price: 1.5, discount_type: 'percent', discount_price: 10 },
    });
    expect(await priceRows()).toEqual([
      ['Trip type', 'Price', 'With discount'],
      ['Hourly', '$12.00/hr', '$10.80/hr'],
      ['Distance wise', '$1.50/km', '$1.35/km'],
    ]);
    expect(screen.getByText('Discount: 10% off each hour or km')).toBeInTheDocument();
  });

  it('says an amount discount as the sum off each vehicle’s rent, and lists only the trip types it offers', async () => {
    await renderVehicle({
      vehicle: { hourly_price: 12, trip_distance: 0, discount_type: 'amount', discount_price: 5 },
      decimals: 0,
    });
    expect(await priceRows()).toEqual([
      ['Trip type', 'Price'],
      ['Hourly', '$12/hr'],
    ]);
    expect(screen.getByText('Discount: $5 off the rent of each vehicle')).toBeInTheDocument();
  });

  it('has no discount line without a discount', async () => {
    await renderVehicle({ vehicle: { hourly_price: 10, distance_price: 2, discount_price: 0 } });
    expect(await priceRows()).toEqual([
      ['Trip type', 'Price'],
      ['Hourly', '$10.00/hr'],
      ['Distance wise', '$2.00/km'],
    ]);
    expect(screen.queryByText(/^Discount:/)).not.toBeInTheDocument();
  });
});

describe('a vehicle’s facts', () => {
  it('shows each fact with its label', async () => {
    await renderVehicle({ vehicle: { engine_capacity: '1500 cc', type: 'luxury', fuel_type: 'octan' } });
    const specs = await screen.findByRole('region', { name: 'Specifications' });
    const facts = within(specs)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(facts).toEqual(
      expect.arrayContaining([
        ['Seats', '4'],
        ['Air condition', 'AC'],
        ['Transmission', 'Automatic'],
        ['Fuel', 'Octane'],
        ['Engine capacity', '1500 cc'],
        ['Type', 'Luxury'],
        ['Brand', 'Toyota'],
        ['Category', 'Sedan'],
      ]),
    );
  });
});

describe('a vehicle’s provider', () => {
  it('names the provider with a link to its page, its logo and its rating with the shop’s decimals', async () => {
    await renderVehicle({ decimals: 1 });
    const block = await screen.findByRole('region', { name: 'Provider' });
    expect(within(block).getByRole('link', { name: 'Dhaka Wheels' })).toHaveAttribute(
      'href',
      `/rental/provider-details/${provider.id}`,
    );
    expect(block.querySelector('img')).toHaveAttribute('src', provider.logo_full_url);
    expect(within(block).getByText('4.2 (9 ratings)')).toBeInTheDocument();
    expect(within(block).getByText('Panthapath, Dhaka 1205')).toBeInTheDocument();
  });

  it('asks for the provider when the vehicle’s answer does not carry it', async () => {
    const api = await renderVehicle({ withProvider: false });
    const block = await screen.findByRole('region', { name: 'Provider' });
    expect(await within(block).findByRole('link', { name: 'Dhaka Wheels' })).toBeInTheDocument();
    expect(api.calls(`GET /api/v1/rental/provider/get-provider-details/${provider.id}`)).toHaveLength(1);
  });

  it('does not ask for the provider again when the vehicle’s answer carries it', async () => {
    const api = await renderVehicle();
    await screen.findByRole('link', { name: 'Dhaka Wheels' });
    expect(api.calls(`GET /api/v1/rental/provider/get-provider-details/${provider.id}`)).toHaveLength(0);
  });
});

describe('the provider’s reviews on a vehicle’s page', () => {
  it('shows the rating summary and the latest three reviews, with a link to all of them', async () => {
    const view = stubIntersectionObserver();
    const api = await renderVehicle();
    const section = await screen.findByRole('region', { name: 'Reviews' });
    // asked for once scrolled near (a phone's first load writes no review date)
    expect(api.calls(`GET /api/v1/rental/provider/get-provider-reviews/${provider.id}`)).toHaveLength(0);
    await view.enter(section);
    expect(within(section).getByText('4.22 out of 5')).toBeInTheDocument();
    expect(within(section).getByText('9 ratings')).toBeInTheDocument();
    const list = await within(section).findByRole('list', { name: 'Latest reviews of Dhaka Wheels' });
    const shown = within(list).getAllByRole('article');
    expect(shown.map((a) => a.getAttribute('aria-label'))).toEqual(['Sajid Karim', 'Farhana Akter', 'Nadia Islam']);
    expect(within(shown[0]!).getByText('Excellent service from start to finish.')).toBeInTheDocument();
    expect(within(shown[0]!).getByText('5 of 5 stars')).toBeInTheDocument();
    expect(within(shown[0]!).getByText('Feb 9, 2026')).toBeInTheDocument();
    expect(within(section).queryByText('The oldest review.')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See all 4 reviews of Dhaka Wheels' })).toHaveAttribute(
      'href',
      `/rental/provider-details/${provider.id}`,
    );
  });

  it('says there are no reviews yet when the provider has none', async () => {
    const view = stubIntersectionObserver();
    await renderVehicle({ reviews: [] });
    const section = await screen.findByRole('region', { name: 'Reviews' });
    await view.enter(section);
    expect(await within(section).findByText('No reviews yet')).toBeInTheDocument();
    expect(within(section).queryByRole('article')).not.toBeInTheDocument();
  });
});
