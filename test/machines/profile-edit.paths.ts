import { profileEditMachine, type ProfileAnswer, type ProfileValues } from '../../machines/profile-edit.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

/** The form as the customer sends it in the paths: a new email (verification on) and a new name. */
export const editedProfile: ProfileValues = {
  name: 'Demo Customer Jr',
  phone: '+8801700000001',
  email: 'demo.new@sixam.market',
  password: '',
  currentPassword: '',
  image: null,
};

/** The server's answer when the changed email must be verified first. */
export const otpSentAnswer: ProfileAnswer = {
  message: 'An OTP has been sent to your email. Please verify it to update your profile.',
  otp_send: 1,
  verification_on: 'email',
  verification_medium: 'email',
};

/** The server's answer when everything was saved. */
export const savedAnswer: ProfileAnswer = { message: 'Profile updated successfully' };

export const profileEditPaths: MachinePathConfig = {
  machine: withInertActors(profileEditMachine),
  variants: {
    SUBMIT: [{ values: editedProfile }],
    // a changed form asks first; an unchanged one resets at once
    RESET: [{ dirty: true }, { dirty: false }],
    // a complete code (an incomplete one is refused by the guard: profile-edit.test.ts)
    VERIFY: [{ code: '123456' }],
    'xstate.done.actor.updateProfile': [{ output: otpSentAnswer }, { output: savedAnswer }],
    'xstate.error.actor.updateProfile': [{ error: new Error('The email has already been taken.') }],
    'xstate.done.actor.sendCode': [{ output: otpSentAnswer }, { output: savedAnswer }],
    'xstate.error.actor.sendCode': [{ error: new Error('OTP does not match') }],
  },
};
