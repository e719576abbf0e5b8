// Event → UI step for cancelling an order from its details page.
import type { FlowSteps } from '../support/test-plans.ts';

export const orderCancelSteps: FlowSteps = {
  machine: 'order-cancel',
  when: {
    OPEN: 'the customer presses "Cancel Order" on a pending order',
    CHOOSE: (e) => `the customer chooses the reason "${e.reason}"`,
    SUBMIT: 'the customer presses "Submit"',
    CONFIRM: 'the customer presses "Yes" (cancel the order)',
    BACK: 'the customer presses "No" (back to the reasons)',
    RETRY: 'the customer presses "Try again"',
    CLOSE: 'the customer closes the cancel dialog',
    'error:loadReasons': 'the cancellation reasons fail to load',
    'error:cancelOrder': 'the server refuses the cancellation',
  },
};
