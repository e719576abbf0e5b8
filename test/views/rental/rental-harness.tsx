// Renders the rental trip cart (provider, panel, dialogs) with vehicle cards against the fake API, with
// server-shaped vehicles and carts built from the trip-cart fixtures.
import toast from 'react-hot-toast';
import { FakeApi, config, json, resetFakeApi, route } from '../../support/fake-api.ts';
import { defaultRoutes, seedSession, type SessionSeed } from '../shell/shell-harness.tsx';
import { renderWithProviders } from '../../support/render.tsx';
import { TripCartProvider } from '../../../src/features/rental/trip-cart-provider.tsx';
import { TripCartPanel } from '../../../src/features/rental/trip-cart-panel.tsx';
import { VehicleCard } from '../../../src/features/rental/vehicle-card.tsx';
import { VehicleDetailsPage } from '../../../src/features/rental/vehicle-details-page.tsx';
import { resetRentalSearch } from '../../../src/features/rental/search-store.ts';
import type { TripCart, TripVehicle } from '../../../domain/trip-cart.ts';
import { hatchback, jeep, sedan, van } from '../../machines/trip-cart-fixtures.ts';
import type { tripFacts } from '../../machines/rental-booking.paths.ts';

export const names: Record<number, string> = {
  [sedan.id]: 'Toyota Axio',
  [hatchback.id]: 'Suzuki Swift',
  [van.id]: 'Toyota Hiace',
  [jeep.id]: 'Mitsubishi Pajero',
};

export const provider = (id: number) => ({
  id,
  name: id === 1 ? 'Dhaka Wheels' : 'Hill Riders',
  discount: null,
  pickup_zone_id: [1],
  total_vehicles: 3,
});

/** A vehicle as the API answers it: $10/hr and $2/km, no discount. */
export function serverVehicle(v: TripVehicle) {
  return {
    id: v.id,
    name: names[v.id]!,
    description: 'A clean car.',
    thumbnail: 'car.svg',
    thumbnail_full_url: '/media/car.svg',
    images: [],
    images_full_url: [],
    provider_id: v.provider_id,
    zone_id: 1,
    category_id: 1,
    brand_id: 1,
    category: { id: 1, name: 'Sedan' },
    brand: { id: 1, name: 'Toyota' },
    type: 'family',
    engine_capacity: '1500',
    engine_power: '100',
    seating_capacity: 4,
    air_condition: 1,
    fuel_type: 'petrol',
    transmission_type: 'automatic',
    total_vehicles: v.total_vehicles,
    total_vehicle_count: v.total_vehicles,
    new_tag: 0,
    hourly_price: 10,
    distance_price: 2,
    discount_type: 'amount',
    discount_price: 0,
    trip_hourly: 1,
    trip_distance: v.id === hatchback.id ? 0 : 1,
    tags: [],
    avg_rating: 4.5,
    total_reviews: 2,
    status: 1,
    created_at: '2026-11-01T00:00:00Z',
    provider: provider(v.provider_id),
  };
}

const vehicleById = (id: number) => [sedan, hatchback, van, jeep].find((v) => v.id === id)!;

/** The server's cart for a TripCart (the trip: hourly hours, or 12.5 km). */
export function serverCart(cart: TripCart) {
  if (!cart.trip || cart.lines.length === 0) return { carts: [], user_data: null };
  return {
    carts: cart.lines.map((l) => ({
      id: l.id,
      user_data_id: cart.trip!.id,
      vehicle_id: l.vehicle_id,
      provider_id: l.provider_id,
      quantity: l.quantity,
      vehicle: serverVehicle(vehicleById(l.vehicle_id)),
      provider: provider(l.provider_id),
    })),
    user_data: {
      id: cart.trip.id,
      pickup_location: { lat: 23.78, lng: 90.41, location_name: 'Gulshan 1, Dhaka' },
      destination_location: null,
      pickup_time: '2026-11-23 10:00:00',
      rental_type: cart.trip.rental_type,
      estimated_hours: cart.trip.estimated_hours,
      distance: cart.trip.rental_type === 'distance_wise' ? 12.5 : 0,
      destination_time: 0,
      pickup_zone_id: [1],
      total_cart_price: 0,
      discount_amount: 0,
      discount_on_trip_by: null,
      tax_amount: 0,
      tax_percentage: 0,
      tax_status: 'excluded',
      total_price: 0,
    },
  };
}

export const rentalGuest: SessionSeed = {
  location: 'Gulshan 1, Dhaka',
  zoneId: '[1]',
  module: { id: 5, module_name: 'Rental', module_type: 'rental' },
  guestId: 'guest-1',
};

/** The session, rental search and default answers of a trip-cart test, the cart as given. */
export function serveTripCart(cart: TripCart) {
  resetFakeApi();
  defaultRoutes({ currency_symbol: '$' });
  route('GET /api/v1/rental/user/cart/get-cart', { body: serverCart(cart) });
  seedSession(rentalGuest);
  localStorage.setItem('currentLatLng', JSON.stringify({ lat: 23.78, lng: 90.41 }));
  resetRentalSearch();
  toast.remove();
}

/** The vehicle search's cards and the trip-cart panel, inside the trip cart's provider. */
export const tripCartPage = (
  <TripCartProvider>
    {[sedan, hatchback, van, jeep].map((v) => (
      <VehicleCard key={v.id} vehicle={serverVehicle(v) as never} from="search" />
    ))}
    <TripCartPanel />
  </TripCartProvider>
);
export const tripCartRoute = '/rental/vehicle-search?all_category=1';

const CART = '/api/v1/rental/user/cart';
/** The trip cart's calls (trip-cart-paths.test.tsx answers them when the path says done or error). */
export const tripCartCalls = {
  ADD: `POST ${CART}/add-to-cart`,
  RESET: `DELETE ${CART}/remove-cart`,
  TRIP: `PUT ${CART}/update-user-data/7`,
  REMOVE_MANY: `DELETE ${CART}/remove-multiple-cart`,
  UPDATE: `PUT ${CART}/update-cart`,
  removeOne: (id: number) => `DELETE ${CART}/remove-vehicle/${id}`,
};

/** The backend of the trip-cart paths: the cart as given, every cart call held. */
export function tripCartApi(cart: TripCart): FakeApi {
  const { ADD, RESET, TRIP, REMOVE_MANY, UPDATE, removeOne } = tripCartCalls;
  const api = new FakeApi();
  api.on('GET /api/v1/rental/user/cart/get-cart', json(serverCart(cart)));
  api.on('GET /api/v1/config', json({ currency_symbol: '$', currency_symbol_direction: 'left' }));
  for (const held of [ADD, RESET, TRIP, REMOVE_MANY, UPDATE, ...[110, 111, 112, 120].map(removeOne)]) api.hold(held);
  return api;
}

export async function renderTripCart(cart: TripCart, { language = 'en' }: { language?: 'en' | 'ar' } = {}) {
  serveTripCart(cart);
  return renderWithProviders(tripCartPage, { route: tripCartRoute, language });
}

/** The rental booking's calls (rental-booking-paths.test.tsx answers them as the path says). */
export const bookingCalls = {
  COUPON: 'GET /api/v1/coupon/apply',
  BOOK: 'POST /api/v1/rental/user/trip/trip-booking',
  PAY: 'POST /api/v1/rental/user/trip/payment',
};

/** The trip cart page's panel (with its booking form), inside the trip cart's provider, at /rental/cart. */
export const bookingPage = (
  <TripCartProvider>
    <TripCartPanel />
  </TripCartProvider>
);
export const bookingRoutes = [{ path: '/my-trips', element: <p>trip page</p> }];

/** The session, cart and fake API of a booking scenario (test/machines/rental-booking.paths.ts `tripFacts`), the
 * coupon, booking and payment calls held. */
export function serveBooking(scenario: keyof typeof tripFacts): FakeApi {
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('module', JSON.stringify({ id: 5, module_type: 'rental', module_name: 'Rental' }));
  localStorage.setItem('location', 'Gulshan 1, Dhaka');
  localStorage.setItem('currentLatLng', JSON.stringify({ lat: 23.78, lng: 90.41 }));
  if (scenario === 'customer') localStorage.setItem('token', 'token-abc');
  else localStorage.setItem('guest_id', 'guest-1');
  const distance = scenario === 'guestNoDestination';
  // one sedan, $10/hr × 2 hours, or $2/km × 12.5 km with no destination
  const cart = serverCart({
    lines: [{ id: 110, vehicle_id: sedan.id, provider_id: sedan.provider_id, quantity: 1, total_vehicles: 3 }],
    trip: { id: 7, rental_type: distance ? 'distance_wise' : 'hourly', estimated_hours: distance ? 0 : 2 },
  });
  const api = new FakeApi()
    .on(
      'GET /api/v1/config',
      json(
        config({
          currency_symbol: '$',
          currency_symbol_direction: 'left',
          cash_on_delivery: true,
          digital_payment: true,
          customer_wallet_status: 1,
        }),
      ),
    )
    .on('GET /api/v1/rental/user/cart/get-cart', json(cart))
    .on('GET /api/v1/rental/user/wish-list', json({ vehicles: [], providers: [] }))
    .on(
      'GET /api/v1/customer/info',
      json({ id: 1, f_name: 'Rafi', l_name: 'Ahmed', phone: '+8801700000000', wallet_balance: 5 }),
    );
  api.hold(bookingCalls.COUPON);
  api.hold(bookingCalls.BOOK);
  api.hold(bookingCalls.PAY);
  return api;
}

/** A vehicle's page as its route draws it (`/rental/vehicle-details/:vehicleId?from=search`), in the trip cart's provider. */
export const renderVehiclePage = (vehicleId: number) =>
  renderWithProviders(<VehicleDetailsPage />, {
    route: `/rental/vehicle-details/${vehicleId}?from=search`,
    routes: [
      {
        path: '/rental/vehicle-details/:vehicleId',
        element: (
          <TripCartProvider>
            <VehicleDetailsPage />
          </TripCartProvider>
        ),
      },
    ],
  });
