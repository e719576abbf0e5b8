// Event → UI step for sending or editing the offline payment information of an order from its details page.
import type { FlowSteps } from '../support/test-plans.ts';

export const offlinePaymentSteps: FlowSteps = {
  machine: 'offline-payment',
  when: {
    OPEN: 'the customer presses "Send payment info" (or "Edit payment info") on an order paid offline',
    METHODS: 'the offline payment methods are in',
    CHOOSE_METHOD: (e) => `the customer chooses the offline method #${e.methodId}`,
    FIELD: (e) => `the customer types "${e.value}" into the method's field "${e.name}"`,
    NOTE: (e) => `the customer writes the note "${e.note}"`,
    SUBMIT: 'the customer presses "Send"',
    RETRY: 'the customer presses "Try again"',
    CLOSE: 'the customer closes the payment information dialog',
    'error:sendInfo': 'the server refuses the payment information',
  },
};
