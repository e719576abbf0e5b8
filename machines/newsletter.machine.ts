import { assertEvent, assign, emit, setup } from 'xstate';
import { emitFailed, type FailedEvent } from './shared/failure.ts';
import { notProvided } from './shared/not-provided.ts';
import { isEmail } from '../domain/contact.ts';

/**
 * Footer newsletter (spec part 2 §4, §5): the email must match a standard email pattern ('Please insert a valid
 * email.'); on success 'Subscribed Successfully' shows and the field clears; a server error shows the server's
 * message and keeps what was typed.
 */
export const newsletterMachine = setup({
  types: {
    context: {} as { email: string },
    events: {} as { type: 'CHANGE'; value: string } | { type: 'SUBMIT' },
    /** Tells the view: 'Subscribed Successfully', or the server's message. */
    emitted: {} as { type: 'subscribed' } | FailedEvent,
    /** 'invalid': the field shows 'Please insert a valid email.'; 'busy': subscribing. */
    tags: {} as 'invalid' | 'busy',
  },
  actions: {
    setEmail: assign(({ event }) => {
      assertEvent(event, 'CHANGE');
      return { email: event.value };
    }),
    clearEmail: assign({ email: '' }),
    showSubscribedToast: emit({ type: 'subscribed' as const }),
    emitFailed: emitFailed(),
  },
  guards: {
    isValidEmail: ({ context }) => isEmail(context.email),
  },
  actors: {
    subscribe: notProvided<unknown, { email: string }>('subscribe'),
  },
}).createMachine({
  id: 'newsletter',
  description: "Footer newsletter: a valid email subscribes; the server's error message keeps what was typed.",
  context: { email: '' },
  initial: 'editing',
  states: {
    editing: {
      description: 'The email field and Subscribe.',
      on: {
        CHANGE: { actions: 'setEmail' },
        SUBMIT: [{ guard: 'isValidEmail', target: 'subscribing' }, { target: 'invalid' }],
      },
    },
    invalid: {
      description: "'Please insert a valid email.' until the email changes.",
      tags: ['invalid'],
      on: {
        CHANGE: { target: 'editing', actions: 'setEmail' },
      },
    },
    subscribing: {
      description: "The subscribe call is in flight; success shows 'Subscribed Successfully' and clears the field.",
      tags: ['busy'],
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'editing', actions: ['clearEmail', 'showSubscribedToast'] },
        onError: {
          target: 'editing',
          actions: { type: 'emitFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
