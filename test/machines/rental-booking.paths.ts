import { rentalBookingMachine, type TripDraft } from '../../machines/rental-booking.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

/** A complete cash booking of an hourly trip by a signed-in customer (nothing for the rules to refuse). */
export const validTripDraft: TripDraft = {
  body: { trip_amount: 20, trip_type: 'hourly', provider_id: 1, schedule_at: null, coupon_code: null },
  paymentMethod: 'cash_payment',
  hasContact: true,
  hasDestination: true,
  total: 20,
  walletBalance: 0,
};

/** One draft per rule of the check (named by the problem it has), plus a valid one. */
export const tripDrafts: Record<string, TripDraft> = {
  valid: validTripDraft,
  contact: { ...validTripDraft, hasContact: false },
  destination: {
    ...validTripDraft,
    hasDestination: false,
    body: { ...validTripDraft.body, trip_type: 'distance_wise' },
  },
  walletBalance: { ...validTripDraft, paymentMethod: 'wallet', walletBalance: 5 },
};

export const rentalBookingPaths: MachinePathConfig = {
  machine: withInertActors(rentalBookingMachine),
  variants: {
    BOOK: Object.values(tripDrafts).map((draft) => ({ draft })),
    'xstate.done.actor.bookTrip': [{ output: { tripId: 100001, amount: 20 } }],
    'xstate.error.actor.bookTrip': [{ error: new Error('Your cart is empty.') }],
    'xstate.done.actor.payTrip': [
      { output: { redirectLink: null, message: 'Payment info updated.' } },
      { output: { redirectLink: 'http://localhost/payment/trip/100001', message: 'Payment info updated.' } },
    ],
    'xstate.error.actor.payTrip': [{ error: new Error('Your wallet balance is not enough for this trip.') }],
  },
};
