// Event → UI step for the checkout page's form.
import type { FlowSteps } from '../support/test-plans.ts';

export const checkoutSteps: FlowSteps = {
  machine: 'checkout',
  when: {
    LOADED: 'the store, the cart, the customer and the store’s zone arrive (or change)',
    CHOOSE_ORDER_TYPE: 'the customer picks "Home Delivery" or "Take Away" under Delivery Option',
    CHOOSE_DAY: 'the customer picks Today or Tomorrow under Delivery Time',
    CHOOSE_SLOT: 'the customer picks "Now" or a time slot under Delivery Time',
    CHOOSE_PAYMENT: 'the customer picks a payment method (and the wallet’s partial payment) under Payment Method',
    CHOOSE_ADDRESS: 'the customer picks a saved address under View Saved Address',
    SAVE_GUEST_CONTACT: 'the guest saves the contact info (and address) dialog',
    TYPE_INSTRUCTION: 'the customer types a delivery instruction',
    TYPE_NOTE: 'the customer types a note for the store',
    APPLY_COUPON: 'the customer applies a promo code the server accepts',
    REMOVE_COUPON: 'the customer removes the applied promo code',
    CHOOSE_TIPS: 'the customer picks a delivery-man tip',
    ATTACH_PRESCRIPTIONS: 'the customer chooses prescription images',
    PLACE: 'the customer presses "Place Order"',
    'error:placement': 'the placement stops unexpectedly (its error shows as a toast)',
  },
};
