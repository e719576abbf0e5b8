// Event → UI step for the sign-in / sign-up dialog (login methods, OTP verification, social sign-in, finishing steps).
import type { FlowSteps } from '../support/test-plans.ts';

export const authSteps: FlowSteps = {
  machine: 'auth',
  when: {
    CONFIGURE: 'the app passes the business settings (login methods, OTP services, zone)',
    OPEN: (e) => (e.flow === 'signUp' ? 'the customer opens "Sign up"' : 'the customer opens "Sign in"'),
    SUBMIT_SIGN_IN: 'the customer enters email or phone and password and presses "Sign in"',
    REQUEST_LOGIN_OTP: 'the customer enters a phone number and presses "Get OTP"',
    SOCIAL_SIGN_IN: (e) => `the customer presses the ${String(e.medium)} sign-in button`,
    SUBMIT_SIGN_UP: 'the customer fills in the sign-up form and presses "Sign up"',
    VERIFY_OTP: (e) =>
      String(e.otp).length === 6
        ? `the customer enters the code ${String(e.otp)}`
        : 'the customer enters an incomplete code',
    RESEND_OTP: 'the customer presses "Resend code"',
    SUBMIT_PHONE: 'the customer enters a phone number for the social account and continues',
    SUBMIT_INFO: 'the customer fills in name and email and presses "Continue"',
    CONFIRM_EXISTING: 'the customer confirms that the existing account is theirs',
    REJECT_EXISTING: 'the customer answers that the existing account is not theirs',
    BACK: 'the customer presses "Back"',
    CLOSE: 'the customer closes the dialog',
  },
};
