import { assertEvent, assign, emit, setup } from 'xstate';
import type { components } from '../openapi/storefront.d.ts';
import { failWith } from './shared/failure.ts';
import { notProvided } from './shared/not-provided.ts';

/** The body of POST /customer/order/place (the contract's type). */
export type PlaceOrderBody = components['schemas']['PlaceOrderBody'];

/** What the checkout page knows when Place Order is pressed (the facts the validation rules read). */
export interface OrderDraft {
  /** The request body as it will be sent (compared between attempts: same body, same Idempotency-Key). */
  body: PlaceOrderBody;
  orderType: 'delivery' | 'take_away';
  /** A delivery address (customer) or a contact with an address (guest) is chosen. */
  hasAddress: boolean;
  /** Guests: the contact person's name and number are filled in. */
  hasContact: boolean;
  /** Pharmacy: an item in the cart needs a prescription. */
  prescriptionRequired: boolean;
  prescriptionCount: number;
  /** The prescription images sent with the order (multipart `order_attachment[]`). */
  attachments?: readonly Blob[];
  paymentMethod: PlaceOrderBody['payment_method'];
  /** Wallet pays the balance now and the rest is paid with paymentMethod. */
  partialPayment: boolean;
  total: number;
  /** The module's cash-on-delivery limit in the store's zone (null = none). */
  codLimit: number | null;
  walletBalance: number;
}

/** Why Place Order was refused before anything was sent (the view words each one). */
export type DraftProblem =
  'address' | 'contact' | 'prescriptionRequired' | 'prescriptionTooMany' | 'codLimit' | 'walletBalance';

/** At most this many prescription images at a time (spec part 2 §5, §9). */
export const MAX_PRESCRIPTION_IMAGES = 3;

export interface PlaceInput {
  body: PlaceOrderBody;
  /** The attempt number: the binding keeps one Idempotency-Key per attempt (and set of images). */
  attempt: number;
  attachments: readonly Blob[];
}

export interface PlacedOrder {
  orderId: number;
  total: number;
  /** Digital payment: the payment page to go to. */
  redirectLink: string | null;
}

interface Context {
  draft: OrderDraft | null;
  /** Bumped when a placement is tried with a body other than the last one (a retry of the same body reuses it). */
  attempt: number;
  lastBody: string | null;
  problem: DraftProblem | null;
  error: unknown;
  placed: PlacedOrder | null;
}

/** What the part of the COD order not paid by the wallet comes to. */
const codRemainder = (d: OrderDraft) => (d.partialPayment ? Math.max(0, d.total - d.walletBalance) : d.total);

/**
 * Place order (spec part 1 §4, part 2 §5, §9): Place Order validates what was typed (delivery address or
 * guest contact, prescription for pharmacy, the cash-on-delivery limit, the wallet balance), then places the order
 * with one Idempotency-Key per attempt (a double click or a retried request makes one order), then goes to the
 * digital payment page or the confirmation. Every failure keeps the cart and what was typed and shows the server's
 * message.
 */
export const placeOrderMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'PLACE'; draft: OrderDraft } | { type: 'EDIT' },
    emitted: {} as
      | { type: 'confirmed'; order: PlacedOrder }
      | { type: 'redirect'; url: string }
      | { type: 'failed'; error: unknown },
    /** 'invalid': a rule refused the draft (context.problem); 'busy': placing; 'failed': the server refused. */
    tags: {} as 'invalid' | 'busy' | 'failed' | 'redirecting' | 'confirmed',
  },
  actions: {
    takeDraft: assign(({ event }) => {
      assertEvent(event, 'PLACE');
      return { draft: event.draft, problem: null, error: null };
    }),
    setProblem: assign((_, params: { problem: DraftProblem }) => ({ problem: params.problem })),
    startAttempt: assign(({ context }) => {
      const body = JSON.stringify(context.draft?.body ?? null);
      return body === context.lastBody ? {} : { attempt: context.attempt + 1, lastBody: body };
    }),
    setPlaced: assign((_, params: { placed: PlacedOrder }) => ({ placed: params.placed })),
    failWith: failWith(),
    clearProblem: assign({ problem: null, error: null }),
    emitConfirmed: emit(({ context }) => ({ type: 'confirmed' as const, order: context.placed! })),
    emitRedirect: emit(({ context }) => ({ type: 'redirect' as const, url: context.placed!.redirectLink! })),
  },
  guards: {
    lacksAddress: ({ context: { draft } }) => !!draft && draft.orderType === 'delivery' && !draft.hasAddress,
    lacksContact: ({ context: { draft } }) => !!draft && !draft.hasContact,
    lacksPrescription: ({ context: { draft } }) =>
      !!draft && draft.prescriptionRequired && draft.prescriptionCount === 0,
    tooManyPrescriptions: ({ context: { draft } }) => !!draft && draft.prescriptionCount > MAX_PRESCRIPTION_IMAGES,
    overCodLimit: ({ context: { draft } }) =>
      !!draft &&
      draft.paymentMethod === 'cash_on_delivery' &&
      draft.codLimit !== null &&
      draft.codLimit > 0 &&
      codRemainder(draft) > draft.codLimit,
    walletShort: ({ context: { draft } }) =>
      !!draft && draft.paymentMethod === 'wallet' && !draft.partialPayment && draft.walletBalance < draft.total,
    isDigitalPayment: (_, params: { placed: PlacedOrder }) => !!params.placed.redirectLink,
  },
  actors: {
    placeOrder: notProvided<PlacedOrder, PlaceInput>('placeOrder'),
  },
}).createMachine({
  id: 'place-order',
  description:
    "Place order: validate → place with an Idempotency-Key per attempt → the digital payment page or the confirmation; a failure keeps the cart and what was typed and shows the server's message.",
  context: { draft: null, attempt: 0, lastBody: null, problem: null, error: null, placed: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The checkout form: order type, address or contact, instructions, coupon, payment, tips, summary.',
      on: { PLACE: { target: 'validating', actions: 'takeDraft' } },
    },
    validating: {
      description:
        "Checks the draft: delivery address, guest contact, 'Please upload your prescription image.', 'Maximum 3 images can be send at a time.', the cash-on-delivery limit, the wallet balance.",
      always: [
        { guard: 'lacksAddress', target: 'refused', actions: { type: 'setProblem', params: { problem: 'address' } } },
        { guard: 'lacksContact', target: 'refused', actions: { type: 'setProblem', params: { problem: 'contact' } } },
        {
          guard: 'lacksPrescription',
          target: 'refused',
          actions: { type: 'setProblem', params: { problem: 'prescriptionRequired' } },
        },
        {
          guard: 'tooManyPrescriptions',
          target: 'refused',
          actions: { type: 'setProblem', params: { problem: 'prescriptionTooMany' } },
        },
        { guard: 'overCodLimit', target: 'refused', actions: { type: 'setProblem', params: { problem: 'codLimit' } } },
        {
          guard: 'walletShort',
          target: 'refused',
          actions: { type: 'setProblem', params: { problem: 'walletBalance' } },
        },
        { target: 'placing', actions: 'startAttempt' },
      ],
    },
    placing: {
      description: 'The order is being placed; Place Order is disabled (a double click makes one order).',
      tags: ['busy'],
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({
          body: context.draft!.body,
          attempt: context.attempt,
          attachments: context.draft!.attachments ?? [],
        }),
        onDone: [
          {
            guard: { type: 'isDigitalPayment', params: ({ event }) => ({ placed: event.output }) },
            target: 'redirecting',
            actions: { type: 'setPlaced', params: ({ event }) => ({ placed: event.output }) },
          },
          {
            target: 'confirmed',
            actions: { type: 'setPlaced', params: ({ event }) => ({ placed: event.output }) },
          },
        ],
        onError: {
          target: 'refused.failed',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    refused: {
      description:
        'The order was refused, by a rule (invalid, where the checks lead) or by the server (failed): what was typed stays; Place Order tries again, a change edits the order.',
      on: {
        PLACE: { target: 'validating', actions: 'takeDraft' },
        EDIT: { target: 'editing', actions: 'clearProblem' },
      },
      initial: 'invalid',
      states: {
        invalid: {
          description: 'A rule refused the order; its message shows and nothing was sent.',
          tags: ['invalid'],
        },
        failed: {
          description: 'The server refused the order: its message shows; the cart stays; Place Order retries.',
          tags: ['failed'],
        },
      },
    },
    redirecting: {
      description: 'Digital payment: the order is placed; the browser goes to the returned payment page and back.',
      tags: ['redirecting'],
      type: 'final',
      entry: 'emitRedirect',
    },
    confirmed: {
      description: 'The order is placed: the confirmation page shows its id and amount.',
      tags: ['confirmed'],
      type: 'final',
      entry: 'emitConfirmed',
    },
  },
});
