import { assertEvent, assign, emit, setup } from 'xstate';
import { failWithMessage, type ErrorEvent } from './shared/failure.ts';
import { notProvided } from './shared/not-provided.ts';
import { isOtpCode } from '../domain/contact.ts';
import type { AuthResponse, LoginType, SignUpDetails, SocialMedium } from '../domain/auth-types.ts';

export interface AuthSettings {
  /** config.firebase_otp_verification = 1: phone codes go through the phone-authentication service. */
  firebaseOtp: boolean;
  /** A zone is stored (the session's zone_id): where a sign-up continues depends on it. */
  zoneStored: boolean;
  /** The stored module's type (null when none): a parcel module skips the interests step after sign-up. */
  moduleType: string | null;
  /** The dialog is open on the password-recovery page (/forgot-password): a sign-in there goes on to /home. */
  onRecoveryPage: boolean;
  /** Digits of the codes the backend sends: 6, or 4 on older backends (before centralize_login). */
  otpLength: number;
}

export interface ManualCredentials {
  email_or_phone: string;
  password: string;
  field_type: 'email' | 'phone';
  remember: boolean;
}

/** What a provider's SDK (or the demo identity provider) hands back. */
export interface SocialCredential {
  medium: SocialMedium;
  token: string;
  unique_id: string;
  email: string | null;
}

export interface PersonalInfo {
  name: string;
  email?: string;
  phone?: string;
  ref_code?: string;
}

export type AuthFlow = 'signIn' | 'signUp';

/**
 * Who sent the code the customer types, and so checks it and sends it again: the phone-authentication service, the
 * OTP login, or the server's verification code to the phone or the email.
 */
export type OtpService = 'firebase' | 'login' | 'phone' | 'email';

/** What the code check is given: the flow's context (its service, phone, email, code, session) and how to log in. */
export interface OtpCheck {
  context: AuthContext;
  loginType: LoginType;
  /** 'yes' when "Is It You?" is confirmed: the check is repeated to sign in to the existing account. */
  verified?: 'yes';
}

export interface AuthContext {
  flow: AuthFlow;
  settings: AuthSettings;
  loginType: LoginType | null;
  credentials: ManualCredentials | null;
  signUp: SignUpDetails | null;
  medium: SocialMedium | null;
  social: SocialCredential | null;
  phone: string | null;
  email: string | null;
  otp: string | null;
  sessionInfo: string | null;
  channel: 'phone' | 'email' | null;
  otpService: OtpService | null;
  response: AuthResponse | null;
  error: string | null;
}

export type AuthEvent =
  | { type: 'OPEN'; flow: AuthFlow }
  | { type: 'SUBMIT_SIGN_IN'; credentials: ManualCredentials }
  | { type: 'REQUEST_LOGIN_OTP'; phone: string }
  | { type: 'SOCIAL_SIGN_IN'; medium: SocialMedium }
  | { type: 'SUBMIT_SIGN_UP'; details: SignUpDetails }
  | { type: 'VERIFY_OTP'; otp: string }
  | { type: 'RESEND_OTP' }
  | { type: 'SUBMIT_PHONE'; phone: string }
  | { type: 'SUBMIT_INFO'; info: PersonalInfo }
  | { type: 'CONFIRM_EXISTING' }
  | { type: 'REJECT_EXISTING' }
  | { type: 'BACK' }
  | { type: 'CLOSE' }
  | { type: 'CONFIGURE'; settings: AuthSettings };

export interface AuthInput {
  flow: AuthFlow;
  settings: AuthSettings;
}

/** What the machine tells its view (`actor.on(type, …)`). */
export type AuthEmitted =
  | ErrorEvent
  | { type: 'codeSent' }
  /**
   * Signed in; after a sign-up the app continues to /interest or /home, after a sign-in on the recovery page to
   * /home; otherwise (`next` null) the dialog closes.
   */
  | { type: 'signedIn'; flow: AuthFlow; next: 'interest' | 'home' | null }
  | { type: 'dismissed' };

/** The server error's `code` (6amMart `{errors:[{code}]}`), read from the ApiError an actor rejects with. */
const errorCode = (error: unknown) => (error as { code?: string } | null)?.code;

// The server reports a flag 0 only while that verification is switched on in config and still pending.
const needsPhone = (c: AuthContext) => c.response?.is_phone_verified === 0;
const needsEmail = (c: AuthContext) => c.response?.is_email_verified === 0;
const isManual = (c: AuthContext) => c.loginType === 'manual';

/**
 * Sign-in, sign-up and the verification chain (spec part 1 §4):
 * - after a login answer: an existing user → 'Is It You?' (Yes retries with `verified`, No dismisses);
 *   is_personal_info 0 → user_info; after manual login or sign-up, both verified → done, neither or only the
 *   phone unverified → phone OTP (phone-authentication flow when firebase_otp_verification is 1; otherwise the
 *   server already sent it), only the email unverified → email OTP (the server sent it); a token → signed in;
 * - a social sign-in the server refuses for a missing email/phone (error code email) → phone_modal.
 * Every call is entered by an explicit event; a failed call returns to the step it came from with the server's
 * message (nothing typed is lost: the forms keep their values).
 * Tags: the screen a state shows ('form' — sign-in or sign-up by `flow` —, 'otp', 'phone', 'info', 'existing')
 * and 'busy' while a call is in flight ('resending' while a new code is requested).
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    input: {} as AuthInput,
    events: {} as AuthEvent,
    emitted: {} as AuthEmitted,
    output: {} as { flow: AuthFlow; token: string | null },
    tags: {} as 'form' | 'otp' | 'phone' | 'info' | 'existing' | 'busy' | 'resending',
  },
  actors: {
    manualLogin: notProvided<AuthResponse, { credentials: ManualCredentials }>('manualLogin'),
    signUp: notProvided<AuthResponse, { details: SignUpDetails }>('signUp'),
    sendLoginOtp: notProvided<unknown, { phone: string }>('sendLoginOtp'),
    sendFirebaseCode: notProvided<{ session_info: string }, { phone: string }>('sendFirebaseCode'),
    /** Sends the code again through the service that sent it (a new session from the phone-authentication service). */
    resendOtp: notProvided<{ session_info?: string }, { service: OtpService; phone: string; email: string }>(
      'resendOtp',
    ),
    /** Checks the code with the service that sent it. */
    verifyOtp: notProvided<AuthResponse, OtpCheck>('verifyOtp'),
    socialProvider: notProvided<SocialCredential, { medium: SocialMedium }>('socialProvider'),
    socialLogin: notProvided<AuthResponse, { social: SocialCredential; phone: string | null }>('socialLogin'),
    updateInfo: notProvided<AuthResponse, { info: PersonalInfo; context: AuthContext }>('updateInfo'),
  },
  actions: {
    setFlow: assign(({ event }) => {
      assertEvent(event, 'OPEN');
      return { flow: event.flow, error: null };
    }),
    setSettings: assign(({ event }) => {
      assertEvent(event, 'CONFIGURE');
      return { settings: event.settings };
    }),
    setCredentials: assign(({ event }) => {
      assertEvent(event, 'SUBMIT_SIGN_IN');
      return {
        credentials: event.credentials,
        loginType: 'manual' as const,
        flow: 'signIn' as const,
        channel: null,
        error: null,
      };
    }),
    setSignUp: assign(({ event }) => {
      assertEvent(event, 'SUBMIT_SIGN_UP');
      return {
        signUp: event.details,
        phone: event.details.phone,
        email: event.details.email,
        loginType: 'manual' as const,
        flow: 'signUp' as const,
        channel: null,
        error: null,
      };
    }),
    setOtpPhone: assign(({ event }) => {
      assertEvent(event, 'REQUEST_LOGIN_OTP');
      return { phone: event.phone, loginType: 'otp' as const, error: null };
    }),
    setMedium: assign(({ event }) => {
      assertEvent(event, 'SOCIAL_SIGN_IN');
      return { medium: event.medium, loginType: 'social' as const, error: null };
    }),
    setSocialCredential: assign((_, params: { social: SocialCredential }) => ({ social: params.social })),
    setSocialPhone: assign(({ event }) => {
      assertEvent(event, 'SUBMIT_PHONE');
      return { phone: event.phone };
    }),
    setResponse: assign(({ context }, params: { response: AuthResponse }) => ({
      response: params.response,
      error: null,
      email: params.response.email ?? context.email,
      // The account's phone (where the phone OTP went), else the identifier the customer typed.
      phone:
        params.response.phone ??
        context.phone ??
        (context.credentials?.field_type === 'phone' ? context.credentials.email_or_phone : null),
    })),
    setManualEmail: assign({
      email: ({ context }) =>
        context.email ?? (context.credentials?.field_type === 'email' ? context.credentials.email_or_phone : null),
    }),
    setSessionInfo: assign((_, params: { sessionInfo: string }) => ({ sessionInfo: params.sessionInfo })),
    /** A resend through the phone-authentication service opens a new session; the other services keep none. */
    renewSessionInfo: assign(({ context }, params: { sessionInfo: string | null }) => ({
      sessionInfo: params.sessionInfo ?? context.sessionInfo,
    })),
    /** The code went out through this service: to the email for the email code, to the phone otherwise. */
    codeSentBy: assign((_, params: { service: OtpService }) => ({
      otpService: params.service,
      channel: params.service === 'email' ? ('email' as const) : ('phone' as const),
    })),
    setOtp: assign(({ event }) => {
      assertEvent(event, 'VERIFY_OTP');
      return { otp: event.otp };
    }),
    failWith: failWithMessage(),
    clearError: assign({ error: null }),
    /** Tells the view: a code went out (restart the resend countdown). */
    codeSent: emit({ type: 'codeSent' as const }),
    /** Bound by the context: store the token, refetch cart/wishlist/profile (+zone data), toast. */
    completeSignIn: () => {},
    /** Tells the view: signed in, and where the app goes next. */
    announceSignedIn: emit(({ context }, params: { next: 'interest' | 'home' | null }) => ({
      type: 'signedIn' as const,
      flow: context.flow,
      next: params.next,
    })),
    /** Tells the view: close the dialog. */
    dismiss: emit({ type: 'dismissed' as const }),
  },
  guards: {
    isSignUpFlow: ({ context }) => context.flow === 'signUp',
    /** After sign-up: /interest when a zone is stored and the module is not parcel (else /home). */
    continuesToInterests: ({ context }) =>
      context.flow === 'signUp' && context.settings.zoneStored && context.settings.moduleType !== 'parcel',
    /** After sign-up (when not to /interest), and after a sign-in on the password-recovery page: /home. */
    goesHome: ({ context }) => context.flow === 'signUp' || context.settings.onRecoveryPage,
    usesFirebase: ({ context }) => context.settings.firebaseOtp,
    isCompleteCode: ({ context, event }) => {
      assertEvent(event, 'VERIFY_OTP');
      return isOtpCode(event.otp, context.settings.otpLength);
    },
    needsPersonalInfo: ({ context }) => context.response?.is_personal_info === 0,
    isPhoneUnverified: ({ context }) => isManual(context) && needsPhone(context),
    isEmailUnverified: ({ context }) => isManual(context) && needsEmail(context),
    isExistingUser: ({ context }) => context.response?.is_exist_user != null,
    hasToken: ({ context }) => !!context.response?.token,
    socialNeedsContact: (_, params: { error: unknown }) => ['email', 'phone'].includes(errorCode(params.error) ?? ''),
  },
}).createMachine({
  id: 'auth',
  description:
    'Sign-in (only the methods the config enables), sign-up and the verification chain: OTP, phone_modal, user_info and "Is It You?".',
  context: ({ input }) => ({
    flow: input.flow,
    settings: input.settings,
    loginType: null,
    credentials: null,
    signUp: null,
    medium: null,
    social: null,
    phone: null,
    email: null,
    otp: null,
    sessionInfo: null,
    channel: null,
    otpService: null,
    response: null,
    error: null,
  }),
  initial: 'toForm',
  on: {
    CLOSE: { target: '.dismissed' },
    CONFIGURE: { actions: 'setSettings' },
  },
  output: ({ context }) => ({ flow: context.flow, token: context.response?.token ?? null }),
  states: {
    toForm: {
      description:
        'The form of the flow: sign-up or sign-in (the dialog opens on the form the URL asks for, and comes back to the one the customer came from).',
      always: [{ guard: 'isSignUpFlow', target: 'signUp' }, { target: 'signIn' }],
    },
    signIn: {
      description: 'Sign-in: manual (email or phone + password), phone OTP and social buttons, as the config enables.',
      tags: ['form'],
      on: {
        SUBMIT_SIGN_IN: { target: 'signingIn', actions: 'setCredentials' },
        REQUEST_LOGIN_OTP: { target: 'loginOtpRequest', actions: 'setOtpPhone' },
        SOCIAL_SIGN_IN: { target: 'socialProvider', actions: 'setMedium' },
        OPEN: { target: 'toForm', actions: 'setFlow' },
      },
    },
    signUp: {
      description: 'Sign-up: name, email, phone, password, confirm password and an optional referral code.',
      tags: ['form'],
      on: {
        SUBMIT_SIGN_UP: { target: 'signingUp', actions: 'setSignUp' },
        OPEN: { target: 'toForm', actions: 'setFlow' },
      },
    },
    signingIn: {
      description: 'The manual login call is in flight.',
      tags: ['form', 'busy'],
      invoke: {
        id: 'manualLogin',
        src: 'manualLogin',
        input: ({ context }) => ({ credentials: context.credentials! }),
        onDone: {
          target: 'routing',
          actions: [{ type: 'setResponse', params: ({ event }) => ({ response: event.output }) }, 'setManualEmail'],
        },
        onError: {
          target: 'signIn',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    signingUp: {
      description: 'The sign-up call is in flight.',
      tags: ['form', 'busy'],
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => ({ details: context.signUp! }),
        onDone: {
          target: 'routing',
          actions: { type: 'setResponse', params: ({ event }) => ({ response: event.output }) },
        },
        onError: {
          target: 'signUp',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loginOtpRequest: {
      description: 'Get OTP: through the phone-authentication service when firebase_otp_verification is 1.',
      always: [{ guard: 'usesFirebase', target: 'sendingFirebaseCode' }, { target: 'sendingLoginOtp' }],
    },
    sendingLoginOtp: {
      description: 'The server is sending the login OTP to the phone.',
      tags: ['form', 'busy'],
      invoke: {
        id: 'sendLoginOtp',
        src: 'sendLoginOtp',
        input: ({ context }) => ({ phone: context.phone! }),
        onDone: { target: 'otp', actions: { type: 'codeSentBy', params: { service: 'login' } } },
        onError: {
          target: 'signIn',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sendingFirebaseCode: {
      description: 'The phone-authentication service is sending the code to the phone.',
      tags: ['form', 'busy'],
      invoke: {
        id: 'sendFirebaseCode',
        src: 'sendFirebaseCode',
        input: ({ context }) => ({ phone: context.phone! }),
        onDone: {
          target: 'otp',
          actions: [
            { type: 'setSessionInfo', params: ({ event }) => ({ sessionInfo: event.output.session_info }) },
            { type: 'codeSentBy', params: { service: 'firebase' } },
          ],
        },
        onError: {
          target: 'toForm',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    routing: {
      description:
        'After a login answer: existing user → "Is It You?"; no personal info → user_info; unverified phone → phone OTP; unverified email → email OTP; a token → signed in.',
      always: [
        { guard: 'isExistingUser', target: 'isExistUser' },
        { guard: 'needsPersonalInfo', target: 'userInfo' },
        { guard: 'isPhoneUnverified', target: 'phoneVerification' },
        { guard: 'isEmailUnverified', target: 'otp', actions: { type: 'codeSentBy', params: { service: 'email' } } },
        { guard: 'hasToken', target: 'completingSignIn' },
        { target: 'toForm' },
      ],
    },
    phoneVerification: {
      description:
        'The phone must be verified: the phone-authentication service sends the code, otherwise the server already did.',
      always: [
        { guard: 'usesFirebase', target: 'sendingFirebaseCode' },
        { target: 'otp', actions: { type: 'codeSentBy', params: { service: 'phone' } } },
      ],
    },
    otp: {
      description:
        'OTP verification: a 6-digit code (4 digits from older backends) sent to the phone or the email, with a resend countdown.',
      tags: ['otp'],
      entry: 'codeSent',
      initial: 'entering',
      states: {
        entering: {
          description: 'The customer types the code; Verify needs exactly 6 digits (as many as the backend sends).',
          on: {
            VERIFY_OTP: { guard: 'isCompleteCode', target: 'verifying', actions: 'setOtp' },
            RESEND_OTP: { target: 'resending' },
            BACK: { target: '#auth.toForm', actions: 'clearError' },
          },
        },
        verifying: {
          description:
            'The code is checked where it came from: the phone-authentication service, the OTP login, or the server for the phone or email verification code.',
          tags: ['busy'],
          invoke: {
            id: 'verifyOtp',
            src: 'verifyOtp',
            input: ({ context }) => ({ context, loginType: context.loginType! }),
            onDone: {
              target: '#auth.routing',
              actions: { type: 'setResponse', params: ({ event }) => ({ response: event.output }) },
            },
            onError: {
              target: 'entering',
              actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        resending: {
          description:
            'Resend: a new code through the service that sent the first one (the phone-authentication service, the login OTP, or the verification code by email or phone).',
          tags: ['busy', 'resending'],
          invoke: {
            id: 'resendOtp',
            src: 'resendOtp',
            input: ({ context }) => ({
              service: context.otpService!,
              phone: context.phone ?? '',
              email: context.email ?? '',
            }),
            onDone: {
              target: 'entering',
              actions: [
                {
                  type: 'renewSessionInfo',
                  params: ({ event }) => ({ sessionInfo: event.output.session_info ?? null }),
                },
                'codeSent',
              ],
            },
            onError: {
              target: 'entering',
              actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    socialProvider: {
      description: "The provider's sign-in (Google, Facebook or Apple) is open.",
      tags: ['form', 'busy'],
      invoke: {
        id: 'socialProvider',
        src: 'socialProvider',
        input: ({ context }) => ({ medium: context.medium! }),
        onDone: {
          target: 'socialSigningIn',
          actions: { type: 'setSocialCredential', params: ({ event }) => ({ social: event.output }) },
        },
        onError: {
          target: 'signIn',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    socialSigningIn: {
      description:
        "The social login call is in flight with the provider's credential (and, after phone_modal, the phone).",
      initial: 'withCredential',
      states: {
        withCredential: {
          description: "The first social login call, with the provider's credential alone.",
          tags: ['form', 'busy'],
        },
        withPhone: {
          description: 'The social login call is retried with the phone from phone_modal.',
          tags: ['phone', 'busy'],
        },
      },
      invoke: {
        id: 'socialLogin',
        src: 'socialLogin',
        input: ({ context }) => ({ social: context.social!, phone: context.phone }),
        onDone: {
          target: 'routing',
          actions: { type: 'setResponse', params: ({ event }) => ({ response: event.output }) },
        },
        onError: [
          {
            guard: { type: 'socialNeedsContact', params: ({ event }) => ({ error: event.error }) },
            target: 'phoneModal',
            actions: 'clearError',
          },
          {
            target: 'signIn',
            actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    phoneModal: {
      description: 'phone_modal: the provider gave no email or phone; the customer enters a phone to finish.',
      tags: ['phone'],
      on: {
        SUBMIT_PHONE: { target: 'socialSigningIn.withPhone', actions: 'setSocialPhone' },
        BACK: { target: 'signIn' },
      },
    },
    userInfo: {
      description: 'user_info: a new account gives its name (and the email or phone it lacks) and a referral code.',
      tags: ['info'],
      on: {
        SUBMIT_INFO: { target: 'updatingInfo' },
      },
    },
    updatingInfo: {
      description: 'The update-info call is in flight.',
      tags: ['info', 'busy'],
      invoke: {
        id: 'updateInfo',
        src: 'updateInfo',
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT_INFO');
          return { info: event.info, context };
        },
        onDone: {
          target: 'routing',
          actions: { type: 'setResponse', params: ({ event }) => ({ response: event.output }) },
        },
        onError: {
          target: 'userInfo',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    isExistUser: {
      description: '"Is It You?": the phone belongs to an existing account; Yes signs in to it, No closes.',
      tags: ['existing'],
      on: {
        CONFIRM_EXISTING: { target: 'confirmingExisting' },
        REJECT_EXISTING: { target: 'dismissed' },
      },
    },
    confirmingExisting: {
      description:
        'Yes: the code is checked again with verified=yes, where it was checked the first time, to sign in to the existing account.',
      tags: ['existing', 'busy'],
      invoke: {
        id: 'confirmExisting',
        src: 'verifyOtp',
        input: ({ context }) => ({ context, loginType: 'otp' as const, verified: 'yes' as const }),
        onDone: {
          target: 'routing',
          actions: { type: 'setResponse', params: ({ event }) => ({ response: event.output }) },
        },
        onError: {
          target: 'isExistUser',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    completingSignIn: {
      description:
        'Signed in: the token is stored, cart/wishlist/profile refetched, a success toast; after sign-up the app goes to /interest (a zone stored and the module not parcel) or /home, after sign-in on the password-recovery page to /home, after any other sign-in the dialog closes.',
      entry: 'completeSignIn',
      always: [
        {
          guard: 'continuesToInterests',
          target: 'signedIn',
          actions: { type: 'announceSignedIn', params: { next: 'interest' } },
        },
        { guard: 'goesHome', target: 'signedIn', actions: { type: 'announceSignedIn', params: { next: 'home' } } },
        { target: 'signedIn', actions: { type: 'announceSignedIn', params: { next: null } } },
      ],
    },
    signedIn: {
      description: 'Signed in.',
      type: 'final',
    },
    dismissed: {
      description: 'The dialog closed without signing in.',
      type: 'final',
      entry: 'dismiss',
    },
  },
});
