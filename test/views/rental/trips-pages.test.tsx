import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The rental search's destination (place search, recent destinations, the distance service and its straight-line
// fallback), /my-trips (tabs, empty states, the guest prompt), a trip's details (cancel with a reason, pay) and the
// rental wishlist hearts, against the fake API.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tripDistanceOf } from '../../../src/api/rental-distance.ts';
import { MyTripsPage } from '../../../src/features/rental/my-trips-page.tsx';
import { TripSearchForm } from '../../../src/features/rental/trip-search-form.tsx';
import { VehicleCard } from '../../../src/features/rental/vehicle-card.tsx';
import { preloadTripCart, TripCartProvider } from '../../../src/features/rental/trip-cart-provider.tsx';
import { resetRentalSearch, setRentalSearch } from '../../../src/features/rental/search-store.ts';
import { FakeApi, config, error, json } from '../../support/fake-api.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { sedan } from '../../machines/trip-cart-fixtures.ts';
import { provider, serverVehicle } from './rental-harness.tsx';

const pickup = { lat: 23.78, lng: 90.41 };

// Leaflet cannot lay out in jsdom: the map is a stand-in whose button reports a drag, as the real map's moveend does.
vi.mock('../../../src/ui/map-canvas.tsx', () => ({
  default: ({ label, onMove }: { label: string; onMove: (p: { lat: number; lng: number }) => void }) => (
    <div role="application" aria-label={label}>
      <button type="button" onClick={() => onMove({ lat: 23.8, lng: 90.42 })}>
        Move the map
      </button>
    </div>
  ),
}));

function seed({ customer = false } = {}) {
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('module', JSON.stringify({ id: 5, module_type: 'rental', module_name: 'Rental' }));
  localStorage.setItem('location', 'Gulshan 1, Dhaka');
  localStorage.setItem('currentLatLng', JSON.stringify(pickup));
  if (customer) localStorage.setItem('token', 'token-abc');
  else localStorage.setItem('guest_id', 'guest-1');
}

function baseApi() {
  return new FakeApi()
    .on(
      'GET /api/v1/config',
      json(config({ cash_on_delivery: true, digital_payment: true, customer_wallet_status: 1 })),
    )
    .on('GET /api/v1/rental/user/cart/get-cart', json({ carts: [], user_data: null }))
    .on('GET /api/v1/rental/user/wish-list', json({ vehicles: [], providers: [] }))
    .on('GET /api/v1/customer/info', json({ id: 1, f_name: 'Rafi', l_name: 'Ahmed', wallet_balance: 40 }));
}

beforeEach(() => {
  toast.remove();
  localStorage.clear();
  sessionStorage.clear();
  resetRentalSearch();
});

// The trip cart's statechart is a chunk of its own (the rental pages show it at rest until it is in:
// trip-cart-first-load.test.tsx); these tests replay its machine on the loaded statechart.
beforeAll(() => preloadTripCart());

describe('trip distance from the distance service', () => {
  it('km = metres / 1000 and hours = floor(seconds / 3600) when there is a route', () => {
    expect(
      tripDistanceOf(
        { originIndex: 0, destinationIndex: 0, condition: 'ROUTE_EXISTS', distanceMeters: 12345, duration: '7300s' },
        pickup,
        { lat: 24, lng: 90.5 },
      ),
    ).toEqual({ km: 12.345, hours: 2, straightLine: false });
  });
  it('ZERO_RESULTS falls back to the straight line (earth radius 6378137 m) with 0 hours', () => {
    const d = tripDistanceOf({ originIndex: 0, destinationIndex: 0, condition: 'ZERO_RESULTS' }, pickup, {
      lat: 24,
      lng: 90.5,
    });
    expect(d.km.toFixed(3)).toBe('26.147');
    expect(d).toMatchObject({ hours: 0, straightLine: true });
  });
});

describe('destination search', () => {
  it('a suggestion becomes the destination; distance-wise shows the service km with 3 decimals', async () => {
    seed();
    const api = baseApi()
      .on(
        'GET /api/v1/config/place-api-autocomplete',
        json({
          suggestions: [
            {
              placePrediction: {
                placeId: 'p-banani',
                text: { text: 'Banani, Dhaka' },
                structuredFormat: { mainText: { text: 'Banani' }, secondaryText: { text: 'Dhaka' } },
              },
            },
          ],
        }),
      )
      .on(
        'GET /api/v1/config/place-api-details',
        json({ location: { latitude: 23.7925, longitude: 90.4078 }, formattedAddress: 'Banani, Dhaka 1213' }),
      )
      .on(
        'GET /api/v1/config/distance-api',
        json({
          originIndex: 0,
          destinationIndex: 0,
          condition: 'ROUTE_EXISTS',
          distanceMeters: 4321,
          duration: '3700s',
        }),
      );
    await renderWithProviders(<TripSearchForm />, { route: '/rental/vehicle-search?all_category=1' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Distance wise' }));
    expect(screen.getByRole('status', { name: 'Distance (km)' })).toHaveTextContent(
      'Choose a destination to get the distance',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search destination' }), 'Bana');
    const list = await screen.findByRole('list', { name: 'Suggested places' });
    await user.click(within(list).getByRole('button', { name: 'Banani, Dhaka' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Chosen destination' })).toHaveTextContent('Banani, Dhaka 1213'),
    );
    // and it heads the recent destinations
    expect(
      within(screen.getByRole('list', { name: 'Recent destinations' })).getAllByRole('button')[0],
    ).toHaveTextContent('Banani, Dhaka 1213');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Distance (km)' })).toHaveTextContent('4.321 km'));
    const asked = api.calls('GET /api/v1/config/distance-api').at(-1)!.query;
    expect(Object.fromEntries(asked)).toMatchObject({
      origin_lat: '23.78',
      origin_lng: '90.41',
      destination_lat: '23.7925',
      destination_lng: '90.4078',
    });
    // the route's hours are kept for the cart calls (floor(3700 / 3600) = 1)
    expect(JSON.parse(sessionStorage.getItem('rental-search')!)).toMatchObject({ distanceKm: 4.321, routeHours: 1 });
  });

  it('without a route (ZERO_RESULTS) the straight line is shown', async () => {
    seed();
    baseApi().on(
      'GET /api/v1/config/distance-api',
      json({ originIndex: 0, destinationIndex: 0, condition: 'ZERO_RESULTS' }),
    );
    setRentalSearch({ tripType: 'distance_wise', destination: { lat: 24, lng: 90.5, location_name: 'Far away' } });
    await renderWithProviders(<TripSearchForm />, { route: '/rental/vehicle-search?all_category=1' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'Distance (km)' })).toHaveTextContent('26.147 km'));
  });

  it('keeps the 5 most recent destinations, newest first, and picks one again', async () => {
    seed();
    baseApi().on(
      'GET /api/v1/config/distance-api',
      json({ originIndex: 0, destinationIndex: 0, condition: 'ROUTE_EXISTS', distanceMeters: 1000, duration: '60s' }),
    );
    for (let i = 1; i <= 6; i++)
      setRentalSearch({ destination: { lat: 23.7 + i / 100, lng: 90.4, location_name: `Place ${i}` } });
    setRentalSearch({ destination: null });
    await renderWithProviders(<TripSearchForm />, { route: '/rental/vehicle-search?all_category=1' });
    const recent = screen.getByRole('list', { name: 'Recent destinations' });
    expect(
      within(recent)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Place 6', 'Place 5', 'Place 4', 'Place 3', 'Place 2']);
    await userEvent.setup().click(within(recent).getByRole('button', { name: 'Place 4' }));
    expect(screen.getByRole('status', { name: 'Chosen destination' })).toHaveTextContent('Place 4');
  });

  it('a failed place search says why and keeps what was typed', async () => {
    seed();
    baseApi().on(
      'GET /api/v1/config/place-api-autocomplete',
      error(403, 'place_api', 'The place search is not set up for this shop.'),
    );
    await renderWithProviders(<TripSearchForm />, { route: '/rental/vehicle-search?all_category=1' });
    const field = screen.getByRole('searchbox', { name: 'Search destination' });
    await userEvent.setup().type(field, 'Bana');
    expect(await screen.findByRole('alert')).toHaveTextContent('The place search is not set up for this shop.');
    expect(field).toHaveValue('Bana');
    expect(screen.queryByRole('list', { name: 'Suggested places' })).toBeNull();
  });

  it("the map picker: the pin's address (reverse geocoded) becomes the destination", async () => {
    seed();
    const api = baseApi().on(
      'GET /api/v1/config/geocode-api',
      json({ results: [{ formatted_address: 'Road 11, Banani, Dhaka' }] }),
    );
    await renderWithProviders(<TripSearchForm />, { route: '/rental/vehicle-search?all_category=1' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pick on map' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pick the destination' });
    await within(dialog).findByRole('application', { name: 'Map: move it to put the pin on the destination' });
    await user.click(within(dialog).getByRole('button', { name: 'Move the map' }));
    await within(dialog).findByText('Road 11, Banani, Dhaka');
    await user.click(within(dialog).getByRole('button', { name: 'Pick this place' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status', { name: 'Chosen destination' })).toHaveTextContent('Road 11, Banani, Dhaka');
    expect(Object.fromEntries(api.calls('GET /api/v1/config/geocode-api').at(-1)!.query)).toEqual({
      lat: '23.8',
      lng: '90.42',
    });
  });
});

/** A trip as get-trip-list / get-trip-details answer it. */
function trip(id: number, over: Record<string, unknown> = {}) {
  return {
    id,
    user_id: 1,
    is_guest: 0,
    provider_id: 1,
    provider: { ...provider(1), logo_full_url: null, avg_rating: 4, address: 'Gulshan' },
    zone_id: 1,
    module_id: 5,
    trip_status: 'pending',
    trip_type: 'hourly',
    payment_method: 'cash_payment',
    payment_status: 'unpaid',
    price: 30,
    discount_on_trip: 0,
    discount_on_trip_by: null,
    coupon_code: null,
    coupon_discount_amount: 0,
    tax_amount: 1.5,
    tax_percentage: 5,
    tax_status: 'excluded',
    trip_amount: 31.5,
    partially_paid_amount: 0,
    estimated_hours: 3,
    distance: 0,
    destination_time: 0,
    pickup_location: { lat: 23.78, lng: 90.41, location_name: 'Gulshan 1, Dhaka' },
    destination_location: { lat: 23.79, lng: 90.4, location_name: 'Banani, Dhaka' },
    pickup_time: '2026-11-23 10:00:00',
    schedule_at: null,
    scheduled: 0,
    additional_note: null,
    user_info: null,
    quantity: 1,
    cancellation_reason: null,
    canceled_by: null,
    confirmed: null,
    ongoing: null,
    completed: null,
    canceled: null,
    created_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:00:00Z',
    trip_details: [
      {
        id: 1,
        trip_id: id,
        vehicle_id: sedan.id,
        quantity: 1,
        price: 10,
        calculated_price: 30,
        discount_on_trip: 0,
        vehicle_details: { id: sedan.id, name: 'Toyota Axio' },
      },
    ],
    ...over,
  };
}

describe('/my-trips', () => {
  it('guests are asked to sign in', async () => {
    seed();
    baseApi();
    await renderWithProviders(<MyTripsPage />, { route: '/my-trips' });
    expect(screen.getByText('Sign in to see your trips')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/my-trips?auth=sign-in');
  });

  it('customers see All / Running / Completed with their trips and the empty states', async () => {
    seed({ customer: true });
    const api = baseApi()
      .on(
        'GET /api/v1/rental/user/trip/get-trip-list/all',
        json({
          total_size: 2,
          limit: 10,
          offset: 1,
          trips: [trip(12), trip(11, { trip_status: 'completed', payment_status: 'paid' })],
        }),
      )
      .on(
        'GET /api/v1/rental/user/trip/get-trip-list/running',
        json({ total_size: 0, limit: 10, offset: 1, trips: [] }),
      );
    await renderWithProviders(<MyTripsPage />, { route: '/my-trips' });
    const all = await screen.findByRole('list', { name: 'All' });
    expect(within(all).getByRole('listitem', { name: 'Trip #12' })).toHaveTextContent('Pending');
    expect(within(all).getByRole('listitem', { name: 'Trip #11' })).toHaveTextContent('Completed');
    expect(within(all).getByRole('link', { name: 'Trip #12' })).toHaveAttribute('href', '/my-trips?trip_id=12');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Running' }));
    expect(await screen.findByText('No running trips')).toBeInTheDocument();
    expect(api.calls('GET /api/v1/rental/user/trip/get-trip-list/all')[0]!.query.get('offset')).toBe('1');
  });

  it("a trip's details: amounts, places, Track Trip; cancelling a pending trip sends the reason and refunds on screen", async () => {
    seed({ customer: true });
    let current = trip(12, { payment_method: 'wallet', payment_status: 'paid' });
    let balance = 8.5;
    const api = baseApi()
      .on('GET /api/v1/rental/user/trip/get-trip-details', () => json(current))
      .on('GET /api/v1/customer/info', () => json({ id: 1, f_name: 'Rafi', wallet_balance: balance }))
      .on('PUT /api/v1/rental/user/trip/cancel-trip', () => {
        current = { ...current, trip_status: 'canceled' };
        balance = 40;
        return json({ message: 'Trip canceled successfully.' });
      });
    await renderWithProviders(<MyTripsPage />, { route: '/my-trips?trip_id=12' });
    expect(await screen.findByRole('heading', { name: 'Trip #12' })).toBeInTheDocument();
    expect(screen.getByText('Toyota Axio × 1')).toBeInTheDocument();
    expect(screen.getByText('Banani, Dhaka')).toBeInTheDocument();
    expect(screen.getByTestId('trip-amount')).toHaveTextContent('$31.50');
    expect(screen.getByRole('link', { name: 'Track Trip' })).toHaveAttribute('href', '/track-order?trip_id=12');
    expect(await screen.findByText('Wallet balance: $8.50')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel trip' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Do you want to cancel this trip?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Plans changed');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Trip canceled successfully.')).toBeInTheDocument();
    expect(api.calls('PUT /api/v1/rental/user/trip/cancel-trip')[0]!.body).toMatchObject({
      trip_id: 12,
      reason: 'Plans changed',
    });
    expect(await screen.findByText('Canceled')).toBeInTheDocument();
    expect(await screen.findByText('Wallet balance: $40.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel trip' })).not.toBeInTheDocument();
  });

  it('an unpaid trip is paid by wallet; a refusal shows the server message', async () => {
    seed({ customer: true });
    let refuse = true;
    const api = baseApi()
      .on('GET /api/v1/rental/user/trip/get-trip-details', json(trip(12)))
      .on('POST /api/v1/rental/user/trip/payment', () =>
        refuse
          ? error(403, 'payment_method', 'Your wallet balance is not enough for this trip.')
          : json({ message: 'Payment info updated.', trip_id: 12, payment_method: 'wallet', payment_status: 'paid' }),
      );
    await renderWithProviders(<MyTripsPage />, { route: '/my-trips?trip_id=12' });
    const form = await screen.findByRole('form', { name: 'Pay for the trip' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('radio', { name: 'Wallet' }));
    await user.click(within(form).getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Your wallet balance is not enough for this trip.')).toBeInTheDocument();
    refuse = false;
    await act(async () => toast.remove());
    await user.click(within(form).getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Payment info updated.')).toBeInTheDocument();
    const body = api.calls('POST /api/v1/rental/user/trip/payment').at(-1)!;
    expect(body.body).toMatchObject({ trip_id: 12, payment_method: 'wallet' });
    expect(body.headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
  });

  it("a completed trip's vehicle is reviewed: the review fields' stars and comment, the server's message", async () => {
    seed({ customer: true });
    let refuse = true;
    const api = baseApi()
      .on('GET /api/v1/rental/user/trip/get-trip-details', json(trip(12, { trip_status: 'completed' })))
      .on('POST /api/v1/rental/user/review/add', () =>
        refuse
          ? error(403, 'review', 'You have already reviewed this vehicle for this trip.')
          : json({ message: 'Review submitted successfully.', review: { id: 9 } }),
      );
    await renderWithProviders(<MyTripsPage />, { route: '/my-trips?trip_id=12' });
    const form = await screen.findByRole('form', { name: 'Review Toyota Axio' });
    const submit = within(form).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    const user = userEvent.setup();
    const rating = within(form).getByRole('radiogroup', { name: 'Your rating' });
    expect(within(rating).getAllByRole('radio')).toHaveLength(5);
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'])
      expect(within(rating).getByRole('radio', { name })).not.toBeChecked();
    await user.click(within(rating).getByRole('radio', { name: '4 stars' }));
    expect(within(rating).getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    await user.type(within(form).getByRole('textbox', { name: 'Your review (optional)' }), 'Clean and on time');
    await user.click(submit);
    expect(await screen.findByText('You have already reviewed this vehicle for this trip.')).toBeInTheDocument();
    refuse = false;
    await act(async () => toast.remove());
    await user.click(submit);
    expect(await screen.findByText('Review submitted successfully.')).toBeInTheDocument();
    expect(screen.getByText('Thank you for reviewing Toyota Axio.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('form', { name: 'Review Toyota Axio' })).not.toBeInTheDocument();
    expect(api.calls('POST /api/v1/rental/user/review/add').at(-1)!.body).toEqual({
      trip_id: 12,
      vehicle_id: sedan.id,
      rating: 4,
      comment: 'Clean and on time',
      guest_id: null,
    });
  });

  it('a trip not completed has no review form; in Arabic the review form reads in Arabic', async () => {
    seed({ customer: true });
    let status = 'ongoing';
    baseApi().on('GET /api/v1/rental/user/trip/get-trip-details', () => json(trip(12, { trip_status: status })));
    const first = await renderWithProviders(<MyTripsPage />, { route: '/my-trips?trip_id=12' });
    expect(await screen.findByRole('heading', { name: 'Trip #12' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Review Toyota Axio' })).not.toBeInTheDocument();
    first.unmount();
    status = 'completed';
    await renderWithProviders(<MyTripsPage />, { route: '/my-trips?trip_id=12', language: 'ar' });
    const form = await screen.findByRole('form', { name: 'قيّم Toyota Axio' });
    expect(within(form).getByRole('radiogroup', { name: 'تقييمك' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'مراجعتك (اختيارية)' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '1 نجمة' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'إرسال' })).toBeInTheDocument();
  });

  it('in Arabic the tabs and the guest prompt read in Arabic', async () => {
    seed();
    baseApi();
    await renderWithProviders(<MyTripsPage />, { route: '/my-trips', language: 'ar' });
    expect(screen.getByRole('heading', { name: 'رحلاتي' })).toBeInTheDocument();
    expect(screen.getByText('سجّل الدخول لرؤية رحلاتك')).toBeInTheDocument();
  });
});

describe('rental wishlist hearts', () => {
  const card = () =>
    renderWithProviders(
      <TripCartProvider>
        <VehicleCard vehicle={serverVehicle(sedan) as never} from="search" />
      </TripCartProvider>,
      { route: '/rental/vehicle-search?all_category=1' },
    );

  it("a guest's heart says 'You are not logged in' and sends nothing", async () => {
    seed();
    const api = baseApi();
    await card();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Toyota Axio to wishlist' }));
    expect(await screen.findByText('You are not logged in')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/rental/user/wish-list/add')).toEqual([]);
  });

  it("a customer's heart adds the vehicle (the server's message) and then shows it wished", async () => {
    seed({ customer: true });
    let wished = false;
    const api = baseApi()
      .on('GET /api/v1/rental/user/wish-list', () =>
        json({ vehicles: wished ? [serverVehicle(sedan)] : [], providers: [] }),
      )
      .on('POST /api/v1/rental/user/wish-list/add', () => {
        wished = true;
        return json({ message: 'Successfully added to wishlist' });
      });
    await card();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add Toyota Axio to wishlist' }));
    expect(await screen.findByText('Successfully added to wishlist')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/rental/user/wish-list/add')[0]!.query.get('vehicle_id')).toBe(String(sedan.id));
    expect(await screen.findByRole('button', { name: 'Remove Toyota Axio from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
