import { assign, fromPromise, setup } from 'xstate';

export type RecoveryMethod = 'phone' | 'email';

export interface RecoverySettings {
  phoneVerification: boolean;
  emailVerification: boolean;
}

export interface ForgotPasswordContext {
  settings: RecoverySettings;
  method: RecoveryMethod;
  phone: string | null;
  email: string | null;
  resetToken: string | null;
  error: string | null;
}

export type ForgotPasswordEvent =
  | { type: 'CHOOSE_METHOD'; method: RecoveryMethod }
  | { type: 'SUBMIT_CONTACT'; phone?: string; email?: string }
  | { type: 'VERIFY_CODE'; code: string }
  | { type: 'RESEND_CODE' }
  | { type: 'CHANGE_CONTACT' }
  | { type: 'SUBMIT_PASSWORD'; password: string; confirm_password: string }
  | { type: 'CONFIGURE'; settings: RecoverySettings };

export interface RecoveryRequest {
  method: RecoveryMethod;
  phone: string | null;
  email: string | null;
}

const unbound = <I, O>() => fromPromise<O, I>(() => Promise.reject(new Error('actor not provided')));
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error ?? ''));

/**
 * Forgot password (spec part 1 §2, §4): step 0 request a code (by phone or email), step 1 verify the 6-digit
 * code, step 2 set a new password, then close. The method choice is offered only when config enables phone or
 * email verification (phone by default when both are on); with neither, the recovery error screen shows.
 * A failed call never advances: it stays on its step with the server's message.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    input: {} as { settings: RecoverySettings },
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    requestCode: unbound<RecoveryRequest, { message: string }>(),
    verifyCode: unbound<RecoveryRequest & { resetToken: string }, { message: string }>(),
    resetPassword: unbound<
      RecoveryRequest & { resetToken: string; password: string; confirm_password: string },
      { message: string }
    >(),
  },
  actions: {
    useEmailMethod: assign({ method: 'email' }),
    usePhoneMethod: assign({ method: 'phone' }),
    setSettings: assign({
      settings: ({ context, event }) => (event.type === 'CONFIGURE' ? event.settings : context.settings),
    }),
    setMethod: assign({
      method: ({ context, event }) => (event.type === 'CHOOSE_METHOD' ? event.method : context.method),
    }),
    setContact: assign(({ event }) =>
      event.type === 'SUBMIT_CONTACT' ? { phone: event.phone ?? null, email: event.email ?? null, error: null } : {},
    ),
    setResetToken: assign({ resetToken: ({ event }) => (event.type === 'VERIFY_CODE' ? event.code : null) }),
    setError: assign({ error: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
    clearError: assign({ error: null }),
    /** Bound by the view: the server's message as a success toast. */
    showMessage: () => {},
    /** Bound by the view: the server's first error message as an error toast. */
    showError: () => {},
    /** Bound by the view: a code went out (restart the resend countdown). */
    codeSent: () => {},
    /** Bound by the view: close the page (open sign-in). */
    finish: () => {},
  },
  guards: {
    isVerificationOff: ({ context }) => !context.settings.phoneVerification && !context.settings.emailVerification,
    isEmailOnly: ({ context }) => !context.settings.phoneVerification && context.settings.emailVerification,
    isMethodOffered: ({ context, event }) =>
      event.type === 'CHOOSE_METHOD' && context.settings.phoneVerification && context.settings.emailVerification,
    hasContact: ({ context, event }) =>
      event.type === 'SUBMIT_CONTACT' && (context.method === 'phone' ? !!event.phone : !!event.email),
    isSixDigitCode: ({ event }) => event.type === 'VERIFY_CODE' && /^\d{6}$/.test(event.code),
    isPasswordPair: ({ event }) =>
      event.type === 'SUBMIT_PASSWORD' && event.password.length >= 6 && event.password === event.confirm_password,
  },
}).createMachine({
  id: 'forgot-password',
  context: ({ input }) => ({
    settings: input.settings,
    method: 'phone',
    phone: null,
    email: null,
    resetToken: null,
    error: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'isVerificationOff', target: 'unavailable' },
        { guard: 'isEmailOnly', target: 'request', actions: 'useEmailMethod' },
        { target: 'request', actions: 'usePhoneMethod' },
      ],
    },
    unavailable: {
      on: { CONFIGURE: { target: 'checking', actions: 'setSettings' } },
    },
    request: {
      on: {
        CONFIGURE: { target: 'checking', actions: 'setSettings' },
        CHOOSE_METHOD: { guard: 'isMethodOffered', actions: 'setMethod' },
        SUBMIT_CONTACT: { guard: 'hasContact', target: 'requesting', actions: 'setContact' },
      },
    },
    requesting: {
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ method: context.method, phone: context.phone, email: context.email }),
        onDone: { target: 'verify', actions: ['showMessage', 'codeSent'] },
        onError: { target: 'request', actions: ['setError', 'showError'] },
      },
    },
    verify: {
      on: {
        VERIFY_CODE: { guard: 'isSixDigitCode', target: 'verifying', actions: 'setResetToken' },
        RESEND_CODE: { target: 'resending' },
        CHANGE_CONTACT: { target: 'request', actions: 'clearError' },
      },
    },
    resending: {
      invoke: {
        id: 'resendCode',
        src: 'requestCode',
        input: ({ context }) => ({ method: context.method, phone: context.phone, email: context.email }),
        onDone: { target: 'verify', actions: ['showMessage', 'codeSent'] },
        onError: { target: 'verify', actions: ['setError', 'showError'] },
      },
    },
    verifying: {
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context }) => ({
          method: context.method,
          phone: context.phone,
          email: context.email,
          resetToken: context.resetToken!,
        }),
        onDone: { target: 'reset', actions: 'showMessage' },
        onError: { target: 'verify', actions: ['setError', 'showError'] },
      },
    },
    reset: {
      on: {
        SUBMIT_PASSWORD: { guard: 'isPasswordPair', target: 'resetting' },
      },
    },
    resetting: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => {
          const e = event as Extract<ForgotPasswordEvent, { type: 'SUBMIT_PASSWORD' }>;
          return {
            method: context.method,
            phone: context.phone,
            email: context.email,
            resetToken: context.resetToken!,
            password: e.password,
            confirm_password: e.confirm_password,
          };
        },
        onDone: { target: 'done', actions: 'showMessage' },
        onError: { target: 'reset', actions: ['setError', 'showError'] },
      },
    },
    done: {
      type: 'final',
      entry: 'finish',
    },
  },
});
