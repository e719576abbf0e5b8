// Event → UI step for signing out from the account menu.
import type { FlowSteps } from '../support/test-plans.ts';

export const logoutSteps: FlowSteps = {
  machine: 'logout',
  when: {
    LOGOUT: 'the customer presses "Logout"',
    CONFIRM: 'the customer confirms the logout',
    CANCEL: 'the customer cancels the logout',
  },
};
