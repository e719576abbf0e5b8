import { assign, emit, setup } from 'xstate';

/**
 * The OTP resend lock (spec part 1 §4, §9): after a code goes out, resend is locked for 60 seconds with a
 * visible countdown; when it reaches 0 the Resend button is enabled; resending restarts the lock.
 */
export const resendCountdownMachine = setup({
  types: {
    context: {} as { remaining: number; seconds: number },
    input: {} as { seconds?: number },
    events: {} as { type: 'RESEND' } | { type: 'RESTART' },
    emitted: {} as { type: 'resend' },
    /** 'locked': the countdown shows instead of the Resend button. */
    tags: {} as 'locked',
  },
  actions: {
    reset: assign({ remaining: ({ context }) => context.seconds }),
    tick: assign({ remaining: ({ context }) => Math.max(0, context.remaining - 1) }),
    /** Tells the view: ask for a new code. */
    requestResend: emit({ type: 'resend' as const }),
  },
  guards: {
    isOver: ({ context }) => context.remaining <= 0,
  },
  delays: {
    oneSecond: 1000,
  },
}).createMachine({
  id: 'resend-countdown',
  description: 'The OTP resend lock: 60 seconds with a visible countdown, then Resend; resending restarts the lock.',
  context: ({ input }) => ({ seconds: input.seconds ?? 60, remaining: input.seconds ?? 60 }),
  initial: 'counting',
  on: {
    RESTART: { target: '.counting', actions: 'reset', reenter: true },
  },
  states: {
    counting: {
      description: 'Resend is locked; the seconds left show.',
      tags: ['locked'],
      always: { guard: 'isOver', target: 'ready' },
      after: {
        oneSecond: { target: 'counting', actions: 'tick', reenter: true },
      },
    },
    ready: {
      description: 'The Resend button is enabled.',
      on: {
        RESEND: { target: 'counting', actions: ['reset', 'requestResend'] },
      },
    },
  },
});
