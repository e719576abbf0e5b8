import { assertEvent, assign, emit, setup } from 'xstate';
import { failWith, setError, type FailedEvent } from './shared/failure.ts';
import { notProvided } from './shared/not-provided.ts';

export interface OrderCancelInput {
  orderId: number;
}

export interface CancelRequest {
  orderId: number;
  reason: string;
}

interface Context {
  orderId: number;
  /** The customer's cancellation reasons, as the server listed them. */
  reasons: string[];
  /** The reason chosen (kept when cancelling fails). */
  reason: string | null;
  /** Why loading the reasons or cancelling failed (the server's message is shown). */
  error: unknown;
}

/**
 * Cancel an order: a pending order's Cancel Order opens the reasons (loaded from the cancellation
 * reasons of the customer), the customer chooses one, confirms, and the order is cancelled; a failure shows the
 * server's message and keeps the chosen reason, so trying again is one press.
 */
export const orderCancelMachine = setup({
  types: {
    context: {} as Context,
    input: {} as OrderCancelInput,
    events: {} as
      | { type: 'OPEN' }
      | { type: 'CHOOSE'; reason: string }
      | { type: 'SUBMIT' }
      | { type: 'CONFIRM' }
      | { type: 'BACK' }
      | { type: 'RETRY' }
      | { type: 'CLOSE' },
    emitted: {} as { type: 'canceled'; message: string } | FailedEvent,
    /**
     * 'open': the dialog shows; 'loading': reasons are loading; 'choosing': the reasons list; 'confirming': the
     * are-you-sure step; 'busy': cancelling; 'failed': the server refused (message shown); 'loadFailed': the reasons
     * could not be loaded; 'canceled': done.
     */
    tags: {} as 'open' | 'loading' | 'loadFailed' | 'choosing' | 'confirming' | 'busy' | 'failed' | 'canceled',
  },
  actions: {
    setReasons: assign((_, params: { reasons: string[] }) => ({ reasons: params.reasons, error: null })),
    setReason: assign(({ event }) => {
      assertEvent(event, 'CHOOSE');
      return { reason: event.reason };
    }),
    setError: setError(),
    clearError: assign({ error: null }),
    forget: assign({ reason: null, error: null }),
    emitCanceled: emit((_, params: { message: string }) => ({ type: 'canceled' as const, message: params.message })),
    failWith: failWith(),
  },
  guards: {
    hasReason: ({ context }) => context.reason !== null && context.reasons.includes(context.reason),
    isListedReason: ({ context, event }) => event.type === 'CHOOSE' && context.reasons.includes(event.reason),
  },
  actors: {
    loadReasons: notProvided<string[]>('loadReasons'),
    cancelOrder: notProvided<string, CancelRequest>('cancelOrder'),
  },
}).createMachine({
  id: 'order-cancel',
  description:
    "Cancel an order: a pending order's Cancel Order shows the cancellation reasons; the customer chooses one, confirms, and the order is cancelled; a failure shows the server's message and keeps the chosen reason.",
  context: ({ input }) => ({ orderId: input.orderId, reasons: [], reason: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The order details; Cancel Order is offered while the order is pending.',
      on: { OPEN: { target: 'loadingReasons', actions: 'forget' } },
    },
    loadingReasons: {
      description: 'The cancel dialog is open and the cancellation reasons are loading (skeletons).',
      tags: ['open', 'loading'],
      invoke: {
        id: 'loadReasons',
        src: 'loadReasons',
        onDone: {
          target: 'choosing',
          actions: { type: 'setReasons', params: ({ event }) => ({ reasons: event.output }) },
        },
        onError: {
          target: 'reasonsFailed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { CLOSE: 'idle' },
    },
    reasonsFailed: {
      description: "The reasons could not be loaded: the server's message shows with Try again.",
      tags: ['open', 'loadFailed'],
      on: { RETRY: 'loadingReasons', CLOSE: 'idle' },
    },
    choosing: {
      description: 'The cancel dialog lists the reasons; the customer chooses one (Submit is enabled once chosen).',
      tags: ['open', 'choosing'],
      on: {
        CHOOSE: { guard: 'isListedReason', actions: 'setReason' },
        SUBMIT: { guard: 'hasReason', target: 'confirming' },
        CLOSE: 'idle',
      },
    },
    confirming: {
      description: 'Are you sure you want to cancel this order? The chosen reason is shown with Yes and No.',
      tags: ['open', 'confirming'],
      on: {
        CONFIRM: { target: 'cancelling', actions: 'clearError' },
        BACK: 'choosing',
        CLOSE: 'idle',
      },
    },
    cancelling: {
      description: 'The order is being cancelled; the buttons are disabled.',
      tags: ['open', 'busy'],
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({ orderId: context.orderId, reason: context.reason! }),
        onDone: {
          target: 'canceled',
          actions: { type: 'emitCanceled', params: ({ event }) => ({ message: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description: 'The server refused the cancellation: its message shows; the chosen reason stays for Try again.',
      tags: ['open', 'failed'],
      on: {
        RETRY: { target: 'cancelling', actions: 'clearError' },
        CHOOSE: { guard: 'isListedReason', target: 'choosing', actions: ['setReason', 'clearError'] },
        CLOSE: 'idle',
      },
    },
    canceled: {
      description: 'The order is cancelled: the dialog closes and the order shows its Canceled status.',
      tags: ['canceled'],
      type: 'final',
    },
  },
});
