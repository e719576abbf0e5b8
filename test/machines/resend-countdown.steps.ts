// Event → UI step for the "Resend code" countdown.
import type { FlowSteps } from '../support/test-plans.ts';

export const resendCountdownSteps: FlowSteps = {
  machine: 'resend-countdown',
  when: {
    RESEND: 'the customer presses "Resend code"',
    RESTART: 'a new code is sent and the countdown starts again',
    'after:oneSecond': 'one second passes',
  },
};
