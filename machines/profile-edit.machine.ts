import { assertEvent, assign, emit, setup } from 'xstate';
import { failWith, setError, type FailedEvent } from './shared/failure.ts';
import { notProvided } from './shared/not-provided.ts';

/** The Edit Personal Details form as it is sent (the photo file only when a new one was chosen). */
export interface ProfileValues {
  name: string;
  phone: string;
  email: string;
  password: string;
  image: Blob | null;
}

/** One update-profile call: the form, plus the code when the OTP dialog verifies a phone or an email. */
export interface ProfileRequest {
  values: ProfileValues;
  otp?: { code: string; medium: 'phone' | 'email' };
}

/** The server's answer: `otp_send: 1` with the medium when a changed phone/email must be verified first. */
export interface ProfileAnswer {
  message: string;
  otp_send?: 0 | 1;
  verification_on?: 'phone' | 'email';
  verification_medium?: string;
}

interface Context {
  /** The values last submitted (kept for the OTP step, which sends them again with the code). */
  values: ProfileValues | null;
  /** The medium the OTP dialog verifies ('phone' or 'email'). */
  medium: 'phone' | 'email' | null;
  /** The server's last message about the OTP ('An OTP has been sent to your email…'). */
  notice: string | null;
  /** How many codes the server has sent in this flow (each one opens the OTP dialog with empty boxes). */
  codesSent: number;
  /** Why the last call failed (the server's message is shown). */
  error: unknown;
}

/**
 * Profile edit (spec part 2 §2 "Profile edit screen", §4 "Profile submit"): Edit Personal Details sends the form as
 * multipart; if the server says an OTP was sent, an OTP dialog opens (by phone or email) and its code is sent with
 * the same form; otherwise a success toast, the profile is refetched and the screen is done. Reset asks 'Are you
 * sure want to reset ?' when the form was changed. A refusal shows the server's messages and the form keeps its data.
 */
export const profileEditMachine = setup({
  types: {
    context: {} as Context,
    events: {} as
      | { type: 'SUBMIT'; values: ProfileValues }
      | { type: 'RESET'; dirty: boolean }
      | { type: 'CONFIRM' }
      | { type: 'CANCEL' }
      | { type: 'VERIFY'; code: string }
      | { type: 'RESEND' }
      | { type: 'CLOSE' },
    /**
     * Tells the view: 'reset' puts the form back to the profile; 'updated' shows the server's message and refetches
     * the profile; 'failed' shows the server's messages.
     */
    emitted: {} as { type: 'reset' } | { type: 'updated'; message: string } | FailedEvent,
    /**
     * 'busy': a call is running (buttons disabled); 'confirmReset': the reset confirmation shows; 'otp': the OTP
     * dialog shows; 'otpFailed': the code was refused (the message shows in the dialog).
     */
    tags: {} as 'busy' | 'confirmReset' | 'otp' | 'otpFailed',
  },
  actions: {
    keepValues: assign(({ event }) => {
      assertEvent(event, 'SUBMIT');
      return { values: event.values, error: null };
    }),
    askOtp: assign(({ context }, params: { answer: ProfileAnswer }) => ({
      codesSent: context.codesSent + 1,
      medium: params.answer.verification_on === 'phone' ? ('phone' as const) : ('email' as const),
      notice: params.answer.message,
      error: null,
    })),
    setError: setError(),
    clearError: assign({ error: null }),
    forgetOtp: assign({ medium: null, notice: null, error: null }),
    emitReset: emit({ type: 'reset' as const }),
    emitUpdated: emit((_, params: { message: string }) => ({ type: 'updated' as const, message: params.message })),
    failWith: failWith(),
  },
  guards: {
    isDirty: ({ event }) => event.type === 'RESET' && event.dirty,
    otpSent: (_, params: { answer: ProfileAnswer }) => params.answer.otp_send === 1,
    isCompleteCode: ({ event }) => event.type === 'VERIFY' && /^\d{4,6}$/.test(event.code),
  },
  actors: {
    updateProfile: notProvided<ProfileAnswer, ProfileRequest>('updateProfile'),
  },
}).createMachine({
  id: 'profile-edit',
  description:
    "Edit Personal Details: Update Profile sends the form; if the server says an OTP was sent, an OTP dialog (phone or email) verifies it and the form is sent again with the code; otherwise a success toast and the profile is refetched. Reset asks 'Are you sure want to reset ?' when the form was changed.",
  context: { values: null, medium: null, notice: null, codesSent: 0, error: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The Edit Personal Details form with Go Back, Reset and Update Profile.',
      on: {
        SUBMIT: { target: 'submitting', actions: 'keepValues' },
        RESET: [{ guard: 'isDirty', target: 'confirmingReset' }, { actions: 'emitReset' }],
      },
    },
    confirmingReset: {
      description: "'Are you sure want to reset ?' with Yes and No.",
      tags: ['confirmReset'],
      on: {
        CONFIRM: { target: 'editing', actions: 'emitReset' },
        CANCEL: { target: 'editing' },
      },
    },
    submitting: {
      description: 'The form is being sent (multipart update-profile); the buttons are disabled.',
      tags: ['busy'],
      invoke: {
        id: 'updateProfile',
        src: 'updateProfile',
        input: ({ context }) => ({ values: context.values! }),
        onDone: [
          {
            guard: { type: 'otpSent', params: ({ event }) => ({ answer: event.output }) },
            target: 'otp',
            actions: { type: 'askOtp', params: ({ event }) => ({ answer: event.output }) },
          },
          {
            target: 'updated',
            actions: { type: 'emitUpdated', params: ({ event }) => ({ message: event.output.message }) },
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    otp: {
      description:
        'The OTP dialog: a code was sent to the new phone or email; Verify sends it with the form, Resend asks for a new code.',
      tags: ['otp'],
      on: {
        VERIFY: { guard: 'isCompleteCode', target: 'verifying', actions: 'clearError' },
        RESEND: { target: 'resending', actions: 'clearError' },
        CLOSE: { target: 'editing', actions: 'forgetOtp' },
      },
    },
    otpFailed: {
      description: "The code was refused: the server's message shows in the OTP dialog; the customer types it again.",
      tags: ['otp', 'otpFailed'],
      on: {
        VERIFY: { guard: 'isCompleteCode', target: 'verifying', actions: 'clearError' },
        RESEND: { target: 'resending', actions: 'clearError' },
        CLOSE: { target: 'editing', actions: 'forgetOtp' },
      },
    },
    verifying: {
      description: 'The code is sent with the form (otp, verification_on, verification_medium); the dialog waits.',
      tags: ['otp', 'busy'],
      invoke: {
        id: 'verifyOtp',
        src: 'updateProfile',
        input: ({ context, event }) => {
          assertEvent(event, 'VERIFY');
          return { values: context.values!, otp: { code: event.code, medium: context.medium! } };
        },
        onDone: [
          {
            guard: { type: 'otpSent', params: ({ event }) => ({ answer: event.output }) },
            target: 'otp',
            actions: { type: 'askOtp', params: ({ event }) => ({ answer: event.output }) },
          },
          {
            target: 'updated',
            actions: { type: 'emitUpdated', params: ({ event }) => ({ message: event.output.message }) },
          },
        ],
        onError: {
          target: 'otpFailed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    resending: {
      description: 'The form is sent again without a code, so the server sends a new OTP; the dialog waits.',
      tags: ['otp', 'busy'],
      invoke: {
        id: 'resendOtp',
        src: 'updateProfile',
        input: ({ context }) => ({ values: context.values! }),
        onDone: [
          {
            guard: { type: 'otpSent', params: ({ event }) => ({ answer: event.output }) },
            target: 'otp',
            actions: { type: 'askOtp', params: ({ event }) => ({ answer: event.output }) },
          },
          {
            target: 'updated',
            actions: { type: 'emitUpdated', params: ({ event }) => ({ message: event.output.message }) },
          },
        ],
        onError: {
          target: 'otpFailed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    updated: {
      description:
        "Saved: the server's message shows as a success toast ('Updated successfully.'), the profile is refetched and the dialog closes.",
      entry: 'forgetOtp',
      always: { target: 'editing' },
    },
  },
});
