import { forgotPasswordMachine } from '../../machines/forgot-password.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

const err = (message: string) => ({ error: Object.assign(new Error(message), { code: 'invalid' }) });

export const recoverySettingsVariants = [
  { phoneVerification: true, emailVerification: true, codeLength: 6 },
  { phoneVerification: false, emailVerification: true, codeLength: 6 },
  // An older backend (no centralize_login): phone recovery with 4-digit codes.
  { phoneVerification: true, emailVerification: false, codeLength: 4 },
  { phoneVerification: false, emailVerification: false, codeLength: 6 },
];

export const forgotPasswordPaths: MachinePathConfig = {
  machine: withInertActors(forgotPasswordMachine),
  input: { settings: recoverySettingsVariants[0] },
  serializeContext: (c) => [
    c.method,
    c.settings.phoneVerification,
    c.settings.emailVerification,
    c.settings.codeLength,
  ],
  variants: {
    CONFIGURE: recoverySettingsVariants.map((settings) => ({ settings })),
    CHOOSE_METHOD: [{ method: 'email' }, { method: 'phone' }],
    SUBMIT_CONTACT: (s) =>
      s.context.method === 'phone' ? [{ phone: '+8801700000001' }, { phone: '' }] : [{ email: 'demo@sixam.market' }],
    VERIFY_CODE: [{ code: '123456' }, { code: '1234' }, { code: '12' }],
    SUBMIT_PASSWORD: [
      { password: 'newpass1', confirm_password: 'newpass1' },
      { password: 'newpass1', confirm_password: 'other' },
    ],
    'xstate.done.actor.requestCode': [{ output: { message: 'OTP sent successfully' } }],
    'xstate.done.actor.verifyCode': [{ output: { message: 'OTP found, you can proceed' } }],
    'xstate.done.actor.resetPassword': [{ output: { message: 'Password changed successfully.' } }],
    'xstate.error.actor.requestCode': [err('User not found'), err('please_try_again_after_ 30 seconds')],
    'xstate.error.actor.verifyCode': [err('Invalid OTP')],
    'xstate.error.actor.resetPassword': [err('Invalid OTP')],
  },
};
