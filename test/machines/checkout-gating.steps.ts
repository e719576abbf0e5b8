// Event → UI step for the cart's checkout button and the guest / sign-in choice.
import type { FlowSteps } from '../support/test-plans.ts';

export const checkoutGatingSteps: FlowSteps = {
  machine: 'checkout-gating',
  when: {
    CHECKOUT: (e) =>
      Number(e.itemCount) === 0
        ? 'the customer presses "Checkout" with an empty cart'
        : e.hasToken
          ? 'a signed-in customer presses "Checkout"'
          : Number(e.guestCheckoutStatus) === 1
            ? 'a guest presses "Checkout" (guest checkout on)'
            : 'a guest presses "Checkout" (guest checkout off)',
    CONTINUE_AS_GUEST: 'the customer presses "Continue as guest"',
    LOGIN: 'the customer presses "Sign in"',
    SIGN_UP: 'the customer presses "Sign up"',
    DISMISS: 'the customer dismisses the choice',
    SIGNED_IN: 'the customer finishes signing in',
    AUTH_CLOSED: 'the customer closes the sign-in dialog',
  },
};
