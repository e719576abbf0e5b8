import { fromPromise } from 'xstate';
import {
  rentalBookingMachine,
  type BookInput,
  type BookedTrip,
  type PayInput,
  type TripPayment,
} from '../../../machines/rental-booking.machine.ts';
import { keysPerAttempt } from '../../api/idempotency.ts';
import { bookTrip, payTrip, type BookTripBody } from '../../api/rental-trips.ts';

/**
 * The booking flow bound to POST trip-booking and POST payment: the machine numbers the attempts (a retry of the same
 * body keeps its number), the binding keeps one Idempotency-Key per attempt number and one per trip's payment; a
 * digital payment returns to `callback` (the trip's details).
 */
export function createRentalBookingMachine(callbackOf: (tripId: number) => string) {
  const keyOf = keysPerAttempt();
  return rentalBookingMachine.provide({
    actors: {
      bookTrip: fromPromise<BookedTrip, BookInput>(async ({ input }) => {
        const booked = await bookTrip(input.body as unknown as BookTripBody, keyOf(`book-${input.attempt}`));
        return { tripId: booked.trip_id, amount: booked.trip_amount };
      }),
      payTrip: fromPromise<TripPayment, PayInput>(async ({ input }) => {
        const paid = await payTrip(
          {
            trip_id: input.tripId,
            payment_method: input.paymentMethod,
            callback: input.paymentMethod === 'digital_payment' ? callbackOf(input.tripId) : null,
          },
          keyOf(`pay-${input.tripId}`),
        );
        return { redirectLink: paid.redirect_link ?? null, message: paid.message };
      }),
    },
  });
}
