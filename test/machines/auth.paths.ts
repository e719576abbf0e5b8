import { authMachine } from '../../machines/auth.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';
import { allResponses, apiError, settingsVariants, socialCredential } from './auth-fixtures.ts';

const done = (id: string) => `xstate.done.actor.${id}`;
const failed = (id: string) => `xstate.error.actor.${id}`;
const routed = ['manualLogin', 'signUp', 'verifyOtp', 'socialLogin', 'updateInfo', 'confirmExisting'];
const invoked = [...routed, 'sendLoginOtp', 'sendFirebaseCode', 'resendOtp', 'socialProvider'];
const needsContact = ['socialLogin'];

export const authPaths: MachinePathConfig = {
  machine: withInertActors(authMachine),
  input: { flow: 'signIn', settings: settingsVariants[0] },
  serializeContext: (c) => [
    c.flow,
    c.loginType,
    c.channel,
    c.settings.firebaseOtp,
    c.settings.zoneStored,
    c.settings.onRecoveryPage,
    c.settings.otpLength,
  ],
  variants: {
    OPEN: [{ flow: 'signIn' }, { flow: 'signUp' }],
    CONFIGURE: settingsVariants.map((settings) => ({ settings })),
    SUBMIT_SIGN_IN: [
      {
        credentials: { email_or_phone: 'demo@sixam.market', password: '12345678', field_type: 'email', remember: true },
      },
    ],
    REQUEST_LOGIN_OTP: [{ phone: '+8801700000009' }],
    SOCIAL_SIGN_IN: [{ medium: 'google' }],
    SUBMIT_SIGN_UP: [
      {
        details: {
          name: 'Jane Doe',
          email: 'jane@example.com',
          phone: '+8801711111111',
          password: 'secret12',
          confirm_password: 'secret12',
          ref_code: '',
        },
      },
    ],
    VERIFY_OTP: [{ otp: '123456' }, { otp: '1234' }, { otp: '12345' }],
    SUBMIT_PHONE: [{ phone: '+8801722222222' }],
    SUBMIT_INFO: [{ info: { name: 'Jane Doe', email: 'jane@example.com', ref_code: '' } }],
    ...Object.fromEntries(routed.map((id) => [done(id), allResponses])),
    [done('sendLoginOtp')]: [{ output: { message: 'otp_sent' } }],
    [done('sendFirebaseCode')]: [{ output: { session_info: 'session-1' } }],
    // A new session from the phone-authentication service, none from the server.
    [done('resendOtp')]: [{ output: { session_info: 'session-2' } }, { output: {} }],
    [done('socialProvider')]: [{ output: socialCredential }],
    ...Object.fromEntries(
      invoked
        .filter((id) => !needsContact.includes(id))
        .map((id) => [failed(id), [{ error: apiError('Server says no') }]]),
    ),
    ...Object.fromEntries(
      needsContact.map((id) => [
        failed(id),
        [{ error: apiError('Email is required', 'email') }, { error: apiError('Provider refused', 'auth-001') }],
      ]),
    ),
  },
};
