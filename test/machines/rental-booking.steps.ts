// Event → UI step for booking a trip from the rental cart.
import type { FlowSteps } from '../support/test-plans.ts';

export const rentalBookingSteps: FlowSteps = {
  machine: 'rental-booking',
  when: {
    BOOK: 'the visitor presses "Book Now" under the trip cart',
    EDIT: 'the visitor changes a field of the booking form (contact, pickup time, coupon, note, payment)',
  },
};
