import { assertEvent, assign, emit, setup } from 'xstate';
import { failWith, setError, type FailedEvent } from './shared/failure.ts';
import { notProvided } from './shared/not-provided.ts';

/** The Edit Personal Details form as it is sent (the photo file only when a new one was chosen). */
export interface ProfileValues {
  name: string;
  phone: string;
  email: string;
  password: string;
  /** The current password, which a new one needs (empty for an account that never set one). */
  currentPassword: string;
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
  /** The code the OTP dialog sends with the form (none when it asks for a new code). */
  otp: ProfileRequest['otp'] | null;
  /** The server's last answer to the form (read once by `answered`). */
  answer: ProfileAnswer | null;
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
    keepAnswer: assign((_, params: { answer: ProfileAnswer }) => ({ answer: params.answer })),
    askOtp: assign(({ context }) => ({
      codesSent: context.codesSent + 1,
      medium: context.answer?.verification_on === 'phone' ? ('phone' as const) : ('email' as const),
      notice: context.answer?.message ?? null,
      error: null,
    })),
    keepCode: assign(({ context, event }) => {
      assertEvent(event, 'VERIFY');
      return { otp: { code: event.code, medium: context.medium! }, error: null };
    }),
    askNewCode: assign({ otp: null, error: null }),
    setError: setError(),
    clearError: assign({ error: null }),
    forgetOtp: assign({ medium: null, otp: null, notice: null, error: null }),
    emitReset: emit({ type: 'reset' as const }),
    emitUpdated: emit(({ context }) => ({ type: 'updated' as const, message: context.answer?.message ?? '' })),
    failWith: failWith(),
  },
  guards: {
    isDirty: ({ event }) => event.type === 'RESET' && event.dirty,
    otpSent: ({ context }) => context.answer?.otp_send === 1,
    isCompleteCode: ({ event }) => event.type === 'VERIFY' && /^\d{4,6}$/.test(event.code),
  },
  actors: {
    updateProfile: notProvided<ProfileAnswer, ProfileRequest>('updateProfile'),
  },
}).createMachine({
  id: 'profile-edit',
  description:
    "Edit Personal Details: Update Profile sends the form; if the server says an OTP was sent, an OTP dialog (phone or email) verifies it and the form is sent again with the code; otherwise a success toast and the profile is refetched. Reset asks 'Are you sure want to reset ?' when the form was changed.",
  context: { values: null, medium: null, otp: null, answer: null, notice: null, codesSent: 0, error: null },
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
        onDone: {
          target: 'answered',
          actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    answered: {
      description:
        'The server answered the form: an OTP was sent (the OTP dialog opens with empty boxes, by phone or email), or the profile is saved.',
      always: [
        { guard: 'otpSent', target: 'otp', actions: 'askOtp' },
        { target: 'updated', actions: 'emitUpdated' },
      ],
    },
    otp: {
      description:
        'The OTP dialog: a code was sent to the new phone or email; Verify sends it with the form, Resend asks for a new code.',
      tags: ['otp'],
      initial: 'entering',
      states: {
        entering: { description: 'The customer types the code the server sent.' },
        refused: {
          description:
            "The code was refused: the server's message shows in the OTP dialog; the customer types it again.",
          tags: ['otpFailed'],
        },
      },
      on: {
        VERIFY: { guard: 'isCompleteCode', target: 'sendingCode.verifying', actions: 'keepCode' },
        RESEND: { target: 'sendingCode.resending', actions: 'askNewCode' },
        CLOSE: { target: 'editing', actions: 'forgetOtp' },
      },
    },
    sendingCode: {
      description: 'The form is sent again from the OTP dialog; the dialog waits.',
      tags: ['otp', 'busy'],
      initial: 'verifying',
      states: {
        verifying: {
          description: 'With the code (otp, verification_on, verification_medium).',
        },
        resending: {
          description: 'Without a code, so the server sends a new OTP.',
        },
      },
      invoke: {
        id: 'sendCode',
        src: 'updateProfile',
        input: ({ context }) => ({ values: context.values!, otp: context.otp ?? undefined }),
        onDone: {
          target: 'answered',
          actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: {
          target: 'otp.refused',
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
