// Event → UI step for the module's interest form (pick categories, save or skip).
import type { FlowSteps } from '../support/test-plans.ts';

export const moduleInterestSteps: FlowSteps = {
  machine: 'module-interest',
  when: {
    TOGGLE: 'the customer ticks or unticks a category',
    SAVE: 'the customer presses "Save"',
    SKIP: 'the customer presses "Skip"',
    SESSION: (e) => (e.signedIn ? 'the customer is signed in' : 'the customer is a guest'),
  },
};
