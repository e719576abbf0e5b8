// Event → UI step for placing an order on the checkout page.
import type { FlowSteps } from '../support/test-plans.ts';

export const placeOrderSteps: FlowSteps = {
  machine: 'place-order',
  when: {
    PLACE: 'the customer presses "Place Order"',
    EDIT: 'the customer changes a field of the checkout form (address, payment, coupon, note…)',
  },
};
