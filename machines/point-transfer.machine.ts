import { assertEvent, assign, emit, setup } from 'xstate';
import { failWith, type FailedEvent } from './shared/failure.ts';
import { notProvided } from './shared/not-provided.ts';

export interface PointTransferInput {
  /** config.loyalty_point_minimum_point: the fewest points one conversion takes. */
  minimum: number;
}

/** Why the typed points cannot be converted (null when they can). */
export type PointsProblem = 'required' | 'notWhole' | 'belowMinimum' | 'aboveBalance' | null;

/** The rule of POST loyalty-point/point-transfer: a whole number ≥ the minimum (and ≥ 1), ≤ the balance. */
export function pointsProblem(text: string, balance: number, minimum: number): PointsProblem {
  if (text.trim() === '') return 'required';
  const points = Number(text);
  if (!Number.isInteger(points) || points < 1) return 'notWhole';
  if (points < minimum) return 'belowMinimum';
  if (points > balance) return 'aboveBalance';
  return null;
}

interface Context {
  minimum: number;
  /** The customer's points when the dialog opened. */
  balance: number;
  /** The points to convert, as typed. */
  points: string;
  problem: PointsProblem;
  /** Why the server refused (its message is shown). */
  error: unknown;
}

/**
 * Convert to currency now (spec part 2 §2 "Wallet"): the points card opens a dialog with the points to convert (a
 * whole number, at least loyalty_point_minimum_point, at most the balance) and a preview of the wallet money they
 * make; Convert transfers them ('Point to wallet transfer successfully.'); a refusal shows the server's message.
 */
export const pointTransferMachine = setup({
  types: {
    context: {} as Context,
    input: {} as PointTransferInput,
    events: {} as
      { type: 'OPEN'; balance: number } | { type: 'POINTS'; points: string } | { type: 'SUBMIT' } | { type: 'CLOSE' },
    emitted: {} as { type: 'transferred'; message: string } | FailedEvent,
    /** 'open': the dialog shows; 'editing': the points field is editable; 'busy': converting. */
    tags: {} as 'open' | 'editing' | 'busy',
  },
  actions: {
    start: assign(({ event }) => {
      assertEvent(event, 'OPEN');
      return { balance: event.balance, points: '', problem: null, error: null };
    }),
    setPoints: assign(({ context, event }) => {
      assertEvent(event, 'POINTS');
      return { points: event.points, problem: pointsProblem(event.points, context.balance, context.minimum) };
    }),
    clearError: assign({ error: null }),
    emitTransferred: emit((_, params: { message: string }) => ({
      type: 'transferred' as const,
      message: params.message,
    })),
    failWith: failWith(),
  },
  guards: {
    canConvert: ({ context }) => pointsProblem(context.points, context.balance, context.minimum) === null,
  },
  actors: {
    transferPoints: notProvided<string, { point: number }>('transferPoints'),
  },
}).createMachine({
  id: 'point-transfer',
  description:
    "Convert loyalty points to wallet money: 'Convert to currency now' opens a dialog with the points to convert and the money they make; Convert transfers them ('Point to wallet transfer successfully.'); a refusal shows the server's message.",
  context: ({ input }) => ({ minimum: input.minimum, balance: 0, points: '', problem: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      description: "The points card with the balance and 'Convert to currency now'.",
      on: { OPEN: { target: 'editing', actions: 'start' } },
    },
    editing: {
      description:
        'The convert dialog: the points to convert (a whole number from the minimum up to the balance) and a preview of the wallet money; Convert is enabled only for such a number.',
      tags: ['open', 'editing'],
      on: {
        POINTS: { actions: 'setPoints' },
        SUBMIT: { guard: 'canConvert', target: 'transferring', actions: 'clearError' },
        CLOSE: 'idle',
      },
    },
    transferring: {
      description: 'The points are being converted; the buttons are disabled.',
      tags: ['open', 'busy'],
      invoke: {
        id: 'transferPoints',
        src: 'transferPoints',
        input: ({ context }) => ({ point: Number(context.points) }),
        onDone: {
          target: 'idle',
          actions: { type: 'emitTransferred', params: ({ event }) => ({ message: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
