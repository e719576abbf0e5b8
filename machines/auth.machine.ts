import { assign, fromPromise, setup } from 'xstate';

/** The login / sign-up / verify answer (6amMart): a token only once the account has a name and is verified. */
export interface LoginResponse {
  token: string | null;
  is_phone_verified: number;
  is_email_verified: number;
  is_personal_info: number;
  is_exist_user: { id: number; name: string; image?: string | null } | null;
  login_type?: string | null;
  email?: string | null;
  /** The account's phone (where the phone OTP went). */
  phone?: string | null;
}

export interface AuthSettings {
  /** config.firebase_otp_verification = 1: phone codes go through the phone-authentication service. */
  firebaseOtp: boolean;
}

export interface ManualCredentials {
  email_or_phone: string;
  password: string;
  field_type: 'email' | 'phone';
  remember: boolean;
}

export interface SignUpDetails {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirm_password: string;
  ref_code: string;
}

export type SocialMedium = 'google' | 'facebook' | 'apple';

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
export type LoginType = 'manual' | 'otp' | 'social';

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
  response: LoginResponse | null;
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

/** Placeholder logic: the real calls are bound in src/features/auth/auth.context.ts with provide(). */
const unbound = <I, O>() => fromPromise<O, I>(() => Promise.reject(new Error('actor not provided')));

/** The server error's `code` (6amMart `{errors:[{code}]}`), read from the ApiError an actor rejects with. */
const errorCode = (error: unknown) => (error as { code?: string } | null)?.code;
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error ?? ''));

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
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    input: {} as AuthInput,
    events: {} as AuthEvent,
    output: {} as { flow: AuthFlow; token: string | null },
  },
  actors: {
    manualLogin: unbound<{ credentials: ManualCredentials }, LoginResponse>(),
    signUp: unbound<{ details: SignUpDetails }, LoginResponse>(),
    sendLoginOtp: unbound<{ phone: string }, unknown>(),
    sendFirebaseCode: unbound<{ phone: string }, { session_info: string }>(),
    verifyLoginOtp: unbound<{ phone: string; otp: string }, LoginResponse>(),
    verifyPhoneOtp: unbound<{ phone: string; otp: string; loginType: LoginType }, LoginResponse>(),
    verifyEmailOtp: unbound<{ email: string; otp: string; loginType: LoginType }, LoginResponse>(),
    verifyFirebaseOtp: unbound<
      { phone: string; otp: string; sessionInfo: string; loginType: LoginType },
      LoginResponse
    >(),
    resendOtp: unbound<{ context: AuthContext }, { session_info?: string } | unknown>(),
    socialProvider: unbound<{ medium: SocialMedium }, SocialCredential>(),
    socialLogin: unbound<{ social: SocialCredential; phone: string | null }, LoginResponse>(),
    updateInfo: unbound<{ info: PersonalInfo; context: AuthContext }, LoginResponse>(),
    confirmExistingUser: unbound<{ context: AuthContext }, LoginResponse>(),
  },
  actions: {
    setFlow: assign({ flow: ({ context, event }) => (event.type === 'OPEN' ? event.flow : context.flow), error: null }),
    setSettings: assign({
      settings: ({ context, event }) => (event.type === 'CONFIGURE' ? event.settings : context.settings),
    }),
    setCredentials: assign(({ event }) =>
      event.type === 'SUBMIT_SIGN_IN'
        ? {
            credentials: event.credentials,
            loginType: 'manual' as const,
            flow: 'signIn' as const,
            channel: null,
            error: null,
          }
        : {},
    ),
    setSignUp: assign(({ event }) =>
      event.type === 'SUBMIT_SIGN_UP'
        ? {
            signUp: event.details,
            phone: event.details.phone,
            email: event.details.email,
            loginType: 'manual' as const,
            flow: 'signUp' as const,
            channel: null,
            error: null,
          }
        : {},
    ),
    setOtpPhone: assign(({ event }) =>
      event.type === 'REQUEST_LOGIN_OTP'
        ? { phone: event.phone, loginType: 'otp' as const, channel: 'phone' as const, error: null }
        : {},
    ),
    setMedium: assign(({ event }) =>
      event.type === 'SOCIAL_SIGN_IN' ? { medium: event.medium, loginType: 'social' as const, error: null } : {},
    ),
    setSocialCredential: assign({ social: ({ event }) => (event as unknown as { output: SocialCredential }).output }),
    setSocialPhone: assign({
      phone: ({ context, event }) => (event.type === 'SUBMIT_PHONE' ? event.phone : context.phone),
    }),
    setResponse: assign(({ context, event }) => {
      const response = (event as unknown as { output: LoginResponse }).output;
      return {
        response,
        error: null,
        email: response?.email ?? context.email,
        // The account's phone (where the phone OTP went), else the identifier the customer typed.
        phone:
          response?.phone ??
          context.phone ??
          (context.credentials?.field_type === 'phone' ? context.credentials.email_or_phone : null),
      };
    }),
    setManualEmail: assign({
      email: ({ context }) =>
        context.email ?? (context.credentials?.field_type === 'email' ? context.credentials.email_or_phone : null),
    }),
    setSessionInfo: assign({
      sessionInfo: ({ context, event }) =>
        (event as unknown as { output?: { session_info?: string } }).output?.session_info ?? context.sessionInfo,
    }),
    usePhoneChannel: assign({ channel: 'phone' }),
    useEmailChannel: assign({ channel: 'email' }),
    setOtp: assign({ otp: ({ event }) => (event.type === 'VERIFY_OTP' ? event.otp : null) }),
    setError: assign({ error: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
    clearError: assign({ error: null }),
    /** Bound by the view: shows the server's message as an error toast. */
    showError: () => {},
    /** Bound by the view: a code went out (restart the resend countdown). */
    codeSent: () => {},
    /** Bound by the view: store the token, refetch cart/wishlist/profile (+zone data), toast, close, navigate. */
    completeSignIn: () => {},
    /** Bound by the view: close the dialog. */
    dismiss: () => {},
  },
  guards: {
    startsWithSignUp: ({ context }) => context.flow === 'signUp',
    isSignUpFlow: ({ context }) => context.flow === 'signUp',
    usesFirebase: ({ context }) => context.settings.firebaseOtp,
    isSixDigitCode: ({ event }) => event.type === 'VERIFY_OTP' && /^\d{6}$/.test(event.otp),
    isLoginOtp: ({ context }) => context.loginType === 'otp',
    isEmailChannel: ({ context }) => context.channel === 'email',
    needsPersonalInfo: ({ context }) => context.response?.is_personal_info === 0,
    isNeitherVerified: ({ context }) => isManual(context) && needsPhone(context) && needsEmail(context),
    isPhoneUnverified: ({ context }) => isManual(context) && needsPhone(context),
    isEmailUnverified: ({ context }) => isManual(context) && needsEmail(context),
    isExistingUser: ({ context }) => context.response?.is_exist_user != null,
    hasToken: ({ context }) => !!context.response?.token,
    socialNeedsContact: ({ event }) =>
      ['email', 'phone'].includes(errorCode((event as unknown as { error: unknown }).error) ?? ''),
  },
}).createMachine({
  id: 'auth',
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
    response: null,
    error: null,
  }),
  initial: 'opening',
  on: {
    CLOSE: { target: '.dismissed' },
    CONFIGURE: { actions: 'setSettings' },
  },
  output: ({ context }) => ({ flow: context.flow, token: context.response?.token ?? null }),
  states: {
    opening: {
      always: [{ guard: 'startsWithSignUp', target: 'signUp' }, { target: 'signIn' }],
    },
    backToForm: {
      always: [{ guard: 'isSignUpFlow', target: 'signUp' }, { target: 'signIn' }],
    },
    signIn: {
      on: {
        SUBMIT_SIGN_IN: { target: 'signingIn', actions: 'setCredentials' },
        REQUEST_LOGIN_OTP: { target: 'loginOtpRequest', actions: 'setOtpPhone' },
        SOCIAL_SIGN_IN: { target: 'socialProvider', actions: 'setMedium' },
        OPEN: { target: 'opening', actions: 'setFlow' },
      },
    },
    signUp: {
      on: {
        SUBMIT_SIGN_UP: { target: 'signingUp', actions: 'setSignUp' },
        OPEN: { target: 'opening', actions: 'setFlow' },
      },
    },
    signingIn: {
      invoke: {
        id: 'manualLogin',
        src: 'manualLogin',
        input: ({ context }) => ({ credentials: context.credentials! }),
        onDone: { target: 'routing', actions: ['setResponse', 'setManualEmail'] },
        onError: { target: 'signIn', actions: ['setError', 'showError'] },
      },
    },
    signingUp: {
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => ({ details: context.signUp! }),
        onDone: { target: 'routing', actions: 'setResponse' },
        onError: { target: 'signUp', actions: ['setError', 'showError'] },
      },
    },
    loginOtpRequest: {
      always: [{ guard: 'usesFirebase', target: 'sendingFirebaseCode' }, { target: 'sendingLoginOtp' }],
    },
    sendingLoginOtp: {
      invoke: {
        id: 'sendLoginOtp',
        src: 'sendLoginOtp',
        input: ({ context }) => ({ phone: context.phone! }),
        onDone: { target: 'otp', actions: ['usePhoneChannel', 'codeSent'] },
        onError: { target: 'signIn', actions: ['setError', 'showError'] },
      },
    },
    sendingFirebaseCode: {
      invoke: {
        id: 'sendFirebaseCode',
        src: 'sendFirebaseCode',
        input: ({ context }) => ({ phone: context.phone! }),
        onDone: { target: 'otp', actions: ['setSessionInfo', 'usePhoneChannel', 'codeSent'] },
        onError: { target: 'backToForm', actions: ['setError', 'showError'] },
      },
    },
    routing: {
      always: [
        { guard: 'isExistingUser', target: 'isExistUser' },
        { guard: 'needsPersonalInfo', target: 'userInfo' },
        { guard: 'isNeitherVerified', target: 'phoneVerification' },
        { guard: 'isPhoneUnverified', target: 'phoneVerification' },
        { guard: 'isEmailUnverified', target: 'otp', actions: ['useEmailChannel', 'codeSent'] },
        { guard: 'hasToken', target: 'signedIn' },
        { target: 'backToForm' },
      ],
    },
    phoneVerification: {
      always: [
        { guard: 'usesFirebase', target: 'sendingFirebaseCode' },
        { target: 'otp', actions: ['usePhoneChannel', 'codeSent'] },
      ],
    },
    otp: {
      initial: 'entering',
      states: {
        entering: {
          on: {
            VERIFY_OTP: { guard: 'isSixDigitCode', target: 'checking', actions: 'setOtp' },
            RESEND_OTP: { target: 'resending' },
            BACK: { target: '#auth.backToForm', actions: 'clearError' },
          },
        },
        checking: {
          always: [
            { guard: 'usesFirebase', target: 'verifyingFirebase' },
            { guard: 'isLoginOtp', target: 'verifyingLoginOtp' },
            { guard: 'isEmailChannel', target: 'verifyingEmail' },
            { target: 'verifyingPhone' },
          ],
        },
        verifyingFirebase: {
          invoke: {
            id: 'verifyFirebaseOtp',
            src: 'verifyFirebaseOtp',
            input: ({ context }) => ({
              phone: context.phone!,
              otp: context.otp!,
              sessionInfo: context.sessionInfo ?? '',
              loginType: context.loginType!,
            }),
            onDone: { target: '#auth.routing', actions: 'setResponse' },
            onError: { target: 'entering', actions: ['setError', 'showError'] },
          },
        },
        verifyingLoginOtp: {
          invoke: {
            id: 'verifyLoginOtp',
            src: 'verifyLoginOtp',
            input: ({ context }) => ({ phone: context.phone!, otp: context.otp! }),
            onDone: { target: '#auth.routing', actions: 'setResponse' },
            onError: { target: 'entering', actions: ['setError', 'showError'] },
          },
        },
        verifyingPhone: {
          invoke: {
            id: 'verifyPhoneOtp',
            src: 'verifyPhoneOtp',
            input: ({ context }) => ({ phone: context.phone!, otp: context.otp!, loginType: context.loginType! }),
            onDone: { target: '#auth.routing', actions: 'setResponse' },
            onError: { target: 'entering', actions: ['setError', 'showError'] },
          },
        },
        verifyingEmail: {
          invoke: {
            id: 'verifyEmailOtp',
            src: 'verifyEmailOtp',
            input: ({ context }) => ({ email: context.email!, otp: context.otp!, loginType: context.loginType! }),
            onDone: { target: '#auth.routing', actions: 'setResponse' },
            onError: { target: 'entering', actions: ['setError', 'showError'] },
          },
        },
        resending: {
          invoke: {
            id: 'resendOtp',
            src: 'resendOtp',
            input: ({ context }) => ({ context }),
            onDone: { target: 'entering', actions: ['setSessionInfo', 'codeSent'] },
            onError: { target: 'entering', actions: ['setError', 'showError'] },
          },
        },
      },
    },
    socialProvider: {
      invoke: {
        id: 'socialProvider',
        src: 'socialProvider',
        input: ({ context }) => ({ medium: context.medium! }),
        onDone: { target: 'socialSigningIn', actions: 'setSocialCredential' },
        onError: { target: 'signIn', actions: ['setError', 'showError'] },
      },
    },
    socialSigningIn: {
      invoke: {
        id: 'socialLogin',
        src: 'socialLogin',
        input: ({ context }) => ({ social: context.social!, phone: context.phone }),
        onDone: { target: 'routing', actions: 'setResponse' },
        onError: [
          { guard: 'socialNeedsContact', target: 'phoneModal', actions: 'clearError' },
          { target: 'signIn', actions: ['setError', 'showError'] },
        ],
      },
    },
    phoneModal: {
      on: {
        SUBMIT_PHONE: { target: 'socialSigningIn', actions: 'setSocialPhone' },
        BACK: { target: 'signIn' },
      },
    },
    userInfo: {
      on: {
        SUBMIT_INFO: { target: 'updatingInfo' },
      },
    },
    updatingInfo: {
      invoke: {
        id: 'updateInfo',
        src: 'updateInfo',
        input: ({ context, event }) => ({ info: (event as Extract<AuthEvent, { type: 'SUBMIT_INFO' }>).info, context }),
        onDone: { target: 'routing', actions: 'setResponse' },
        onError: { target: 'userInfo', actions: ['setError', 'showError'] },
      },
    },
    isExistUser: {
      on: {
        CONFIRM_EXISTING: { target: 'confirmingExisting' },
        REJECT_EXISTING: { target: 'dismissed' },
      },
    },
    confirmingExisting: {
      invoke: {
        id: 'confirmExistingUser',
        src: 'confirmExistingUser',
        input: ({ context }) => ({ context }),
        onDone: { target: 'routing', actions: 'setResponse' },
        onError: { target: 'isExistUser', actions: ['setError', 'showError'] },
      },
    },
    signedIn: {
      type: 'final',
      entry: 'completeSignIn',
    },
    dismissed: {
      type: 'final',
      entry: 'dismiss',
    },
  },
});
