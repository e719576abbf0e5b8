import { assertEvent, assign, emit, setup } from 'xstate';
import type { ImageProblem } from '../domain/uploads.ts';
import type { ItemReviewRequest } from '../domain/reviews.ts';
import { imageFormActions, isHeldImage, type ImageAttachmentEvent } from './shared/image-attachments.ts';
import type { FailedEvent } from './shared/failure.ts';
import { notProvided } from './shared/not-provided.ts';

export interface ItemReviewInput {
  orderId: number;
  itemId: number;
}

/** The longest comment the server takes (ItemReviewBody.comment). */
export const REVIEW_COMMENT_MAX = 1000;

interface Context {
  orderId: number;
  itemId: number;
  /** 1–5 stars, null until chosen. */
  rating: number | null;
  comment: string;
  images: Blob[];
  imageProblem: ImageProblem | null;
  /** Why the server refused the review (its message is shown). */
  error: unknown;
}

type Events =
  | ImageAttachmentEvent
  | { type: 'OPEN' }
  | { type: 'RATE'; rating: number }
  | { type: 'COMMENT'; comment: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

/**
 * Rate and review one item of a delivered order: the item's "Write a review" opens the form —
 * 1 to 5 stars, a comment, up to 3 images — and Submit sends it; a refusal (the item already reviewed, 'this store is
 * not having any review plan.') shows the server's message and keeps everything; once sent, the item says it is
 * reviewed.
 */
export const itemReviewMachine = setup({
  types: {
    context: {} as Context,
    input: {} as ItemReviewInput,
    events: {} as Events,
    emitted: {} as { type: 'reviewed'; message: string } | FailedEvent,
    /** 'open': the dialog shows; 'editing': the form; 'busy': sending; 'failed': refused; 'reviewed': done. */
    tags: {} as 'open' | 'editing' | 'busy' | 'failed' | 'reviewed',
  },
  actions: {
    setRating: assign(({ event }) => {
      assertEvent(event, 'RATE');
      return { rating: event.rating };
    }),
    setComment: assign(({ event }) => {
      assertEvent(event, 'COMMENT');
      return { comment: event.comment.slice(0, REVIEW_COMMENT_MAX) };
    }),
    ...imageFormActions<Context, Events>(),
    emitReviewed: emit((_, params: { message: string }) => ({ type: 'reviewed' as const, message: params.message })),
  },
  guards: {
    isStars: ({ event }) =>
      event.type === 'RATE' && Number.isInteger(event.rating) && event.rating >= 1 && event.rating <= 5,
    isHeldImage,
    /** Stars chosen and a comment written (the server needs both). */
    isComplete: ({ context }) => context.rating !== null && context.comment.trim() !== '',
  },
  actors: {
    submitReview: notProvided<string, ItemReviewRequest>('submitReview'),
  },
}).createMachine({
  id: 'item-review',
  description:
    "Rate and review an item of a delivered order: stars, a comment and up to 3 images; Submit sends it; a refusal shows the server's message and keeps the form; once sent the item is reviewed.",
  context: ({ input }) => ({
    orderId: input.orderId,
    itemId: input.itemId,
    rating: null,
    comment: '',
    images: [],
    imageProblem: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The order details of a delivered order; each item offers "Write a review".',
      on: { OPEN: 'form' },
    },
    form: {
      description:
        'The review form, being written or refused: a change (the stars, the comment, the images) is written in and forgets a refusal; Close closes the dialog.',
      on: {
        RATE: { guard: 'isStars', target: '.editing', actions: ['setRating', 'clearError'] },
        COMMENT: { target: '.editing', actions: ['setComment', 'clearError'] },
        ADD_IMAGES: { target: '.editing', actions: ['addImages', 'clearError'] },
        REMOVE_IMAGE: { guard: 'isHeldImage', target: '.editing', actions: ['removeImage', 'clearError'] },
        CLOSE: 'idle',
      },
      initial: 'editing',
      states: {
        editing: {
          description:
            'The review form: the stars, the comment, the images with their previews (Submit is enabled once stars are chosen and a comment written).',
          tags: ['open', 'editing'],
          on: { SUBMIT: { guard: 'isComplete', target: '#item-review.submitting' } },
        },
        failed: {
          description:
            "The server refused the review (already reviewed, the store's plan has no reviews, …): its message shows; the stars, comment and images stay for Try again or a change.",
          tags: ['open', 'failed'],
          on: { RETRY: { target: '#item-review.submitting', actions: 'clearError' } },
        },
      },
    },
    submitting: {
      description: 'The review is being sent; the form and the buttons are disabled.',
      tags: ['open', 'busy'],
      invoke: {
        id: 'submitReview',
        src: 'submitReview',
        input: ({ context }) => ({
          orderId: context.orderId,
          itemId: context.itemId,
          rating: context.rating!,
          comment: context.comment.trim(),
          images: context.images,
        }),
        onDone: {
          target: 'reviewed',
          actions: { type: 'emitReviewed', params: ({ event }) => ({ message: event.output }) },
        },
        onError: {
          target: 'form.failed',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    reviewed: {
      description: 'The review is sent: the dialog closes and the item says it is reviewed.',
      tags: ['reviewed'],
      type: 'final',
    },
  },
});
