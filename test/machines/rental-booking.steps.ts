// Event → UI step for booking a trip from the rental cart.
import type { FlowSteps } from '../support/test-plans.ts';

export const rentalBookingSteps: FlowSteps = {
  machine: 'rental-booking',
  when: {
    SET_CONTACT: (e) => `the guest types "${String(e.value)}" as the contact person's ${String(e.field)}`,
    SET_NOTE: (e) => `the visitor types the note "${String(e.note)}"`,
    SET_COUPON_CODE: (e) => `the visitor types the coupon code "${String(e.code)}"`,
    SET_PAYMENT: (e) => `the visitor chooses the payment method ${String(e.method)}`,
    PICKUP_CHANGED: 'the visitor changes the pickup time',
    APPLY_COUPON: 'the visitor presses "Apply" beside the coupon code',
    REMOVE_COUPON: 'the visitor removes the applied coupon',
    BOOK: 'the visitor presses "Book Now" under the trip cart',
  },
};
