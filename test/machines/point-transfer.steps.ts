// Event → UI step for converting loyalty points to wallet money on /loyalty-points.
import type { FlowSteps } from '../support/test-plans.ts';

export const pointTransferSteps: FlowSteps = {
  machine: 'point-transfer',
  when: {
    OPEN: 'the customer presses "Convert to currency now"',
    POINTS: (e) => `the customer types ${e.points} points`,
    SUBMIT: 'the customer presses "Convert"',
    CLOSE: 'the customer closes the convert dialog',
    'done:transferPoints': 'the server converts the points',
    'error:transferPoints': 'the server refuses the conversion',
  },
};
