// Renders the rental trip cart (provider, panel, dialogs) with vehicle cards against the fake API, with
// server-shaped vehicles and carts built from the trip-cart fixtures.
import toast from 'react-hot-toast';
import { resetFakeApi, route } from '../../support/fake-api.ts';
import { defaultRoutes, seedSession, type SessionSeed } from '../shell/shell-harness.tsx';
import { renderWithProviders } from '../../support/render.tsx';
import { TripCartProvider } from '../../../src/features/rental/trip-cart-provider.tsx';
import { TripCartPanel } from '../../../src/features/rental/trip-cart-panel.tsx';
import { VehicleCard } from '../../../src/features/rental/vehicle-card.tsx';
import { resetRentalSearch } from '../../../src/features/rental/search-store.ts';
import type { TripCart, TripVehicle } from '../../../domain/trip-cart.ts';
import { hatchback, jeep, sedan, van } from '../../machines/trip-cart-fixtures.ts';

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

export async function renderTripCart(cart: TripCart, { language = 'en' }: { language?: 'en' | 'ar' } = {}) {
  resetFakeApi();
  defaultRoutes({ currency_symbol: '$' });
  route('GET /api/v1/rental/user/cart/get-cart', { body: serverCart(cart) });
  seedSession(rentalGuest);
  localStorage.setItem('currentLatLng', JSON.stringify({ lat: 23.78, lng: 90.41 }));
  resetRentalSearch();
  toast.remove();
  return renderWithProviders(
    <TripCartProvider>
      {[sedan, hatchback, van, jeep].map((v) => (
        <VehicleCard key={v.id} vehicle={serverVehicle(v) as never} from="search" />
      ))}
      <TripCartPanel />
    </TripCartProvider>,
    { route: '/rental/vehicle-search?all_category=1', language },
  );
}
