// Event → UI step for the item popup (variations, add-ons, quantity, add to cart / buy now).
import type { FlowSteps } from '../support/test-plans.ts';

export const itemConfiguratorSteps: FlowSteps = {
  machine: 'item-configurator',
  when: {
    OPEN: 'the customer opens the item popup',
    CLOSE: 'the customer closes the item popup',
    SELECT_FOOD_OPTION: 'the customer picks an option of a food variation',
    SELECT_CHOICE_OPTION: 'the customer picks a choice option',
    TOGGLE_ADD_ON: 'the customer ticks or unticks an add-on',
    INCREMENT_ADD_ON: 'the customer presses "+" on an add-on',
    DECREMENT_ADD_ON: 'the customer presses "−" on an add-on',
    INCREMENT: 'the customer presses "+" on the quantity',
    DECREMENT: 'the customer presses "−" on the quantity',
    ADD_TO_CART: 'the customer presses "Add to cart"',
    BUY_NOW: 'the customer presses "Buy now"',
    ORDER_NOW: 'the customer presses "Order now"',
    CONFIRM_CLEAR_CART: 'the customer confirms clearing the cart of the other store',
    CANCEL_CLEAR_CART: 'the customer cancels clearing the cart',
  },
};
