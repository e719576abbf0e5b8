import { assertEvent, assign, emit, setup } from 'xstate';

export interface CheckoutGatingContext {
  itemCount: number;
  hasToken: boolean;
  /** config.guest_checkout_status (1: guests may check out). */
  guestCheckoutStatus: number;
}

export type CheckoutGatingEvent =
  /** The cart drawer's checkout button, with the facts at the time of the click. */
  | { type: 'CHECKOUT'; itemCount: number; hasToken: boolean; guestCheckoutStatus: number }
  | { type: 'CONTINUE_AS_GUEST' }
  | { type: 'LOGIN' }
  | { type: 'SIGN_UP' }
  | { type: 'DISMISS' }
  /** The auth dialog opened from the prompt signed the customer in (sign-in or sign-up). */
  | { type: 'SIGNED_IN' }
  /** The auth dialog opened from the prompt closed without signing in. */
  | { type: 'AUTH_CLOSED' };

export type CheckoutGatingEmitted =
  { type: 'navigate'; to: 'checkoutCart' | 'home' } | { type: 'openAuth'; mode: 'sign-in' | 'sign-up' };

/**
 * Checkout gating (spec part 1 §4 "Checkout button", §6): a non-empty cart with a token goes to /checkout?page=cart;
 * without a token, with guest_checkout_status 1, the Guest / Login / Sign Up prompt; otherwise sign-in opens. An
 * empty cart goes to /home. After signing in from the prompt the flow continues to checkout.
 */
export const checkoutGatingMachine = setup({
  types: {
    context: {} as CheckoutGatingContext,
    events: {} as CheckoutGatingEvent,
    emitted: {} as CheckoutGatingEmitted,
  },
  actions: {
    takeFacts: assign(({ event }) => {
      assertEvent(event, 'CHECKOUT');
      return { itemCount: event.itemCount, hasToken: event.hasToken, guestCheckoutStatus: event.guestCheckoutStatus };
    }),
    goToCheckout: emit({ type: 'navigate' as const, to: 'checkoutCart' as const }),
    goHome: emit({ type: 'navigate' as const, to: 'home' as const }),
    openSignIn: emit({ type: 'openAuth' as const, mode: 'sign-in' as const }),
    openSignUp: emit({ type: 'openAuth' as const, mode: 'sign-up' as const }),
  },
  guards: {
    isCartEmpty: ({ context }) => context.itemCount <= 0,
    hasToken: ({ context }) => context.hasToken,
    isGuestCheckoutOn: ({ context }) => context.guestCheckoutStatus === 1,
  },
}).createMachine({
  id: 'checkout-gating',
  description:
    'Checkout button: non-empty cart with a token goes to checkout. Non-empty cart without a token, with guest_checkout_status 1, offers the guest choice; otherwise sign-in opens. Empty cart goes to /home.',
  context: { itemCount: 0, hasToken: false, guestCheckoutStatus: 0 },
  initial: 'idle',
  states: {
    idle: {
      description: 'The cart drawer with its checkout button.',
      on: {
        CHECKOUT: { target: 'deciding', actions: 'takeFacts' },
      },
    },
    deciding: {
      description: 'Where the checkout button leads.',
      always: [
        { guard: 'isCartEmpty', target: 'idle', actions: 'goHome' },
        { guard: 'hasToken', target: 'idle', actions: 'goToCheckout' },
        { guard: 'isGuestCheckoutOn', target: 'guestPrompt' },
        { target: 'idle', actions: 'openSignIn' },
      ],
    },
    guestPrompt: {
      description: 'The guest-or-login prompt offering Guest, Login and Sign Up.',
      tags: ['prompt'],
      on: {
        CONTINUE_AS_GUEST: { target: 'idle', actions: 'goToCheckout' },
        LOGIN: { target: 'authenticating', actions: 'openSignIn' },
        SIGN_UP: { target: 'authenticating', actions: 'openSignUp' },
        DISMISS: { target: 'idle' },
      },
    },
    authenticating: {
      description: 'Signing in (or up) from the prompt; once signed in the flow continues to checkout.',
      tags: ['authenticating'],
      on: {
        SIGNED_IN: { target: 'idle', actions: 'goToCheckout' },
        AUTH_CLOSED: { target: 'idle' },
      },
    },
  },
});
