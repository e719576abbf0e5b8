import { assertEvent, assign, emit, setup } from 'xstate';
import type { ImageProblem } from '../domain/uploads.ts';
import { imageFormActions, isHeldImage, type ImageAttachmentEvent } from './shared/image-attachments.ts';
import type { FailedEvent } from './shared/failure.ts';
import { notProvided } from './shared/not-provided.ts';

export interface OrderRefundInput {
  orderId: number;
}

export interface RefundRequestInput {
  orderId: number;
  reason: string;
  note: string;
  images: readonly Blob[];
}

/** The longest note the server takes (RefundRequestBody.customer_note). */
export const REFUND_NOTE_MAX = 2000;

interface Context {
  orderId: number;
  /** The refund reasons, as the server listed them (the dialog's query hands them over). */
  reasons: string[];
  /** The reason chosen, the note and the images: kept while the dialog is closed and when the request fails. */
  reason: string | null;
  note: string;
  images: Blob[];
  /** Why the last images added were not all taken (their format, size, or one too many), else null. */
  imageProblem: ImageProblem | null;
  /** Why the request failed (the server's message is shown). */
  error: unknown;
}

type Events =
  | ImageAttachmentEvent
  | { type: 'REASONS'; reasons: string[] }
  | { type: 'CHOOSE'; reason: string }
  | { type: 'NOTE'; note: string }
  | { type: 'OPEN' }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

/**
 * Request a refund: a delivered, paid order's "Request refund" opens the form — the refund
 * reasons the server lists (loaded by the dialog's query and handed over as REASONS), a note, up to 3 images (jpg, png or gif of at most 2 MB; a file that cannot go is named
 * and the rest are kept) — and sends it; a refusal shows the server's message and keeps everything for Try again.
 */
export const orderRefundMachine = setup({
  types: {
    context: {} as Context,
    input: {} as OrderRefundInput,
    events: {} as Events,
    emitted: {} as { type: 'requested'; message: string } | FailedEvent,
    /**
     * 'open': the dialog shows; 'loading': waiting for the reasons; 'editing': the form; 'busy': sending; 'failed':
     * the server refused (message shown); 'requested': done.
     */
    tags: {} as 'open' | 'loading' | 'editing' | 'busy' | 'failed' | 'requested',
  },
  actions: {
    setReasons: assign(({ context, event }) => {
      assertEvent(event, 'REASONS');
      // a reason chosen before is kept while the server still lists it
      const kept = context.reason !== null && event.reasons.includes(context.reason);
      return { reasons: event.reasons, reason: kept ? context.reason : null };
    }),
    setReason: assign(({ event }) => {
      assertEvent(event, 'CHOOSE');
      return { reason: event.reason };
    }),
    setNote: assign(({ event }) => {
      assertEvent(event, 'NOTE');
      return { note: event.note.slice(0, REFUND_NOTE_MAX) };
    }),
    ...imageFormActions<Context, Events>(),
    emitRequested: emit((_, params: { message: string }) => ({ type: 'requested' as const, message: params.message })),
  },
  guards: {
    hasReason: ({ context }) => context.reason !== null && context.reasons.includes(context.reason),
    isListedReason: ({ context, event }) => event.type === 'CHOOSE' && context.reasons.includes(event.reason),
    isHeldImage,
  },
  actors: {
    requestRefund: notProvided<string, RefundRequestInput>('requestRefund'),
  },
}).createMachine({
  id: 'order-refund',
  description:
    "Request a refund of a delivered, paid order: the form lists the server's refund reasons and takes a note and up to 3 images; Submit sends it; a refusal shows the server's message and keeps the reason, note and images.",
  context: ({ input }) => ({
    orderId: input.orderId,
    reasons: [],
    reason: null,
    note: '',
    images: [],
    imageProblem: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description:
        'The order details; "Request refund" is offered on a delivered, paid order without a refund request.',
      on: { OPEN: 'loadingReasons' },
    },
    loadingReasons: {
      description:
        "The refund dialog is open and the refund reasons are loading (the dialog's query: skeletons, or the server's message with Try again).",
      tags: ['open', 'loading'],
      on: { REASONS: { target: 'form', actions: 'setReasons' }, CLOSE: 'idle' },
    },
    form: {
      description:
        'The refund form, being written or refused: a change (the reason, the note, the images) is written in and forgets a refusal; Close closes the dialog.',
      on: {
        CHOOSE: { guard: 'isListedReason', target: '.editing', actions: ['setReason', 'clearError'] },
        NOTE: { target: '.editing', actions: ['setNote', 'clearError'] },
        ADD_IMAGES: { target: '.editing', actions: ['addImages', 'clearError'] },
        REMOVE_IMAGE: { guard: 'isHeldImage', target: '.editing', actions: ['removeImage', 'clearError'] },
        CLOSE: 'idle',
      },
      initial: 'editing',
      states: {
        editing: {
          description:
            'The form: the reasons (one to choose), the note, the images with their previews (Submit is enabled once a reason is chosen).',
          tags: ['open', 'editing'],
          on: { SUBMIT: { guard: 'hasReason', target: '#order-refund.submitting' } },
        },
        failed: {
          description:
            'The server refused the request: its message shows; the reason, note and images stay for Try again or a change.',
          tags: ['open', 'failed'],
          on: { RETRY: { target: '#order-refund.submitting', actions: 'clearError' } },
        },
      },
    },
    submitting: {
      description: 'The request is being sent; the form and the buttons are disabled.',
      tags: ['open', 'busy'],
      invoke: {
        id: 'requestRefund',
        src: 'requestRefund',
        input: ({ context }) => ({
          orderId: context.orderId,
          reason: context.reason!,
          note: context.note,
          images: context.images,
        }),
        onDone: {
          target: 'requested',
          actions: { type: 'emitRequested', params: ({ event }) => ({ message: event.output }) },
        },
        onError: {
          target: 'form.failed',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    requested: {
      description: 'The refund is requested: the dialog closes and the order shows its refund request (Pending).',
      tags: ['requested'],
      type: 'final',
    },
  },
});
