// Event → UI step for the footer's newsletter form.
import type { FlowSteps } from '../support/test-plans.ts';

export const newsletterSteps: FlowSteps = {
  machine: 'newsletter',
  when: {
    CHANGE: (e) => `the customer types "${String(e.value)}" in the email box`,
    SUBMIT: 'the customer presses "Subscribe"',
  },
};
