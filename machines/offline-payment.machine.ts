import { assertEvent, assign, emit, setup } from 'xstate';
import { failWith, type FailedEvent } from './shared/failure.ts';
import { notProvided } from './shared/not-provided.ts';

/** An offline payment method: its name, the business's details (bank, account) and the fields a customer fills in. */
export interface OfflineMethodFields {
  id: number;
  name: string;
  details: { name: string; value: string }[];
  /** `name`: the field's `customer_input` name; `label`: its placeholder text. */
  inputs: { name: string; label: string; required: boolean }[];
}

export interface OfflinePaymentInput {
  orderId: number;
  /** The information already sent (then a change is an update), or null. */
  sent: { methodId: number; values: Record<string, string>; note: string } | null;
}

export interface OfflinePaymentSend {
  orderId: number;
  methodId: number;
  values: Record<string, string>;
  note: string;
  update: boolean;
}

/** The longest value of a field and of the note the server takes (OfflinePaymentBody). */
export const OFFLINE_FIELD_MAX = 255;
export const OFFLINE_NOTE_MAX = 1000;

interface Context {
  orderId: number;
  /** The business's offline methods (the dialog's query hands them over). */
  methods: OfflineMethodFields[];
  methodId: number | null;
  values: Record<string, string>;
  note: string;
  /** Whether information was sent before (Send is then an update: 'Payment info updated.'). */
  update: boolean;
  error: unknown;
}

const chosen = (c: Context) => c.methods.find((m) => m.id === c.methodId) ?? null;

/**
 * The offline payment information of an order placed with offline payment: "Send payment info"
 * (or "Edit payment info" once sent) opens the form — the methods the business takes, the chosen one's fields —
 * and sends it; the required fields must be filled; a refusal shows the server's message and keeps what was typed.
 */
export const offlinePaymentMachine = setup({
  types: {
    context: {} as Context,
    input: {} as OfflinePaymentInput,
    events: {} as
      | { type: 'OPEN' }
      | { type: 'METHODS'; methods: OfflineMethodFields[] }
      | { type: 'CHOOSE_METHOD'; methodId: number }
      | { type: 'FIELD'; name: string; value: string }
      | { type: 'NOTE'; note: string }
      | { type: 'SUBMIT' }
      | { type: 'RETRY' }
      | { type: 'CLOSE' },
    emitted: {} as { type: 'sent'; update: boolean } | FailedEvent,
    /** 'open': the dialog shows; 'loading': waiting for the methods; 'editing': the form; 'busy'; 'failed'. */
    tags: {} as 'open' | 'loading' | 'editing' | 'busy' | 'failed',
  },
  actions: {
    setMethods: assign(({ context, event }) => {
      assertEvent(event, 'METHODS');
      const { methods } = event;
      return {
        methods,
        // the method sent before (or chosen before) while it is still offered; else the only one offered
        methodId: methods.some((m) => m.id === context.methodId)
          ? context.methodId
          : methods.length === 1
            ? methods[0]!.id
            : null,
      };
    }),
    setMethod: assign(({ event }) => {
      assertEvent(event, 'CHOOSE_METHOD');
      return { methodId: event.methodId };
    }),
    setField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD');
      return { values: { ...context.values, [event.name]: event.value.slice(0, OFFLINE_FIELD_MAX) } };
    }),
    setNote: assign(({ event }) => {
      assertEvent(event, 'NOTE');
      return { note: event.note.slice(0, OFFLINE_NOTE_MAX) };
    }),
    clearError: assign({ error: null }),
    markSent: assign({ update: true }),
    emitSent: emit(({ context }) => ({ type: 'sent' as const, update: context.update })),
    failWith: failWith(),
  },
  guards: {
    isOffered: ({ context, event }) =>
      event.type === 'CHOOSE_METHOD' && context.methods.some((m) => m.id === event.methodId),
    isMethodField: ({ context, event }) =>
      event.type === 'FIELD' && !!chosen(context)?.inputs.some((i) => i.name === event.name),
    /** A method chosen and each of its required fields filled. */
    isComplete: ({ context }) => {
      const method = chosen(context);
      return !!method && method.inputs.every((i) => !i.required || (context.values[i.name] ?? '').trim() !== '');
    },
  },
  actors: {
    sendInfo: notProvided<void, OfflinePaymentSend>('sendInfo'),
  },
}).createMachine({
  id: 'offline-payment',
  description:
    "Offline payment information of an order: the form lists the business's offline methods and the chosen one's fields; Send stores them (a change once sent: 'Payment info updated.'); a refusal shows the server's message and keeps what was typed.",
  context: ({ input }) => ({
    orderId: input.orderId,
    methods: [],
    methodId: input.sent?.methodId ?? null,
    values: input.sent?.values ?? {},
    note: input.sent?.note ?? '',
    update: input.sent !== null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description:
        'The order details: the offline payment block shows the information sent (if any) with Send payment info or Edit payment info.',
      on: { OPEN: 'loadingMethods' },
    },
    loadingMethods: {
      description:
        "The payment information dialog is open and the offline methods are loading (the dialog's query; the server's message with Try again when they cannot be loaded).",
      tags: ['open', 'loading'],
      on: { METHODS: { target: 'form', actions: 'setMethods' }, CLOSE: 'idle' },
    },
    form: {
      description:
        'The payment information form, being written or refused: a change (the method, a field, the note) is written in and forgets a refusal; Close closes the dialog.',
      on: {
        CHOOSE_METHOD: { guard: 'isOffered', target: '.editing', actions: ['setMethod', 'clearError'] },
        FIELD: { guard: 'isMethodField', target: '.editing', actions: ['setField', 'clearError'] },
        NOTE: { target: '.editing', actions: ['setNote', 'clearError'] },
        CLOSE: 'idle',
      },
      initial: 'editing',
      states: {
        editing: {
          description:
            "The form: the methods (one to choose, with its bank details), the chosen method's fields and a note (Send is enabled once the required fields are filled).",
          tags: ['open', 'editing'],
          on: { SUBMIT: { guard: 'isComplete', target: '#offline-payment.sending' } },
        },
        failed: {
          description:
            'The server refused the information: its message shows; what was typed stays for Try again or a change.',
          tags: ['open', 'failed'],
          on: { RETRY: { target: '#offline-payment.sending', actions: 'clearError' } },
        },
      },
    },
    sending: {
      description: 'The information is being sent; the form and the buttons are disabled.',
      tags: ['open', 'busy'],
      invoke: {
        id: 'sendInfo',
        src: 'sendInfo',
        input: ({ context }) => {
          const method = chosen(context)!;
          const names = new Set(method.inputs.map((i) => i.name));
          return {
            orderId: context.orderId,
            methodId: method.id,
            values: Object.fromEntries(Object.entries(context.values).filter(([name]) => names.has(name))),
            note: context.note,
            update: context.update,
          };
        },
        onDone: { target: 'idle', actions: ['emitSent', 'markSent'] },
        onError: {
          target: 'form.failed',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
