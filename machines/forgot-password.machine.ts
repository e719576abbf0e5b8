import { assertEvent, assign, emit, setup, stateIn } from 'xstate';
import { failWithMessage, type ErrorEvent } from './shared/failure.ts';
import { notProvided } from './shared/not-provided.ts';
import { isOtpCode } from '../domain/contact.ts';

export type RecoveryMethod = 'phone' | 'email';

export interface RecoverySettings {
  phoneVerification: boolean;
  emailVerification: boolean;
  /** Digits of the reset code the backend sends: 6, or 4 on older backends. */
  codeLength: number;
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

/** What the machine tells its view (`actor.on(type, …)`). */
export type ForgotPasswordEmitted =
  { type: 'message'; message: string } | ErrorEvent | { type: 'codeSent' } | { type: 'finished' };

/**
 * Forgot password (spec part 1 §2, §4): step 0 request a code (by phone or email), step 1 verify the 6-digit
 * code (4 digits on older backends, as the backend sends it), step 2 set a new password, then close. The method choice is offered only when config enables phone or
 * email verification (phone by default when both are on); with neither, the recovery error screen shows.
 * A failed call never advances: it stays on its step with the server's message.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    input: {} as { settings: RecoverySettings },
    events: {} as ForgotPasswordEvent,
    emitted: {} as ForgotPasswordEmitted,
    /** The step a state shows, and 'busy' while a call is in flight. */
    tags: {} as 'request' | 'verify' | 'reset' | 'unavailable' | 'busy',
  },
  actors: {
    requestCode: notProvided<{ message: string }, RecoveryRequest>('requestCode'),
    verifyCode: notProvided<{ message: string }, RecoveryRequest & { resetToken: string }>('verifyCode'),
    resetPassword: notProvided<
      { message: string },
      RecoveryRequest & { resetToken: string; password: string; confirm_password: string }
    >('resetPassword'),
  },
  actions: {
    useEmailMethod: assign({ method: 'email' }),
    usePhoneMethod: assign({ method: 'phone' }),
    setSettings: assign(({ event }) => {
      assertEvent(event, 'CONFIGURE');
      return { settings: event.settings };
    }),
    setMethod: assign(({ event }) => {
      assertEvent(event, 'CHOOSE_METHOD');
      return { method: event.method };
    }),
    setContact: assign(({ event }) => {
      assertEvent(event, 'SUBMIT_CONTACT');
      return { phone: event.phone ?? null, email: event.email ?? null, error: null };
    }),
    setResetToken: assign(({ event }) => {
      assertEvent(event, 'VERIFY_CODE');
      return { resetToken: event.code };
    }),
    failWith: failWithMessage(),
    clearError: assign({ error: null }),
    /** Tells the view: the server's message as a success toast (when it sent one). */
    showMessage: emit((_, params: { output: { message?: string } }) => ({
      type: 'message' as const,
      message: params.output.message ?? '',
    })),
    /** Tells the view: a code went out (restart the resend countdown). */
    codeSent: emit({ type: 'codeSent' as const }),
    /** Tells the view: the password is reset (close the page, open sign-in). */
    finish: emit({ type: 'finished' as const }),
  },
  guards: {
    isVerificationOff: ({ context }) => !context.settings.phoneVerification && !context.settings.emailVerification,
    isEmailOnly: ({ context }) => !context.settings.phoneVerification && context.settings.emailVerification,
    isMethodOffered: ({ context }) => context.settings.phoneVerification && context.settings.emailVerification,
    hasContact: ({ context, event }) => {
      assertEvent(event, 'SUBMIT_CONTACT');
      return context.method === 'phone' ? !!event.phone : !!event.email;
    },
    isCompleteCode: ({ context, event }) => {
      assertEvent(event, 'VERIFY_CODE');
      return isOtpCode(event.code, context.settings.codeLength);
    },
    /** A refused resend stays on step 2 (a refused first request goes back to step 1). */
    isResending: stateIn({ sendingCode: 'resending' }),
    isPasswordPair: ({ event }) => {
      assertEvent(event, 'SUBMIT_PASSWORD');
      return event.password.length >= 6 && event.password === event.confirm_password;
    },
  },
}).createMachine({
  id: 'forgot-password',
  description: 'Forgot password: request a code by phone or email, verify the 6-digit code, set a new password.',
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
      description:
        'The method offered: phone by default, email when only email verification is on; neither → the error screen.',
      always: [
        { guard: 'isVerificationOff', target: 'unavailable' },
        { guard: 'isEmailOnly', target: 'request', actions: 'useEmailMethod' },
        { target: 'request', actions: 'usePhoneMethod' },
      ],
    },
    unavailable: {
      description: 'Neither phone nor email verification is on: the recovery error screen.',
      tags: ['unavailable'],
      on: { CONFIGURE: { target: 'checking', actions: 'setSettings' } },
    },
    request: {
      description: 'Step 1: the phone number or email the code goes to (a choice of method when both are on).',
      tags: ['request'],
      on: {
        CONFIGURE: { target: 'checking', actions: 'setSettings' },
        CHOOSE_METHOD: { guard: 'isMethodOffered', actions: 'setMethod' },
        SUBMIT_CONTACT: { guard: 'hasContact', target: 'sendingCode.requesting', actions: 'setContact' },
      },
    },
    sendingCode: {
      description:
        'A code request is in flight: the first one from step 1, or a new one from step 2 (a refusal returns to the step it came from).',
      tags: ['busy'],
      initial: 'requesting',
      states: {
        requesting: { description: 'The code request is in flight.', tags: ['request'] },
        resending: { description: 'A new code is requested.', tags: ['verify'] },
      },
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ method: context.method, phone: context.phone, email: context.email }),
        onDone: {
          target: 'verify',
          actions: [{ type: 'showMessage', params: ({ event }) => ({ output: event.output }) }, 'codeSent'],
        },
        onError: [
          {
            guard: 'isResending',
            target: 'verify',
            actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'request', actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    verify: {
      description: 'Step 2: the 6-digit code (as many digits as the backend sends), with a resend countdown.',
      tags: ['verify'],
      on: {
        VERIFY_CODE: { guard: 'isCompleteCode', target: 'verifying', actions: 'setResetToken' },
        RESEND_CODE: { target: 'sendingCode.resending' },
        CHANGE_CONTACT: { target: 'request', actions: 'clearError' },
      },
    },
    verifying: {
      description: 'The code check is in flight.',
      tags: ['verify', 'busy'],
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context }) => ({
          method: context.method,
          phone: context.phone,
          email: context.email,
          resetToken: context.resetToken!,
        }),
        onDone: {
          target: 'reset',
          actions: { type: 'showMessage', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'verify',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    reset: {
      description: 'Step 3: the new password and its confirmation (at least 6 characters, matching).',
      tags: ['reset'],
      on: {
        SUBMIT_PASSWORD: { guard: 'isPasswordPair', target: 'resetting' },
      },
    },
    resetting: {
      description: 'The password reset is in flight.',
      tags: ['reset', 'busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT_PASSWORD');
          return {
            method: context.method,
            phone: context.phone,
            email: context.email,
            resetToken: context.resetToken!,
            password: event.password,
            confirm_password: event.confirm_password,
          };
        },
        onDone: { target: 'done', actions: { type: 'showMessage', params: ({ event }) => ({ output: event.output }) } },
        onError: {
          target: 'reset',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      description: 'The password is reset: the page closes and sign-in opens.',
      type: 'final',
      entry: 'finish',
    },
  },
});
