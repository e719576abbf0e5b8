// Event → UI step for Delete Account on /profile.
import type { FlowSteps } from '../support/test-plans.ts';

export const accountDeleteSteps: FlowSteps = {
  machine: 'account-delete',
  when: {
    DELETE: 'the customer presses "Delete Account"',
    CONFIRM: 'the customer presses "Yes" (delete the account)',
    CANCEL: 'the customer presses "No" (keep the account)',
    'done:removeAccount': (e) =>
      (e.output as { deleted: boolean }).deleted
        ? 'the server deletes the account'
        : 'the server refuses: the customer has on-going orders',
    'error:removeAccount': 'the delete call fails',
  },
};
