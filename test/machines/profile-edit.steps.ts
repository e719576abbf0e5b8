// Event → UI step for Edit Personal Details on /profile.
import type { FlowSteps } from '../support/test-plans.ts';

export const profileEditSteps: FlowSteps = {
  machine: 'profile-edit',
  when: {
    SUBMIT: 'the customer presses "Update Profile" with a valid form',
    RESET: (e) =>
      e.dirty
        ? 'the customer presses "Reset" after changing the form'
        : 'the customer presses "Reset" on an unchanged form',
    CONFIRM: 'the customer presses "Yes" (reset the form)',
    CANCEL: 'the customer presses "No" (keep the changes)',
    VERIFY: (e) => `the customer types the code ${e.code} and presses "Verify"`,
    RESEND: 'the customer presses "Resend code"',
    CLOSE: 'the customer closes the OTP dialog',
    'done:updateProfile': (e) =>
      (e.output as { otp_send?: number }).otp_send === 1
        ? 'the server answers that an OTP was sent to the new email'
        : 'the server saves the profile',
    'error:updateProfile': 'the server refuses the update',
    'done:sendCode': (e) =>
      (e.output as { otp_send?: number }).otp_send === 1
        ? 'the server sends a code (a new one, or one to the next medium)'
        : 'the server accepts the code and saves the profile',
    'error:sendCode': 'the server refuses the code (or to send a new one yet)',
  },
};
