import { assertEvent, assign, emit, setup } from 'xstate';
import { notProvided } from './shared/not-provided.ts';

/** Placeholder logic: a forgotten binding fails loudly. */

export type TripPaymentMethod = 'cash_payment' | 'wallet' | 'digital_payment';

/** What the booking form holds when 'Book Now' is pressed (the facts the rules read). */
export interface TripDraft {
  /** The trip-booking body as it will be sent (compared between attempts: same body, same Idempotency-Key). */
  body: Record<string, unknown>;
  paymentMethod: TripPaymentMethod;
  /** Guests: the contact person's name and number are filled in (customers: always true). */
  hasContact: boolean;
  /** A distance-wise trip has a destination (and so a distance); hourly trips need none. */
  hasDestination: boolean;
  /** The amount shown (domain/pricing). */
  total: number;
  /** Signed-in customers' wallet balance (0 for guests). */
  walletBalance: number;
}

/** Why 'Book Now' was refused before anything was sent (the view words each one). */
export type TripDraftProblem = 'contact' | 'destination' | 'walletBalance';

export interface BookInput {
  body: Record<string, unknown>;
  /** The attempt number: the binding keeps one Idempotency-Key per attempt. */
  attempt: number;
}

export interface BookedTrip {
  tripId: number;
  amount: number;
}

export interface PayInput {
  tripId: number;
  paymentMethod: TripPaymentMethod;
}

export interface TripPayment {
  /** Digital payment: the payment page to go to. */
  redirectLink: string | null;
  message: string;
}

interface Context {
  draft: TripDraft | null;
  attempt: number;
  lastBody: string | null;
  problem: TripDraftProblem | null;
  error: unknown;
  booked: BookedTrip | null;
  payment: TripPayment | null;
}

/**
 * Trip booking (issue 12 item 4, spec part 2 §7): 'Book Now' checks the form (a guest's contact person, a
 * distance-wise trip's destination, the wallet balance), books the trip cart with one Idempotency-Key per attempt (a
 * double click books one trip), then records the payment (cash, wallet, or digital: the returned payment page). A
 * failed booking keeps the cart and what was typed and shows the server's message; a failed payment leaves the
 * booked trip unpaid, to pay from its details.
 */
export const rentalBookingMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'BOOK'; draft: TripDraft } | { type: 'EDIT' },
    emitted: {} as
      | { type: 'booked'; trip: BookedTrip; message: string }
      | { type: 'redirect'; url: string }
      | { type: 'payFailed'; trip: BookedTrip; error: unknown }
      | { type: 'failed'; error: unknown },
    tags: {} as 'invalid' | 'busy' | 'failed' | 'redirecting' | 'booked' | 'unpaid',
  },
  actions: {
    takeDraft: assign(({ event }) => {
      assertEvent(event, 'BOOK');
      return { draft: event.draft, problem: null, error: null };
    }),
    setProblem: assign((_, params: { problem: TripDraftProblem }) => ({ problem: params.problem })),
    startAttempt: assign(({ context }) => {
      const body = JSON.stringify(context.draft?.body ?? {});
      return body === context.lastBody ? {} : { attempt: context.attempt + 1, lastBody: body };
    }),
    setBooked: assign((_, params: { booked: BookedTrip }) => ({ booked: params.booked })),
    setPayment: assign((_, params: { payment: TripPayment }) => ({ payment: params.payment })),
    setError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    clearProblem: assign({ problem: null, error: null }),
    emitBooked: emit(({ context }) => ({
      type: 'booked' as const,
      trip: context.booked!,
      message: context.payment?.message ?? '',
    })),
    emitRedirect: emit(({ context }) => ({ type: 'redirect' as const, url: context.payment!.redirectLink! })),
    emitPayFailed: emit(({ context }) => ({ type: 'payFailed' as const, trip: context.booked!, error: context.error })),
    emitFailed: emit((_, params: { error: unknown }) => ({ type: 'failed' as const, error: params.error })),
  },
  guards: {
    lacksContact: ({ context: { draft } }) => !!draft && !draft.hasContact,
    lacksDestination: ({ context: { draft } }) => !!draft && !draft.hasDestination,
    walletShort: ({ context: { draft } }) =>
      !!draft && draft.paymentMethod === 'wallet' && draft.walletBalance < draft.total,
    isDigitalPayment: (_, params: { payment: TripPayment }) => !!params.payment.redirectLink,
  },
  actors: {
    bookTrip: notProvided<BookedTrip, BookInput>('bookTrip'),
    payTrip: notProvided<TripPayment, PayInput>('payTrip'),
  },
}).createMachine({
  id: 'rental-booking',
  description:
    "Trip booking: check the form → book the trip cart with an Idempotency-Key per attempt → record the payment (cash, wallet, or the digital payment page); a failure keeps what was typed and shows the server's message.",
  context: { draft: null, attempt: 0, lastBody: null, problem: null, error: null, booked: null, payment: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The booking form under the trip cart: contact (guests), schedule, coupon, note, payment.',
      on: { BOOK: { target: 'validating', actions: 'takeDraft' } },
    },
    validating: {
      description:
        "Checks the form: a guest's contact name and number, a distance-wise trip's destination, a wallet payment within the balance.",
      always: [
        { guard: 'lacksContact', target: 'invalid', actions: { type: 'setProblem', params: { problem: 'contact' } } },
        {
          guard: 'lacksDestination',
          target: 'invalid',
          actions: { type: 'setProblem', params: { problem: 'destination' } },
        },
        {
          guard: 'walletShort',
          target: 'invalid',
          actions: { type: 'setProblem', params: { problem: 'walletBalance' } },
        },
        { target: 'booking', actions: 'startAttempt' },
      ],
    },
    invalid: {
      description: 'A rule refused the booking; its message shows and nothing was sent. What was typed stays.',
      tags: ['invalid'],
      on: {
        BOOK: { target: 'validating', actions: 'takeDraft' },
        EDIT: { target: 'editing', actions: 'clearProblem' },
      },
    },
    booking: {
      description: "The trip is being booked; 'Book Now' is disabled (a double click books one trip).",
      tags: ['busy'],
      invoke: {
        id: 'bookTrip',
        src: 'bookTrip',
        input: ({ context }) => ({ body: context.draft!.body, attempt: context.attempt }),
        onDone: {
          target: 'paying',
          actions: { type: 'setBooked', params: ({ event }) => ({ booked: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'emitFailed', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    failed: {
      description:
        "The server refused the booking: its message shows; the cart and what was typed stay; 'Book Now' retries.",
      tags: ['failed'],
      on: {
        BOOK: { target: 'validating', actions: 'takeDraft' },
        EDIT: { target: 'editing', actions: 'clearProblem' },
      },
    },
    paying: {
      description: 'The trip is booked; its payment method is being recorded (wallet: the amount is taken).',
      tags: ['busy'],
      invoke: {
        id: 'payTrip',
        src: 'payTrip',
        input: ({ context }) => ({ tripId: context.booked!.tripId, paymentMethod: context.draft!.paymentMethod }),
        onDone: [
          {
            guard: { type: 'isDigitalPayment', params: ({ event }) => ({ payment: event.output }) },
            target: 'redirecting',
            actions: { type: 'setPayment', params: ({ event }) => ({ payment: event.output }) },
          },
          {
            target: 'booked',
            actions: { type: 'setPayment', params: ({ event }) => ({ payment: event.output }) },
          },
        ],
        onError: {
          target: 'unpaid',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    unpaid: {
      description:
        "The trip is booked but the payment was refused: the server's message shows and the trip's details open, where it can be paid.",
      tags: ['unpaid'],
      type: 'final',
      entry: 'emitPayFailed',
    },
    redirecting: {
      description: 'Digital payment: the trip is booked; the browser goes to the returned payment page and back.',
      tags: ['redirecting'],
      type: 'final',
      entry: 'emitRedirect',
    },
    booked: {
      description: "The trip is booked and its payment recorded: the trip's details show.",
      tags: ['booked'],
      type: 'final',
      entry: 'emitBooked',
    },
  },
});
