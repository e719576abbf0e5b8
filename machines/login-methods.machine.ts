import { assertEvent, assign, setup } from 'xstate';

/** Which sign-in methods the config enables (centralize_login: otp, manual, social with ≥1 provider on). */
export interface LoginMethodFlags {
  otp: boolean;
  manual: boolean;
  social: boolean;
  /** An older backend (no centralize_login in config): manual sign-in with phone + password only. */
  phoneOnly: boolean;
}

/**
 * Login methods (spec part 1 §4): the state is computed from the enabled flags as all, otp_manual, otp_social,
 * manual_social, otp, manual or social; the fallback (nothing enabled) is manual. "Sign in with OTP" switches
 * a form that offers both manual and OTP to OTP only; "Sign in with password" goes back. An older backend (no
 * centralize_login) signs in with phone + password only: manual_phone.
 * Tags name the forms a state shows ('manual', 'otp', 'social', and 'phoneOnly' for a phone-only manual form);
 * views read them.
 */
export const loginMethodsMachine = setup({
  types: {
    context: {} as LoginMethodFlags,
    input: {} as LoginMethodFlags,
    events: {} as { type: 'USE_OTP' } | { type: 'USE_PASSWORD' } | { type: 'CONFIG_CHANGED'; flags: LoginMethodFlags },
    /** The forms a state shows: the manual form, the phone (OTP) form, the social buttons. */
    tags: {} as 'manual' | 'otp' | 'social' | 'phoneOnly',
  },
  actions: {
    setFlags: assign(({ event }) => {
      assertEvent(event, 'CONFIG_CHANGED');
      return { ...event.flags };
    }),
  },
  guards: {
    isPhoneOnly: ({ context: c }) => c.phoneOnly,
    isAll: ({ context: c }) => c.otp && c.manual && c.social,
    isOtpManual: ({ context: c }) => c.otp && c.manual && !c.social,
    isOtpSocial: ({ context: c }) => c.otp && !c.manual && c.social,
    isManualSocial: ({ context: c }) => !c.otp && c.manual && c.social,
    isOtpOnly: ({ context: c }) => c.otp && !c.manual && !c.social,
    isSocialOnly: ({ context: c }) => !c.otp && !c.manual && c.social,
  },
}).createMachine({
  id: 'login-methods',
  description: 'The sign-in methods the config enables (centralize_login): OTP, manual (password) and social.',
  context: ({ input }) => ({ ...input }),
  initial: 'resolving',
  on: {
    CONFIG_CHANGED: { target: '.resolving', actions: 'setFlags' },
  },
  states: {
    resolving: {
      description:
        'The state is computed from the enabled flags; nothing enabled falls back to manual; an older backend signs in by phone.',
      always: [
        { guard: 'isPhoneOnly', target: 'manual_phone' },
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
      description: 'all: the manual form and the social buttons, with "Sign in with OTP".',
      tags: ['manual', 'social'],
      on: { USE_OTP: { target: 'otpSwitched' } },
    },
    otp_manual: {
      description: 'otp_manual: the manual form, with "Sign in with OTP".',
      tags: ['manual'],
      on: { USE_OTP: { target: 'otpSwitched' } },
    },
    otp_social: { description: 'otp_social: the phone (OTP) form and the social buttons.', tags: ['otp', 'social'] },
    manual_social: {
      description: 'manual_social: the manual form and the social buttons.',
      tags: ['manual', 'social'],
    },
    otp: { description: 'otp: the phone (OTP) form only.', tags: ['otp'] },
    manual: { description: 'manual: the manual form only.', tags: ['manual'] },
    manual_phone: {
      description:
        'manual (phone only): an older backend without centralize_login signs in with phone number and password.',
      tags: ['manual', 'phoneOnly'],
    },
    social: { description: 'social: the social buttons only.', tags: ['social'] },
    otpSwitched: {
      description: 'Switched to OTP: the phone (OTP) form, with "Sign in with password".',
      tags: ['otp'],
      on: { USE_PASSWORD: { target: 'resolving' } },
    },
  },
});
