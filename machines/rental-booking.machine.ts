import { assertEvent, assign, emit, setup } from 'xstate';
import { meetsMinPurchase } from '../domain/pricing/coupon.ts';
import { walletCovers } from '../domain/pricing/wallet.ts';
import { BUSINESS_TIME_ZONE } from '../domain/time-zone.ts';
import {
  hasContactPerson,
  lacksDestination,
  tripBookingRequest,
  type TripBookingFacts,
  type TripBookingFields,
  type TripBookingRequest,
  type TripContactPerson,
  type TripCoupon,
  type TripPaymentMethod,
  type TripPaymentRequest,
} from '../domain/trip-booking.ts';
import { failWith, setError } from './shared/failure.ts';
import { notProvided } from './shared/not-provided.ts';

/** Why 'Book Now' was refused before anything was sent (the view words each one). */
export type TripBookingProblem = 'contact' | 'destination' | 'walletBalance';

export interface BookInput {
  /** The trip-booking body as it will be sent (compared between attempts: same body, same Idempotency-Key). */
  body: TripBookingRequest;
  /** The attempt number: the binding keeps one Idempotency-Key per attempt. */
  attempt: number;
}

export interface BookedTrip {
  tripId: number;
}

/** The payment of the booked trip (the binding adds the digital payment's return address). */
export interface PayInput {
  body: Pick<TripPaymentRequest, 'trip_id'> & { payment_method: TripPaymentMethod };
}

export interface TripPayment {
  /** Digital payment: the payment page to go to. */
  redirectLink: string | null;
  message: string;
}

export interface CouponInput {
  code: string;
  providerId: number;
}

export interface RentalBookingInput {
  /** A guest's contact person as last given (stored for the tab), or blanks. */
  contact: TripContactPerson;
  /** The note and the coupon code typed before a reload (kept for the tab). */
  note?: string;
  couponCode?: string;
}

interface Context {
  fields: TripBookingFields;
  /** The cart's facts of the last 'Book Now' (null before the first). */
  facts: TripBookingFacts | null;
  /** When 'Book Now' was pressed (a pickup not after it is now). */
  now: Date | null;
  /** The rent after discounts the coupon being checked must reach (domain/pricing/rental.ts tripCouponBase). */
  couponBase: number;
  couponProviderId: number | null;
  request: TripBookingRequest | null;
  attempt: number;
  lastBody: string | null;
  problem: TripBookingProblem | null;
  error: unknown;
  booked: BookedTrip | null;
  payment: TripPayment | null;
}

type Events =
  | { type: 'SET_CONTACT'; field: keyof TripContactPerson; value: string }
  | { type: 'SET_NOTE'; note: string }
  | { type: 'SET_COUPON_CODE'; code: string }
  | { type: 'SET_PAYMENT'; method: TripPaymentMethod }
  | { type: 'PICKUP_CHANGED' }
  | { type: 'APPLY_COUPON'; providerId: number; base: number }
  | { type: 'REMOVE_COUPON' }
  | { type: 'BOOK'; facts: TripBookingFacts; now: Date };

/**
 * Trip booking (spec part 2 §7): the chart holds the booking form under the trip cart (a guest's
 * contact person, the coupon, the note, the payment method); 'Book Now' checks it against the cart's facts (a
 * guest's contact person, a distance-wise trip's destination, the wallet balance), books the trip with the request
 * it builds (domain/trip-booking.ts) and one Idempotency-Key per attempt (a double click books one trip), then records
 * the payment (cash, wallet, or digital: the returned payment page). A failed booking keeps the cart and what was
 * typed and shows the server's message; a failed payment leaves the booked trip unpaid, to pay from its details.
 */
export const rentalBookingMachine = setup({
  types: {
    context: {} as Context,
    input: {} as RentalBookingInput,
    events: {} as Events,
    emitted: {} as
      | { type: 'booked'; trip: BookedTrip; message: string }
      | { type: 'redirect'; url: string }
      | { type: 'payFailed'; trip: BookedTrip; error: unknown }
      | { type: 'failed'; error: unknown }
      | { type: 'couponApplied'; code: string }
      | { type: 'couponTooSmall' }
      | { type: 'couponFailed'; error: unknown },
    tags: {} as 'invalid' | 'busy' | 'failed' | 'redirecting' | 'booked' | 'unpaid' | 'checkingCoupon',
  },
  actions: {
    setContact: assign(({ context, event }) => {
      assertEvent(event, 'SET_CONTACT');
      return { fields: { ...context.fields, contact: { ...context.fields.contact, [event.field]: event.value } } };
    }),
    setNote: assign(({ context, event }) => {
      assertEvent(event, 'SET_NOTE');
      return { fields: { ...context.fields, note: event.note } };
    }),
    setCouponCode: assign(({ context, event }) => {
      assertEvent(event, 'SET_COUPON_CODE');
      return { fields: { ...context.fields, couponCode: event.code } };
    }),
    setPaymentMethod: assign(({ context, event }) => {
      assertEvent(event, 'SET_PAYMENT');
      return { fields: { ...context.fields, paymentMethod: event.method } };
    }),
    takeCouponCheck: assign(({ event }) => {
      assertEvent(event, 'APPLY_COUPON');
      return { couponBase: event.base, couponProviderId: event.providerId };
    }),
    setCoupon: assign(({ context }, params: { coupon: TripCoupon }) => ({
      fields: { ...context.fields, coupon: params.coupon },
    })),
    removeCoupon: assign(({ context }) => ({ fields: { ...context.fields, coupon: null } })),
    takeFacts: assign(({ event }) => {
      assertEvent(event, 'BOOK');
      return { facts: event.facts, now: event.now, problem: null, error: null };
    }),
    setProblem: assign((_, params: { problem: TripBookingProblem }) => ({ problem: params.problem })),
    startAttempt: assign(({ context }) => {
      const request = tripBookingRequest(context.fields, context.facts!, context.now!, BUSINESS_TIME_ZONE);
      const body = JSON.stringify(request);
      return body === context.lastBody ? { request } : { request, attempt: context.attempt + 1, lastBody: body };
    }),
    setBooked: assign((_, params: { booked: BookedTrip }) => ({ booked: params.booked })),
    setPayment: assign((_, params: { payment: TripPayment }) => ({ payment: params.payment })),
    setError: setError(),
    failWith: failWith(),
    clearProblem: assign({ problem: null, error: null }),
    emitBooked: emit(({ context }) => ({
      type: 'booked' as const,
      trip: context.booked!,
      message: context.payment?.message ?? '',
    })),
    emitRedirect: emit(({ context }) => ({ type: 'redirect' as const, url: context.payment!.redirectLink! })),
    emitPayFailed: emit(({ context }) => ({ type: 'payFailed' as const, trip: context.booked!, error: context.error })),
    emitCouponApplied: emit(({ context }) => ({ type: 'couponApplied' as const, code: context.fields.coupon!.code })),
    emitCouponTooSmall: emit({ type: 'couponTooSmall' as const }),
    emitCouponFailed: emit((_, params: { error: unknown }) => ({ type: 'couponFailed' as const, error: params.error })),
  },
  guards: {
    /** A code is typed and no coupon is applied yet (one coupon per trip: remove it to use another). */
    canApplyCoupon: ({ context: { fields } }) => fields.coupon === null && fields.couponCode.trim() !== '',
    hasCoupon: ({ context }) => context.fields.coupon !== null,
    reachesCouponMinimum: ({ context }, params: { coupon: TripCoupon }) =>
      meetsMinPurchase(context.couponBase, params.coupon),
    lacksContact: ({ context: { facts, fields } }) => !!facts?.guest && !hasContactPerson(fields.contact),
    lacksDestination: ({ context: { facts } }) => !!facts && lacksDestination(facts.tripType, facts.hasDestination),
    walletShort: ({ context: { facts, fields } }) =>
      !!facts && fields.paymentMethod === 'wallet' && !walletCovers(facts.walletBalance, facts.total),
    isDigitalPayment: (_, params: { payment: TripPayment }) => !!params.payment.redirectLink,
  },
  actors: {
    checkCoupon: notProvided<TripCoupon, CouponInput>('checkCoupon'),
    bookTrip: notProvided<BookedTrip, BookInput>('bookTrip'),
    payTrip: notProvided<TripPayment, PayInput>('payTrip'),
  },
}).createMachine({
  id: 'rental-booking',
  description:
    "Trip booking: the booking form (contact, coupon, note, payment) → check it → book the trip cart with an Idempotency-Key per attempt → record the payment (cash, wallet, or the digital payment page); a failure keeps what was typed and shows the server's message.",
  context: ({ input }) => ({
    fields: {
      contact: input.contact,
      couponCode: input.couponCode ?? '',
      coupon: null,
      note: input.note ?? '',
      paymentMethod: 'cash_payment',
    },
    facts: null,
    now: null,
    couponBase: 0,
    couponProviderId: null,
    request: null,
    attempt: 0,
    lastBody: null,
    problem: null,
    error: null,
    booked: null,
    payment: null,
  }),
  initial: 'form',
  states: {
    form: {
      description:
        "The booking form under the trip cart: a guest's contact person, the pickup time, a coupon code, a note and the payment method. Any change leaves a refusal or a failure.",
      initial: 'editing',
      on: {
        SET_CONTACT: { target: '.editing', actions: 'setContact' },
        SET_NOTE: { target: '.editing', actions: 'setNote' },
        SET_COUPON_CODE: { target: '.editing', actions: 'setCouponCode' },
        SET_PAYMENT: { target: '.editing', actions: 'setPaymentMethod' },
        PICKUP_CHANGED: { target: '.editing' },
        REMOVE_COUPON: { guard: 'hasCoupon', target: '.editing', actions: 'removeCoupon' },
        APPLY_COUPON: { guard: 'canApplyCoupon', target: '.checkingCoupon', actions: 'takeCouponCheck' },
        BOOK: { target: 'validating', actions: 'takeFacts' },
      },
      states: {
        editing: {
          description: 'The visitor fills in the form.',
          entry: 'clearProblem',
        },
        checkingCoupon: {
          description:
            "The coupon code is checked for the provider; then it applies only when the rent after discounts reaches its minimum purchase ('To apply this coupon, total item amount should be minimum.'). Typing goes on meanwhile.",
          tags: ['checkingCoupon'],
          invoke: {
            id: 'checkCoupon',
            src: 'checkCoupon',
            input: ({ context }) => ({ code: context.fields.couponCode.trim(), providerId: context.couponProviderId! }),
            onDone: [
              {
                guard: { type: 'reachesCouponMinimum', params: ({ event }) => ({ coupon: event.output }) },
                target: 'editing',
                actions: [
                  { type: 'setCoupon', params: ({ event }) => ({ coupon: event.output }) },
                  'emitCouponApplied',
                ],
              },
              { target: 'editing', actions: 'emitCouponTooSmall' },
            ],
            onError: {
              target: 'editing',
              actions: { type: 'emitCouponFailed', params: ({ event }) => ({ error: event.error }) },
            },
          },
          on: {
            SET_CONTACT: { actions: 'setContact' },
            SET_NOTE: { actions: 'setNote' },
            SET_PAYMENT: { actions: 'setPaymentMethod' },
            PICKUP_CHANGED: { description: "The pickup time is the rental search's: the check goes on." },
          },
        },
        invalid: {
          description: 'A rule refused the booking; its message shows and nothing was sent. What was typed stays.',
          tags: ['invalid'],
        },
        failed: {
          description:
            "The server refused the booking: its message shows; the cart and what was typed stay; 'Book Now' retries.",
          tags: ['failed'],
        },
      },
    },
    validating: {
      description:
        "Checks the form against the cart: a guest's contact name and number, a distance-wise trip's destination, a wallet payment within the balance.",
      always: [
        {
          guard: 'lacksContact',
          target: 'form.invalid',
          actions: { type: 'setProblem', params: { problem: 'contact' } },
        },
        {
          guard: 'lacksDestination',
          target: 'form.invalid',
          actions: { type: 'setProblem', params: { problem: 'destination' } },
        },
        {
          guard: 'walletShort',
          target: 'form.invalid',
          actions: { type: 'setProblem', params: { problem: 'walletBalance' } },
        },
        { target: 'booking', actions: 'startAttempt' },
      ],
    },
    booking: {
      description: "The trip is being booked; 'Book Now' is disabled (a double click books one trip).",
      tags: ['busy'],
      invoke: {
        id: 'bookTrip',
        src: 'bookTrip',
        input: ({ context }) => ({ body: context.request!, attempt: context.attempt }),
        onDone: {
          target: 'paying',
          actions: { type: 'setBooked', params: ({ event }) => ({ booked: event.output }) },
        },
        onError: {
          target: 'form.failed',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    paying: {
      description: 'The trip is booked; its payment method is being recorded (wallet: the amount is taken).',
      tags: ['busy'],
      invoke: {
        id: 'payTrip',
        src: 'payTrip',
        input: ({ context }) => ({
          body: { trip_id: context.booked!.tripId, payment_method: context.fields.paymentMethod },
        }),
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
