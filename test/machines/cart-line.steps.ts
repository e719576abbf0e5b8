// Event → UI step for an item's cart line (the product card's add button, the cart drawer's row).
import type { FlowSteps } from '../support/test-plans.ts';

export const cartLineSteps: FlowSteps = {
  machine: 'cart-line',
  when: {
    ADD: (e) =>
      e.hasLocation ? 'the customer presses "Add to cart"' : 'the customer presses "Add to cart" without a location',
    INCREMENT: 'the customer presses "+" on the line',
    DECREMENT: 'the customer presses "−" on the line',
    REMOVE: 'the customer removes the line',
    CONFIRM_CLEAR_CART: 'the customer confirms clearing the cart of the other store',
    CANCEL_CLEAR_CART: 'the customer cancels clearing the cart',
    CART_CHANGED: 'the cart changes elsewhere (another tab, the drawer)',
    ITEM_CHANGED: 'the item changes (new stock, price or options)',
  },
};
