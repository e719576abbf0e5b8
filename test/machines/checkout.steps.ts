// Event → UI step for the checkout page's choices.
import type { FlowSteps } from '../support/test-plans.ts';

export const checkoutSteps: FlowSteps = {
  machine: 'checkout',
  when: {
    CHOOSE_ORDER_TYPE: 'the customer picks "Home Delivery" or "Take Away" under Delivery Option',
    CHOOSE_DAY: 'the customer picks Today or Tomorrow under Delivery Time',
    CHOOSE_SLOT: 'the customer picks "Now" or a time slot under Delivery Time',
    CHOOSE_PAYMENT: 'the customer picks a payment method (and the wallet’s partial payment) under Payment Method',
  },
};
