// Book the trip on /rental/cart (test/views/rental/rental-booking-paths.test.tsx): the trip cart's panel with its
// booking form, the session and cart of the booking facts the story's path checked (a guest's hourly trip before any),
// the coupon, booking and payment calls held.
import { preloadTripCart } from '../../src/features/rental/trip-cart-provider.tsx';
import { rentalBookingPaths, tripFacts } from '../../test/machines/rental-booking.paths.ts';
import { bookingPage, bookingRoutes, serveBooking } from '../../test/views/rental/rental-harness.tsx';
import { fixtureName, galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: rentalBookingPaths,
  page: bookingPage,
  route: '/rental/cart',
  routes: bookingRoutes,
  api: ({ context }) => serveBooking(fixtureName(tripFacts, (context as { facts: unknown }).facts, 'guestHourly')),
  preload: preloadTripCart,
});
