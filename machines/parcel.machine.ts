import { assertEvent, assign, emit, setup } from 'xstate';
import { failWith, type FailedEvent } from './shared/failure.ts';
import { notProvided } from './shared/not-provided.ts';

/** A sender or receiver as typed: contact person and the place picked on the map. */
export interface ParcelParty {
  name: string;
  phone: string;
  address: string;
  lat: number | null;
  lng: number | null;
  road: string;
  house: string;
  floor: string;
}

export type ChargePayer = 'sender' | 'receiver';
export type ParcelPayment = 'cash_on_delivery' | 'wallet' | 'digital_payment';

/** What Send Parcel submits: the request body as it will be sent, and the choices the rules read. */
export interface ParcelDraft {
  body: Record<string, unknown>;
  payer: ChargePayer;
  payment: ParcelPayment;
}

/** Why a step was refused before anything was sent (the view words each one). */
export type ParcelProblem = 'senderIncomplete' | 'receiverIncomplete' | 'samePlace' | 'receiverPaysCash';

export interface PlaceParcelInput {
  body: Record<string, unknown>;
  /** The attempt number: the binding keeps one Idempotency-Key per attempt. */
  attempt: number;
}

export interface PlacedParcel {
  orderId: number;
  total: number;
  /** Digital payment: the payment page to go to. */
  redirectLink: string | null;
}

interface Context {
  categoryId: number | null;
  sender: ParcelParty | null;
  receiver: ParcelParty | null;
  draft: ParcelDraft | null;
  problem: ParcelProblem | null;
  /** Bumped when a parcel is sent with a body other than the last one (a retry of the same body reuses it). */
  attempt: number;
  lastBody: string | null;
  error: unknown;
  placed: PlacedParcel | null;
}

const complete = (p: ParcelParty) =>
  !!p.name.trim() && !!p.phone.trim() && !!p.address.trim() && p.lat !== null && p.lng !== null;

/**
 * Parcel delivery: choose a parcel category, then the sender (saved or current address on the map,
 * name, phone), then the receiver (map, name, phone), then who pays, the payment method and a note with the fee
 * from the distance; Send Parcel places it with one Idempotency-Key per attempt (a double click makes one parcel),
 * then the confirmation with its tracking link or the digital payment page. A failure keeps what was typed and shows
 * the server's message.
 */
export const parcelMachine = setup({
  types: {
    context: {} as Context,
    events: {} as
      | { type: 'CHOOSE_CATEGORY'; categoryId: number }
      | { type: 'SUBMIT_SENDER'; sender: ParcelParty }
      | { type: 'SUBMIT_RECEIVER'; receiver: ParcelParty }
      | { type: 'PLACE'; draft: ParcelDraft }
      | { type: 'BACK' },
    emitted: {} as { type: 'placed'; parcel: PlacedParcel } | { type: 'redirect'; url: string } | FailedEvent,
    /** Step tags the view shows; 'busy': sending; 'failed': the server refused (a refused rule: context.problem). */
    tags: {} as 'category' | 'sender' | 'receiver' | 'payment' | 'busy' | 'failed' | 'placed' | 'redirecting',
  },
  actions: {
    setCategory: assign(({ event }) => {
      assertEvent(event, 'CHOOSE_CATEGORY');
      return { categoryId: event.categoryId, problem: null };
    }),
    setSender: assign(({ event }) => {
      assertEvent(event, 'SUBMIT_SENDER');
      return { sender: event.sender, problem: null };
    }),
    setReceiver: assign(({ event }) => {
      assertEvent(event, 'SUBMIT_RECEIVER');
      return { receiver: event.receiver, problem: null };
    }),
    takeDraft: assign(({ event }) => {
      assertEvent(event, 'PLACE');
      return { draft: event.draft, problem: null, error: null };
    }),
    setProblem: assign((_, params: { problem: ParcelProblem }) => ({ problem: params.problem })),
    clearProblem: assign({ problem: null, error: null }),
    startAttempt: assign(({ context }) => {
      const body = JSON.stringify(context.draft?.body ?? {});
      return body === context.lastBody ? {} : { attempt: context.attempt + 1, lastBody: body };
    }),
    setPlaced: assign((_, params: { placed: PlacedParcel }) => ({ placed: params.placed })),
    emitPlaced: emit(({ context }) => ({ type: 'placed' as const, parcel: context.placed! })),
    emitRedirect: emit(({ context }) => ({ type: 'redirect' as const, url: context.placed!.redirectLink! })),
    failWith: failWith(),
  },
  guards: {
    isSenderComplete: ({ event }) => {
      assertEvent(event, 'SUBMIT_SENDER');
      return complete(event.sender);
    },
    isReceiverIncomplete: ({ event }) => {
      assertEvent(event, 'SUBMIT_RECEIVER');
      return !complete(event.receiver);
    },
    isSameAsSender: ({ context, event }) => {
      assertEvent(event, 'SUBMIT_RECEIVER');
      const s = context.sender;
      return !!s && s.lat === event.receiver.lat && s.lng === event.receiver.lng;
    },
    receiverPaysOtherwise: ({ context: { draft } }) =>
      !!draft && draft.payer === 'receiver' && draft.payment !== 'cash_on_delivery',
    isDigitalPayment: (_, params: { placed: PlacedParcel }) => !!params.placed.redirectLink,
  },
  actors: {
    placeParcel: notProvided<PlacedParcel, PlaceParcelInput>('placeParcel'),
  },
}).createMachine({
  id: 'parcel',
  description:
    "Parcel delivery: category → sender → receiver → who pays, payment and the fee from the distance → Send Parcel with an Idempotency-Key per attempt → the confirmation with its tracking link (or the digital payment page); a failure keeps what was typed and shows the server's message.",
  context: {
    categoryId: null,
    sender: null,
    receiver: null,
    draft: null,
    problem: null,
    attempt: 0,
    lastBody: null,
    error: null,
    placed: null,
  },
  initial: 'category',
  states: {
    category: {
      description: 'The parcel categories of the module: the customer chooses what is sent.',
      tags: ['category'],
      on: { CHOOSE_CATEGORY: { target: 'sender', actions: 'setCategory' } },
    },
    sender: {
      description:
        "Sender: a saved address or the current location on the map, the sender's name and phone; all are required.",
      tags: ['sender'],
      on: {
        SUBMIT_SENDER: [
          { guard: 'isSenderComplete', target: 'receiver', actions: 'setSender' },
          { target: 'sender', actions: { type: 'setProblem', params: { problem: 'senderIncomplete' } } },
        ],
        BACK: { target: 'category', actions: 'clearProblem' },
      },
    },
    receiver: {
      description: "Receiver: the place picked on the map, the receiver's name and phone; all are required.",
      tags: ['receiver'],
      on: {
        SUBMIT_RECEIVER: [
          {
            guard: 'isReceiverIncomplete',
            target: 'receiver',
            actions: { type: 'setProblem', params: { problem: 'receiverIncomplete' } },
          },
          {
            guard: 'isSameAsSender',
            target: 'receiver',
            actions: { type: 'setProblem', params: { problem: 'samePlace' } },
          },
          { target: 'payment', actions: 'setReceiver' },
        ],
        BACK: { target: 'sender', actions: 'clearProblem' },
      },
    },
    payment: {
      description:
        'Who pays (sender or receiver; the receiver pays only cash on delivery), the payment method, a note, and the delivery fee from the distance.',
      tags: ['payment'],
      on: {
        PLACE: { target: 'checking', actions: 'takeDraft' },
        BACK: { target: 'receiver', actions: 'clearProblem' },
      },
    },
    checking: {
      description: 'Checks the choices: a receiver who pays must pay by cash on delivery.',
      always: [
        {
          guard: 'receiverPaysOtherwise',
          target: 'payment',
          actions: { type: 'setProblem', params: { problem: 'receiverPaysCash' } },
        },
        { target: 'placing', actions: 'startAttempt' },
      ],
    },
    placing: {
      description: 'The parcel is being sent; Send Parcel is disabled (a double click makes one parcel).',
      tags: ['payment', 'busy'],
      invoke: {
        id: 'placeParcel',
        src: 'placeParcel',
        input: ({ context }) => ({ body: context.draft!.body, attempt: context.attempt }),
        onDone: [
          {
            guard: { type: 'isDigitalPayment', params: ({ event }) => ({ placed: event.output }) },
            target: 'redirecting',
            actions: { type: 'setPlaced', params: ({ event }) => ({ placed: event.output }) },
          },
          { target: 'placed', actions: { type: 'setPlaced', params: ({ event }) => ({ placed: event.output }) } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description: 'The server refused the parcel: its message shows; what was typed stays; Send Parcel tries again.',
      tags: ['payment', 'failed'],
      on: {
        PLACE: { target: 'checking', actions: 'takeDraft' },
        BACK: { target: 'receiver', actions: 'clearProblem' },
      },
    },
    redirecting: {
      description: 'Digital payment: the parcel is placed; the browser goes to the returned payment page and back.',
      tags: ['redirecting'],
      type: 'final',
      entry: 'emitRedirect',
    },
    placed: {
      description: 'The parcel is placed: the confirmation shows its order id, the amount and a link to track it.',
      tags: ['placed'],
      type: 'final',
      entry: 'emitPlaced',
    },
  },
});
