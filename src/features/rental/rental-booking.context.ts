import { fromPromise, type ActorRefFrom } from 'xstate';
import {
  rentalBookingMachine,
  type BookInput,
  type BookedTrip,
  type CouponInput,
  type PayInput,
  type TripPayment,
} from '../../../machines/rental-booking.machine.ts';
import type { TripCoupon } from '../../../domain/trip-booking.ts';
import { applyCoupon } from '../../api/coupons.ts';
import { keysPerAttempt } from '../../api/idempotency.ts';
import { bookTrip, payTrip } from '../../api/rental-trips.ts';

/**
 * The booking flow bound to GET coupon/apply, POST trip-booking and POST payment: the machine numbers the attempts (a
 * retry of the same body keeps its number), the binding keeps one Idempotency-Key per attempt number and one per
 * trip's payment; a digital payment returns to `callback` (the trip's details).
 */
export function createRentalBookingMachine(callbackOf: (tripId: number) => string) {
  const keyOf = keysPerAttempt();
  return rentalBookingMachine.provide({
    actors: {
      checkCoupon: fromPromise<TripCoupon, CouponInput>(({ input }) => applyCoupon(input.code, input.providerId)),
      bookTrip: fromPromise<BookedTrip, BookInput>(async ({ input }) => {
        // the booked trip's bare id, as 6amMart answers it
        const tripId = await bookTrip(input.body, keyOf(`book-${input.attempt}`));
        return { tripId };
      }),
      payTrip: fromPromise<TripPayment, PayInput>(async ({ input: { body } }) => {
        const digital = body.payment_method === 'digital_payment';
        const paid = await payTrip(
          { ...body, callback: digital ? callbackOf(body.trip_id) : null },
          keyOf(`pay-${body.trip_id}`),
        );
        return { redirectLink: paid.redirect_link ?? null, message: paid.message };
      }),
    },
  });
}

/** The booking flow's actor, as the booking form's parts receive it. */
export type RentalBookingActor = ActorRefFrom<typeof rentalBookingMachine>;
