// Event → UI step for the sign-in step's method switch (password / OTP).
import type { FlowSteps } from '../support/test-plans.ts';

export const loginMethodsSteps: FlowSteps = {
  machine: 'login-methods',
  when: {
    CONFIG_CHANGED: (e) => `the business settings allow ${JSON.stringify(e.flags)}`,
    USE_OTP: 'the customer chooses "Sign in with OTP"',
    USE_PASSWORD: 'the customer chooses "Sign in with password"',
  },
};
