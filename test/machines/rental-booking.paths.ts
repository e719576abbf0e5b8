import { rentalBookingMachine } from '../../machines/rental-booking.machine.ts';
import { hasContactPerson, type TripBookingFacts } from '../../domain/trip-booking.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

/** When 'Book Now' is pressed in every path: 2026-11-23 10:00 in Dhaka. */
export const bookingNow = new Date('2026-11-23T04:00:00Z');

/** A guest's hourly trip with one provider: $10/hr × 2 hours, no destination needed. */
export const guestHourly: TripBookingFacts = {
  guest: true,
  providerId: 1,
  tripType: 'hourly',
  hasDestination: false,
  pickupAt: null,
  total: 20,
  walletBalance: 0,
};

/** The cart's facts per scenario the paths book: a guest's hourly trip, a guest's distance-wise trip without a
 * destination, and a signed-in customer's hourly trip with $5 in the wallet. */
export const tripFacts = {
  guestHourly,
  guestNoDestination: { ...guestHourly, tripType: 'distance_wise', total: 25 },
  customer: { ...guestHourly, guest: false, walletBalance: 5 },
} satisfies Record<string, TripBookingFacts>;

export const NOTE = 'A child seat, please';
export const CONTACT = { name: 'Nadia Islam', number: '+8801711111111' };

/** A coupon of 10 % for trips from $10, and one needing $50 (more than the $20 rent). */
export const coupons = {
  fits: { code: 'RIDE10', discount: 10, discount_type: 'percent', min_purchase: 10, max_discount: 0 },
  tooSmall: { code: 'BIG50', discount: 5, discount_type: 'amount', min_purchase: 50, max_discount: 0 },
};

export const rentalBookingInput = { contact: { name: '', number: '', email: '' } };

export const rentalBookingPaths: MachinePathConfig = {
  machine: withInertActors(rentalBookingMachine),
  input: rentalBookingInput,
  // what the guards read of the form: the contact person, the payment method, a typed code, an applied coupon
  serializeContext: (c) => [
    hasContactPerson(c.fields.contact),
    c.fields.paymentMethod,
    !!c.fields.couponCode,
    !!c.fields.coupon,
  ],
  variants: {
    SET_CONTACT: [
      { field: 'name', value: CONTACT.name },
      { field: 'number', value: CONTACT.number },
    ],
    SET_NOTE: [{ note: NOTE }],
    SET_COUPON_CODE: [{ code: 'RIDE10' }],
    SET_PAYMENT: [{ method: 'wallet' }, { method: 'cash_payment' }],
    APPLY_COUPON: [{ providerId: 1, base: 20 }],
    BOOK: Object.values(tripFacts).map((facts) => ({ facts, now: bookingNow })),
    'xstate.done.actor.checkCoupon': [{ output: coupons.fits }, { output: coupons.tooSmall }],
    'xstate.error.actor.checkCoupon': [{ error: new Error('Coupon not found') }],
    'xstate.done.actor.bookTrip': [{ output: { tripId: 100001 } }],
    'xstate.error.actor.bookTrip': [{ error: new Error('Your cart is empty.') }],
    'xstate.done.actor.payTrip': [
      { output: { redirectLink: null, message: 'Payment info updated.' } },
      { output: { redirectLink: 'http://localhost/payment/trip/100001', message: 'Payment info updated.' } },
    ],
    'xstate.error.actor.payTrip': [{ error: new Error('Your wallet balance is not enough for this trip.') }],
  },
};
