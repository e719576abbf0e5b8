// Event → UI step for the product card's quantity stepper (expands on hover / focus, collapses after a pause).
import type { FlowSteps } from '../support/test-plans.ts';

export const cartStepperSteps: FlowSteps = {
  machine: 'cart-stepper',
  when: {
    ENTER: 'the pointer or focus enters the stepper',
    LEAVE: 'the pointer or focus leaves the stepper',
  },
};
