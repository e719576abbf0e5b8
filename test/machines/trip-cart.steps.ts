// Event → UI step for the rental trip cart (vehicle cards, the cart panel and its dialogs).
import type { FlowSteps } from '../support/test-plans.ts';

export const tripCartSteps: FlowSteps = {
  machine: 'trip-cart',
  when: {
    ADD: 'the customer presses "Add" on a vehicle card (or "Rent This Car" on the vehicle page)',
    CONFIRM: 'the customer presses "Yes" in the open dialog',
    CANCEL: 'the customer presses "No" (or closes the open dialog)',
    REMOVE_CONFLICTS: 'the customer presses "Remove & Continue" in the list of vehicles lacking the new trip type',
    CHANGE_QUANTITY: (e) =>
      `the customer sets the quantity of cart line ${e.cart_id} to ${e.quantity} with its stepper`,
    CLEAR: 'the customer presses "Reset" in the trip cart panel',
    CART_CHANGED: 'the trip cart is loaded or changes on the server (the page refetches it)',
  },
};
