// Event → UI step for the forgot-password steps (method, contact, code, new password).
import type { FlowSteps } from '../support/test-plans.ts';

export const forgotPasswordSteps: FlowSteps = {
  machine: 'forgot-password',
  when: {
    CONFIGURE: 'the app passes the business settings (recovery methods, OTP services)',
    CHOOSE_METHOD: (e) => `the customer chooses recovery by ${String(e.method)}`,
    SUBMIT_CONTACT: (e) =>
      e.email
        ? `the customer enters ${String(e.email)} and presses "Send code"`
        : e.phone
          ? `the customer enters ${String(e.phone)} and presses "Send code"`
          : 'the customer presses "Send code" with an empty phone number',
    VERIFY_CODE: (e) =>
      String(e.code).length === 6
        ? `the customer enters the code ${String(e.code)}`
        : 'the customer enters an incomplete code',
    RESEND_CODE: 'the customer presses "Resend code"',
    CHANGE_CONTACT: 'the customer goes back to change the email or phone',
    SUBMIT_PASSWORD: (e) =>
      e.password === e.confirm_password
        ? 'the customer enters a new password twice and presses "Reset password"'
        : 'the customer enters two different passwords and presses "Reset password"',
  },
};
