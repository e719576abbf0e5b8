// Event → UI step for adding money to the wallet on /wallet.
import type { FlowSteps } from '../support/test-plans.ts';

export const addFundSteps: FlowSteps = {
  machine: 'add-fund',
  when: {
    OPEN: 'the customer presses "Add fund" on the wallet card',
    AMOUNT: (e) =>
      String(e.amount).trim() ? `the customer types the amount ${e.amount}` : 'the customer clears the amount',
    CHOOSE_METHOD: (e) => `the customer chooses the payment method "${e.method}"`,
    SUBMIT: 'the customer presses "Add fund" in the dialog',
    CLOSE: 'the customer closes the Add fund dialog',
    'done:addFund': 'the server answers the payment link',
    'error:addFund': 'the server refuses the add fund',
  },
};
