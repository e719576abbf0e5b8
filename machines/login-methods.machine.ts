import { assign, setup } from 'xstate';

/** Which sign-in methods the config enables (centralize_login: otp, manual, social with ≥1 provider on). */
export interface LoginMethodFlags {
  otp: boolean;
  manual: boolean;
  social: boolean;
}

/**
 * Login methods (spec part 1 §4): the state is computed from the enabled flags as all, otp_manual, otp_social,
 * manual_social, otp, manual or social; the fallback (nothing enabled) is manual. "Sign in with OTP" switches
 * a form that offers both manual and OTP to OTP only; "Sign in with password" goes back.
 */
export const loginMethodsMachine = setup({
  types: {
    context: {} as LoginMethodFlags,
    input: {} as LoginMethodFlags,
    events: {} as { type: 'USE_OTP' } | { type: 'USE_PASSWORD' } | { type: 'CONFIG_CHANGED'; flags: LoginMethodFlags },
  },
  actions: {
    setFlags: assign(({ event }) => (event.type === 'CONFIG_CHANGED' ? { ...event.flags } : {})),
  },
  guards: {
    isAll: ({ context: c }) => c.otp && c.manual && c.social,
    isOtpManual: ({ context: c }) => c.otp && c.manual && !c.social,
    isOtpSocial: ({ context: c }) => c.otp && !c.manual && c.social,
    isManualSocial: ({ context: c }) => !c.otp && c.manual && c.social,
    isOtpOnly: ({ context: c }) => c.otp && !c.manual && !c.social,
    isSocialOnly: ({ context: c }) => !c.otp && !c.manual && c.social,
  },
}).createMachine({
  id: 'login-methods',
  context: ({ input }) => ({ ...input }),
  initial: 'resolving',
  on: {
    CONFIG_CHANGED: { target: '.resolving', actions: 'setFlags' },
  },
  states: {
    resolving: {
      always: [
        { guard: 'isAll', target: 'all' },
        { guard: 'isOtpManual', target: 'otp_manual' },
        { guard: 'isOtpSocial', target: 'otp_social' },
        { guard: 'isManualSocial', target: 'manual_social' },
        { guard: 'isOtpOnly', target: 'otp' },
        { guard: 'isSocialOnly', target: 'social' },
        { target: 'manual' },
      ],
    },
    all: {
      on: { USE_OTP: { target: 'otpSwitched' } },
    },
    otp_manual: {
      on: { USE_OTP: { target: 'otpSwitched' } },
    },
    otp_social: {},
    manual_social: {},
    otp: {},
    manual: {},
    social: {},
    otpSwitched: {
      on: { USE_PASSWORD: { target: 'resolving' } },
    },
  },
});
