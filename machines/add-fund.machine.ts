import { assertEvent, assign, emit, setup } from 'xstate';
import { failWith, type FailedEvent } from './shared/failure.ts';
import { notProvided } from './shared/not-provided.ts';

export interface AddFundInput {
  /** The gateways of config.active_payment_method_list (the only methods the dialog lists). */
  methods: string[];
}

export interface AddFundRequest {
  amount: number;
  paymentMethod: string;
  /** Counts the submits of this dialog: a retried submit of one attempt is answered once (Idempotency-Key). */
  attempt: number;
}

interface Context {
  methods: string[];
  /** The amount as typed. */
  amount: string;
  /** The chosen payment method (a gateway of the list). */
  method: string | null;
  /** The amount was cleared after being typed: 'Please Enter amount'. */
  amountMissing: boolean;
  /** Submit was pressed without a payment method: 'Payment method is required'. */
  methodMissing: boolean;
  attempt: number;
  /** Why the server refused (its messages are shown). */
  error: unknown;
}

/** The typed amount as a number (NaN when it is not one). */
export const amountOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Add fund (spec part 2 §2 "Wallet", §4 "Wallet", §5 "Wallet"): the wallet card's Add fund opens a dialog with the
 * amount and the payment methods; Submit stays disabled while the amount is 0 or less; submitting sends the amount
 * and method, then the browser goes to the returned payment link. A refusal shows each of the server's errors.
 */
export const addFundMachine = setup({
  types: {
    context: {} as Context,
    input: {} as AddFundInput,
    events: {} as
      | { type: 'OPEN' }
      | { type: 'AMOUNT'; amount: string }
      | { type: 'CHOOSE_METHOD'; method: string }
      | { type: 'SUBMIT' }
      | { type: 'CLOSE' },
    emitted: {} as { type: 'redirect'; link: string } | FailedEvent,
    /** 'open': the dialog shows; 'editing': the form is editable; 'busy': sending; 'redirecting': leaving for the payment page. */
    tags: {} as 'open' | 'editing' | 'busy' | 'redirecting',
  },
  actions: {
    forget: assign({ amount: '', method: null, amountMissing: false, methodMissing: false, error: null }),
    setAmount: assign(({ event }) => {
      assertEvent(event, 'AMOUNT');
      return { amount: event.amount, amountMissing: event.amount.trim() === '' };
    }),
    setMethod: assign(({ event }) => {
      assertEvent(event, 'CHOOSE_METHOD');
      return { method: event.method, methodMissing: false };
    }),
    flagMissingMethod: assign({ methodMissing: true }),
    startAttempt: assign(({ context }) => ({ attempt: context.attempt + 1, error: null })),
    emitRedirect: emit((_, params: { link: string }) => ({ type: 'redirect' as const, link: params.link })),
    failWith: failWith(),
  },
  guards: {
    hasPositiveAmount: ({ context }) => amountOf(context.amount) > 0,
    isComplete: ({ context }) =>
      amountOf(context.amount) > 0 && context.method !== null && context.methods.includes(context.method),
    isListedMethod: ({ context, event }) => event.type === 'CHOOSE_METHOD' && context.methods.includes(event.method),
  },
  actors: {
    addFund: notProvided<string, AddFundRequest>('addFund'),
  },
}).createMachine({
  id: 'add-fund',
  description:
    'Add fund to the wallet: the wallet card opens the Add fund dialog (amount and payment method); Submit sends them and the browser goes to the payment link; the payment returns to the wallet with its result.',
  context: ({ input }) => ({
    methods: input.methods,
    amount: '',
    method: null,
    amountMissing: false,
    methodMissing: false,
    attempt: 0,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The wallet card with its balance; Add fund opens the dialog.',
      on: { OPEN: { target: 'editing', actions: 'forget' } },
    },
    editing: {
      description:
        "The Add fund dialog: the amount (required: 'Please Enter amount') and the payment methods (required: 'Payment method is required'); Submit is disabled while the amount is 0 or less.",
      tags: ['open', 'editing'],
      on: {
        AMOUNT: { actions: 'setAmount' },
        CHOOSE_METHOD: { guard: 'isListedMethod', actions: 'setMethod' },
        SUBMIT: [
          { guard: 'isComplete', target: 'submitting', actions: 'startAttempt' },
          { guard: 'hasPositiveAmount', actions: 'flagMissingMethod' },
        ],
        CLOSE: 'idle',
      },
    },
    submitting: {
      description: 'The amount and method are sent; the dialog waits for the payment link.',
      tags: ['open', 'busy'],
      invoke: {
        id: 'addFund',
        src: 'addFund',
        input: ({ context }) => ({
          amount: amountOf(context.amount),
          paymentMethod: context.method!,
          attempt: context.attempt,
        }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'emitRedirect', params: ({ event }) => ({ link: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    redirecting: {
      description: 'The browser goes to the returned payment link.',
      tags: ['open', 'busy', 'redirecting'],
      type: 'final',
    },
  },
});
